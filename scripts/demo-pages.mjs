// The demo stand-in (ZuperGamer): a whole page of words a project page frames in a sandboxed iframe
// (docs/product.md §2.4, decision 081), one per language of the site (decision 037). `npm run build` writes
// build/public/demos/zupergamer.<locale>.html from the words in scripts/zupergamer-demo.yaml, typeset as the
// site's copy is and with figures written each language's way, so the page is written in one place and a
// language added to the site either has its words here or stops the build.
import { readFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";
import { esc } from "./build-artwork.mjs";
import { importSource } from "./import-source.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");

/**
 * The demo pages in every language of the site, by their path under build/public/ (`demos/zupergamer.fr.html`).
 * @returns {Promise<Record<string, string>>}
 */
export async function demoPages() {
  /** @type {{ locales: readonly string[] }} */
  const { locales } = await importSource("src/i18n/locale-list.ts");
  /** @type {{ formatNumber: (locale: string, value: number, options?: Intl.NumberFormatOptions) => string }} */
  const { formatNumber } = await importSource("src/i18n/format.ts");
  /** @type {{ typesetAll: <T>(data: T, locale: string) => T }} */
  const { typesetAll } = await importSource("scripts/content/typography.ts");
  /** @type {Record<string, DemoCopy>} */
  const words = parse(await readFile(join(ROOT, "scripts", "zupergamer-demo.yaml"), "utf8"));
  return Object.fromEntries(
    locales.map((locale) => {
      if (!words[locale])
        throw new Error(`The ZuperGamer stand-in has no copy in "${locale}": add it to scripts/zupergamer-demo.yaml`);
      const copy = typesetAll(words[locale], locale);
      return [`demos/zupergamer.${locale}.html`, zupergamerHtml(locale, copy, formatNumber)];
    }),
  );
}

/**
 * The words of the stand-in in one language (scripts/zupergamer-demo.yaml); `{n}` in `players` is a number.
 * @typedef {{
 *   title: string; nav: string; games: string; leaderboard: string; rewards: string; signIn: string; tag: string;
 *   headline: [string, string]; lead: string; playNow: string; seeLeaderboard: string; stage: string;
 *   popular: string; kinds: string[]; players: string; play: string; weekly: string; caption: string;
 *   columns: [string, string, string]; footer: string;
 * }} DemoCopy
 */

/**
 * The ZuperGamer stand-in in one language; names (games, players) are the same in all.
 * @param {string} locale
 * @param {DemoCopy} copy its words, typeset
 * @param {(locale: string, value: number, options?: Intl.NumberFormatOptions) => string} formatNumber
 */
function zupergamerHtml(locale, copy, formatNumber) {
  // Figures written each language's way (src/i18n/format.ts): "98 420" / "98,420", "24 k" / "24K".
  const number = (n) => formatNumber(locale, n);
  const compact = (n) => formatNumber(locale, n, { notation: "compact" });
  /** @type {[name: string, background: string, players: number][]} */
  const games = [
    ["Sky Dash", "linear-gradient(135deg,#d946ef,#6366f1)", 24_000],
    ["Pixel Kart", "linear-gradient(135deg,#f97316,#ef4444)", 18_000],
    ["Quiz Rush", "linear-gradient(135deg,#06b6d4,#3b82f6)", 31_000],
    ["Bubble Pop", "linear-gradient(135deg,#ec4899,#f59e0b)", 12_000],
    ["Tower Stack", "linear-gradient(135deg,#22c55e,#0d9488)", 9_000],
    ["Memory Match", "linear-gradient(135deg,#8b5cf6,#ec4899)", 15_000],
  ];
  /** @type {[player: string, game: string, score: number][]} */
  const leaders = [
    ["NovaKid", "Sky Dash", 98_420],
    ["LunaPlay", "Quiz Rush", 91_870],
    ["Max_Zoom", "Pixel Kart", 87_300],
    ["PixieQ", "Bubble Pop", 80_115],
    ["Toma.G", "Tower Stack", 76_940],
  ];
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
.tile,.board{border-radius:18px;overflow:hidden;background:#160f2a;border:1px solid #241a3d}
.tile .art{height:120px;position:relative}
.tile .art::after{content:"";position:absolute;right:14px;bottom:14px;width:44px;height:44px;border-radius:50%;background:rgba(255,255,255,.25)}
.tile .meta{padding:12px 14px;display:flex;justify-content:space-between;align-items:center}
.tile h3{margin:0;font-size:16px}
.tile small{color:#a78bfa;font-size:12px}
.tile .play{font-size:12px;font-weight:700;padding:4px 10px;border-radius:999px;background:#2a1748;color:#f0abfc}
table{width:100%;border-collapse:collapse;font-size:15px}
caption{text-align:left;color:#a78bfa;font-size:13px;padding:14px 16px}
th,td{padding:12px 16px;text-align:left}
th{background:#211536;color:#c4b5fd;font-size:12px;text-transform:uppercase;letter-spacing:.08em}
tr+tr td{border-top:1px solid #241a3d}
td.rank{font-weight:800;color:#fdba74;width:56px}
.score{text-align:right;font-variant-numeric:tabular-nums;font-weight:700}
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
    ([name, bg, players], i) =>
      `<li class="tile"><div class="art" style="background:${bg}"></div><div class="meta"><div><h3>${name}</h3><small>${esc(copy.kinds[i])} · ${esc(copy.players.replace("{n}", compact(players)))}</small></div><span class="play">${esc(copy.play)}</span></div></li>`,
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
${leaders.map(([who, game, score], i) => `<tr><td class="rank">${i + 1}</td><td>${who}</td><td>${game}</td><td class="score">${number(score)}</td></tr>`).join("\n")}
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
