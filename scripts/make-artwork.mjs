#!/usr/bin/env node
/**
 * Illustrative artwork generator for the Ludora studio site.
 *
 * We have no photographs or logos of the real studio or of its clients, so every image here is
 * abstract, invented artwork (gradients, shapes, motifs). Nothing imitates a real company's logo or
 * trademark. Re-run at any time; every file below is (re)written:
 *
 *   assets/images/projects/<slug>/cover.svg, gallery-1.svg ... gallery-N.svg   (1200x750)
 *   assets/images/clients/NN-<kind>.svg                                        (120x80)
 *   assets/images/brand/logo.svg, logo-light.svg (140x40), apple-touch-icon.png (180x180)
 *   assets/favicon.svg                                                         (32x32)
 *   assets/images/og/default.<locale>.png, og/<slug>.<locale>.png              (1200x630 PNG)
 *   assets/images/words.json       (the words drawn into each PNG, with its SHA-256)
 *   assets/demos/zupergamer.<locale>.html                                      (static stand-in page)
 *
 * Words and languages (decision 037): an image shown in every language carries no words but names (a
 * project's title, the brand); an image that must say something (the Open Graph previews: a project's
 * category, the studio's line) is drawn once per language of src/i18n/locale-list.ts, from the content records,
 * and pages pick the variant of their language (src/render/assets.ts).
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
import { compileContent } from "./compile-content.mjs";
import { importSource } from "./import-source.mjs";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const ASSETS = join(ROOT, "assets");
const IMAGES = join(ASSETS, "images");

/** Font stack written into every SVG (no web fonts, no external references). */
const FONT = "system-ui, -apple-system, Segoe UI, Roboto, sans-serif";
/** Font stack used only when rasterising to PNG here (Arial-metric face, close to the UI stack). */
const RENDER_FONT = "Liberation Sans, Arial, Helvetica, sans-serif";
const INK = "#0f172a";

// ---------------------------------------------------------------------------------------------
// Data
// ---------------------------------------------------------------------------------------------

/** The languages the site is written in (src/i18n/locale-list.ts): one Open Graph image each. */
/** @type {{ locales: readonly string[] }} */
const { locales: LOCALES } = await importSource("src/i18n/locale-list.ts");
/** The one locale formatter and French typography, as the site uses them. */
/** @type {{ formatNumber: (locale: string, value: number, options?: Intl.NumberFormatOptions) => string }} */
const { formatNumber } = await importSource("src/i18n/format.ts");
/** @type {{ typesetLocalized: <T>(data: T) => T }} */
const { typesetLocalized } = await importSource("src/i18n/typography.ts");

/**
 * The projects and the home page's line as pages show them (src/content/site-content.ts, compiled from the
 * data files first: typeset): slug, title, category in each language, gallery size and the cover's colours and
 * motif (each project's `artwork`, src/content/projects/<slug>.yaml) come from there, so the artwork matches
 * the content.
 */
async function loadContent() {
  await compileContent();
  /**
   * @type {{
   *   projects: {
   *     slug: string;
   *     title: Record<string, string>;
   *     category: Record<string, string>;
   *     images: string[];
   *     artwork?: { colours: [string, string]; motif: string };
   *   }[];
   *   homeCopy: Record<string, { hero: { badge: string } }>;
   * }}
   */
  const content = await importSource("src/content/site-content.ts");
  const projects = content.projects.map((project) => {
    const art = project.artwork;
    if (!art) throw new Error(`No artwork for the project "${project.slug}": add it to projects/${project.slug}.yaml`);
    const [from, to] = art.colours;
    return {
      slug: project.slug,
      title: project.title,
      /** @type {Record<string, string>} */
      category: project.category,
      motif: art.motif,
      gallery: project.images.length,
      from,
      to,
    };
  });
  /** The studio's line under its name on the default preview: the home page's badge, in each language. */
  const tagline = Object.fromEntries(LOCALES.map((locale) => [locale, content.homeCopy[locale].hero.badge]));
  return { projects, tagline };
}

const { projects: PROJECTS, tagline: TAGLINE } = await loadContent();

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

const esc = (s) => String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const r1 = (x) => Math.round(x * 10) / 10;

