// A project's stand-in artwork (decision 037): its cover (1200x750, and its 1200x630 link preview in each
// language) and its gallery "screens", drawn from its entry's `artwork` (colours and motif,
// src/content/projects/<slug>.yaml) and its title. `npm run build` draws them into build/artwork/ for a project
// whose entry names no images, or whose images assets/ lacks (scripts/build-artwork.mjs, decision 087). No words
// but names: one file serves every language.

import sharp from "sharp";
import { importSource } from "./import-source.mjs";

/** The language a project was released under: its cover and screens show its title in it. */
const { defaultLocale } = await importSource("src/i18n/locale-list.ts");

/** Font stack written into every SVG (no web fonts, no external references). */
const FONT = "system-ui, -apple-system, Segoe UI, Roboto, sans-serif";
const INK = "#0f172a";

/** Font stack used only when rasterising to PNG (an Arial-metric face, close to the UI stack). */
const RENDER_FONT = "Liberation Sans, Arial, Helvetica, sans-serif";

/**
 * An SVG as a palette PNG (a link preview), with progressively smaller palettes until the file fits
 * `maxBytes` (best effort: the caller says when it does not).
 * @param {string} svg
 * @param {number} maxBytes
 */
export async function rasterise(svg, maxBytes) {
  const raw = await sharp(Buffer.from(svg.replaceAll(`font-family="${FONT}"`, `font-family="${RENDER_FONT}"`)))
    .png()
    .toBuffer();
  let png = raw;
  // A gradient with a motif takes more than 80 colours past the size (measured on every preview), so the palette
  // starts where they fit: each attempt costs a second of CPU, and a fresh build draws every preview.
  for (const [colours, dither] of [
    [64, 0.3],
    [48, 0.2],
  ]) {
    png = await sharp(raw).png({ palette: true, colours, dither, compressionLevel: 9, effort: 10 }).toBuffer();
    if (png.length <= maxBytes) break;
  }
  return png;
}

/**
 * The words an SVG draws: the content of each <text> (with its <tspan>s), entities decoded.
 * @param {string} svg
 */
export function drawnText(svg) {
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
 * A project as the drawings read it: its slug (the seed of every random choice), title, category in each
 * language (link previews only), gallery size and the cover's motif and gradient.
 * @typedef {{ slug: string; title: Record<string, string>; category: Record<string, string>; motif: string; gallery: number; from: string; to: string }} DrawnProject
 */

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

export const esc = (s) =>
  String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
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

export const MOTIFS = {
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

/**
 * A title or a line as an image draws it: its no-break spaces ("Pr.\u00a0Mushi", decision 015) as plain ones, since an
 * image's lines are already set (test/worker/pages/artwork-language.test.ts reads names so).
 * @param {string} title
 */
const drawnName = (title) => title.replace(/\u00a0/g, " ");

// ---------------------------------------------------------------------------------------------
// The site's own link preview
// ---------------------------------------------------------------------------------------------

/** The brand's gradient (the logo, the favicon, the site's link preview). */
const BRAND_FROM = "#7c3aed";
const BRAND_TO = "#ec4899";

/**
 * The site's own link preview in one language (1200x630): the brand's name and the studio's line, the home
 * page's badge in that language.
 * @param {string} name
 * @param {string} badge
 */
export function sitePreviewSvg(name, badge) {
  const line = drawnName(badge);
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
    `<text x="260" y="307" font-size="124" font-weight="800" letter-spacing="-3" fill="#fff">${esc(name)}</text>` +
    `<rect x="112" y="420" width="56" height="6" rx="3" fill="#fff"/>` +
    `<text x="110" y="490" font-size="34" font-weight="700" fill="#fff">${esc(line)}</text>`;
  return svgDoc({ w: 1200, h: 630, title: `${name} — ${line}`, defs, body });
}

// ---------------------------------------------------------------------------------------------
// Project cover (also re-laid out at 1200x630 for Open Graph)
// ---------------------------------------------------------------------------------------------

/**
 * A project's cover: its motif and its title, a name every language shares, so one file serves them all
 * (1200x750). Given a language, it is that language's Open Graph image instead (1200x630): the category, in
 * capitals, is drawn above the title, since a link preview has no page around it to say it.
 * @param {DrawnProject} p
 * @param {{ locale?: string }} [og]
 */
export function coverSvg(p, { locale } = {}) {
  const W = 1200;
  const H = locale ? 630 : 750;
  const r = rng(p.slug + ":cover");
  const motif = p.motif;
  const ms = H < 700 ? 0.95 : 1.12; // motif scale
  const mx = W - 440 * ms - 70;
  const my = H < 700 ? 30 : 44;
  // title sizing: one line, as large as fits 1040px (estimate), capped
  // The cover shows the name the project was released under (its title in the studio's language); a link preview, its language's.
  const name = drawnName(locale ? p.title[locale] : p.title[defaultLocale]);
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

/**
 * A project's gallery image `i`: the kinds of screen in turn, from a place in their order picked by its slug, so
 * projects' galleries vary and each drawing depends on its own entry only, never on its place in the list.
 * @param {DrawnProject} p
 * @param {number} i
 */
export function gallerySvg(p, i) {
  const start = Math.floor(rng(`${p.slug}:gallery`)() * GALLERY_ORDER.length);
  const kind = GALLERY_ORDER[(i + start) % GALLERY_ORDER.length];
  const r = rng(`${p.slug}:gallery:${i}`);
  // No words, so one file serves every language: digits only, and the title is the project's name (the
  // pages give each image its alt text in their language).
  return svgDoc({
    w: 1200,
    h: 750,
    title: `${drawnName(p.title[defaultLocale])} · ${i + 1}`,
    defs: lin("bg", p.from, p.to) + SHADOW + `<polygon id="st" points="${star(0, 0, 10)}"/>`,
    body: GALLERY[kind](p, r),
  });
}

// ---------------------------------------------------------------------------------------------
// Validation: a small XML well-formedness check (plus librsvg parse when rasterising)
// ---------------------------------------------------------------------------------------------

export function checkXml(xml, name) {
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
