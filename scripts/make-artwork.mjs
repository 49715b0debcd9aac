#!/usr/bin/env node
/**
 * Illustrative artwork generator for the Ludora studio site.
 *
 * We have no photographs or logos of the real studio or of its clients, so every image here is
 * abstract, invented artwork (gradients, shapes, motifs). Nothing imitates a real company's logo or
 * trademark. Re-run at any time; every file below is (re)written:
 *
 *   assets/images/clients/NN-<kind>.svg                                        (120x80)
 *   assets/images/brand/logo.svg, logo-light.svg (140x40), apple-touch-icon.png (180x180)
 *   assets/favicon.svg                                                         (32x32)
 *   assets/images/words.json       (the words drawn into each PNG, with its SHA-256)
 *
 * Nothing drawn from the content is drawn here: `npm run build` draws a project's cover, gallery and link previews
 * from its entry, and the site's own link previews from the home page's line, and draws them again when those
 * change (scripts/build-artwork.mjs, decision 087), so what the studio changes in the editor is what they show.
 *
 * Words and languages (decision 037): an image shown in every language carries no words but names (a
 * project's title, the brand); the images that must say something (the link previews) are the build's, one per
 * language, and pages pick the variant of their language (src/render/assets.ts).
 *
 * To swap in real files later, stop writing the matching file here (or stop running the script) and drop
 * the real file at the same path; README ("Replace an image") says what a replaced PNG declares in words.json.
 *
 * Usage: node scripts/make-artwork.mjs
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import {
  arc,
  BOLT,
  BRAND_FROM,
  BRAND_TO,
  checkXml,
  drawnText,
  lin,
  r1,
  rasterise,
  star,
  svgDoc,
} from "./project-artwork.mjs";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const ASSETS = join(ROOT, "assets");
const IMAGES = join(ASSETS, "images");

// ---------------------------------------------------------------------------------------------
// Client logos (invented emblems; never a real company's mark)
// ---------------------------------------------------------------------------------------------

/**
 * [file, colour, accent, emblem(c, a) drawn around (60, 30)]. No wordmark: clients are described, never named
 * (decision 001), and a common noun ("BANQUE", "AIRLINE") would be a word of one language on every page; the
 * pages give each logo its alt text in their language (src/content/client-logos/). A client's real logo is its
 * name, the same in every language.
 */
