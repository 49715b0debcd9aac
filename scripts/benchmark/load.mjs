// The load generator the bench drives: one autocannon process on the load core, for all runs.
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { LOAD_CORE, startProcessOn } from "./pinned.mjs";

const script = join(dirname(fileURLToPath(import.meta.url)), "load-process.mjs");

/**
 * Resolves with `run(spec)`, where spec is { url, path, connections, duration | amount, warmup?,
 * method?, headers?, kind?: "contact", firstIp? } and the answer { rps, p50, p99, statusCodes,
 * responses, durationS, errors, timeouts, ids? }; and `close()`.
 */
export async function startLoadGenerator() {
  const child = await startProcessOn(LOAD_CORE, script, []);
  return {
    run: (spec) => child.call("run", { run: spec }),
    close: () => child.close(),
  };
}
