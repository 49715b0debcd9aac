// Staff reads at 10 000 messages (decision 093): a console list of 100, a search, the whole CSV export, each timed
// sequentially on one keep-alive connection against the site's D1, seeded straight through Miniflare.
import { request } from "./http.mjs";
import { BENCH_ADMIN_TOKEN } from "./workers.mjs";

export const INBOX_SIZE = 10_000;
const WORD = "benchword";

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** `server`: the IPC handle of the server process; `siteKey`: which site instance; `origin`: its URL. */
export async function benchInbox({ server, siteKey, origin, rounds = 15 }) {
  await server.call("seedInbox", { key: siteKey, count: INBOX_SIZE, word: WORD });
  const headers = { authorization: `Bearer ${BENCH_ADMIN_TOKEN}` };
  const targets = [
    {
      id: "inbox-console-100",
      label: "Console list of 100 (GET /api/admin/messages?limit=100)",
      path: "/api/admin/messages?limit=100",
      rounds,
    },
    {
      id: "inbox-console-page",
      label: "Console page (GET /admin: overview, 20 messages, audit trail)",
      path: "/admin",
      rounds,
    },
    {
      id: "inbox-search",
      label: `Search of 100 (q=${WORD}, 1 message in 100 matches)`,
      path: `/api/admin/messages?limit=100&q=${WORD}`,
      rounds,
    },
    { id: "inbox-export", label: "Whole CSV export (streamed)", path: "/api/admin/messages.csv", rounds: 3 },
  ];
  const rows = [];
  for (const target of targets) {
    const times = [];
    let bytes = 0;
    for (let i = 0; i < target.rounds; i++) {
      const res = await request(origin, target.path, { headers });
      if (res.status !== 200) throw new Error(`${target.path} answered ${res.status}`);
      times.push(res.ms);
      bytes = res.body.length;
    }
    rows.push({ id: target.id, label: target.label, medianMs: median(times), maxMs: Math.max(...times), bytes });
  }
  return { size: INBOX_SIZE, rows };
}