const hex2rgb = (h) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
const rgb2hex = (a) =>
  "#" +
  a
    .map((v) =>
      Math.round(Math.max(0, Math.min(255, v)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("");
const mix = (a, b, t) => {
  const A = hex2rgb(a);
  const B = hex2rgb(b);
  return rgb2hex(A.map((v, i) => v + (B[i] - v) * t));
};
const tint = (c, t) => mix(c, "#ffffff", t);
const shade = (c, t) => mix(c, INK, t);

/** Small deterministic PRNG (mulberry32) seeded from a string, so output is stable run to run. */
function rng(seed) {
  let h = 1779033703;
  for (const ch of seed) {
    h = Math.imul(h ^ ch.charCodeAt(0), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * An SVG document. `title` names what it shows when the file is opened by itself (pages give their own alt
 * text): a name, never a phrase of one language, in a file shared by every language; none for a client's logo.
 * @param {{ w: number; h: number; title?: string; defs?: string; body: string; font?: boolean }} doc
 */
function svgDoc({ w, h, title, defs = "", body, font = true }) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"` +
    `${font ? ` font-family="${FONT}"` : ""}${title ? ' role="img"' : ""}>` +
    `${title ? `<title>${esc(title)}</title>` : ""}${defs ? `<defs>${defs}</defs>` : ""}${body}</svg>\n`
  );
}

const lin = (id, from, to, [x1, y1, x2, y2] = [0, 0, 1, 1]) =>
  `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
const SHADOW = `<filter id="sh" x="-20%" y="-20%" width="140%" height="150%"><feDropShadow dx="0" dy="14" stdDeviation="16" flood-color="${INK}" flood-opacity=".28"/></filter>`;

/** Heart centred on (cx, cy), half-width s. */
function heart(cx, cy, s) {
  const p = (x, y) => `${r1(cx + x * s)} ${r1(cy + y * s)}`;
  return (
    `M${p(0, 1)}C${p(-0.62, 0.58)} ${p(-1, 0.22)} ${p(-1, -0.25)}C${p(-1, -0.68)} ${p(-0.68, -0.92)} ${p(-0.44, -0.92)}` +
    `C${p(-0.2, -0.92)} ${p(-0.05, -0.76)} ${p(0, -0.56)}C${p(0.05, -0.76)} ${p(0.2, -0.92)} ${p(0.44, -0.92)}` +
    `C${p(0.68, -0.92)} ${p(1, -0.68)} ${p(1, -0.25)}C${p(1, 0.22)} ${p(0.62, 0.58)} ${p(0, 1)}Z`
  );
}

/** n-pointed star polygon points. */
function star(cx, cy, R, r = R * 0.45, n = 5, rot = -90) {
  const pts = [];
  for (let i = 0; i < n * 2; i++) {
    const a = ((rot + (i * 180) / n) * Math.PI) / 180;
    const rad = i % 2 ? r : R;
    pts.push(`${r1(cx + rad * Math.cos(a))},${r1(cy + rad * Math.sin(a))}`);
  }
  return pts.join(" ");
}

/** Arc path on a circle from angle a0 to a1 (degrees, 0 = east, clockwise). */
function arc(cx, cy, r, a0, a1) {
  const pt = (a) => [r1(cx + r * Math.cos((a * Math.PI) / 180)), r1(cy + r * Math.sin((a * Math.PI) / 180))];
  const [x0, y0] = pt(a0);
  const [x1, y1] = pt(a1);
  return `M${x0} ${y0}A${r} ${r} 0 ${Math.abs(a1 - a0) > 180 ? 1 : 0} 1 ${x1} ${y1}`;
}

const BOLT = (x, y, s) =>
  [
    [0.55, 0],
    [0.05, 0.58],
    [0.42, 0.58],
    [0.3, 1],
    [0.95, 0.38],
    [0.55, 0.38],
    [0.75, 0],
  ]
    .map(([a, b]) => `${r1(x + a * s)},${r1(y + b * s)}`)
    .join(" ");

// ---------------------------------------------------------------------------------------------
// Cover motifs (drawn in a ~440 x 420 box; white/translucent so they sit on any gradient)
// ---------------------------------------------------------------------------------------------

const PULSE = "M-10 230H120L150 170L185 300L220 140L250 250L268 230H440";

const MOTIFS = {
  health: (p) =>
    `<clipPath id="hc"><path d="${heart(210, 220, 150)}"/></clipPath>` +
    `<path d="${heart(210, 220, 150)}" fill="#fff"/>` +
    `<g fill="none" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"><path d="${PULSE}" stroke="#fff"/><path d="${PULSE}" stroke="${shade(p.from, 0.1)}" clip-path="url(#hc)"/></g>` +
    `<circle cx="370" cy="70" r="52" fill="#fff" opacity=".92"/>` +
    `<path d="M358 40h24v18h18v24h-18v18h-24v-18h-18v-24h18z" fill="${p.to}"/>` +
    `<path d="${heart(60, 80, 26)}" fill="#fff" opacity=".55"/>` +
    `<path d="${heart(390, 360, 18)}" fill="#fff" opacity=".45"/>`,

  marketing: (p, r) => {
    let confetti = "";
    const cols = ["#fff", "#fde047", tint(p.to, 0.5), "#fff"];
    for (let i = 0; i < 22; i++) {
      const x = r1(r() * 440);
      const y = r1(r() * 400);
      const c = cols[i % cols.length];
      confetti +=
        i % 3
          ? `<rect x="${x}" y="${y}" width="22" height="9" rx="4" fill="${c}" opacity=".85" transform="rotate(${Math.round(r() * 180)} ${x} ${y})"/>`
          : `<circle cx="${x}" cy="${y}" r="7" fill="${c}" opacity=".8"/>`;
    }
    return (
      confetti +
      // trophy
      `<g transform="translate(300 20)" opacity=".95"><path d="M10 0h80v40a40 40 0 0 1-80 0z" fill="#fde047"/>` +
      `<path d="M10 12H-8a22 22 0 0 0 22 34M90 12h18a22 22 0 0 1-22 34" fill="none" stroke="#fde047" stroke-width="8"/>` +
      `<rect x="42" y="78" width="16" height="22" fill="#facc15"/><rect x="22" y="98" width="56" height="14" rx="4" fill="#fff"/></g>` +
      // controller
      `<g transform="translate(40 150)"><path d="M90 20H270C320 20 340 60 350 110L365 180C372 215 340 236 312 210L268 168H92L48 210C20 236-12 215-5 180L10 110C20 60 40 20 90 20Z" fill="#fff"/>` +
      `<path d="M72 80h22v-22h22v22h22v22h-22v22h-22v-22h-22z" fill="${shade(p.from, 0.35)}"/>` +
      `<circle cx="262" cy="68" r="13" fill="${p.from}"/><circle cx="292" cy="96" r="13" fill="${p.to}"/>` +
      `<circle cx="232" cy="96" r="13" fill="#facc15"/><circle cx="262" cy="124" r="13" fill="${mix(p.from, p.to, 0.5)}"/>` +
      `<rect x="158" y="78" width="20" height="9" rx="4" fill="#cbd5e1"/><rect x="184" y="78" width="20" height="9" rx="4" fill="#cbd5e1"/></g>` +
      `<polygon points="${star(90, 70, 30)}" fill="#fff" opacity=".9"/>`
    );
  },

  education: (p) =>
    // book stack
    `<g transform="translate(10 150) scale(1.25)">` +
    `<rect x="20" y="128" width="300" height="52" rx="8" fill="#fff"/><rect x="20" y="128" width="26" height="52" rx="6" fill="${shade(p.to, 0.2)}"/>` +
    `<rect x="46" y="142" width="260" height="6" rx="3" fill="${tint(p.to, 0.6)}"/>` +
    `<rect x="0" y="70" width="280" height="52" rx="8" fill="${tint(p.from, 0.75)}"/><rect x="0" y="70" width="26" height="52" rx="6" fill="${p.from}"/>` +
    `<rect x="26" y="84" width="240" height="6" rx="3" fill="#fff"/>` +
    `<rect x="40" y="12" width="250" height="52" rx="8" fill="#fff" opacity=".92"/><rect x="40" y="12" width="26" height="52" rx="6" fill="#facc15"/>` +
    `<rect x="66" y="26" width="210" height="6" rx="3" fill="${tint(p.from, 0.6)}"/></g>` +
    // puzzle piece
    `<path d="M270 40h44a24 24 0 1 1 44 0h44v46a24 24 0 1 0 0 44v46H270v-46a24 24 0 1 1 0-44z" fill="#fff" opacity=".9"/>` +
    `<polygon points="${star(90, 90, 44)}" fill="#fde047"/>` +
    `<polygon points="${star(190, 40, 20)}" fill="#fff" opacity=".7"/>` +
    `<polygon points="${star(410, 250, 16)}" fill="#fff" opacity=".6"/>`,

  energy: (p) =>
    // house with bolt
    `<path d="M30 200L170 80L310 200" fill="none" stroke="#fff" stroke-width="22" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<rect x="70" y="190" width="200" height="170" rx="14" fill="#fff"/>` +
    `<polygon points="${BOLT(118, 206, 118)}" fill="${p.to}"/>` +
    // meter gauge
    `<g transform="translate(330 90)"><path d="${arc(0, 60, 80, 180, 240)}" fill="none" stroke="#ef4444" stroke-width="20"/>` +
    `<path d="${arc(0, 60, 80, 244, 296)}" fill="none" stroke="#fde047" stroke-width="20"/>` +
    `<path d="${arc(0, 60, 80, 300, 360)}" fill="none" stroke="#4ade80" stroke-width="20"/>` +
    `<path d="M0 60L48 10" stroke="#fff" stroke-width="10" stroke-linecap="round"/><circle cx="0" cy="60" r="14" fill="#fff"/></g>` +
    `<polygon points="${BOLT(360, 240, 70)}" fill="#fde047" opacity=".9"/>` +
    `<circle cx="40" cy="50" r="10" fill="#fff" opacity=".6"/><circle cx="420" cy="380" r="14" fill="#fff" opacity=".45"/>`,

  social: (p) =>
    `<path d="M20 60a36 36 0 0 1 36-36h230a36 36 0 0 1 36 36v110a36 36 0 0 1-36 36H120l-60 46v-46h-4a36 36 0 0 1-36-36z" fill="#fff"/>` +
    `<rect x="62" y="72" width="190" height="16" rx="8" fill="${tint(p.from, 0.55)}"/><rect x="62" y="106" width="230" height="16" rx="8" fill="${tint(p.to, 0.55)}"/>` +
    `<rect x="62" y="140" width="130" height="16" rx="8" fill="${tint(p.from, 0.7)}"/>` +
    `<path d="M170 260a30 30 0 0 1 30-30h180a30 30 0 0 1 30 30v70a30 30 0 0 1-30 30h-10v40l-50-40H200a30 30 0 0 1-30-30z" fill="#fff" opacity=".35"/>` +
    `<circle cx="240" cy="295" r="12" fill="#fff"/><circle cx="290" cy="295" r="12" fill="#fff"/><circle cx="340" cy="295" r="12" fill="#fff"/>` +
    `<path d="${heart(385, 80, 40)}" fill="#f43f5e"/><path d="${heart(60, 330, 26)}" fill="#fff" opacity=".7"/><path d="${heart(420, 200, 16)}" fill="#fff" opacity=".55"/>`,

  iot: (p) =>
    // tablet-like device with sensor waves
    `<rect x="70" y="60" width="200" height="320" rx="32" fill="#fff"/><rect x="90" y="90" width="160" height="240" rx="12" fill="${tint(p.from, 0.8)}"/>` +
    `<circle cx="170" cy="190" r="46" fill="none" stroke="${p.from}" stroke-width="12"/><path d="${arc(170, 190, 46, -90, 140)}" fill="none" stroke="${p.to}" stroke-width="12" stroke-linecap="round"/>` +
    `<rect x="118" y="268" width="104" height="12" rx="6" fill="${tint(p.to, 0.5)}"/><rect x="146" y="352" width="48" height="8" rx="4" fill="${tint(p.from, 0.6)}"/>` +
    `<path d="${arc(270, 220, 70, -40, 40)}" fill="none" stroke="#fff" stroke-width="12" stroke-linecap="round"/>` +
    `<path d="${arc(270, 220, 115, -40, 40)}" fill="none" stroke="#fff" stroke-width="12" stroke-linecap="round" opacity=".75"/>` +
    `<path d="${arc(270, 220, 160, -40, 40)}" fill="none" stroke="#fff" stroke-width="12" stroke-linecap="round" opacity=".5"/>` +
    // small sensor puck
    `<circle cx="400" cy="330" r="34" fill="#fff" opacity=".95"/><circle cx="400" cy="330" r="12" fill="${p.to}"/>` +
    `<circle cx="400" cy="70" r="10" fill="#fff" opacity=".6"/><circle cx="30" cy="110" r="14" fill="#fff" opacity=".45"/>`,

  healthIot: (p) =>
    // smartwatch with heart + pulse, and sensor waves
    `<rect x="120" y="0" width="110" height="90" rx="24" fill="#fff" opacity=".55"/><rect x="120" y="330" width="110" height="90" rx="24" fill="#fff" opacity=".55"/>` +
    `<rect x="60" y="70" width="230" height="280" rx="56" fill="#fff"/><rect x="84" y="94" width="182" height="232" rx="40" fill="${shade(p.from, 0.55)}"/>` +
    `<path d="${heart(175, 180, 44)}" fill="#f43f5e"/>` +
    `<path d="M104 270H140L154 244L172 296L188 256L198 270H246" fill="none" stroke="${tint(p.to, 0.3)}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<rect x="290" y="170" width="14" height="46" rx="6" fill="#fff"/>` +
    `<path d="${arc(300, 210, 80, -35, 35)}" fill="none" stroke="#fff" stroke-width="12" stroke-linecap="round"/>` +
    `<path d="${arc(300, 210, 120, -35, 35)}" fill="none" stroke="#fff" stroke-width="12" stroke-linecap="round" opacity=".7"/>` +
    `<path d="${arc(300, 210, 160, -35, 35)}" fill="none" stroke="#fff" stroke-width="12" stroke-linecap="round" opacity=".45"/>` +
    `<path d="${heart(400, 380, 22)}" fill="#fff" opacity=".6"/><circle cx="30" cy="60" r="12" fill="#fff" opacity=".5"/>`,

  // --- alternative layouts, so projects sharing a category do not get identical covers ---

  educationB: (p) =>
    // open book, letter blocks, stars
    `<path d="M220 372C170 342 90 336 24 352V176C90 160 170 166 220 198Z" fill="#fff"/>` +
    `<path d="M220 372C270 342 350 336 416 352V176C350 160 270 166 220 198Z" fill="#fff" opacity=".82"/>` +
    `<path d="M220 198V372" stroke="${tint(p.from, 0.4)}" stroke-width="4"/>` +
    `<path d="M60 222c40-8 80-6 124 8M60 258c40-8 80-6 124 8M60 294c40-8 80-6 124 8" fill="none" stroke="${tint(p.from, 0.55)}" stroke-width="8" stroke-linecap="round"/>` +
    `<path d="M256 230c44-14 84-16 124-8M256 266c44-14 84-16 124-8" fill="none" stroke="${tint(p.to, 0.5)}" stroke-width="8" stroke-linecap="round"/>` +
    `<polygon points="${star(220, 92, 52)}" fill="#fde047"/>` +
    `<g transform="rotate(-10 80 70)"><rect x="40" y="30" width="80" height="80" rx="18" fill="#fff"/><text x="80" y="92" font-size="56" font-weight="800" fill="${p.from}" text-anchor="middle">A</text></g>` +
    `<g transform="rotate(12 360 96)"><rect x="326" y="62" width="68" height="68" rx="16" fill="#fff" opacity=".9"/><text x="360" y="116" font-size="46" font-weight="800" fill="${p.to}" text-anchor="middle">B</text></g>` +
    `<polygon points="${star(150, 150, 14)}" fill="#fff" opacity=".7"/><polygon points="${star(300, 170, 11)}" fill="#fff" opacity=".6"/>`,

  educationC: (p) => {
    const piece = `M0 0h44a24 24 0 1 1 44 0h44v46a24 24 0 1 0 0 44v46H0v-46a24 24 0 1 1 0-44z`;
    return (
      `<path d="${piece}" fill="#fff" transform="translate(30 200) scale(1.3)"/>` +
      `<path d="${piece}" fill="#fff" opacity=".55" transform="translate(202 200) scale(1.3)"/>` +
      `<path d="${piece}" fill="#fde047" transform="translate(250 20) rotate(14) scale(1.05)"/>` +
      `<circle cx="116" cy="290" r="30" fill="${tint(p.from, 0.35)}"/><polygon points="${star(116, 291, 18)}" fill="#fff"/>` +
      `<polygon points="${star(110, 90, 40)}" fill="#fff" opacity=".9"/><polygon points="${star(200, 40, 16)}" fill="#fff" opacity=".6"/>` +
      `<polygon points="${star(420, 220, 14)}" fill="#fff" opacity=".55"/>`
    );
  },

  marketingB: (p, r) => {
    let confetti = "";
    const cols = ["#fff", "#fde047", tint(p.from, 0.5)];
    for (let i = 0; i < 18; i++) {
      const x = r1(r() * 440);
      const y = r1(r() * 230);
      confetti += `<rect x="${x}" y="${y}" width="20" height="8" rx="4" fill="${cols[i % 3]}" opacity=".85" transform="rotate(${Math.round(r() * 180)} ${x} ${y})"/>`;
    }
    return (
      confetti +
      // podium
      `<rect x="145" y="270" width="150" height="150" rx="14" fill="#fff"/>` +
      `<rect x="10" y="320" width="135" height="100" rx="14" fill="#fff" opacity=".8"/><rect x="295" y="350" width="135" height="70" rx="14" fill="#fff" opacity=".65"/>` +
      `<g font-size="56" font-weight="800" text-anchor="middle"><text x="220" y="354" fill="${p.from}">1</text><text x="78" y="390" fill="${shade(p.from, 0.2)}">2</text><text x="362" y="404" fill="${shade(p.to, 0.2)}">3</text></g>` +
      // trophy
      `<g transform="translate(130 64) scale(1.8)"><path d="M10 0h80v42a40 40 0 0 1-80 0z" fill="#fde047"/>` +
      `<path d="M10 12H-8a22 22 0 0 0 22 34M90 12h18a22 22 0 0 1-22 34" fill="none" stroke="#fde047" stroke-width="8"/>` +
      `<rect x="42" y="80" width="16" height="20" fill="#facc15"/><rect x="24" y="98" width="52" height="12" rx="4" fill="#fff"/>` +
      `<polygon points="${star(50, 36, 16)}" fill="#fff" opacity=".85"/></g>`
    );
  },

  healthIotB: (p) =>
    // phone with a heart-rate ring, linked to a sensor puck
    `<rect x="40" y="30" width="210" height="380" rx="36" fill="#fff"/><rect x="60" y="62" width="170" height="300" rx="18" fill="${tint(p.from, 0.82)}"/>` +
    `<circle cx="145" cy="170" r="62" fill="none" stroke="${tint(p.to, 0.55)}" stroke-width="14"/>` +
    `<path d="${arc(145, 170, 62, -90, 160)}" fill="none" stroke="${p.from}" stroke-width="14" stroke-linecap="round"/>` +
    `<path d="${heart(145, 172, 30)}" fill="#f43f5e"/>` +
    `<path d="M80 290H112L124 266L140 314L154 276L162 290H210" fill="none" stroke="${p.to}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<rect x="120" y="378" width="50" height="8" rx="4" fill="${tint(p.from, 0.6)}"/>` +
    `<path d="M262 230h70" stroke="#fff" stroke-width="8" stroke-linecap="round" stroke-dasharray="2 18" opacity=".9"/>` +
    `<circle cx="384" cy="230" r="46" fill="#fff"/><circle cx="384" cy="230" r="26" fill="none" stroke="${p.to}" stroke-width="8"/><circle cx="384" cy="230" r="8" fill="${p.from}"/>` +
    `<path d="${arc(384, 230, 72, -130, -50)}" fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round" opacity=".8"/>` +
    `<path d="${arc(384, 230, 98, -130, -50)}" fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round" opacity=".5"/>` +
    `<path d="${heart(400, 380, 20)}" fill="#fff" opacity=".6"/>`,

  iotB: (p) =>
    // connected puck with waves on both sides and a small network of devices
    `<path d="M70 90L220 220L380 80M220 220L390 360M220 220L60 350" fill="none" stroke="#fff" stroke-width="4" stroke-dasharray="4 12" stroke-linecap="round" opacity=".7"/>` +
    `<circle cx="220" cy="220" r="92" fill="#fff"/><circle cx="220" cy="220" r="58" fill="none" stroke="${tint(p.from, 0.55)}" stroke-width="14"/>` +
    `<path d="${arc(220, 220, 58, -90, 120)}" fill="none" stroke="${p.from}" stroke-width="14" stroke-linecap="round"/><circle cx="220" cy="220" r="18" fill="${p.to}"/>` +
    `<path d="${arc(220, 220, 126, -30, 30)}M${r1(220 - 126 * Math.cos(Math.PI / 6))} ${r1(220 + 63)}A126 126 0 0 1 ${r1(220 - 126 * Math.cos(Math.PI / 6))} ${r1(220 - 63)}" fill="none" stroke="#fff" stroke-width="12" stroke-linecap="round" opacity=".75"/>` +
    `<rect x="340" y="30" width="80" height="110" rx="14" fill="#fff" opacity=".95"/><rect x="352" y="44" width="56" height="70" rx="6" fill="${tint(p.to, 0.7)}"/>` +
    `<rect x="24" y="50" width="92" height="70" rx="14" fill="#fff" opacity=".9"/><path d="M44 96l14-16 12 10 16-20 14 12" fill="none" stroke="${p.from}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<circle cx="390" cy="360" r="34" fill="#fff" opacity=".95"/><circle cx="390" cy="360" r="12" fill="${p.from}"/>` +
    `<rect x="24" y="318" width="74" height="64" rx="16" fill="#fff" opacity=".85"/><circle cx="61" cy="350" r="14" fill="${p.to}"/>`,
};

// ---------------------------------------------------------------------------------------------
// Project cover (also re-laid out at 1200x630 for Open Graph)
// ---------------------------------------------------------------------------------------------

/**
 * A project's cover: its motif and its title, a name every language shares, so one file serves them all
 * (1200x750). Given a language, it is that language's Open Graph image instead (1200x630): the category, in
 * capitals, is drawn above the title, since a link preview has no page around it to say it.
 * @param {(typeof PROJECTS)[number]} p
 * @param {{ locale?: string }} [og]
 */
function coverSvg(p, { locale } = {}) {
  const W = 1200;
  const H = locale ? 630 : 750;
  const r = rng(p.slug + ":cover");
  const motif = p.motif;
  const ms = H < 700 ? 0.95 : 1.12; // motif scale
  const mx = W - 440 * ms - 70;
  const my = H < 700 ? 30 : 44;
  // The cover shows the name the project was released under (its French title); a link preview, its language's.
  const name = locale ? p.title[locale] : p.title.fr;
  // title sizing: one line, as large as fits 1040px (estimate), capped
  const fs = Math.round(Math.min(H < 700 ? 92 : 104, 1000 / (name.length * 0.6)));
  const label = locale ? p.category[locale].toLocaleUpperCase(locale) : "";
  let dots = "";
  for (let y = 0; y < 4; y++)
    for (let x = 0; x < 6; x++) dots += `<circle cx="${84 + x * 26}" cy="${70 + y * 26}" r="4"/>`;
  const ringX = Math.round(200 + r() * 300);
  const defs =
    lin("bg", p.from, p.to) +
    `<linearGradient id="fade" x1="0" y1="0" x2="0" y2="1"><stop offset=".45" stop-color="${INK}" stop-opacity="0"/><stop offset="1" stop-color="${INK}" stop-opacity=".42"/></linearGradient>` +
    `<radialGradient id="glow"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`;
  const body =
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
    `<circle cx="${W - 120}" cy="-40" r="330" fill="#fff" opacity=".1"/>` +
    `<circle cx="-60" cy="${H + 60}" r="300" fill="#fff" opacity=".08"/>` +
    `<circle cx="${ringX}" cy="${Math.round(H * 0.42)}" r="150" fill="none" stroke="#fff" stroke-width="2" opacity=".18"/>` +
    `<circle cx="${W - 300}" cy="${H - 90}" r="220" fill="none" stroke="#fff" stroke-width="2" opacity=".14"/>` +
    `<g fill="#fff" opacity=".22">${dots}</g>` +
    `<circle cx="${Math.round(mx + 220 * ms)}" cy="${Math.round(my + 210 * ms)}" r="${Math.round(300 * ms)}" fill="url(#glow)"/>` +
    `<g transform="translate(${Math.round(mx)} ${my}) scale(${ms})">${MOTIFS[motif](p, r)}</g>` +
    `<rect y="${Math.round(H * 0.4)}" width="${W}" height="${Math.round(H * 0.6)}" fill="url(#fade)"/>` +
    `<rect x="80" y="${H - 186}" width="40" height="6" rx="3" fill="#fff"/>` +
    (label
      ? `<text x="134" y="${H - 175}" fill="#fff" font-size="22" font-weight="700" letter-spacing="4" opacity=".92">${esc(label)}</text>`
      : "") +
    `<text x="78" y="${H - 78}" fill="#fff" font-size="${fs}" font-weight="800" letter-spacing="-1">${esc(name)}</text>`;
  const title = locale ? `${name} — ${p.category[locale]}` : name;
  return svgDoc({ w: W, h: H, title, defs, body });
}

// ---------------------------------------------------------------------------------------------
// Gallery "screens"
// ---------------------------------------------------------------------------------------------

function galleryBackground(p, r) {
  return (
    `<rect width="1200" height="750" fill="url(#bg)"/>` +
    `<circle cx="${Math.round(100 + r() * 200)}" cy="${Math.round(80 + r() * 120)}" r="220" fill="#fff" opacity=".09"/>` +
    `<circle cx="${Math.round(950 + r() * 200)}" cy="${Math.round(560 + r() * 150)}" r="260" fill="#fff" opacity=".08"/>` +
    `<circle cx="${Math.round(900 + r() * 200)}" cy="120" r="120" fill="none" stroke="#fff" stroke-width="2" opacity=".16"/>`
  );
}

const bar = (x, y, w, h, fill, extra = "") =>
  `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" rx="${r1(Math.min(h, w) / 2)}" fill="${fill}"${extra}/>`;

/** A phone frame at (x, y), 300 x 640, with a white screen; content is drawn by the caller. */
const phone = (x, y) =>
  `<rect x="${x}" y="${y}" width="300" height="640" rx="46" fill="${INK}" filter="url(#sh)"/>` +
  `<rect x="${x + 12}" y="${y + 12}" width="276" height="616" rx="36" fill="#f8fafc"/>` +
  `<rect x="${x + 110}" y="${y + 24}" width="80" height="20" rx="10" fill="${INK}"/>`;

const GALLERY = {
  /** Phone with an abstract app UI: header, progress ring, task cards, bottom nav + floating cards. */
  phone(p, r) {
    const X = 450;
    const Y = 55;
    const grad2 = mix(p.from, p.to, 0.5);
    let cards = "";
    [0.78, 0.45, 0.92].forEach((v, i) => {
      const y = Y + 330 + i * 84;
      const c = [p.from, p.to, grad2][i];
      cards +=
        `<rect x="${X + 28}" y="${y}" width="244" height="70" rx="18" fill="#fff" stroke="#e2e8f0"/>` +
        `<rect x="${X + 42}" y="${y + 14}" width="42" height="42" rx="12" fill="${tint(c, 0.75)}"/>` +
        `<circle cx="${X + 63}" cy="${y + 35}" r="9" fill="${c}"/>` +
        bar(X + 98, y + 18, 100 + i * 20, 9, "#334155") +
        bar(X + 98, y + 42, 150, 8, "#e2e8f0") +
        bar(X + 98, y + 42, 150 * v, 8, c);
    });
    return (
      galleryBackground(p, r) +
      // floating card left
      `<g filter="url(#sh)"><rect x="150" y="170" width="250" height="112" rx="22" fill="#fff"/></g>` +
      `<circle cx="200" cy="226" r="26" fill="url(#bg)"/><polygon points="${star(200, 226, 14)}" fill="#fff"/>` +
      bar(242, 204, 120, 11, "#334155") +
      bar(242, 228, 86, 9, "#cbd5e1") +
      bar(242, 252, 64, 14, p.from) +
      // floating card right: mini bar chart
      `<g filter="url(#sh)"><rect x="800" y="400" width="250" height="170" rx="22" fill="#fff"/></g>` +
      bar(824, 424, 110, 11, "#334155") +
      [48, 80, 62, 104, 76, 118]
        .map(
          (h, i) =>
            `<rect x="${828 + i * 36}" y="${546 - h}" width="22" height="${h}" rx="6" fill="${i === 5 ? p.from : tint(p.to, 0.55)}"/>`,
        )
        .join("") +
      `<circle cx="880" cy="220" r="44" fill="#fff" opacity=".95"/><path d="${heart(880, 222, 20)}" fill="#f43f5e"/>` +
      phone(X, Y) +
      // app header
      `<circle cx="${X + 44}" cy="${Y + 88}" r="18" fill="url(#bg)"/>` +
      bar(X + 72, Y + 76, 110, 10, "#334155") +
      bar(X + 72, Y + 94, 70, 8, "#cbd5e1") +
      `<circle cx="${X + 252}" cy="${Y + 88}" r="16" fill="#e2e8f0"/><circle cx="${X + 260}" cy="${Y + 80}" r="5" fill="#f43f5e"/>` +
      // hero card with progress ring
      `<rect x="${X + 28}" y="${Y + 126}" width="244" height="150" rx="24" fill="url(#bg)"/>` +
      `<circle cx="${X + 92}" cy="${Y + 201}" r="40" fill="none" stroke="#fff" stroke-opacity=".3" stroke-width="11"/>` +
      `<path d="${arc(X + 92, Y + 201, 40, -90, 170)}" fill="none" stroke="#fff" stroke-width="11" stroke-linecap="round"/>` +
      `<polygon points="${star(X + 92, Y + 203, 20)}" fill="#fff"/>` +
      bar(X + 150, Y + 170, 96, 10, "#fff") +
      bar(X + 150, Y + 192, 70, 8, "#fff", ' opacity=".6"') +
      bar(X + 150, Y + 222, 80, 24, "#fff", ' opacity=".25"') +
      bar(X + 28, Y + 298, 120, 11, "#334155") +
      cards +
      // bottom nav
      `<rect x="${X + 12}" y="${Y + 584}" width="276" height="1" fill="#e2e8f0"/>` +
      [0, 1, 2, 3]
        .map((i) => `<circle cx="${X + 60 + i * 60}" cy="${Y + 606}" r="9" fill="${i === 0 ? p.from : "#cbd5e1"}"/>`)
        .join("")
    );
  },

  /** Landscape tablet with a side-scrolling game scene and HUD. */
  game(p, r) {
    const hillA = tint(p.to, 0.35);
    const hillB = tint(p.from, 0.15);
    const ground = shade(p.from, 0.3);
    let coins = "";
    for (let i = 0; i < 5; i++)
      coins += `<circle cx="${640 + i * 42}" cy="${318 - Math.round(Math.sin(i / 1.3) * 20)}" r="12" fill="#facc15" stroke="#fff" stroke-width="4"/>`;
    return (
      galleryBackground(p, r) +
      `<defs><clipPath id="scr"><rect x="172" y="117" width="856" height="516" rx="24"/></clipPath>` +
      lin("sky", tint(p.to, 0.78), tint(p.from, 0.5), [0, 0, 0, 1]) +
      `</defs>` +
      `<rect x="150" y="95" width="900" height="560" rx="42" fill="${INK}" filter="url(#sh)"/>` +
      `<circle cx="161" cy="375" r="4" fill="#334155"/>` +
      `<g clip-path="url(#scr)">` +
      `<rect x="172" y="117" width="856" height="516" fill="url(#sky)"/>` +
      `<circle cx="300" cy="290" r="70" fill="#fef08a" opacity=".35"/><circle cx="300" cy="290" r="46" fill="#fef08a"/>` +
      `<g fill="#fff" opacity=".9"><rect x="440" y="250" width="130" height="36" rx="18"/><circle cx="490" cy="248" r="28"/>` +
      `<rect x="880" y="240" width="100" height="28" rx="14"/><circle cx="920" cy="240" r="20"/></g>` +
      `<path d="M172 480C300 380 420 390 540 460S800 360 1028 440V633H172Z" fill="${hillA}"/>` +
      `<path d="M172 540C320 470 460 500 600 540S880 480 1028 520V633H172Z" fill="${hillB}"/>` +
      `<rect x="172" y="575" width="856" height="58" fill="${ground}"/>` +
      `<rect x="172" y="575" width="856" height="10" fill="#fff" opacity=".25"/>` +
      // platform + coins
      `<rect x="610" y="352" width="240" height="28" rx="14" fill="${shade(p.to, 0.25)}"/><rect x="610" y="352" width="240" height="8" rx="4" fill="#fff" opacity=".3"/>` +
      coins +
      // hero character
      `<g transform="translate(350 500)"><ellipse cx="0" cy="72" rx="40" ry="8" fill="${INK}" opacity=".2"/>` +
      `<rect x="-38" y="-36" width="76" height="100" rx="34" fill="#fff"/><rect x="-38" y="-36" width="76" height="40" rx="20" fill="${p.from}"/>` +
      `<circle cx="-12" cy="16" r="7" fill="${INK}"/><circle cx="14" cy="16" r="7" fill="${INK}"/><circle cx="-10" cy="13" r="2" fill="#fff"/><circle cx="16" cy="13" r="2" fill="#fff"/>` +
      `<path d="M-8 36q9 8 18 0" fill="none" stroke="${INK}" stroke-width="4" stroke-linecap="round"/></g>` +
      // friendly critter
      `<g transform="translate(860 540)"><path d="M-44 35a44 44 0 0 1 88 0z" fill="${p.to}"/>` +
      `<circle cx="-14" cy="12" r="9" fill="#fff"/><circle cx="14" cy="12" r="9" fill="#fff"/><circle cx="-12" cy="13" r="4" fill="${INK}"/><circle cx="16" cy="13" r="4" fill="${INK}"/></g>` +
      `<polygon points="${star(520, 420, 22)}" fill="#facc15" stroke="#fff" stroke-width="4" stroke-linejoin="round"/>` +
      // HUD
      `<rect x="196" y="140" width="210" height="48" rx="24" fill="#fff" opacity=".92"/>` +
      `<circle cx="222" cy="164" r="12" fill="#facc15"/>` +
      `<text x="244" y="172" font-size="22" font-weight="800" fill="${INK}">450</text>` +
      [0, 1, 2]
        .map(
          (i) =>
            `<path d="${heart(858 + i * 38, 166, 15)}" fill="${i < 2 ? "#f43f5e" : "#fff"}" opacity="${i < 2 ? 1 : 0.6}"/>`,
        )
        .join("") +
      `<circle cx="990" cy="164" r="22" fill="#fff" opacity=".92"/><rect x="982" y="154" width="5" height="20" rx="2" fill="${INK}"/><rect x="993" y="154" width="5" height="20" rx="2" fill="${INK}"/>` +
      bar(440, 156, 320, 16, "#fff", ' opacity=".6"') +
      bar(440, 156, 210, 16, p.from) +
      `</g>`
    );
  },

  /** Analytics dashboard in a browser window. */
  dashboard(p, r) {
    const X = 110;
    const Y = 80;
    const line = [150, 120, 132, 96, 108, 70, 84, 48];
    const pts = line.map((v, i) => `${378 + i * 58},${Y + 270 + v}`);
    // Figures of three digits at most, so they read the same in every language (no separators, no decimals).
    const kpis = [
      ["248", p.from],
      ["86", p.to],
      ["312", mix(p.from, p.to, 0.5)],
    ];
    const kx = (i) => X + 214 + i * 256;
    const bars = Array.from({ length: 16 }, (_, i) => [X + 252 + i * 44, Math.round(18 + r() * 44)]);
    const vbars = (list) => list.map(([x, h]) => `M${x} ${Y + 538}v-${h}`).join("");
    return (
      galleryBackground(p, r) +
      `<defs><linearGradient id="area" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.from}" stop-opacity="0"/></linearGradient></defs>` +
      `<rect x="${X}" y="${Y}" width="980" height="590" rx="22" fill="#fff" filter="url(#sh)"/>` +
      `<path d="M${X} ${Y + 22}a22 22 0 0 1 22-22h936a22 22 0 0 1 22 22v22H${X}z" fill="#f1f5f9"/>` +
      `<circle cx="${X + 26}" cy="${Y + 22}" r="6" fill="#f87171"/><circle cx="${X + 46}" cy="${Y + 22}" r="6" fill="#fbbf24"/><circle cx="${X + 66}" cy="${Y + 22}" r="6" fill="#34d399"/>` +
      bar(X + 380, Y + 12, 220, 20, "#fff") +
      // sidebar
      `<path d="M${X} ${Y + 44}h190v546H${X + 22}a22 22 0 0 1-22-22z" fill="${shade(p.from, 0.72)}"/>` +
      `<rect x="${X + 24}" y="${Y + 70}" width="34" height="34" rx="10" fill="url(#bg)"/>` +
      `<rect x="${X + 16}" y="${Y + 194}" width="158" height="38" rx="10" fill="#fff" opacity=".12"/>` +
      `<g stroke="#fff" stroke-linecap="round"><path d="M${X + 73} ${Y + 87}h80" stroke-width="11" opacity=".85"/><path d="M${X + 61} ${Y + 213}h80" stroke-width="10" opacity=".9"/>` +
      `<path d="${[0, 2, 3, 4].map((i) => `M${X + 61} ${Y + 165 + i * 48}h${70 + ((i * 23) % 40)}`).join("")}" stroke-width="10" opacity=".4"/></g>` +
      `<g fill="#94a3b8">${[0, 2, 3, 4].map((i) => `<circle cx="${X + 38}" cy="${Y + 165 + i * 48}" r="7"/>`).join("")}</g><circle cx="${X + 38}" cy="${Y + 213}" r="7" fill="${p.to}"/>` +
      // card backgrounds
      `<g fill="#f8fafc" stroke="#e2e8f0">${[0, 1, 2].map((i) => `<rect x="${kx(i)}" y="${Y + 68}" width="236" height="108" rx="16"/>`).join("")}` +
      `<rect x="${X + 214}" y="${Y + 196}" width="490" height="250" rx="16"/><rect x="${X + 724}" y="${Y + 196}" width="236" height="250" rx="16"/>` +
      `<rect x="${X + 214}" y="${Y + 466}" width="746" height="102" rx="16"/></g>` +
      // KPI cards
      `<path d="${[0, 1, 2].map((i) => `M${kx(i) + 25} ${Y + 92}h80`).join("")}M${X + 239} ${Y + 221}h120" stroke="#94a3b8" stroke-width="9" stroke-linecap="round"/>` +
      kpis
        .map(
          ([v, c], i) =>
            `<text x="${kx(i) + 20}" y="${Y + 146}" font-size="34" font-weight="800" fill="${INK}">${v}</text>` +
            `<rect x="${kx(i) + 150}" y="${Y + 122}" width="66" height="28" rx="14" fill="${tint(c, 0.82)}"/>` +
            `<path d="M${kx(i) + 172} ${Y + 143}l11-12 11 12z" fill="${shade(c, 0.3)}"/>`,
        )
        .join("") +
      // line chart
      `<path d="M${X + 234} ${Y + 290}h450m-450 50h450m-450 50h450" stroke="#e2e8f0"/>` +
      `<path d="M${pts.join("L")}L${378 + 7 * 58},${Y + 430}L378,${Y + 430}Z" fill="url(#area)" opacity=".35"/>` +
      `<path d="M${pts.join("L")}" fill="none" stroke="${p.from}" stroke-width="4" stroke-linejoin="round" stroke-linecap="round"/>` +
      `<circle cx="${378 + 7 * 58}" cy="${Y + 270 + 48}" r="8" fill="#fff" stroke="${p.from}" stroke-width="4"/>` +
      // donut
      `<g fill="none" stroke-width="24"><circle cx="${X + 842}" cy="${Y + 306}" r="62" stroke="#e2e8f0"/>` +
      `<path d="${arc(X + 842, Y + 306, 62, -90, 100)}" stroke="${p.from}"/>` +
      `<path d="${arc(X + 842, Y + 306, 62, 104, 200)}" stroke="${p.to}"/>` +
      `<path d="${arc(X + 842, Y + 306, 62, 204, 250)}" stroke="${tint(p.from, 0.5)}"/></g>` +
      `<g stroke-width="10" stroke-linecap="round"><path d="M${X + 777} ${Y + 409}h34" stroke="${p.from}"/><path d="M${X + 831} ${Y + 409}h34" stroke="${p.to}"/><path d="M${X + 885} ${Y + 409}h20" stroke="${tint(p.from, 0.5)}"/></g>` +
      // bars
      `<g stroke-width="20" stroke-linecap="round"><path d="${vbars(bars.filter((_, i) => i % 5 !== 4))}" stroke="${tint(p.from, 0.45)}"/>` +
      `<path d="${vbars(bars.filter((_, i) => i % 5 === 4))}" stroke="${p.to}"/></g>`
    );
  },

  /** Level-select map: winding path, finished / current / locked nodes. */
  map(p, r) {
    const nodes = [
      [250, 560],
      [380, 470],
      [300, 350],
      [450, 260],
      [610, 330],
      [760, 250],
      [900, 340],
      [960, 500],
    ];
    const cur = 4;
    const path = "M" + nodes.map(([x, y]) => `${x} ${y}`).join("L");
    const land = tint(p.to, 0.55);
    const land2 = tint(p.from, 0.6);
    return (
      galleryBackground(p, r) +
      `<g filter="url(#sh)"><rect x="140" y="70" width="920" height="610" rx="36" fill="${tint(p.from, 0.86)}"/></g>` +
      `<path d="M200 560C180 470 230 410 320 390S400 250 540 215 760 160 880 190 1040 290 1020 420 980 630 820 640 560 650 420 650 220 650 200 560Z" fill="${land}"/>` +
      `<path d="M210 600C200 540 300 520 380 540S520 590 470 625 230 650 210 600Z" fill="${land2}"/>` +
      `<path d="M700 420c40-40 120-30 140 10s-20 90-80 80-100-50-60-90z" fill="${tint(p.from, 0.35)}" opacity=".6"/>` +
      // trees
      [
        [520, 420],
        [560, 445],
        [790, 560],
        [380, 310],
        [990, 250],
      ]
        .map(
          ([x, y]) =>
            `<circle cx="${x}" cy="${y}" r="16" fill="${shade(p.to, 0.15)}"/><rect x="${x - 3}" y="${y + 12}" width="6" height="12" fill="${shade(p.to, 0.5)}"/>`,
        )
        .join("") +
      `<path d="${path}" fill="none" stroke="#fff" stroke-width="14" stroke-linecap="round" stroke-linejoin="round" stroke-dasharray="2 24"/>` +
      nodes
        .map(([x, y], i) => {
          if (i < cur)
            return (
              `<circle cx="${x}" cy="${y}" r="32" fill="${p.from}" stroke="#fff" stroke-width="6"/><text x="${x}" y="${y + 9}" font-size="26" font-weight="800" fill="#fff" text-anchor="middle">${i + 1}</text>` +
              [-1, 0, 1]
                .map((k) => `<use href="#st" x="${x + k * 20}" y="${y - 46 + Math.abs(k) * 6}" fill="#facc15"/>`)
                .join("")
            );
          if (i === cur)
            return (
              `<circle cx="${x}" cy="${y}" r="54" fill="#fff" opacity=".45"/><circle cx="${x}" cy="${y}" r="38" fill="${p.to}" stroke="#fff" stroke-width="7"/>` +
              `<text x="${x}" y="${y + 10}" font-size="30" font-weight="800" fill="#fff" text-anchor="middle">${i + 1}</text>` +
              `<path d="M${x} ${y - 62}l-18-24a24 24 0 1 1 36 0z" fill="#f43f5e" stroke="#fff" stroke-width="4"/><circle cx="${x}" cy="${y - 98}" r="8" fill="#fff"/>`
            );
          return (
            `<circle cx="${x}" cy="${y}" r="30" fill="#cbd5e1" stroke="#fff" stroke-width="6"/>` +
            `<rect x="${x - 11}" y="${y - 4}" width="22" height="17" rx="4" fill="#64748b"/><path d="M${x - 7} ${y - 4}v-5a7 7 0 0 1 14 0v5" fill="none" stroke="#64748b" stroke-width="4"/>`
          );
        })
        .join("") +
      // HUD
      `<rect x="170" y="100" width="150" height="50" rx="25" fill="#fff"/><use href="#st" transform="translate(200 125) scale(1.5)" fill="#facc15"/>` +
      `<text x="224" y="134" font-size="24" font-weight="800" fill="${INK}">38</text>` +
      `<rect x="880" y="100" width="150" height="50" rx="25" fill="#fff"/><circle cx="908" cy="125" r="13" fill="${p.from}"/>` +
      bar(932, 118, 74, 14, tint(p.to, 0.4))
    );
  },

  /** Two phones: leaderboard + achievements grid. */
  rewards(p, r) {
    const A = 250;
    const B = 650;
    const Y = 55;
    const podium = [
      [A + 58, 80, 2],
      [A + 118, 110, 1],
      [A + 178, 60, 3],
    ];
    const badgeCols = [p.from, p.to, "#facc15", mix(p.from, p.to, 0.5), "#f43f5e", p.from];
    const rows = [0, 1, 2, 3, 4].map((i) => Y + 300 + i * 60);
    return (
      galleryBackground(p, r) +
      `<defs><polygon id="hx" points="${star(0, 0, 34, 30, 6, -90)}"/></defs>` +
      phone(A, Y) +
      `<path d="M${A + 12} ${Y + 48}a36 36 0 0 1 36-36h204a36 36 0 0 1 36 36v230H${A + 12}z" fill="url(#bg)"/>` +
      `<rect x="${A + 110}" y="${Y + 24}" width="80" height="20" rx="10" fill="${INK}"/>` +
      bar(A + 100, Y + 68, 100, 11, "#fff") +
      podium
        .map(
          ([x, h, n]) =>
            `<circle cx="${x + 27}" cy="${Y + 252 - h}" r="19" fill="${tint(n === 1 ? p.to : p.from, 0.55)}" stroke="#fff" stroke-width="4"/>` +
            `<rect x="${x}" y="${Y + 278 - h}" width="54" height="${h}" rx="10" fill="#fff" opacity="${n === 1 ? 0.95 : 0.55}"/>` +
            `<text x="${x + 27}" y="${Y + 308 - h}" font-size="22" font-weight="800" fill="${n === 1 ? p.from : INK}" text-anchor="middle">${n}</text>`,
        )
        .join("") +
      `<use href="#st" transform="translate(${A + 145} ${Y + 102}) scale(1.2)" fill="#facc15"/>` +
      `<g stroke="#e2e8f0">${rows.map((y, i) => `<rect x="${A + 24}" y="${y}" width="252" height="50" rx="14" fill="${i === 1 ? tint(p.from, 0.85) : "#fff"}"/>`).join("")}</g>` +
      rows
        .map((y, i) => `<circle cx="${A + 82}" cy="${y + 25}" r="14" fill="${tint(i % 2 ? p.to : p.from, 0.4)}"/>`)
        .join("") +
      `<path d="${rows.map((y, i) => `M${A + 111} ${y + 25}h${70 - i * 6}`).join("")}" stroke="#334155" stroke-width="10" stroke-linecap="round"/>` +
      `<g font-size="16" font-weight="700" fill="#64748b" text-anchor="middle">${rows.map((y, i) => `<text x="${A + 46}" y="${y + 31}">${i + 4}</text>`).join("")}</g>` +
      `<g font-size="16" font-weight="800" fill="${INK}" text-anchor="end">${rows.map((y, i) => `<text x="${A + 262}" y="${y + 31}">${980 - i * 74}</text>`).join("")}</g>` +
      phone(B, Y) +
      bar(B + 28, Y + 76, 140, 14, "#334155") +
      bar(B + 28, Y + 102, 90, 9, "#cbd5e1") +
      Array.from({ length: 9 }, (_, i) => {
        const cx = B + 70 + (i % 3) * 80;
        const cy = Y + 180 + Math.floor(i / 3) * 96;
        const on = i < 6;
        const c = badgeCols[i % badgeCols.length];
        return (
          `<use href="#hx" x="${cx}" y="${cy}" fill="${on ? c : "#e2e8f0"}"/>` +
          (on
            ? `<use href="#st" transform="translate(${cx} ${cy}) scale(1.4)" fill="#fff"/>`
            : `<circle cx="${cx}" cy="${cy}" r="8" fill="#cbd5e1"/>`)
        );
      }).join("") +
      `<rect x="${B + 28}" y="${Y + 470}" width="244" height="96" rx="20" fill="url(#bg)"/>` +
      bar(B + 48, Y + 492, 110, 11, "#fff") +
      bar(B + 48, Y + 530, 204, 12, "#fff", ' opacity=".35"') +
      bar(B + 48, Y + 530, 140, 12, "#fff") +
      [0, 1, 2, 3]
        .map((i) => `<circle cx="${B + 60 + i * 60}" cy="${Y + 606}" r="9" fill="${i === 2 ? p.from : "#cbd5e1"}"/>`)
        .join("")
    );
  },
};

const GALLERY_ORDER = ["phone", "game", "dashboard", "map", "rewards"];

function gallerySvg(p, i, projectIndex) {
  const kind = GALLERY_ORDER[(i + projectIndex) % GALLERY_ORDER.length];
  const r = rng(`${p.slug}:gallery:${i}`);
  // No words, so one file serves every language: digits only, and the title is the project's name (the
  // pages give each image its alt text in their language).
  return svgDoc({
    w: 1200,
    h: 750,
    title: `${p.title.fr} · ${i + 1}`,
    defs: lin("bg", p.from, p.to) + SHADOW + `<polygon id="st" points="${star(0, 0, 10)}"/>`,
    body: GALLERY[kind](p, r),
  });
}

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

const BRAND_FROM = "#7c3aed";
const BRAND_TO = "#ec4899";
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

/** The site's own link preview in one language: the brand and the studio's line (the home page's badge). */
function ogDefaultSvg(locale) {
  const defs =
    lin("bg", BRAND_FROM, BRAND_TO) +
    lin("em", BRAND_FROM, BRAND_TO) +
    `<radialGradient id="glow"><stop offset="0" stop-color="#fff" stop-opacity=".3"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>` +
    `<filter id="sh" x="-30%" y="-30%" width="160%" height="170%"><feDropShadow dx="0" dy="12" stdDeviation="14" flood-color="${INK}" flood-opacity=".22"/></filter>`;
  let dots = "";
  for (let y = 0; y < 4; y++)
    for (let x = 0; x < 6; x++) dots += `<circle cx="${112 + x * 26}" cy="${70 + y * 26}" r="4.5"/>`;
  // three floating "game" tiles on the right: star, heart, trophy-ish bolt
  const tile = (x, y, rot, inner) =>
    `<g transform="translate(${x} ${y}) rotate(${rot})" filter="url(#sh)"><rect x="-62" y="-62" width="124" height="124" rx="30" fill="#fff"/>${inner}</g>`;
  const body =
    `<rect width="1200" height="630" fill="url(#bg)"/>` +
    `<circle cx="1080" cy="-20" r="320" fill="#fff" opacity=".1"/><circle cx="40" cy="660" r="260" fill="#fff" opacity=".08"/>` +
    `<circle cx="975" cy="265" r="200" fill="none" stroke="#fff" stroke-width="2" opacity=".22"/>` +
    `<g fill="#fff" opacity=".3">${dots}</g>` +
    `<circle cx="975" cy="265" r="240" fill="url(#glow)"/>` +
    tile(880, 170, -8, `<polygon points="${star(0, 4, 40)}" fill="#facc15"/>`) +
    tile(1065, 215, 10, `<path d="${heart(0, 4, 38)}" fill="${BRAND_TO}"/>`) +
    tile(
      950,
      345,
      5,
      `<path d="M-16-22L24 0-16 22z" fill="url(#em)" stroke="url(#em)" stroke-width="14" stroke-linejoin="round"/>`,
    ) +
    `<g transform="translate(110 200) scale(3.75)" filter="url(#sh)"><rect width="32" height="32" rx="8" fill="#fff"/>` +
    `<path d="M11.5 9.8L22.2 16 11.5 22.2z" fill="url(#em)" stroke="url(#em)" stroke-width="3" stroke-linejoin="round"/>` +
    `<path d="M24.5 4.6l.9 2.1 2.1.9-2.1.9-.9 2.1-.9-2.1-2.1-.9 2.1-.9z" fill="${BRAND_TO}"/></g>` +
    `<text x="260" y="307" font-size="124" font-weight="800" letter-spacing="-3" fill="#fff">Ludora</text>` +
    `<rect x="112" y="420" width="56" height="6" rx="3" fill="#fff"/>` +
    `<text x="110" y="490" font-size="34" font-weight="700" fill="#fff">${esc(TAGLINE[locale])}</text>`;
  return svgDoc({ w: 1200, h: 630, title: `Ludora — ${TAGLINE[locale]}`, defs, body });
}

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
// Demo stand-in: ZuperGamer
// ---------------------------------------------------------------------------------------------

/**
 * The stand-in's words, in each language of the site: the project page frames the page of its own language
 * (decision 037). Written with plain spaces; French typography is applied below (src/i18n/typography.ts).
 */
const DEMO_COPY = typesetLocalized({
  fr: {
    title: "ZuperGamer — aperçu illustratif",
    nav: "Menu principal",
    games: "Jeux",
    leaderboard: "Classement",
    rewards: "Récompenses",
    signIn: "Se connecter",
    tag: "Plateforme de jeux de marque",
    headline: ["Jouez. Gagnez.", "Partagez."],
    lead: "Des jeux courts et amusants, proposés par vos marques préférées. Battez vos amis, grimpez dans le classement de la semaine et débloquez des récompenses exclusives.",
    playNow: "Jouer maintenant",
    seeLeaderboard: "Voir le classement",
    stage: "Illustration d'un jeu de plateforme coloré",
    popular: "Jeux populaires",
    kinds: ["Arcade", "Pilotage", "Quiz", "Réflexion", "Adresse", "Mémoire"],
    players: (n) => `${n} joueurs`,
    play: "Jouer",
    weekly: "Classement de la semaine",
    caption: "Meilleurs joueurs de la semaine, tous jeux confondus",
    columns: ["Joueur", "Jeu", "Score"],
    footer:
      "Aperçu illustratif de la page d'accueil de ZuperGamer, recréée par Ludora pour ce portfolio. Les jeux, les joueurs et les scores présentés ici sont fictifs ; rien n'est jouable sur cette page.",
  },
  en: {
    title: "ZuperGamer — illustrative preview",
    nav: "Main",
    games: "Games",
    leaderboard: "Leaderboard",
    rewards: "Rewards",
    signIn: "Sign in",
    tag: "Branded gaming platform",
    headline: ["Play. Win.", "Share."],
    lead: "Quick, fun games from your favourite brands. Beat your friends, climb the weekly leaderboard and unlock exclusive rewards.",
    playNow: "Play now",
    seeLeaderboard: "See the leaderboard",
    stage: "Illustration of a colourful platform game",
    popular: "Popular games",
    kinds: ["Arcade", "Racing", "Quiz", "Puzzle", "Skill", "Memory"],
    players: (n) => `${n} players`,
    play: "Play",
    weekly: "Weekly leaderboard",
    caption: "Top players this week, all games",
    columns: ["Player", "Game", "Score"],
    footer:
      "Illustrative preview of the ZuperGamer home page, recreated by Ludora for this portfolio. Games, players and scores shown here are fictional; nothing on this page is playable.",
  },
});

/** The ZuperGamer stand-in in one language; names (games, players) are the same in all. */
function zupergamerHtml(locale) {
  const copy = DEMO_COPY[locale];
  if (!copy) throw new Error(`The ZuperGamer stand-in has no copy in "${locale}": add it to DEMO_COPY`);
  // Figures written each language's way (src/i18n/format.ts): "98 420" / "98,420", "24 k" / "24K".
  const number = (n) => formatNumber(locale, n);
  const compact = (n) => formatNumber(locale, n, { notation: "compact" });
  const games = [
    ["Sky Dash", "linear-gradient(135deg,#d946ef,#6366f1)", 24_000],
    ["Pixel Kart", "linear-gradient(135deg,#f97316,#ef4444)", 18_000],
    ["Quiz Rush", "linear-gradient(135deg,#06b6d4,#3b82f6)", 31_000],
    ["Bubble Pop", "linear-gradient(135deg,#ec4899,#f59e0b)", 12_000],
    ["Tower Stack", "linear-gradient(135deg,#22c55e,#0d9488)", 9_000],
    ["Memory Match", "linear-gradient(135deg,#8b5cf6,#ec4899)", 15_000],
  ].map(([name, bg, players], i) => [name, copy.kinds[i], bg, compact(players)]);
  const leaders = [
    ["NovaKid", "Sky Dash", 98_420],
    ["LunaPlay", "Quiz Rush", 91_870],
    ["Max_Zoom", "Pixel Kart", 87_300],
    ["PixieQ", "Bubble Pop", 80_115],
    ["Toma.G", "Tower Stack", 76_940],
  ].map(([who, game, score]) => [who, game, number(score)]);
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${esc(copy.title)}</title>
<style>
*{box-sizing:border-box}
html{color-scheme:dark}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#0b0716;color:#f5f3ff;line-height:1.5}
a{color:inherit;text-decoration:none}
.wrap{max-width:1040px;margin:0 auto;padding:0 20px}
header{position:sticky;top:0;z-index:1;background:rgba(11,7,22,.85);backdrop-filter:blur(8px);border-bottom:1px solid #241a3d}
.bar{display:flex;align-items:center;gap:24px;height:64px}
.logo{display:flex;align-items:center;gap:10px;font-weight:800;font-size:20px;letter-spacing:-.02em}
.logo i{width:30px;height:30px;border-radius:9px;background:linear-gradient(135deg,#d946ef,#f97316);display:grid;place-items:center;font-style:normal;font-size:16px}
nav{display:flex;gap:18px;font-size:14px;color:#c4b5fd}
nav a:hover{color:#fff}
.sign{margin-left:auto;padding:8px 16px;border-radius:999px;background:#fff;color:#1e1033;font-weight:700;font-size:14px}
.hero{position:relative;overflow:hidden;padding:64px 0 56px;background:radial-gradient(600px 300px at 85% 20%,rgba(249,115,22,.35),transparent 70%),radial-gradient(500px 300px at 10% 60%,rgba(217,70,239,.35),transparent 70%)}
.hero .wrap{display:grid;grid-template-columns:1.2fr 1fr;gap:32px;align-items:center}
.tag{display:inline-block;padding:4px 12px;border-radius:999px;background:#2a1748;color:#f0abfc;font-size:12px;font-weight:700;letter-spacing:.08em;text-transform:uppercase}
h1{font-size:clamp(36px,6vw,60px);line-height:1.05;margin:14px 0;letter-spacing:-.03em}
h1 span{background:linear-gradient(90deg,#f0abfc,#fdba74);-webkit-background-clip:text;background-clip:text;color:transparent}
.lead{color:#ddd6fe;max-width:34em;margin:0 0 24px}
.cta{display:flex;gap:12px;flex-wrap:wrap}
.btn{padding:12px 22px;border-radius:12px;font-weight:700}
.btn.primary{background:linear-gradient(135deg,#d946ef,#f97316);color:#fff;box-shadow:0 10px 30px rgba(217,70,239,.35)}
.btn.ghost{border:1px solid #4c3a73;color:#e9d5ff}
.stage{aspect-ratio:4/3;border-radius:24px;background:linear-gradient(160deg,#312e81,#701a75 60%,#c2410c);position:relative;overflow:hidden;box-shadow:0 30px 60px rgba(0,0,0,.45)}
.stage::before{content:"";position:absolute;left:-10%;right:-10%;bottom:-30%;height:70%;border-radius:50%;background:#a21caf;opacity:.7}
.stage::after{content:"";position:absolute;left:30%;right:-20%;bottom:-40%;height:70%;border-radius:50%;background:#ea580c;opacity:.8}
.coin{position:absolute;width:26px;height:26px;border-radius:50%;background:#facc15;border:4px solid #fff;z-index:1}
.hud{position:absolute;top:14px;left:14px;z-index:1;background:rgba(255,255,255,.9);color:#1e1033;border-radius:999px;padding:4px 14px;font-weight:800;font-size:14px}
.player{position:absolute;left:22%;bottom:26%;width:54px;height:70px;border-radius:26px;background:linear-gradient(#d946ef 0 40%,#fff 40%);z-index:1}
.player::before,.player::after{content:"";position:absolute;top:36px;width:8px;height:8px;border-radius:50%;background:#1e1033}
.player::before{left:15px}.player::after{right:15px}
.ledge{position:absolute;left:48%;top:42%;width:34%;height:14px;border-radius:8px;background:#fde68a;z-index:1}
.star{position:absolute;left:40%;bottom:44%;z-index:1;color:#facc15;font-size:30px;line-height:1}
section{padding:44px 0}
h2{font-size:26px;margin:0 0 20px;letter-spacing:-.02em}
.grid{display:grid;grid-template-columns:repeat(3,1fr);gap:16px;list-style:none;margin:0;padding:0}
.tile{border-radius:18px;overflow:hidden;background:#160f2a;border:1px solid #241a3d}
.tile .art{height:120px;position:relative}
.tile .art::after{content:"";position:absolute;right:14px;bottom:14px;width:44px;height:44px;border-radius:50%;background:rgba(255,255,255,.25)}
.tile .meta{padding:12px 14px;display:flex;justify-content:space-between;align-items:center}
.tile h3{margin:0;font-size:16px}
.tile small{color:#a78bfa;font-size:12px}
.tile .play{font-size:12px;font-weight:700;padding:4px 10px;border-radius:999px;background:#2a1748;color:#f0abfc}
.board{border-radius:18px;overflow:hidden;background:#160f2a;border:1px solid #241a3d}
table{width:100%;border-collapse:collapse;font-size:15px}
caption{text-align:left;color:#a78bfa;font-size:13px;padding:14px 16px}
th,td{padding:12px 16px;text-align:left}
th{background:#211536;color:#c4b5fd;font-size:12px;text-transform:uppercase;letter-spacing:.08em}
tr+tr td{border-top:1px solid #241a3d}
td.rank{font-weight:800;color:#fdba74;width:56px}
td.score{text-align:right;font-variant-numeric:tabular-nums;font-weight:700}
th.score{text-align:right}
footer{border-top:1px solid #241a3d;padding:24px 0 32px;color:#a78bfa;font-size:13px}
@media (max-width:700px){.hero .wrap{grid-template-columns:1fr}nav{display:none}.grid{grid-template-columns:repeat(2,1fr)}}
@media (max-width:420px){.grid{grid-template-columns:1fr}}
</style>
</head>
<body>
<header>
<div class="wrap bar">
<a class="logo" href="#top" id="top"><i aria-hidden="true">Z</i>ZuperGamer</a>
<nav aria-label="${esc(copy.nav)}"><a href="#games">${esc(copy.games)}</a><a href="#leaderboard">${esc(copy.leaderboard)}</a><a href="#about">${esc(copy.rewards)}</a></nav>
<a class="sign" href="#games">${esc(copy.signIn)}</a>
</div>
</header>
<main>
<div class="hero">
<div class="wrap">
<div>
<span class="tag">${esc(copy.tag)}</span>
<h1>${esc(copy.headline[0])} <span>${esc(copy.headline[1])}</span></h1>
<p class="lead">${esc(copy.lead)}</p>
<div class="cta"><a class="btn primary" href="#games">${esc(copy.playNow)}</a><a class="btn ghost" href="#leaderboard">${esc(copy.seeLeaderboard)}</a></div>
</div>
<div class="stage" role="img" aria-label="${esc(copy.stage)}">
<span class="hud">★ ${number(12_450)}</span>
<span class="coin" style="left:52%;top:30%"></span><span class="coin" style="left:62%;top:24%"></span><span class="coin" style="left:72%;top:30%"></span>
<span class="ledge"></span><span class="star" aria-hidden="true">★</span>
<span class="player"></span>
</div>
</div>
</div>
<section id="games">
<div class="wrap">
<h2>${esc(copy.popular)}</h2>
<ul class="grid">
${games
  .map(
    ([name, kind, bg, players]) =>
      `<li class="tile"><div class="art" style="background:${bg}"></div><div class="meta"><div><h3>${name}</h3><small>${esc(kind)} · ${esc(copy.players(players))}</small></div><span class="play">${esc(copy.play)}</span></div></li>`,
  )
  .join("\n")}
</ul>
</div>
</section>
<section id="leaderboard">
<div class="wrap">
<h2>${esc(copy.weekly)}</h2>
<div class="board">
<table>
<caption>${esc(copy.caption)}</caption>
<thead><tr><th scope="col">#</th><th scope="col">${esc(copy.columns[0])}</th><th scope="col">${esc(copy.columns[1])}</th><th scope="col" class="score">${esc(copy.columns[2])}</th></tr></thead>
<tbody>
${leaders.map(([who, game, score], i) => `<tr><td class="rank">${i + 1}</td><td>${who}</td><td>${game}</td><td class="score">${score}</td></tr>`).join("\n")}
</tbody>
</table>
</div>
</div>
</section>
</main>
<footer id="about">
<div class="wrap">
<p>${esc(copy.footer)}</p>
</div>
</footer>
</body>
</html>
`;
}

// ---------------------------------------------------------------------------------------------
// Validation: a small XML well-formedness check (plus librsvg parse when rasterising)
// ---------------------------------------------------------------------------------------------

function checkXml(xml, name) {
  const fail = (m) => {
    throw new Error(`${name}: ${m}`);
  };
  if (!/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/.test(xml)) fail("missing root <svg xmlns>");
  if (/<title>\s*<\/title>/.test(xml)) fail("empty <title>");
  if (/(href|url\()\s*=?\s*["']?(https?:|\/\/|data:)/i.test(xml)) fail("external reference");
  if (/&(?!amp;|lt;|gt;|quot;|apos;|#\d+;|#x[0-9a-f]+;)/i.test(xml)) fail("unescaped &");
  const stack = [];
  const re = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>|<|>/g;
  let last = 0;
  for (let m; (m = re.exec(xml));) {
    if (m[0] === "<" || (m[0] === ">" && !m[2])) fail(`stray "${m[0]}" near ${xml.slice(m.index - 30, m.index + 30)}`);
    if (/[<]/.test(xml.slice(last, m.index))) fail("malformed tag");
    last = re.lastIndex;
    const attrs = [...m[3].matchAll(/([\w:-]+)=/g)].map((a) => a[1]);
    if (new Set(attrs).size !== attrs.length) fail(`duplicate attribute in <${m[2]}>`);
    if (m[1]) {
      if (stack.pop() !== m[2]) fail(`mismatched </${m[2]}>`);
    } else if (!m[4]) stack.push(m[2]);
  }
  if (stack.length) fail(`unclosed <${stack.join(">, <")}>`);
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
 * Rasterise an SVG (swapping in a locally available font stack) to a palette PNG, trying
 * progressively smaller palettes until the file fits the byte budget (best effort).
 */
/** The words an SVG draws: the content of each <text> (with its <tspan>s), entities decoded. */
function drawnText(svg) {
  return [...svg.matchAll(/<text\b[^>]*>([\s\S]*?)<\/text>/g)].map(([, inner]) =>
    inner
      .replace(/<[^>]+>/g, "")
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&amp;/g, "&"),
  );
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
  const src = Buffer.from(svg.replaceAll(`font-family="${FONT}"`, `font-family="${RENDER_FONT}"`));
  const raw = await sharp(src).png().toBuffer();
  let png;
  for (const [colours, dither] of [
    [256, 0.8],
    [192, 0.6],
    [128, 0.5],
    [96, 0.4],
    [80, 0.35],
    [64, 0.3],
    [48, 0.2],
  ]) {
    png = await sharp(raw).png({ palette: true, colours, dither, compressionLevel: 9, effort: 10 }).toBuffer();
    if (png.length <= maxBytes) break;
  }
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
      "they describe. Written by scripts/make-artwork.mjs; a replaced PNG needs its own entry (README: Replace an image).",
    files: Object.fromEntries(kept.map((path) => [path, files[path]])),
  };
  await put(WORDS_FILE, JSON.stringify(manifest, null, 2) + "\n");
}

async function main() {
  // 1. projects
  for (const [idx, p] of PROJECTS.entries()) {
    const dir = join(IMAGES, "projects", p.slug);
    await putSvg(join(dir, "cover.svg"), coverSvg(p), 6144);
    for (let i = 0; i < p.gallery; i++) await putSvg(join(dir, `gallery-${i + 1}.svg`), gallerySvg(p, i, idx), 6144);
  }
  // 2. clients
  for (const c of CLIENTS) {
    const { file, svg } = clientSvg(c);
    await putSvg(join(IMAGES, "clients", `${file}.svg`), svg, 2048);
  }
  // 3. brand
  await putSvg(join(IMAGES, "brand", "logo.svg"), logoSvg("#111827"), 2048);
  await putSvg(join(IMAGES, "brand", "logo-light.svg"), logoSvg("#ffffff"), 2048);
  await putSvg(join(ASSETS, "favicon.svg"), faviconSvg(), 2048);
  await putPng(join(IMAGES, "brand", "apple-touch-icon.png"), appleTouchSvg());
  // 4. Open Graph: one image per language, which pages pick by their own (src/render/document.tsx)
  for (const locale of LOCALES) {
    await putPng(join(IMAGES, "og", `default.${locale}.png`), ogDefaultSvg(locale));
    for (const p of PROJECTS) await putPng(join(IMAGES, "og", `${p.slug}.${locale}.png`), coverSvg(p, { locale }));
  }
  await putWords();
  // 5. demo stand-in, in each language (the project page frames its own language's, src/components/project-view.ts)
  for (const locale of LOCALES) await put(join(ASSETS, "demos", `zupergamer.${locale}.html`), zupergamerHtml(locale));

  const total = written.reduce((s, [, n]) => s + n, 0);
  for (const [f, n] of written) console.log(`${String(n).padStart(7)}  ${f}`);
  console.log(`${written.length} files, ${(total / 1024).toFixed(1)} KiB`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
