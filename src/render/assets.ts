import manifest from "../../build/manifest.json";

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

/** The public URL of a file authored under assets/ ("images/brand/logo.svg"). Throws when it is missing. */
export function assetUrl(path: string): string {
  const url = assets.files[path];
  if (!url) throw new Error(`Unknown asset "${path}" (is it under assets/ and was the build run?)`);
  return url;
}

export function hasAsset(path: string): boolean {
  return path in assets.files;
}