const CLIENTS = [
  [
    "01-airline",
    "#0e7490",
    "#38bdf8",
    (c, a) =>
      `<path d="M38 36L84 14L70 44L60 34Z" fill="${c}"/><path d="M60 34L70 44L56 44Z" fill="${a}"/><path d="M30 44h18" stroke="${a}" stroke-width="3" stroke-linecap="round"/>`,
  ],
  [
    "02-pay-tv",
    "#4c1d95",
    "#a855f7",
    (c, a) =>
      `<rect x="36" y="10" width="48" height="34" rx="8" fill="${c}"/><path d="M52 46h16" stroke="${c}" stroke-width="4" stroke-linecap="round"/><path d="M60 19v16M52 27h16" stroke="${a}" stroke-width="5" stroke-linecap="round"/>`,
  ],
  [
    "03-monuments",
    "#92400e",
    "#d97706",
    (c, a) =>
      `<path d="M40 16h40l-4-6H44z" fill="${c}"/><rect x="42" y="16" width="36" height="4" fill="${a}"/><g fill="${c}"><rect x="45" y="22" width="6" height="20"/><rect x="57" y="22" width="6" height="20"/><rect x="69" y="22" width="6" height="20"/></g><rect x="38" y="43" width="44" height="5" rx="1" fill="${a}"/>`,
  ],
  [
    "04-research",
    "#1d4ed8",
    "#22d3ee",
    (c, a) =>
      `<circle cx="60" cy="29" r="19" fill="none" stroke="${c}" stroke-width="3"/><path d="M44 30c5-10 9-10 12 0s8 10 12 0 7-8 8-4" fill="none" stroke="${a}" stroke-width="3.5" stroke-linecap="round"/>`,
  ],
  [
    "05-utility",
    "#15803d",
    "#facc15",
    (c, a) => `<circle cx="60" cy="28" r="19" fill="${c}"/><polygon points="${BOLT(50, 14, 28)}" fill="${a}"/>`,
  ],
  [
    "06-tv-production",
    "#be123c",
    "#fb7185",
    (c, a) =>
      `<rect x="38" y="12" width="44" height="34" rx="9" fill="${c}"/><path d="M54 20v18l15-9z" fill="#fff"/><circle cx="80" cy="14" r="5" fill="${a}"/>`,
  ],
  [
    "07-film-studio",
    "#1f2937",
    "#f59e0b",
    (c, a) =>
      `<rect x="40" y="10" width="40" height="38" rx="3" fill="${c}"/><g fill="#fff">${[0, 1, 2, 3].map((i) => `<rect x="43" y="${13 + i * 9}" width="4" height="5" rx="1"/><rect x="73" y="${13 + i * 9}" width="4" height="5" rx="1"/>`).join("")}</g><rect x="51" y="15" width="18" height="28" rx="2" fill="${a}"/>`,
  ],
  [
    "08-newspaper",
    "#111827",
    "#94a3b8",
    (c, a) =>
      `<rect x="42" y="8" width="36" height="42" rx="3" fill="#fff" stroke="${c}" stroke-width="2.5"/><rect x="47" y="14" width="26" height="6" fill="${c}"/><g fill="${a}"><rect x="47" y="24" width="12" height="10"/><rect x="62" y="24" width="11" height="2"/><rect x="62" y="28" width="11" height="2"/><rect x="62" y="32" width="11" height="2"/><rect x="47" y="38" width="26" height="2"/><rect x="47" y="42" width="20" height="2"/></g>`,
  ],
  [
    "09-public-tv",
    "#1e40af",
    "#10b981",
    (c, a) =>
      `<path d="M52 6l8 7 8-7" fill="none" stroke="${c}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/><rect x="38" y="13" width="44" height="33" rx="9" fill="none" stroke="${c}" stroke-width="4"/><path d="M46 40a14 14 0 0 1 28 0z" fill="${a}"/><path d="M54 48h12" stroke="${c}" stroke-width="4" stroke-linecap="round"/>`,
  ],
  [
    "10-insurer",
    "#0f766e",
    "#5eead4",
    (c, a) =>
      `<path d="M60 8l20 7v13c0 12-8 19-20 23-12-4-20-11-20-23V15z" fill="${c}"/><path d="M51 29l6 6 12-13" fill="none" stroke="${a}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`,
  ],
  [
    "11-bank",
    "#1e3a8a",
    "#60a5fa",
    (c, a) =>
      `<rect x="40" y="9" width="40" height="40" rx="12" fill="${c}"/><circle cx="60" cy="25" r="7" fill="${a}"/><path d="M57 28h6l2 12h-10z" fill="${a}"/>`,
  ],
  [
    "12-publisher",
    "#b91c1c",
    "#fca5a5",
    (c, a) =>
      `<path d="M60 16c-7-5-15-6-22-5v32c7-1 15 0 22 5z" fill="${c}"/><path d="M60 16c7-5 15-6 22-5v32c-7-1-15 0-22 5z" fill="${a}"/><path d="M60 16v32" stroke="#fff" stroke-width="1.5"/>`,
  ],
  [
    "13-cultural-institute",
    "#0f766e",
    "#d97706",
    (c, a) =>
      `<rect x="44" y="13" width="32" height="32" fill="${c}"/><rect x="44" y="13" width="32" height="32" fill="${c}" transform="rotate(45 60 29)"/><polygon points="${star(60, 29, 12, 7, 8, -90)}" fill="${a}"/><circle cx="60" cy="29" r="3.5" fill="#fff"/>`,
  ],
  [
    "14-telecom",
    "#6d28d9",
    "#22d3ee",
    (c, a) =>
      `<circle cx="60" cy="42" r="5" fill="${c}"/><path d="${arc(60, 42, 13, 225, 315)}" fill="none" stroke="${c}" stroke-width="4" stroke-linecap="round"/><path d="${arc(60, 42, 23, 225, 315)}" fill="none" stroke="${a}" stroke-width="4" stroke-linecap="round"/><path d="${arc(60, 42, 33, 225, 315)}" fill="none" stroke="${c}" stroke-width="4" stroke-linecap="round" opacity=".55"/>`,
  ],
  [
    "15-software",
    "#0f172a",
    "#22c55e",
    (c, a) =>
      `<path d="M50 14L37 29l13 15M70 14l13 15-13 15" fill="none" stroke="${c}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/><path d="M64 12l-8 34" stroke="${a}" stroke-width="5" stroke-linecap="round"/>`,
  ],
  [
    "16-electronics",
    "#4338ca",
    "#a5b4fc",
    (c, a) =>
      `<g stroke="${a}" stroke-width="3" stroke-linecap="round">${[0, 1, 2].map((i) => `<path d="M${52 + i * 8} 8v6M${52 + i * 8} 44v6M39 ${21 + i * 8}h6M75 ${21 + i * 8}h6"/>`).join("")}</g><rect x="45" y="14" width="30" height="30" rx="5" fill="${c}"/><rect x="53" y="22" width="14" height="14" rx="2" fill="${a}"/>`,
  ],
  [
    "17-railway",
    "#334155",
    "#0ea5e9",
    (c, a) =>
      `<path d="M52 8L40 50M68 8l12 42" stroke="${c}" stroke-width="4" stroke-linecap="round"/><g stroke="${a}" stroke-width="4" stroke-linecap="round"><path d="M50 16h20M47 27h26M44 38h32M41 48h38"/></g>`,
  ],
  [
    "18-film-studio-2",
    "#7e22ce",
    "#f472b6",
    (c, a) =>
      `<circle cx="60" cy="29" r="20" fill="${c}"/><g fill="#fff">${[0, 72, 144, 216, 288].map((d) => `<circle cx="${r1(60 + 10 * Math.cos(((d - 90) * Math.PI) / 180))}" cy="${r1(29 + 10 * Math.sin(((d - 90) * Math.PI) / 180))}" r="4"/>`).join("")}</g><circle cx="60" cy="29" r="3" fill="${a}"/><path d="M74 45l10 4" stroke="${a}" stroke-width="4" stroke-linecap="round"/>`,
  ],
];

