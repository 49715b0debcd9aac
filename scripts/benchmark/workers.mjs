// Serves the deployable worker bundle (wrangler's dry-run output) in workerd through Miniflare's API,
// straight on loopback: no wrangler dev proxy in front, so what is measured is the worker itself.
// Also serves the "ceiling" workers the site is compared with. Used by the bench (inside a process
// pinned to one core) and by the Lighthouse script (in-process).
import { createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { convertV4MiniflareOptions, Log, LogLevel, Miniflare } from "miniflare";
import { unstable_getMiniflareWorkerOptions } from "wrangler";
import { importSource } from "../import-source.mjs";

const { locales } = await importSource("src/i18n/locale-list.ts");

/** Worker console output and workerd's own messages go to a file, not into the printed table. */
function stdioTo(logFile) {
  if (!logFile) return undefined;
  const out = createWriteStream(logFile, { flags: "a" });
  return (stdout, stderr) => {
    stdout.pipe(out, { end: false });
    stderr.pipe(out, { end: false });
  };
}

const TRIVIAL = "export default { fetch() { return new Response('ok'); } };";

/** The ceiling workers run on the site's own compatibility date, read from wrangler.toml. */
const COMPATIBILITY_DATE = /** @type {string} */ (
  unstable_getMiniflareWorkerOptions(new URL("../../wrangler.toml", import.meta.url).pathname).workerOptions
    .compatibilityDate
);

/** The staff token of the bench's site (a local secret, as .dev.vars holds one), for the inbox rows. */
export const BENCH_ADMIN_TOKEN = "bench-admin-7Kq2Wm9Xs4Lp8Zt3Vn6Rb1Hd5Jf0Gc";

/**
 * The site worker with the bindings of wrangler.toml (KV, Queue with consumers, rate limiter,
 * send_email, static assets from `publicDir`). `noMemo` sets BENCH_NO_MEMO="1": every page is
 * rendered afresh, which is how an uncached first render is measured. `vars` override wrangler.toml's.
 */
export async function startSite({
  root,
  scriptPath,
  publicDir,
  persistDir,
  noMemo = false,
  vars = {},
  logFile,
  port = 0,
  triggers = false,
}) {
  const { workerOptions } = unstable_getMiniflareWorkerOptions(join(root, "wrangler.toml"));
  // wrangler declares these two through types it does not ship, which reach TypeScript as `unknown`.
  const bindings = /** @type {Record<string, import("miniflare").Json>} */ (workerOptions.bindings);
  const assets = /** @type {{ routerConfig?: object } | undefined} */ (workerOptions.assets);
  mkdirSync(persistDir, { recursive: true });
  const started = performance.now();
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      host: "127.0.0.1",
      port,
      defaultPersistRoot: persistDir,
      // The Cron Trigger fired over HTTP (`/cdn-cgi/local/scheduled`), as `npm start` fires it.
      unsafeTriggerHandlers: triggers,
      log: new Log(LogLevel.WARN),
      // No trip to workers.cloudflare.com for a request.cf sample: the bench runs offline.
      cf: false,
      handleRuntimeStdio: stdioTo(logFile),
      workers: [
        {
          ...workerOptions,
          name: noMemo ? "site-no-memo" : "site",
          // The bundle is given as one ES module, as it is uploaded; `modules: true` would make
          // Miniflare parse 1 MB+ of JavaScript in Node to look for imports, which is not start-up.
          modules: [{ type: "ESModule", path: scriptPath, contents: readFileSync(scriptPath, "utf8") }],
          bindings: {
            ...bindings,
            ADMIN_TOKEN: BENCH_ADMIN_TOKEN,
            ...vars,
            ...(noMemo ? { BENCH_NO_MEMO: "1" } : {}),
          },
          // Without a user worker flag the asset router answers 500 for every request
          // ("Fetch for user worker without having a user worker binding");
          // wrangler's helper sets it, and this keeps it set whatever the helper does later.
          assets: {
            ...assets,
            directory: publicDir,
            routerConfig: { ...assets?.routerConfig, has_user_worker: true },
          },
        },
      ],
    }),
  );
  const url = await mf.ready;
  const startupMs = performance.now() - started;
  await applyMigrations(mf, root);
  return { mf, url: url.origin, startupMs };
}

