/**
 * `images/og/wecare.png` in English: `images/og/wecare.en.png`, a file written once per language (decision 037).
 * It imports nothing, so the build (scripts/compile-content.mjs, scripts/build-artwork.mjs) reads it too.
 */
export function variantPath(path: string, locale: string): string {
  const dot = path.lastIndexOf(".");
  return dot > path.lastIndexOf("/") ? `${path.slice(0, dot)}.${locale}${path.slice(dot)}` : `${path}.${locale}`;
}
