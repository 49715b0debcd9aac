// Accepted contact submissions per second, and none lost: every 201 must be a message stored (KV, then D1).
// The run has a fixed number of requests (not a duration), so none is left in flight, unanswered
// but perhaps stored, when the count is taken.
import { importSource } from "../import-source.mjs";
import { request } from "./http.mjs";

const PATH = "/api/contact";
const BINDING = "CONTACT_MESSAGES";
const settle = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// A message is stored when its intake copy is in KV or, once the queue consumer brought it in, its row is in D1
// (decision 090): both are counted, by id.
const { INTAKE_PREFIX } = await importSource("src/inbox/intake.ts");

async function storedKeys(server, siteKey) {
  const { names } = await server.call("keys", { key: siteKey, binding: BINDING });
  const { ids } = await server.call("inboxIds", { key: siteKey });
  const intake = names.filter((name) => name.startsWith(INTAKE_PREFIX)).map((name) => name.slice(INTAKE_PREFIX.length));
  return new Set([...intake, ...ids]);
}

/**
 * `server`: the IPC handle of the server process; `siteKey`: which site instance (its KV); `load`:
 * the load generator. Returns { implemented: false, probeStatus } while the API does not exist yet.
 */
export async function benchContact({ server, load, siteKey, origin, connections, seconds = 3 }) {
  const probe = await request(origin, PATH, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json", "cf-connecting-ip": "192.0.2.1" },
    body: JSON.stringify({
      firstName: "Bench",
      lastName: "Probe",
      email: "probe@example.com",
      subject: "Probe",
      message: "Is the contact API there?",
    }),
  });
  if (probe.status === 404 || probe.status === 405) return { implemented: false, probeStatus: probe.status };

  // Warm-up run (JIT, KV files); its rate sizes the measured run to about `seconds` long.
  const warm = await load.run({
    url: origin,
    path: PATH,
    kind: "contact",
    connections,
    amount: connections * 2,
    firstIp: 1 << 20,
  });
  await settle(1000);
  const before = await storedKeys(server, siteKey);
  const perConnection = Math.min(200, Math.max(4, Math.round((warm.rps * seconds) / connections)));
  const result = await load.run({
    url: origin,
    path: PATH,
    kind: "contact",
    connections,
    amount: perConnection * connections,
    firstIp: 2 << 20,
  });
  await settle(1500);
  const after = await storedKeys(server, siteKey);

  const newKeys = [...after].filter((key) => !before.has(key));
  const accepted = result.statusCodes["201"] ?? 0;
  // Where keys carry the id the API answered with, check each answered id has its record.
  const keyText = newKeys.join("\n");
  const ids = (result.ids ?? []).filter((id) => typeof id === "string" && id.length > 0);
  const idsInKeys = ids.filter((id) => keyText.includes(id)).length;
  const { ids: _ids, ...summary } = result;
  return {
    implemented: true,
    probeStatus: probe.status,
    ...summary,
    acceptedPerSecond: accepted / result.durationS,
    accepted,
    stored: newKeys.length,
    idsAnswered: ids.length,
    idsFoundInKeys: idsInKeys,
    sampleKeys: newKeys.slice(0, 3),
  };
}
