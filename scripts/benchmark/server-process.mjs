// The server side of the bench, run as its own process so it can be pinned to one core with
// `taskset -c 0` (workerd, started by Miniflare from here, inherits the pinning). The bench drives
// it over the IPC channel: start a worker, list a KV namespace, close everything.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { join } from "node:path";
import { measureDayCpu } from "./day-cpu.mjs";
import { inboxIds, listAllKeys, measureStartup, seedInbox, startConstant, startSite } from "./workers.mjs";

const [root, benchDir] = process.argv.slice(2);
const logFile = join(benchDir, "workerd.log");
const running = new Map();
// The local simulators keep their state in SQLite files; since miniflare 5 the rate limiter writes a row for
// each new client. In memory (tmpfs) where the machine has one, so the bench measures the worker, not this
// machine's disk (decision 080).
const stateDir = existsSync("/dev/shm") ? mkdtempSync("/dev/shm/studio-bench-") : join(benchDir, "state");

const commands = {
  async site({ key, noMemo, vars }) {
    const site = await startSite({
      vars,
      root,
      scriptPath: join(benchDir, "dist", "index.js"),
      publicDir: join(benchDir, "public"),
      persistDir: join(stateDir, key),
      noMemo,
      logFile,
    });
    running.set(key, site.mf);
    return { url: site.url, startupMs: site.startupMs };
  },
  async constant({ key, body, headers, behindAssets }) {
    const publicDir = behindAssets ? join(benchDir, "public") : undefined;
    const worker = await startConstant({ name: key, body, headers, publicDir, logFile });
    running.set(key, worker.mf);
    return { url: worker.url, startupMs: worker.startupMs };
  },
  dayCpu({ paths, perDay, storedMessages }) {
    const siteOptions = {
      root,
      scriptPath: join(benchDir, "dist", "index.js"),
      publicDir: join(benchDir, "public"),
      logFile,
    };
    return measureDayCpu({ siteOptions, stateDir, paths, perDay, storedMessages });
  },
  startup() {
    return measureStartup(join(benchDir, "dist", "index.js"), { logFile });
  },
  async keys({ key, binding }) {
    return { names: await listAllKeys(running.get(key), binding) };
  },
  async inboxIds({ key }) {
    return { ids: await inboxIds(running.get(key)) };
  },
  async seedInbox({ key, count, word }) {
    await seedInbox(running.get(key), { count, word });
    return {};
  },
  /** Stops every worker but the ones named, so what runs next has the machine to itself. */
  async keepOnly({ keys }) {
    const stopping = [...running].filter(([key]) => !keys.includes(key));
    await Promise.allSettled(stopping.map(([, mf]) => mf.dispose()));
    for (const [key] of stopping) running.delete(key);
    return {};
  },
  async close() {
    await Promise.allSettled([...running.values()].map((mf) => mf.dispose()));
    running.clear();
    if (stateDir.startsWith("/dev/shm/")) rmSync(stateDir, { recursive: true, force: true });
    setImmediate(() => process.exit(0));
    return {};
  },
};

process.on("message", async ({ id, cmd, ...args }) => {
  try {
    process.send({ id, ok: true, value: await commands[cmd](args) });
  } catch (error) {
    process.send({ id, ok: false, error: String(error?.stack ?? error) });
  }
});
// The bench went away (crash, Ctrl-C): do not leave workerd processes behind.
process.on("disconnect", () => commands.close());
process.send({ id: 0, ok: true, value: "ready" });