/** @param {any[]} client [file, colour, accent, emblem] */
function clientSvg([file, c, a, emblem]) {
  // The emblem, drawn for a 44x44 box above a wordmark, scaled up and centred in the 120x80 tile.
  const body = `<g transform="translate(60 40) scale(1.55) translate(-60 -29)">${emblem(c, a)}</g>`;
  return { file, svg: svgDoc({ w: 120, h: 80, body, font: false }) };
}

// ---------------------------------------------------------------------------------------------
// Brand (fictional "Ludora")
// ---------------------------------------------------------------------------------------------

/** Emblem in a 32x32 box: gradient rounded square, white rounded "play" triangle + spark. */
const emblem = (gid, { square = true } = {}) =>
  `<rect width="32" height="32" rx="${square ? 8 : 0}" fill="url(#${gid})"/>` +
  `<path d="M11.5 9.8L22.2 16 11.5 22.2z" fill="#fff" stroke="#fff" stroke-width="3" stroke-linejoin="round"/>` +
  `<path d="M24.5 4.6l.9 2.1 2.1.9-2.1.9-.9 2.1-.9-2.1-2.1-.9 2.1-.9z" fill="#fff" opacity=".9"/>`;

function logoSvg(textColor) {
  return svgDoc({
    w: 140,
    h: 40,
    title: "Ludora",
    defs: lin("lg", BRAND_FROM, BRAND_TO),
    body:
      `<g transform="translate(2 4)">${emblem("lg")}</g>` +
      `<text x="42" y="28.5" font-size="23" font-weight="800" letter-spacing="-.4" fill="${textColor}">Ludora</text>`,
  });
}

