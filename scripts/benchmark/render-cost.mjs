// CPU time of an uncached render, measured from outside: workerd does not advance timers during
// CPU work, so the worker cannot time itself. The difference between a request that renders
// (the BENCH_NO_MEMO instance) and the same request answered from the memo (the normal instance)
// is the render, since everything else on the path is the same. Medians of sequential requests.
import { request } from "./http.mjs";

/** Latency in ms of one GET, until the whole body is read. */
async function timedGet(origin, path) {
  const response = await request(origin, path);
  if (response.status !== 200) throw new Error(`${path}: HTTP ${response.status}`);
  return response.ms;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * For each path: the first cold request (the first render of that page in the isolate), then
 * `samples` alternating cold/warm pairs, so drift on the machine hits both sides alike.
 */
export async function measureRenderCost({ warmOrigin, coldOrigin, paths, samples = 15 }) {
  const results = [];
  for (const path of paths) {
    const firstColdMs = await timedGet(coldOrigin, path);
    await timedGet(warmOrigin, path); // fills the memo
    const cold = [];
    const warm = [];
    for (let i = 0; i < samples; i++) {
      cold.push(await timedGet(coldOrigin, path));
      warm.push(await timedGet(warmOrigin, path));
    }
    const coldMs = median(cold);
    const warmMs = median(warm);
    results.push({ path, renderMs: Math.max(0, coldMs - warmMs), coldMs, warmMs, firstColdMs });
  }
  return results;
}
