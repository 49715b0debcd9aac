// Artwork follows the data (decision 087): `npm run build` draws the cover and gallery of a project whose entry
// names no images, or names images assets/ does not have, from the entry's `artwork` (colours and motif) and
// title, and its link preview in each language; and the site's own link preview in each language, from the
// brand's name and the home page's line. Everything it draws goes to build/artwork/ (ignored by Git, hashed
// into build/public/ with assets/), never to assets/: assets/ holds only files someone made, and a real file
// there at the same path replaces the drawing without a change to code (decision 037).
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { importSource } from "./import-source.mjs";
import { checkXml, coverSvg, drawnText, gallerySvg, MOTIFS, rasterise, sitePreviewSvg } from "./project-artwork.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/** Where the build draws, as assets/ is laid out; its `words.json` holds what each drawn PNG shows. */
export const ARTWORK_DIR = join(root, "build", "artwork");

/**
 * @typedef {{
 *   slug: string;
 *   title: Record<string, string>;
 *   category: Record<string, string>;
 *   image: string;
 *   images: string[];
 *   artwork?: { colours: [string, string]; motif: string };
 * }} CompiledProject
 */

/**
 * The artwork of an entry that describes none: a gradient and a motif chosen from its slug, so it stays the
 * same from build to build.
 * @param {string} slug
 */
function defaultArtwork(slug) {
  const hash = createHash("sha256").update(slug).digest();
  const motifs = Object.keys(MOTIFS);
  const hue = ((hash[0] << 8) | hash[1]) % 360;
  return { colours: [hsl(hue, 70, 42), hsl((hue + 40) % 360, 75, 55)], motif: motifs[hash[2] % motifs.length] };
}

/** An HSL colour as #rrggbb. */
function hsl(h, s, l) {
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const channel = (n) => {
    const k = (n + h / 30) % 12;
    const value = l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, "0");
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** What a link preview was drawn from, in short: new words or a new look draw it again. */
const fingerprint = (inputs) => createHash("sha256").update(JSON.stringify(inputs)).digest("hex").slice(0, 16);

/**
 * Draws into `outDir` what the projects' entries name and `assetsDir` lacks, and with `site` the site's own link
 * preview in each language, each only when what it was drawn from changed; removes from `outDir` what no entry
 * needs any more. `locales`: a file someone made once per language (`cover.en.svg`) counts as there when every
 * language has it. The words of each PNG drawn go to `outDir`/words.json, for the tests that cannot read pixels.
 * @param {{
 *   projects: CompiledProject[];
 *   site?: { name: string; line: Record<string, string> };
 *   assetsDir: string;
 *   outDir: string;
 *   locales: readonly string[];
 * }} options `site`: the brand's name and the studio's line (the home page's badge) in each language
 * @returns {Promise<{ drawn: string[]; problems: string[] }>} the paths drawn (as under assets/), and what the
 *   build cannot draw (an image that is missing and is not an SVG of the project's folder)
 */
export async function drawContentArtwork({ projects, site, assetsDir, outDir, locales }) {
  const wordsFile = join(outDir, "words.json");
  /** @type {Record<string, { text: string[]; inputs: string }>} */
  const words = existsSync(wordsFile) ? JSON.parse(await readFile(wordsFile, "utf8")) : {};
  const made = (path) => existsSync(inside(assetsDir, path));
  /** @type {Set<string>} */
  const wanted = new Set();
  /** @type {string[]} */
  const drawn = [];
  /** @type {string[]} */
  const problems = [];

  /** Writes `body` at `path` unless it is there already. */
  const draw = async (path, body) => {
    wanted.add(path);
    const file = inside(outDir, path);
    if (existsSync(file) && (await readFile(file, "utf8")) === body) return;
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, body);
    drawn.push(path);
  };
  /** Rasterises a link preview (1200×630, under 60 KB) unless the one there was drawn from the same inputs. */
  const drawPreview = async (path, inputs, svg) => {
    wanted.add(path);
    if (words[path]?.inputs === inputs && existsSync(join(outDir, path))) return;
    const drawing = svg();
    await mkdir(dirname(join(outDir, path)), { recursive: true });
    await writeFile(join(outDir, path), await rasterise(drawing, 60 * 1024));
    words[path] = { text: drawnText(drawing), inputs };
    drawn.push(path);
  };

  for (const project of projects) {
    const { colours, motif } = project.artwork ?? defaultArtwork(project.slug);
    const drawing = {
      slug: project.slug,
      title: project.title,
      category: project.category,
      motif,
      gallery: project.images.length,
      from: colours[0],
      to: colours[1],
    };
    const folder = `images/projects/${project.slug}/`;
    const images = [
      { path: project.image, svg: () => coverSvg(drawing) },
      ...project.images.map((path, i) => ({ path, svg: () => gallerySvg(drawing, i) })),
    ];
    for (const { path, svg } of images) {
      if (made(path) || locales.every((locale) => made(variant(path, locale)))) continue;
      if (!path.startsWith(folder) || !path.endsWith(".svg")) {
        problems.push(
          `projects/${project.slug}: ${path} is missing from assets/, and the build only draws SVGs in ${folder}`,
        );
        continue;
      }
      const body = svg();
      checkXml(body, path);
      await draw(path, body);
    }
    if (made(`images/og/${project.slug}.png`)) continue;
    for (const locale of locales) {
      const path = `images/og/${project.slug}.${locale}.png`;
      if (made(path)) continue;
      // Its title and category in that language, on its cover.
      const inputs = fingerprint([drawing.title[locale], drawing.category[locale], motif, ...colours]);
      await drawPreview(path, inputs, () => coverSvg(drawing, { locale }));
    }
  }
  if (site && !made("images/og/default.png")) {
    for (const locale of locales) {
      const path = `images/og/default.${locale}.png`;
      if (made(path)) continue;
      const inputs = fingerprint([site.name, site.line[locale]]);
      await drawPreview(path, inputs, () => sitePreviewSvg(site.name, site.line[locale]));
    }
  }

  // What no entry needs any more (a project deleted, a real file dropped in) goes: the build hashes what is here.
  for (const entry of await readdir(outDir, { recursive: true, withFileTypes: true }).catch(() => [])) {
    const path = relative(outDir, join(entry.parentPath, entry.name)).split("\\").join("/");
    if (entry.isFile() && path !== "words.json" && !wanted.has(path)) await rm(join(outDir, path));
  }
  const kept = Object.fromEntries(
    Object.keys(words)
      .filter((path) => wanted.has(path))
      .sort()
      .map((path) => [path, words[path]]),
  );
  // There after every build, empty when nothing was drawn (the artwork test reads it), and written only when it
  // changes: scripts/start.mjs rebuilds on any write under build/artwork/.
  const json = `${JSON.stringify(kept, null, 2)}\n`;
  if (!existsSync(wordsFile) || (await readFile(wordsFile, "utf8")) !== json) {
    await mkdir(outDir, { recursive: true });
    await writeFile(wordsFile, json);
  }
  return { drawn, problems };
}

