// Child processes pinned to one CPU core with `taskset`, so the server and the load generator do not
// compete for the same core (on a 2-core machine: workerd on core 0, autocannon on core 1).
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { cpus } from "node:os";

export const SERVER_CORE = 0;
export const LOAD_CORE = 1;

/** taskset is usable when it exists and the machine has the two cores the bench wants. */
export const canPin = existsSync("/usr/bin/taskset") && cpus().length >= 2;

/** Runs `node script ...args` on `core` (or unpinned when pinning is impossible). */
function spawnNodeOn(core, script, args, options = {}) {
  const command = canPin ? "taskset" : process.execPath;
  const argv = canPin ? ["-c", String(core), process.execPath, script, ...args] : [script, ...args];
  return spawn(command, argv, options);
}

/**
 * A helper process on `core`, driven over IPC: `call(cmd, args)` resolves with its answer. The
 * script answers { id, ok, value | error } to each { id, cmd, ...args } and says { id: 0 } when ready.
 */
export async function startProcessOn(core, script, args, env = process.env) {
  const child = spawnNodeOn(core, script, args, { env, stdio: ["ignore", "inherit", "inherit", "ipc"] });
  const pending = new Map();
  let nextId = 1;
  let onReady;
  const ready = new Promise((resolve, reject) => {
    onReady = resolve;
    child.once("exit", (code) => reject(new Error(`${script} exited (${code}) before it was ready`)));
  });
  child.on("message", (/** @type {any} */ { id, ok, value, error }) => {
    if (id === 0) return onReady();
    const waiter = pending.get(id);
    pending.delete(id);
    if (ok) waiter?.resolve(value);
    else waiter?.reject(new Error(error));
  });
  child.on("exit", () => {
    for (const waiter of pending.values()) waiter.reject(new Error(`${script} exited`));
    pending.clear();
  });
  await ready;
  return {
    pid: child.pid,
    call(cmd, args = {}) {
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        child.send({ id, cmd, ...args });
      });
    },
    async close() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      await this.call("close").catch(() => {});
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null) child.kill("SIGTERM");
    },
  };
}