/**
 * The inbox schema (`migrations/`) applied to the site's local D1 as `wrangler d1 migrations apply` does, each
 * file once, noted in its `d1_migrations` table (decision 090).
 */
async function applyMigrations(mf, root) {
  const db = await mf.getD1Database("DB");
  await db
    .prepare(
      "CREATE TABLE IF NOT EXISTS d1_migrations (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE, applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL)",
    )
    .run();
  const applied = new Set((await db.prepare("SELECT name FROM d1_migrations").all()).results.map((row) => row.name));
  const dir = join(root, "migrations");
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith(".sql"))
    .sort()) {
    if (applied.has(file)) continue;
    const statements = readFileSync(join(dir, file), "utf8")
      .replace(/--.*$/gm, "")
      .split(";")
      .map((statement) => statement.trim())
      .filter(Boolean);
    await db.batch([
      ...statements.map((statement) => db.prepare(statement)),
      db.prepare("INSERT INTO d1_migrations (name) VALUES (?)").bind(file),
    ]);
  }
}

/** Ids of every message in the site's D1 inbox. */
export async function inboxIds(mf) {
  const db = await mf.getD1Database("DB");
  return (await db.prepare("SELECT id FROM messages").all()).results.map((row) => row.id);
}

/**
 * `count` messages straight into the site's D1 inbox (received a minute apart, the last `endingAt`, sent, one word
 * in one in a hundred), so staff reads are measured at the size of a busy year: the bench's inbox rows (decision
 * 093). `firstNumber` numbers them on from messages seeded before.
 */
export async function seedInbox(mf, { count, word, endingAt = Date.now(), firstNumber = 0 }) {
  const db = await mf.getD1Database("DB");
  const start = endingAt - count * 60_000;
  const insert = db.prepare(
    `INSERT INTO messages (id, received_at, locale, page, first_name, last_name, email, company, subject, message,
       person_hash, search_text, status, delivery_state, attempts, delivery_updated_at)
     VALUES (?, ?, ?, '/contact', 'Jeanne', 'Martin', ?, NULL, ?, ?, ?, ?, 'new', 'sent', 1, ?)`,
  );
  const text = "Bonjour, nous aimerions un jeu pour l'exposition de printemps. ".repeat(4);
  for (let first = 0; first < count; first += 100) {
    const batch = [];
    for (let n = first; n < Math.min(first + 100, count); n++) {
      const i = firstNumber + n;
      const at = new Date(start + n * 60_000).toISOString();
      const id = `${(start + n * 60_000)
        .toString(16)
        .padStart(12, "0")
        .replace(/^(.{8})/, "$1-")}-7000-8000-${i.toString(16).padStart(12, "0")}`;
      const subject = `Demande ${i}${i % 100 === 0 ? ` ${word}` : ""}`;
      const email = `sender${i}@example.com`;
      batch.push(
        insert.bind(
          id,
          at,
          // Two messages in three in the site's first language, the third in its last.
          i % 3 ? locales[0] : locales.at(-1),
          email,
          subject,
          text,
          `h${i}`,
          `${email}\n${subject}\n${text}`.toLowerCase(),
          at,
        ),
      );
    }
    await db.batch(batch);
  }
}

/**
 * A worker whose whole job is to answer a constant: the ceiling a real page is measured against.
 * With `publicDir` it sits behind the same static-assets router as the site (a request for a page
 * is first looked up among the static files, then handed to the worker), so the comparison with
 * the site is about the worker's own code; without it, it is the bare platform.
 */
export async function startConstant({ name, body, headers, publicDir, logFile }) {
  const script = [
    `const BODY = ${JSON.stringify(body)};`,
    `const HEADERS = ${JSON.stringify(headers)};`,
    "export default { fetch() { return new Response(BODY, { headers: HEADERS }); } };",
  ].join("\n");
  const started = performance.now();
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      host: "127.0.0.1",
      port: 0,
      log: new Log(LogLevel.WARN),
      // No trip to workers.cloudflare.com for a request.cf sample: the bench runs offline.
      cf: false,
      handleRuntimeStdio: stdioTo(logFile),
      workers: [
        {
          name,
          modules: true,
          script,
          compatibilityDate: COMPATIBILITY_DATE,
          compatibilityFlags: ["nodejs_compat"],
          ...(publicDir
            ? { assets: { directory: publicDir, binding: "ASSETS", routerConfig: { has_user_worker: true } } }
            : {}),
        },
      ],
    }),
  );
  const url = await mf.ready;
  return { mf, url: url.origin, startupMs: performance.now() - started };
}

