// The load generator: autocannon in its own process pinned to the load core (see pinned.mjs),
// started once and given one run at a time over IPC (so no process start-up between runs).
import autocannon from "autocannon";

/** A contact submission that passes validation; each one from a different client address. */
function contactRequests(run, firstIp) {
  let n = firstIp;
  const ids = [];
  const body = JSON.stringify({
    firstName: "Bench",
    lastName: "Mark",
    email: "bench@example.com",
    company: "Load test",
    subject: "Throughput",
    message: "A message sent by npm run bench to measure accepted submissions per second.",
  });
  const requests = [
    {
      method: "POST",
      path: run.path,
      body,
      headers: { "content-type": "application/json", accept: "application/json" },
      setupRequest(request) {
        const i = n++;
        // 10.0.0.0/8 gives 16 million distinct clients, so the per-IP limit (5 a minute) never bites.
        const ip = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
        return { ...request, headers: { ...request.headers, "cf-connecting-ip": ip } };
      },
      onResponse(status, responseBody) {
        if (status !== 201) return;
        try {
          ids.push(JSON.parse(responseBody).id);
        } catch {
          ids.push(null);
        }
      },
    },
  ];
  return { requests, ids };
}

/** The same request from a new client address each time (so a per-IP limit never applies). */
function fromNewClients(run, firstIp) {
  let n = firstIp;
  return [
    {
      method: run.method,
      path: run.path,
      body: run.body,
      headers: run.headers ?? {},
      setupRequest(request) {
        const i = n++;
        const ip = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
        return { ...request, headers: { ...request.headers, "cf-connecting-ip": ip } };
      },
    },
  ];
}

async function runOnce(run) {
  const contact = run.kind === "contact" ? contactRequests(run, run.firstIp ?? 0) : undefined;
  const rotating = run.kind === "new-clients" ? fromNewClients(run, run.firstIp ?? 0) : undefined;
  const result = await autocannon({
    // autocannon takes the path from the URL (it has no `path` option); request lists carry their own.
    url: contact || rotating ? run.url : run.url + (run.path ?? ""),
    connections: run.connections,
    ...(run.amount ? { amount: run.amount } : { duration: run.duration }),
    ...(run.warmup ? { warmup: { connections: run.connections, duration: run.warmup } } : {}),
    ...(contact
      ? { requests: contact.requests }
      : rotating
        ? { requests: rotating }
        : { method: run.method ?? "GET", body: run.body }),
    headers: run.headers ?? {},
  });
  const responses = Object.values(result.statusCodeStats).reduce((sum, s) => sum + s.count, 0);
  return {
    durationS: result.duration,
    responses,
    rps: responses / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, s]) => [code, s.count])),
    errors: result.errors,
    timeouts: result.timeouts,
    ids: contact?.ids,
  };
}

process.on("message", async ({ id, cmd, run }) => {
  try {
    if (cmd === "close") {
      process.send({ id, ok: true, value: {} });
      return setImmediate(() => process.exit(0));
    }
    process.send({ id, ok: true, value: await runOnce(run) });
  } catch (error) {
    process.send({ id, ok: false, error: String(error?.stack ?? error) });
  }
});
process.on("disconnect", () => process.exit(0));
process.send({ id: 0, ok: true, value: "ready" });
