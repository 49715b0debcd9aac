// `npm run lighthouse`: Lighthouse (npm `lighthouse`, mobile defaults: emulated phone, simulated
// slow 4G and 4× CPU slowdown) with Debian's Chromium, on the worker built as for deployment and
// served in workerd through Miniflare on loopback (as `npm run bench` serves it). Offline: nothing
// but the local server is contacted. Prints the four category scores per page against the budgets
// of the README's Performance table and the audits that cost points; writes bench/lighthouse.json. A report: exit code 0.
// Each page is audited LIGHTHOUSE_RUNS times (3 unless set) and the median run is reported, as Lighthouse
// advises for its run-to-run variance; every run's performance score is printed beside it.
import { mkdir, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher"; // ships with lighthouse (same pinned tree)
import lighthouse from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { buildForDeploy } from "./benchmark/build.mjs";
import { table } from "./benchmark/report.mjs";
import { samplePages } from "./benchmark/sample-pages.mjs";
import { startSite } from "./benchmark/workers.mjs";
import { freePort } from "./free-port.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const workDir = join(root, "bench", "lighthouse");

/** One page of each template of the route table (the first route using it), and a project page. */
const PAGES = (await samplePages()).paths;
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3) || 3);
const CATEGORIES = [
  { id: "performance", label: "Performance", min: 99 },
  { id: "accessibility", label: "Accessibility", min: 100 },
  { id: "best-practices", label: "Best Practices", min: 100 },
  { id: "seo", label: "SEO", min: 100 },
];

/** The URLs of a "network-requests" audit's table. */
function requestedUrls(details) {
  /** @type {{ url: string }[]} */
  const items = details && "items" in details ? details.items : [];
  return items.map((item) => item.url);
}

/** The audits that took points off a category, worst first. */
function lostPoints(lhr, categoryId) {
  return lhr.categories[categoryId].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => ({ ...lhr.audits[ref.id], weight: ref.weight }))
    .filter((audit) => audit.score !== null && audit.score < 1)
    .sort((a, b) => b.weight * (1 - b.score) - a.weight * (1 - a.score))
    .map((audit) => ({
      id: audit.id,
      score: audit.score,
      displayValue: audit.displayValue ?? "",
      title: audit.title,
      explanation: audit.explanation,
      // Which elements or URLs, where the audit names them.
      items: (audit.details?.items ?? [])
        .slice(0, 3)
        .map(
          (item) =>
            item.node?.snippet ??
            (item.href ? `${item.href}${item.text ? ` "${item.text}"` : ""}` : (item.url ?? item.source?.url ?? "")),
        )
        .filter(Boolean),
    }));
}

const started = performance.now();
await rm(workDir, { recursive: true, force: true });
await mkdir(workDir, { recursive: true });
console.log("building (npm run build, wrangler deploy --dry-run)");
const built = await buildForDeploy(root, workDir);

// The site's absolute URLs (canonical, hreflang, Open Graph) point at the server being tested,
// as they point at the real origin in production.
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const site = await startSite({
  root,
  scriptPath: built.scriptPath,
  publicDir: built.publicDir,
  persistDir: join(workDir, "state"),
  logFile: join(workDir, "workerd.log"),
  // Offline, the job board's host cannot be reached: a failed script is a console error Lighthouse counts
  // against the page. Unset, /careers shows its e-mail fallback at once, which is what is audited here.
  vars: { SITE_ORIGIN: origin, MAIN_SITE_URL: `${origin}/`, CAREERS_WIDGET_URL: "" },
  port,
});

/** One Lighthouse run in a fresh Chromium (as Lighthouse advises); a failed trace is retried. */
async function audit(url, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      chromeFlags: [
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
      ],
    });
    try {
      const { lhr } = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: CATEGORIES.map((c) => c.id),
      });
      if (!lhr.runtimeError) return lhr;
      if (attempt === attempts) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      console.warn(`  ${lhr.runtimeError.code}; running it again (${attempt}/${attempts})`);
    } finally {
      await chrome.kill();
    }
  }
}

const results = [];
try {
  for (const path of PAGES) {
    const runs = [];
    for (let run = 1; run <= RUNS; run++) {
      console.log(`lighthouse ${path} (${run}/${RUNS})`);
      runs.push(await audit(origin + path));
    }
    const lhr = computeMedianRun(runs);
    results.push({
      path,
      performanceRuns: runs.map((run) => Math.round((run.categories.performance.score ?? 0) * 100)),
      finalUrl: lhr.finalDisplayedUrl,
      warnings: lhr.runWarnings,
      // Offline check: every request the page made should be to the local server.
      external: requestedUrls(lhr.audits["network-requests"]?.details).filter(
        (url) => !url.startsWith(origin) && !url.startsWith("data:"),
      ),
      scores: Object.fromEntries(
        CATEGORIES.map((c) => [
          c.id,
          lhr.categories[c.id].score == null ? null : Math.round(lhr.categories[c.id].score * 100),
        ]),
      ),
      lost: Object.fromEntries(CATEGORIES.map((c) => [c.id, lostPoints(lhr, c.id)])),
      metrics: Object.fromEntries(
        [
          "first-contentful-paint",
          "largest-contentful-paint",
          "total-blocking-time",
          "cumulative-layout-shift",
          "speed-index",
        ].map((id) => [id, lhr.audits[id]?.displayValue]),
      ),
    });
  }
} finally {
  await site.mf.dispose();
}

const verdict = (score, min) => (score == null ? "n/a" : `${score} ${score >= min ? "PASS" : "FAIL"}`);
console.log(
  "\n" +
    table(
      [
        `Lighthouse (mobile, median of ${RUNS})`,
        ...CATEGORIES.map((c) => `${c.label} ≥ ${c.min}`),
        "Performance, each run",
      ],
      results.map((r) => [
        r.path,
        ...CATEGORIES.map((c) => verdict(r.scores[c.id], c.min)),
        r.performanceRuns.join(" / "),
      ]),
    ),
);
const failed = results.flatMap((r) =>
  CATEGORIES.filter((c) => r.scores[c.id] == null || r.scores[c.id] < c.min).map((c) => ({
    path: r.path,
    category: c,
  })),
);
for (const r of results) {
  const lines = CATEGORIES.flatMap((c) =>
    r.scores[c.id] < c.min
      ? r.lost[c.id]
          .slice(0, 5)
          .map(
            (a) =>
              `    ${c.label}: ${a.title}${a.displayValue ? ` (${a.displayValue})` : ""} [${a.id}]${a.explanation ? `\n      ${a.explanation}` : ""}${a.items.map((item) => `\n      ${item.slice(0, 160)}`).join("")}`,
          )
      : [],
  );
  if (lines.length) console.log(`\n  ${r.path}:\n${lines.join("\n")}`);
  if (r.warnings.length) console.log(`  ${r.path} warnings: ${r.warnings.join(" | ")}`);
  if (r.external.length) console.log(`  ${r.path} requested other hosts: ${r.external.join(", ")}`);
}
await writeFile(
  join(root, "bench", "lighthouse.json"),
  JSON.stringify({ date: new Date().toISOString(), origin, results }, null, 2) + "\n",
);
console.log(
  `\n${failed.length} of ${results.length * CATEGORIES.length} scores below budget${failed.length ? ": " + failed.map((f) => `${f.path} ${f.category.label}`).join("; ") : ""}. ` +
    `Details: bench/lighthouse.json (${((performance.now() - started) / 1000).toFixed(0)} s)`,
);
