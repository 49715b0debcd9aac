// `npm start`: the whole site locally in workerd (wrangler dev), with local KV, D1, Queue, rate limiter
// and e-mail. No account and no network needed. PORT overrides the port (default 8787); further arguments
// go to wrangler dev (`npm start -- --var WEB_ANALYTICS_TOKEN:…`).
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, readdirSync, statSync, watch } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { ARTWORK_DIR } from "./build-artwork.mjs";
import { watchContent } from "./compile-content.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
/** What a build hashes: the files someone made, and those it drew from the content (scripts/build-artwork.mjs). */
const sources = [join(root, "assets"), ARTWORK_DIR];
mkdirSync(ARTWORK_DIR, { recursive: true });
await import("./ensure-dev-vars.mjs");

/**
 * Each file a build hashes, with its size and time.
 * @returns {Map<string, string>}
 */
function assetFiles() {
  const files = new Map();
  for (const dir of sources) {
    for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const path = join(entry.parentPath, entry.name);
      const { size, mtimeMs } = statSync(path);
      files.set(path, `${size}:${mtimeMs}`);
    }
  }
  return files;
}
/** @param {Map<string, string>} a @param {Map<string, string>} b */
const same = (a, b) => a.size === b.size && [...a].every(([path, stamp]) => b.get(path) === stamp);

/** The files as the last build left them. */
let built = assetFiles();
// A saved data file is compiled into build/content/, which wrangler dev sees change and reloads (decision 081),
// and the artwork it needs drawn into build/artwork/.
await watchContent();
// A file added under assets/ (an image the editor uploaded), or drawn for a saved entry, needs the whole build:
// it is hashed and listed in build/manifest.json, which pages read (decision 083). So does a change of the
// client's scripts or stylesheet.
let assetsTimer;
let clientChanged = false;
for (const dir of [...sources, join(root, "client")]) {
  watch(dir, { recursive: true }, () => {
    clientChanged ||= dir.endsWith("client");
    clearTimeout(assetsTimer);
    assetsTimer = setTimeout(rebuildAssets, 300);
  });
}
function rebuildAssets() {
  const before = assetFiles();
  if (same(before, built) && !clientChanged) return;
  clientChanged = false;
  const build = spawnSync(process.execPath, [join(root, "scripts", "build.mjs")], {
    cwd: root,
    stdio: ["ignore", "inherit", "inherit"],
  });
  if (build.status !== 0) return;
  // What the build drew it hashed too; an upload made while it ran calls for another.
  const drawn = [...assetFiles()].filter(([path]) => path.startsWith(ARTWORK_DIR));
  built = new Map([...[...before].filter(([path]) => !path.startsWith(ARTWORK_DIR)), ...drawn]);
  console.log("assets rebuilt");
}

// The local inbox (D1) gets the schema first, so a fresh clone serves the console with nothing to run by hand.
const persist = process.env.WRANGLER_PERSIST_TO ? ["--persist-to", process.env.WRANGLER_PERSIST_TO] : [];
const migrate = spawnSync("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", ...persist], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "1" },
});
if (migrate.status !== 0) process.exit(migrate.status ?? 1);

const port = process.env.PORT || "8787";
const args = [
  "wrangler",
  "dev",
  "--port",
  port,
  "--ip",
  process.env.HOST || "127.0.0.1",
  "--show-interactive-dev-session=false",
  // Sites started side by side (decision 105) each take a free port for the debugger, not 9229 found free by both.
  "--inspector-port=0",
];
args.push(...persist);
args.push(...process.argv.slice(2));
const child = spawn("npx", args, {
  cwd: root,
  stdio: "inherit",
  // Each checkout has its own registry of local Workers: the site binds no other, and the scratch copies' sites
  // (decision 105) shared one: a site starting beside another's once never became ready.
  env: { ...process.env, WRANGLER_SEND_METRICS: "false", WRANGLER_REGISTRY_PATH: join(root, ".wrangler", "registry") },
});
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));

// The Cron Triggers, as production runs them (wrangler.toml [triggers], decision 096): wrangler dev does not fire
// them by itself, so this process asks the local runtime to, every 5 minutes on the clock, with the slot's time,
// and at 03:00 UTC the daily one too (it sweeps KV and runs retention). LOCAL_CRON=0 turns it off.
const CRON_MS = 5 * 60_000;
if (process.env.LOCAL_CRON !== "0") {
  const host = process.env.HOST && process.env.HOST !== "0.0.0.0" ? process.env.HOST : "127.0.0.1";
  const runSlot = async () => {
    const slot = Math.floor(Date.now() / CRON_MS) * CRON_MS;
    const daily = new Date(slot).toISOString().endsWith("T03:00:00.000Z");
    for (const cron of ["*/5 * * * *", ...(daily ? ["0 3 * * *"] : [])]) {
      const url = `http://${host}:${port}/cdn-cgi/local/scheduled?cron=${encodeURIComponent(cron)}&time=${slot}`;
      try {
        const res = await fetch(url);
        if (!res.ok) console.error(`scheduled run ${cron} at ${new Date(slot).toISOString()}: HTTP ${res.status}`);
      } catch (error) {
        console.error(`scheduled run ${cron} at ${new Date(slot).toISOString()} not started: ${error}`);
      }
    }
    setTimeout(runSlot, CRON_MS - (Date.now() % CRON_MS));
  };
  setTimeout(runSlot, CRON_MS - (Date.now() % CRON_MS));
}
