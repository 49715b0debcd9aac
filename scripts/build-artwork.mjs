// Artwork follows the data (decision 087): `npm run build` draws the cover and gallery of a project whose
// entry names no images, or names images that are not there, into the one predictable place
// (assets/images/projects/<slug>/, decision 037), from the entry's `artwork` (colours and motif) and title, and
// its link preview in each language (assets/images/og/); and the site's own link preview in each language, from
// the brand's name and the home page's line.
// A file it drew says so in a closing comment and is drawn again when the entry changes; any other file at
// that path is a real image (or one scripts/make-artwork.mjs drew and the repository keeps), and the build
// never touches it: dropping a real file in replaces the drawing without a change to code.
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { importSource } from "./import-source.mjs";
import { checkXml, coverSvg, drawnText, gallerySvg, MOTIFS, rasterise, sitePreviewSvg } from "./project-artwork.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/** What ends a file the build drew: the build may draw it again; a file without it is left alone. */
export const DRAWN_BY_THE_BUILD =
  "<!-- drawn by npm run build from its project's entry (scripts/build-artwork.mjs) -->";

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

/**
 * Draws what the projects' entries name and the assets lack, or what the build drew from an entry since changed;
 * with `site`, the site's own link preview in each language too. `locales`: a file written once per language
 * (`cover.en.svg`) counts as there when every language has it.
 * @param {{
 *   projects: CompiledProject[];
 *   site?: { name: string; line: Record<string, string> };
 *   assetsDir: string;
 *   locales: readonly string[];
 * }} options `site`: the brand's name and the studio's line (the home page's badge) in each language
 * @returns {Promise<{ drawn: string[]; problems: string[] }>} the paths drawn (under assets/), and what the
 *   build cannot draw (an image that is missing and is not an SVG of the project's folder)
 */
export async function drawContentArtwork({ projects, site, assetsDir, locales }) {
  /** @type {string[]} */
  const drawn = [];
  const words = await readWords(assetsDir);
  /** @type {string[]} */
  const problems = [];
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
    const wanted = [
      { path: project.image, svg: () => coverSvg(drawing) },
      ...project.images.map((path, i) => ({ path, svg: () => gallerySvg(drawing, i) })),
    ];
    for (const { path, svg } of wanted) {
      const file = insideAssets(assetsDir, path);
      const existing = existsSync(file) ? await readFile(file, "utf8") : null;
      if (existing !== null && !existing.trimEnd().endsWith(DRAWN_BY_THE_BUILD)) continue;
      if (existing === null && locales.every((locale) => existsSync(join(assetsDir, variant(path, locale))))) continue;
      if (!path.startsWith(folder) || !path.endsWith(".svg")) {
        problems.push(
          `projects/${project.slug}: ${path} is missing from assets/, and the build only draws SVGs in ${folder}`,
        );
        continue;
      }
      const body = svg();
      checkXml(body, path);
      const text = `${body}${DRAWN_BY_THE_BUILD}\n`;
      if (existing === text) continue;
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, text);
      drawn.push(path);
    }
    drawn.push(...(await drawPreviews(drawing, { assetsDir, locales, words })));
  }
  if (site) {
    for (const locale of locales) {
      const path = `images/og/default.${locale}.png`;
      const inputs = fingerprint([site.name, site.line[locale]]);
      if (await drawPreview(path, inputs, () => sitePreviewSvg(site.name, site.line[locale]), { assetsDir, words }))
        drawn.push(path);
    }
  }
  if (drawn.some((path) => path.endsWith(".png"))) await writeWords(assetsDir, words);
  return { drawn, problems };
}

/** What a link preview the build drew was drawn from, in short: new words or a new look draw it again. */
const fingerprint = (inputs) => createHash("sha256").update(JSON.stringify(inputs)).digest("hex").slice(0, 16);

/** A project's preview is drawn from its title and category in that language, and its look. */
const previewInputs = (drawing, locale) =>
  fingerprint([drawing.title[locale], drawing.category[locale], drawing.motif, drawing.from, drawing.to]);

/**
 * A project's link preview in each language (`images/og/<slug>.<locale>.png`, 1200×630, what pages name in
 * `og:image`), drawn when the project has none: its title and category in that language on its cover. Its
 * words go to assets/images/words.json, as every PNG's do (decision 037), marked as the build's, so that the
 * build draws it again when the project changes and never touches a preview someone else made.
 */
async function drawPreviews(drawing, { assetsDir, locales, words }) {
  const drawn = [];
  if (existsSync(join(assetsDir, `images/og/${drawing.slug}.png`))) return drawn;
  for (const locale of locales) {
    const path = `images/og/${drawing.slug}.${locale}.png`;
    const svg = () => coverSvg(drawing, { locale });
    if (await drawPreview(path, previewInputs(drawing, locale), svg, { assetsDir, words })) drawn.push(path);
  }
  return drawn;
}

/**
 * Draws the link preview at `path` from `svg()` and declares its words, unless a file is there that the build did
 * not draw, or drew from the same `inputs`. Says whether it drew.
 * @param {string} path under assets/
 * @param {string} inputs
 * @param {() => string} svg
 * @param {{ assetsDir: string; words: { files: Record<string, any> } }} where
 */
async function drawPreview(path, inputs, svg, { assetsDir, words }) {
  const declared = words.files[path];
  if (existsSync(join(assetsDir, path)) && (declared?.drawnBy !== "npm run build" || declared.inputs === inputs)) {
    return false;
  }
  const drawing = svg();
  const png = await rasterise(drawing, 60 * 1024);
  await mkdir(dirname(join(assetsDir, path)), { recursive: true });
  await writeFile(join(assetsDir, path), png);
  words.files[path] = {
    sha256: createHash("sha256").update(png).digest("hex"),
    text: drawnText(drawing),
    drawnBy: "npm run build",
    inputs,
  };
  return true;
}

/** assets/images/words.json, read once per build. */
async function readWords(assetsDir) {
  const file = join(assetsDir, "images", "words.json");
  return existsSync(file) ? JSON.parse(await readFile(file, "utf8")) : { files: {} };
}

async function writeWords(assetsDir, words) {
  const files = Object.fromEntries(
    Object.keys(words.files)
      .sort()
      .map((path) => [path, words.files[path]]),
  );
  await writeFile(join(assetsDir, "images", "words.json"), `${JSON.stringify({ ...words, files }, null, 2)}\n`);
}

/**
 * The file at `path` under assets/, resolved there before anything is read or written: a path that leads outside
 * (`../../scripts/x.svg`) is refused, whatever let it through (docs/security.md, "Content is input").
 * @param {string} assetsDir @param {string} path
 */
function insideAssets(assetsDir, path) {
  const file = resolve(assetsDir, path);
  if (!file.startsWith(resolve(assetsDir) + sep)) throw new Error(`${path} is not a path inside assets/`);
  return file;
}

/** `images/projects/x/cover.svg` in English: `images/projects/x/cover.en.svg` (src/render/assets.ts). */
function variant(path, locale) {
  const dot = path.lastIndexOf(".");
  return `${path.slice(0, dot)}.${locale}${path.slice(dot)}`;
}

/**
 * What `npm run build` (and a recompile on save) does: draws into assets/ what the compiled content's projects
 * name and lack, and the site's link previews, each again when what it was drawn from has changed; prints each
 * file drawn, and throws with every image it cannot draw.
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
    locales,
  });
  for (const path of drawn) console.log(`drew assets/${path} (from the content)`);
  if (problems.length > 0) throw new Error(`${problems.length} image(s) missing:\n  ${problems.join("\n  ")}`);
}
