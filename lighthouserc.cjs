// `npm run lighthouse`: Lighthouse CI (mobile defaults: an emulated phone on slow 4G, first visit), three runs per
// page with Debian's Chromium, against the built site served offline as `npm start` serves it, with the README's
// Performance budgets as assertions on the median run. The pages: the first route of each template the list
// names, read from the compiled route table (a page renamed in the editor never breaks it), the English home and
// the first project. The job widget is unset: offline its host cannot be reached, and a failed script is a console
// error Best Practices counts.
const { readFileSync } = process.getBuiltinModule("node:fs");

const PORT = process.env.PORT || "8794";
const origin = `http://127.0.0.1:${PORT}`;
/** A compiled content module's data (build/content/<name>.js, `export default <JSON>;`). */
const built = (name) =>
  JSON.parse(
    readFileSync(`build/content/${name}.js`, "utf8")
      .replace(/^[^]*?export default /, "")
      .replace(/;\s*$/, ""),
  );
const routes = built("routes");
const first = (template) => routes.find((route) => route.template === template).path;
const paths = [
  ...["home", "expertise", "service", "portfolio", "policy", "contact"].map(first),
  "/?lang=en",
  `/project/${built("projects")[0].slug}`,
];

module.exports = {
  ci: {
    collect: {
      url: paths.map((path) => origin + path),
      numberOfRuns: 3,
      chromePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
      // A French visitor's browser: without it, Chromium asks for English and every page but `?lang=en` would be
      // measured in English, the French pages never.
      settings: {
        chromeFlags: "--no-sandbox --disable-gpu --headless=new",
        extraHeaders: { "Accept-Language": "fr-FR,fr;q=0.9" },
      },
      // React's production renderer, as deployed; no Cron Trigger; the job widget unset (offline).
      startServerCommand: `NODE_ENV=production LOCAL_CRON=0 PORT=${PORT} node scripts/start.mjs --var CAREERS_WIDGET_URL:`,
      startServerReadyPattern: "Ready on",
      startServerReadyTimeout: 120000,
    },
    assert: {
      aggregationMethod: "median-run",
      assertions: {
        "categories:performance": ["error", { minScore: 1 }],
        "categories:accessibility": ["error", { minScore: 1 }],
        "categories:best-practices": ["error", { minScore: 1 }],
        "categories:seo": ["error", { minScore: 1 }],
        // Transfer sizes in bytes (gzip), what the phone downloads on a first view.
        "resource-summary:script:size": ["error", { maxNumericValue: 10 * 1024 }],
        "resource-summary:document:size": ["error", { maxNumericValue: 60 * 1024 }],
        "resource-summary:stylesheet:size": ["error", { maxNumericValue: 20 * 1024 }],
        "total-byte-weight": ["error", { maxNumericValue: 150 * 1024 }],
        "cumulative-layout-shift": ["error", { maxNumericValue: 0.02 }],
      },
    },
    upload: { target: "filesystem", outputDir: "bench/lighthouse" },
  },
};
