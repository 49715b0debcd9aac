// `npm run test:content`: every test a change of content can break, in about two minutes, so that an edit made
// in the editor is checked before the whole suite (README "Testing", decision 100). The build first (it
// validates, compiles and typesets the data files, draws what a project lacks into build/ and stops on the first
// bad file), then the worker tests that render content, the Node checks of the pages (HTML validity of the pages
// the change touches, the sitemap's schema), and a Chromium sweep of the layout and accessibility of those pages.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { basename, dirname, extname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { readFrontMatter, readYaml } from "./content-files.mjs";
import { importSource } from "./import-source.mjs";
import { runTogether } from "./run-together.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/** The worker tests that read the content or render its pages (test/worker/ mirrors src/). */
export const WORKER_TESTS = [
  "test/worker/content",
  "test/worker/pages",
  "test/worker/components",
  "test/worker/i18n/pseudo-locale.test.ts",
  "test/worker/routes/public-pages.test.ts",
  "test/worker/routes/seo.test.ts",
];
/**
 * The Node checks of what the content makes: the pages' HTML, the sitemap, the files' names. The claims report and the launch gate guard the copy before launch, not each
 * edit (decisions 100, 101): the whole suite and `npm run preflight` run them.
 */
export const NODE_TESTS = [
  "test/node/html-validity.test.ts",
  "test/node/sitemap-schema.test.ts",
  "test/node/confidential-clients.test.ts",
];

/** The pages with a template of their own that list every entry of a collection: a project's card, a logo. */
const LISTED_ON = { projects: ["home", "portfolio"], testimonials: ["home"], clientLogos: ["home"] };

/**
 * The addresses whose layout a change may move, for the Chromium sweep: the pages a changed data file is
 * shown on, read from the site map and the compiled route table. Undefined (sweep every page) when something
 * else changed too, or when Git cannot tell.
 * @param {string[]} changed paths from the repository's root
 * @returns {Promise<string[] | undefined>}
 */
export async function pagesTouched(changed) {
  const [{ collections, siteMap }, { default: routes }] = await Promise.all([
    importSource("scripts/content/collections.ts"),
    importSource("build/content/routes.js"),
  ]);
  const pagePath = (page) => siteMap.find((place) => place.page === page)?.path;
  const paths = new Set();
  for (const file of changed) {
    const match = /^src\/content\/([\w-]+)\/([\w-]+)\.(ya?ml|md)$/.exec(file);
    if (!match) return undefined;
    const [, folder, name] = match;
    const collection = Object.keys(collections).find((key) => collections[key].folder === folder);
    const path = join(root, file);
    const entry = existsSync(path) ? readEntry(path) : undefined;
    if (collection === "projects") {
      // Its page, and the pages whose hero shows its cover.
      if (entry) paths.add(`/project/${name}`);
      for (const route of routes) if (route.heroArt?.includes(name)) paths.add(route.path);
    }
    if (collection in LISTED_ON) for (const page of LISTED_ON[collection]) paths.add(pagePath(page));
    else if (entry?.path) paths.add(entry.path);
    else if (collection === "pages") paths.add(pagePath(name) ?? "/");
    else return undefined;
  }
  return [...paths];
}

/** A data file's YAML or a policy's front matter, as the build reads it: enough to read its `path`. */
function readEntry(file) {
  const text = readFileSync(file, "utf8");
  const read = extname(file) === ".md" ? readFrontMatter(text) : readYaml(text);
  return "error" in read ? undefined : /** @type {{ path?: string }} */ ("facts" in read ? read.facts : read.value);
}

/**
 * What changed: against `CONTENT_BASE` (CI sets the commit its lanes measure from, scripts/ci-lanes.mjs), else
 * the last commit and what is not committed yet; undefined where Git cannot tell (a copy without history, a base
 * it cannot read).
 * @returns {string[] | undefined}
 */
function changedFiles() {
  const git = (...args) => spawnSync("git", args, { cwd: root, encoding: "utf8" });
  const base = process.env.CONTENT_BASE || "HEAD~1";
  const committed = git("diff", "--name-only", base, "HEAD");
  const working = git("status", "--porcelain", "--untracked-files=all");
  if (committed.status !== 0 || working.status !== 0) return undefined;
  return [
    ...committed.stdout.split("\n"),
    ...working.stdout.split("\n").map((line) => line.slice(3).replace(/^.* -> /, "")),
  ].filter(Boolean);
}

/** @param {string} command @param {string[]} args @param {Record<string, string>} [env] */
function run(command, args, env = {}) {
  const started = Date.now();
  const { status } = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  console.log(
    `── ${basename(command)} ${args.join(" ")}: ${Math.round((Date.now() - started) / 1000)} s, exit ${status}`,
  );
  if (status !== 0) process.exit(status ?? 1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  const vitest = join(root, "node_modules", ".bin", "vitest");
  run(process.execPath, [join(root, "scripts", "build.mjs")]);
  const changed = changedFiles();
  const touched = changed && (await pagesTouched(changed));
  const sweepPaths = touched ? touched.join(",") : "";
  // After the build, the three checks side by side: each waits on something else part of its time (workerd,
  // Java, the browser), so together they take less than one after another (decision 105).
  const code = await runTogether([
    {
      label: "worker tests that render content",
      command: vitest,
      args: ["run", "--config", "vitest.config.mts", "--project", "worker", ...WORKER_TESTS],
    },
    {
      label: "Node checks of the pages",
      command: vitest,
      args: ["run", "--config", "vitest.scripts.config.mts", "--project", "node", ...NODE_TESTS],
      env: { SWEEP_PATHS: sweepPaths },
    },
    {
      // The sweep of the pages touched; every page when the change is more than data files.
      label: "Chromium sweep of layout and accessibility",
      command: vitest,
      args: ["run", "--config", "vitest.e2e.config.mts", "test/e2e/sweeps.spec.ts", "-t", "layout"],
      env: { SWEEP_PATHS: sweepPaths, SITE_BUILT: "1" },
    },
  ]);
  if (code !== 0) process.exit(code);
  console.log(
    `npm run test:content: passed in ${Math.round((Date.now() - started) / 1000)} s` +
      (touched ? ` (swept ${touched.length} page(s): ${touched.join(" ")})` : " (swept every page)"),
  );
}