/**
 * The file at `path` under `dir` (assets/, or where the build draws), resolved there before anything is read or
 * written: a path that leads outside (`../../scripts/x.svg`) is refused, whatever let it through
 * (docs/security.md, "Content is input").
 * @param {string} dir @param {string} path
 */
function inside(dir, path) {
  const file = resolve(dir, path);
  if (!file.startsWith(resolve(dir) + sep)) throw new Error(`${path} is not a path inside ${dir}`);
  return file;
}

/** `images/projects/x/cover.svg` in English: `images/projects/x/cover.en.svg` (src/render/assets.ts). */
function variant(path, locale) {
  const dot = path.lastIndexOf(".");
  return `${path.slice(0, dot)}.${locale}${path.slice(dot)}`;
}

/**
 * What `npm run build` (and a recompile on save) does: draws into build/artwork/ what the compiled content's
 * projects name and assets/ lacks, and the site's link previews; prints each file drawn, and throws with every
 * image it cannot draw.
 * @param {Record<string, unknown>} content the compiled content (compileContent's)
 */
export async function drawArtworkFromContent(content) {
  const [{ locales }, { brand }] = await Promise.all([
    importSource("src/i18n/locale-list.ts"),
    importSource("src/brand.ts"),
  ]);
  const { home } = /** @type {{ home: { copy: Record<string, { hero: { badge: string } }> } }} */ (content.pages);
  const { drawn, problems } = await drawContentArtwork({
    projects: /** @type {CompiledProject[]} */ (content.projects),
    site: {
      name: brand.name,
      line: Object.fromEntries(locales.map((locale) => [locale, home.copy[locale].hero.badge])),
    },
    assetsDir: join(root, "assets"),
    outDir: ARTWORK_DIR,
    locales,
  });
  if (drawn.length > 0) console.log(`drew ${drawn.length} file(s) into build/artwork/ (from the content)`);
  if (problems.length > 0) throw new Error(`${problems.length} image(s) missing:\n  ${problems.join("\n  ")}`);
}