const faviconSvg = () =>
  svgDoc({ w: 32, h: 32, title: "Ludora", defs: lin("fg", BRAND_FROM, BRAND_TO), body: emblem("fg"), font: false });

function appleTouchSvg() {
  return svgDoc({
    w: 180,
    h: 180,
    title: "Ludora",
    defs: lin("ag", BRAND_FROM, BRAND_TO),
    // iOS applies its own rounded mask: draw full-bleed, emblem content scaled and centred.
    body: `<rect width="180" height="180" fill="url(#ag)"/><g transform="translate(14 14) scale(4.75)">${emblem("ag", { square: false }).replace(/<rect[^>]*\/>/, "")}</g>`,
    font: false,
  });
}

// ---------------------------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------------------------

const written = [];

async function put(path, data) {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, data);
  written.push([relative(ROOT, path), Buffer.byteLength(data)]);
}

async function putSvg(path, svg, maxBytes) {
  checkXml(svg, relative(ROOT, path));
  await sharp(Buffer.from(svg)).metadata(); // librsvg parse (strict XML)
  const size = Buffer.byteLength(svg);
  if (size > maxBytes) console.warn(`warning: ${relative(ROOT, path)} is ${size} bytes (budget ${maxBytes})`);
  await put(path, svg);
}

/**
 * What each PNG shows in words, which no test can read from its pixels (decision 037): path under assets/ ->
 * { sha256 of the file, text drawn }. The worker test checks the file it serves has that SHA-256, then reads
 * the words. Entries of files this run does not write (a real file the studio dropped in) are kept while the
 * file exists.
 */
const WORDS_FILE = join(IMAGES, "words.json");
/** @type {Record<string, { sha256: string; text: string[] }>} */
const drawnWords = {};

async function putPng(path, svg, maxBytes = 60 * 1024) {
  const png = await rasterise(svg, maxBytes);
  if (png.length > maxBytes)
    console.warn(`warning: ${relative(ROOT, path)} is ${png.length} bytes (budget ${maxBytes})`);
  await put(path, png);
  drawnWords[relative(ASSETS, path)] = {
    sha256: createHash("sha256").update(png).digest("hex"),
    text: drawnText(svg),
  };
}

async function putWords() {
  /** @type {{ files: Record<string, { sha256: string; text: string[] }> }} */
  const previous = existsSync(WORDS_FILE) ? JSON.parse(await readFile(WORDS_FILE, "utf8")) : { files: {} };
  const files = { ...previous.files, ...drawnWords };
  const kept = Object.keys(files)
    .filter((path) => existsSync(join(ASSETS, path)))
    .sort();
  const manifest = {
    about:
      "The words drawn into each PNG under assets/ (none for an image without words), and the SHA-256 of the file " +
      "they describe. Written by npm run build (the link previews, marked drawnBy) and scripts/make-artwork.mjs; a " +
      "replaced PNG needs its own entry (README: Replace an image).",
    files: Object.fromEntries(kept.map((path) => [path, files[path]])),
  };
  await put(WORDS_FILE, JSON.stringify(manifest, null, 2) + "\n");
}

async function main() {
  // 1. clients
  for (const c of CLIENTS) {
    const { file, svg } = clientSvg(c);
    await putSvg(join(IMAGES, "clients", `${file}.svg`), svg, 2048);
  }
  // 2. brand
  await putSvg(join(IMAGES, "brand", "logo.svg"), logoSvg("#111827"), 2048);
  await putSvg(join(IMAGES, "brand", "logo-light.svg"), logoSvg("#ffffff"), 2048);
  await putSvg(join(ASSETS, "favicon.svg"), faviconSvg(), 2048);
  await putPng(join(IMAGES, "brand", "apple-touch-icon.png"), appleTouchSvg());
  await putWords();

  const total = written.reduce((s, [, n]) => s + n, 0);
  for (const [f, n] of written) console.log(`${String(n).padStart(7)}  ${f}`);
  console.log(`${written.length} files, ${(total / 1024).toFixed(1)} KiB`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
