import manifest from "../../build/manifest.json";
import type { Locale } from "../i18n/locale-list";
import { variantPath } from "./asset-variant";

/** What scripts/build.mjs wrote: hashed URLs of the client entry, the stylesheet and every static file. */
interface AssetManifest {
  entry: string;
  css: string;
  /** Fonts the stylesheet uses, hashed beside it: preloaded by every page. */
  fonts: string[];
  files: Record<string, string>;
}

const assets = manifest as AssetManifest;

export const clientEntryUrl = assets.entry;
export const stylesheetUrl = assets.css;
export const fontUrls = assets.fonts;

/**
 * The authored file to show for `path` on a page in `locale`: its variant in that language
 * (`cover.en.svg` beside `cover.svg`) when there is one, else the file itself, which then carries no words
 * of any language (decision 037).
 */
export function assetPath(path: string, locale?: Locale): string {
  if (locale) {
    const variant = variantPath(path, locale);
    if (variant in assets.files) return variant;
    // A language served besides the list (the test locale, `en-XA`) shows the images of the one it is derived
    // from, named by its first subtag (decision 038).
    const language = locale.split("-")[0] as Locale;
    const inLanguage = variantPath(path, language);
    if (language !== locale && inLanguage in assets.files) return inLanguage;
  }
  return path;
}

/**
 * The public URL of a file authored under assets/ ("images/brand/logo.svg"); with a locale, of its variant in
 * that language when there is one (`assetPath`). Throws when there is neither.
 */
export function assetUrl(path: string, locale?: Locale): string {
  const url = assets.files[assetPath(path, locale)];
  if (!url) {
    const variant = locale ? ` and no "${variantPath(path, locale)}"` : "";
    throw new Error(`Unknown asset "${path}"${variant} (is it under assets/ and was the build run?)`);
  }
  return url;
}

export function hasAsset(path: string, locale?: Locale): boolean {
  return assetPath(path, locale) in assets.files;
}

/**
 * A link a content record gives (a project's website): when it names a page the build wrote (the demo
 * stand-ins, `/demos/zupergamer.html`, scripts/demo-pages.mjs), that page in `locale`; any other URL as it is.
 */
export function linkIn(url: string, locale: Locale): string {
  return url.startsWith("/") ? (assets.files[assetPath(url.slice(1), locale)] ?? url) : url;
}
