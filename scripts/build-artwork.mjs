// One placeholder template (decision 037): a project whose entry names no cover gets one drawn at build, its
// title in each language on a gradient of its two colours (`artwork.colours`); every project, and the site from
// the brand's name and the home page's line, gets a link preview in each language, the same template as a PNG.
// All of it goes to build/artwork/ (ignored by Git, hashed into build/public/ after assets/, so a real file at
// the same path wins): assets/ holds only files someone made.
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { importSource } from "./import-source.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/** Where the build draws, laid out as assets/ is. */
export const ARTWORK_DIR = join(root, "build", "artwork");

/** The brand's gradient (the logo, the favicon): the site's previews, and a project that names no colours. */
const BRAND = ["#7c3aed", "#ec4899"];
const FONT = "system-ui, -apple-system, Segoe UI, Roboto, sans-serif";
/** The face librsvg draws a PNG with: an Arial-metric one, as close to the browsers' stack as a server has. */
const RASTER_FONT = "Liberation Sans, Arial, sans-serif";

export const esc = (text) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** `text` in lines of at most `chars` characters, broken at spaces only (a no-break space holds, decision 015). */
function wrap(text, chars) {
  const lines = [];
  for (const word of text.split(" ")) {
    const last = lines.length - 1;
    if (last >= 0 && lines[last].length + 1 + word.length <= chars) lines[last] += ` ${word}`;
    else lines.push(word);
  }
  return lines;
}

/**
 * The template, `width`×`height`: a gradient, three soft circles, and the title (with the site's line under it)
 * in white over a shade at the bottom, in the largest size that sets it in two lines. `lang` and `<title>` say
 * what it shows to whoever opens the file alone; a page gives its own alt text.
 * @param {{ title: string; line?: string; colours: readonly string[]; width: number; height: number; lang: string }} drawing
 */
export function placeholderSvg({ title, line, colours: [from, to], width: w, height: h, lang }) {
  const pad = Math.round(w * 0.075);
  // A bold sans letter is about 0.6 of its size wide.
  const size = [112, 96, 84, 72, 64].find((s) => wrap(title, (w - 2 * pad) / (0.6 * s)).length <= 2) ?? 56;
  const lines = wrap(title, (w - 2 * pad) / (0.6 * size));
  const lineSize = Math.round(size * 0.36);
  const bottom = h - pad - (line ? lineSize * 1.8 : 0);
  const top = bottom - (lines.length - 1) * size * 1.05;
  const tspans = lines.map(
    (text, i) => `<tspan x="${pad}" y="${Math.round(top + i * size * 1.05)}">${esc(text)}</tspan>`,
  );
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" lang="${lang}" font-family="${FONT}">` +
    `<title>${esc(line ? `${title} — ${line}` : title)}</title>` +
    `<defs><linearGradient id="bg" x2="1" y2="1"><stop stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>` +
    `<linearGradient id="shade" x2="0" y2="1"><stop stop-color="#0f172a" stop-opacity="0"/><stop offset="1" stop-color="#0f172a" stop-opacity=".4"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>` +
    `<circle cx="${w * 0.84}" cy="${h * 0.2}" r="${h * 0.5}" fill="#fff" opacity=".14"/>` +
    `<circle cx="${w * 0.62}" cy="${h * 0.34}" r="${h * 0.2}" fill="none" stroke="#fff" stroke-width="${h * 0.012}" opacity=".35"/>` +
    `<circle cx="${w * 0.97}" cy="${h * 0.9}" r="${h * 0.26}" fill="${to}" opacity=".6"/>` +
    `<rect y="${h * 0.4}" width="${w}" height="${h * 0.6}" fill="url(#shade)"/>` +
    `<rect x="${pad}" y="${Math.round(top - size * 1.3)}" width="${size * 0.8}" height="${Math.round(size * 0.09)}" rx="${Math.round(size * 0.045)}" fill="#fff"/>` +
    `<text font-size="${size}" font-weight="800" letter-spacing="-1" fill="#fff">${tspans.join("")}</text>` +
    (line
      ? `<text x="${pad}" y="${h - pad}" font-size="${lineSize}" font-weight="600" fill="#fff">${esc(line)}</text>`
      : "") +
    `</svg>\n`
  );
}

