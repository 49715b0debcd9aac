// The site's asset URLs as the editor's preview resolves them (decision 083): a file the build hashed keeps its
// URL; an image just uploaded, not built yet, is what the editor holds (a blob URL from Decap's getAsset).
// scripts/build-editor.mjs points src/components' import of src/render/assets.ts here.
import * as built from "../src/render/assets";
import type { Locale } from "../src/i18n/locale-list";

/** @public The whole module stands in for src/render/assets.ts in the editor's bundle. */
export const { clientEntryUrl, stylesheetUrl, fontUrls, assetPath, hasAsset, linkIn } = built;

/** Set by the preview for each render: the editor's URL of a path under assets/, if it has one. */
let pending: (path: string) => string | undefined = () => undefined;

export function resolveWith(resolver: (path: string) => string | undefined): void {
  pending = resolver;
}

/** An empty image, for a path not chosen yet. */
const BLANK = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 1200 750'/%3E";

/** @public */
export function assetUrl(path: string, locale?: Locale): string {
  if (!path) return BLANK;
  if (built.hasAsset(path, locale)) return built.assetUrl(path, locale);
  return pending(path) ?? BLANK;
}
