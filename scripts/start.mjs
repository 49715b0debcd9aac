// `npm start`: the whole site locally in workerd (wrangler dev), with local KV, D1, Queue, rate limiter
// and e-mail. No account and no network needed. PORT overrides the port (default 8787); further arguments
// go to wrangler dev (`npm start -- --var WEB_ANALYTICS_TOKEN:…`).
import { spawn, spawnSync } from "node:child_process";
import { readdirSync, statSync, watch } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { watchContent } from "./compile-content.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const assetsDir = join(root, "assets");
await import("./ensure-dev-vars.mjs");

/**
 * Each file under assets/ that a build hashes, with its size and time (images/words.json describes the images
 * for the tests and is not served).
 * @returns {Map<string, string>}
 */
function assetFiles() {
  const files = new Map();
  for (const entry of readdirSync(assetsDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const { size, mtimeMs } = statSync(path);
    files.set(relative(assetsDir, path), `${size}:${mtimeMs}`);
  }
  files.delete("images/words.json");
  return files;
}
/** @param {Map<string, string>} a @param {Map<string, string>} b */
const same = (a, b) => a.size === b.size && [...a].every(([path, stamp]) => b.get(path) === stamp);

/** assets/ as the last build left it. */
let built = assetFiles();
// A saved data file is compiled into build/content/, which wrangler dev sees change and reloads (decision 081).
await watchContent();
// A file added under assets/ (an image the editor uploaded) needs the whole build: it is hashed and listed in
// build/manifest.json, which pages read (decision 083). The link previews a build draws into assets/ are hashed
// by that same build, so they call for no other (an upload made while it ran does).
let assetsTimer;
watch(assetsDir, { recursive: true }, () => {
  clearTimeout(assetsTimer);
  assetsTimer = setTimeout(rebuildAssets, 300);
});
function rebuildAssets() {
  const before = assetFiles();
  if (same(before, built)) return;
  const build = spawnSync(process.execPath, [join(root, "scripts", "build.mjs")], {
    cwd: root,
    stdio: ["ignore", "pipe", "inherit"],
    encoding: "utf8",
  });
  process.stdout.write(build.stdout);
  if (build.status !== 0) return;
  const now = assetFiles();
  for (const [, path] of build.stdout.matchAll(/^drew assets\/(\S+)/gm)) before.set(path, now.get(path) ?? "");
  built = before;
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
];
args.push(...persist);
args.push(...process.argv.slice(2));
const child = spawn("npx", args, {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
});
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));

// The Cron Trigger, as production runs it (wrangler.toml [triggers], decision 096): wrangler dev does not fire
// it by itself, so this process asks the local runtime to, every 5 minutes on the clock, with the slot's time
// (the run on the hour sweeps KV, the one of 03:00 UTC runs retention). LOCAL_CRON=0 turns it off.
const CRON = "*/5 * * * *";
const CRON_MS = 5 * 60_000;
if (process.env.LOCAL_CRON !== "0") {
  const host = process.env.HOST && process.env.HOST !== "0.0.0.0" ? process.env.HOST : "127.0.0.1";
  const runSlot = async () => {
    const slot = Math.floor(Date.now() / CRON_MS) * CRON_MS;
    const url = `http://${host}:${port}/cdn-cgi/local/scheduled?cron=${encodeURIComponent(CRON)}&time=${slot}`;
    try {
      const res = await fetch(url);
      if (!res.ok) console.error(`scheduled run at ${new Date(slot).toISOString()}: HTTP ${res.status}`);
    } catch (error) {
      console.error(`scheduled run at ${new Date(slot).toISOString()} not started: ${error}`);
    }
    setTimeout(runSlot, CRON_MS - (Date.now() % CRON_MS));
  };
  setTimeout(runSlot, CRON_MS - (Date.now() % CRON_MS));
}