/**
 * A drawing as a link preview's PNG, with what it draws in its XMP (`dc:title`, in its language) for whoever
 * cannot read pixels, and the drawing's hash (`dc:source`), so a build draws again only what changed.
 * @param {string} svg @param {string} words @param {string} lang
 */
function previewXmp(svg, words, lang) {
  const hash = createHash("sha256").update(svg).digest("hex");
  return (
    `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">` +
    `<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/" dc:source="sha256:${hash}">` +
    `<dc:title><rdf:Alt><rdf:li xml:lang="${lang}">${esc(words)}</rdf:li></rdf:Alt></dc:title>` +
    `</rdf:Description></rdf:RDF></x:xmpmeta>`
  );
}

/**
 * What `npm run build` (and a recompile on save) does: draws into build/artwork/ the cover of each project whose
 * cover assets/ lacks (the one `withImages` names, scripts/content/project-types.ts), each project's link
 * preview and the site's, in each language; writes only what changed and removes what no entry needs.
 * @param {Record<string, any>} content the compiled content (compileContent's)
 */
export async function drawArtworkFromContent(content) {
  const [{ locales }, { brand }, { variantPath }] = await Promise.all([
    importSource("src/i18n/locale-list.ts"),
    importSource("src/brand.ts"),
    importSource("src/render/asset-variant.ts"),
  ]);
  const made = (path) => existsSync(join(root, "assets", path));
  /** Each file to draw: its path under build/artwork/, its drawing, and for a PNG the words it draws. */
  const files = [];
  for (const locale of locales) {
    for (const project of content.projects) {
      const drawing = { title: project.title[locale], colours: project.artwork?.colours ?? BRAND, lang: locale };
      const cover = variantPath(project.image, locale);
      if (!made(project.image) && !made(cover))
        files.push({ path: cover, svg: placeholderSvg({ ...drawing, width: 1200, height: 750 }) });
      const svg = placeholderSvg({ ...drawing, width: 1200, height: 630 });
      files.push({ path: `images/og/${project.slug}.${locale}.png`, svg, words: drawing.title, locale });
    }
    const site = { title: brand.name, line: content.pages.home.copy[locale].hero.badge, colours: BRAND, lang: locale };
    const svg = placeholderSvg({ ...site, width: 1200, height: 630 });
    files.push({ path: `images/og/default.${locale}.png`, svg, words: `${site.title} — ${site.line}`, locale });
  }

  const drawn = [];
  for (const { path, svg, words, locale } of files) {
    const file = join(ARTWORK_DIR, path);
    const xmp = words && previewXmp(svg, words, locale);
    if (existsSync(file)) {
      const there = words ? (await sharp(file).metadata()).xmp?.toString() : await readFile(file, "utf8");
      if (there === (words ? xmp : svg)) continue;
    }
    await mkdir(dirname(file), { recursive: true });
    const raster = () => sharp(Buffer.from(svg.replaceAll(`font-family="${FONT}"`, `font-family="${RASTER_FONT}"`)));
    await writeFile(file, words ? await raster().withXmp(xmp).png().toBuffer() : svg);
    drawn.push(path);
  }
  const wanted = new Set(files.map(({ path }) => path));
  for (const entry of await readdir(ARTWORK_DIR, { recursive: true, withFileTypes: true }).catch(() => [])) {
    const path = relative(ARTWORK_DIR, join(entry.parentPath, entry.name)).split("\\").join("/");
    if (entry.isFile() && !wanted.has(path)) await rm(join(ARTWORK_DIR, path));
  }
  if (drawn.length > 0) console.log(`drew ${drawn.length} file(s) into build/artwork/ (from the content)`);
}