/** The workerd processes this process started (Linux's /proc; none elsewhere). */
function workerdChildren() {
  if (!existsSync("/proc/self/stat")) return [];
  return readdirSync("/proc").filter((pid) => {
    if (!/^\d+$/.test(pid)) return false;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      return parent === process.pid && readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("workerd");
    } catch {
      return false; // gone meanwhile
    }
  });
}

/**
 * Runs `start` (which starts one Miniflare) and returns what it returns with the id of the workerd process it
 * started, or undefined where that cannot be told (not Linux, or more than one new process).
 * @template T @param {() => Promise<T>} start @returns {Promise<{ started: T, pid: string | undefined }>}
 */
export async function withWorkerdPid(start) {
  const before = new Set(workerdChildren());
  const started = await start();
  const spawned = workerdChildren().filter((pid) => !before.has(pid));
  return { started, pid: spawned.length === 1 ? spawned[0] : undefined };
}

/** CPU time of a process so far, all its threads, in ms (the kernel's scheduler statistics, in ns). */
export function cpuMsOf(pid) {
  let ns = 0;
  for (const thread of readdirSync(`/proc/${pid}/task`)) {
    ns += Number(readFileSync(`/proc/${pid}/task/${thread}/schedstat`, "utf8").split(" ")[0]);
  }
  return ns / 1e6;
}

const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1];

/**
 * What the script adds to workerd's start-up (compiling and running its top level): time to ready
 * with the bundle minus time to ready with a one-line worker, same options otherwise, alternated
 * and the fastest of `rounds` each, since other work on the machine only ever adds time. Also, on Linux,
 * the CPU time workerd spent getting ready (median of the rounds, bundle minus one-line worker): other work
 * on a shared machine delays the wall clock a lot and the CPU time little.
 * @param {string} scriptPath
 * @param {{ rounds?: number, logFile?: string }} [options]
 */
export async function measureStartup(scriptPath, { rounds = 5, logFile } = {}) {
  const contents = { bundle: readFileSync(scriptPath, "utf8"), trivial: TRIVIAL };
  const best = { bundle: Infinity, trivial: Infinity };
  /** @type {{ bundle: number[], trivial: number[] }} */
  const cpu = { bundle: [], trivial: [] };
  for (let round = 0; round < rounds; round++) {
    for (const kind of /** @type {const} */ (["trivial", "bundle"])) {
      const startedAt = performance.now();
      const { started: mf, pid } = await withWorkerdPid(async () => {
        const mf = new Miniflare(
          convertV4MiniflareOptions({
            host: "127.0.0.1",
            port: 0,
            cf: false,
            log: new Log(LogLevel.WARN),
            handleRuntimeStdio: stdioTo(logFile),
            workers: [
              {
                name: "startup",
                compatibilityDate: COMPATIBILITY_DATE,
                compatibilityFlags: ["nodejs_compat"],
                modules: [{ type: "ESModule", path: scriptPath, contents: contents[kind] }],
              },
            ],
          }),
        );
        await mf.ready;
        return mf;
      });
      best[kind] = Math.min(best[kind], performance.now() - startedAt);
      if (pid) cpu[kind].push(cpuMsOf(pid));
      await mf.dispose();
    }
  }
  const cpuMeasured = cpu.bundle.length === rounds && cpu.trivial.length === rounds;
  return {
    bundleMs: best.bundle,
    trivialMs: best.trivial,
    scriptMs: Math.max(0, best.bundle - best.trivial),
    cpu: cpuMeasured
      ? {
          bundleMs: median(cpu.bundle),
          trivialMs: median(cpu.trivial),
          scriptMs: Math.max(0, median(cpu.bundle) - median(cpu.trivial)),
        }
      : null,
  };
}

/** Every key in a KV namespace of a running Miniflare (listing follows the cursor). */
export async function listAllKeys(mf, binding) {
  const kv = await mf.getKVNamespace(binding);
  const names = [];
  let cursor;
  do {
    const page = await kv.list({ cursor, limit: 1000 });
    for (const key of page.keys) names.push(key.name);
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  return names;
}
