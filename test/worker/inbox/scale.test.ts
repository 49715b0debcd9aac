import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId, timeOfId } from "../../../src/inbox/ids";
import { Intake } from "../../../src/inbox/intake";
import type { StoredMessage } from "../../../src/inbox/message";
import { personHash } from "../../../src/inbox/person";
import { insertStatement } from "../../../src/inbox/queries";
import { reconcile, retention } from "../../../src/inbox/reconcile";
import { validMessage } from "../fixtures/contact";
import { countingBindings, FREE_PLAN, type Cost, type Usage } from "../fixtures/counting";
import { bearer, staffFetchWith, uniqueWord } from "../fixtures/staff";

const SIZE = 10_000;
const PAGE = "/scale-test"; // marks this file's rows, deleted afterwards
const word = uniqueWord("scale");
const person = `${uniqueWord("many")}@sectest.example`;
let hash = "";
let oldestId = "";

/** 10 000 messages straight into D1, a hundred statements per batch: a year of a busy inbox plus a spam wave. */
beforeAll(async () => {
  hash = await personHash(person);
  const start = Date.now() - SIZE * 60_000;
  const batch: D1PreparedStatement[] = [];
  for (let i = 0; i < SIZE; i++) {
    const at = start + i * 60_000;
    const iso = new Date(at).toISOString();
    const mine = i % 2000 === 0; // 5 of them from one person
    const message: StoredMessage = {
      id: newId(at),
      receivedAt: iso,
      locale: i % 3 ? "fr" : "en",
      page: PAGE,
      ...validMessage,
      email: mine ? person : `sender${i}@sectest.example`,
      subject: `Demande ${i}${i % 100 === 0 ? ` ${word}` : ""}`,
      message: `${validMessage.message}\n${"Lorem ipsum ".repeat(20)}`,
      status: i % 10 === 3 ? "archived" : "new",
      delivery: { state: i % 50 === 0 ? "failed" : "sent", attempts: 1, updatedAt: iso, lastError: undefined },
    };
    if (i === 0) oldestId = message.id;
    batch.push(insertStatement(env.DB, message, mine ? hash : `h${i}`));
    if (batch.length === 100) await env.DB.batch(batch.splice(0));
  }
}, 120_000);

afterAll(async () => {
  await env.DB.prepare("DELETE FROM messages WHERE page = ?").bind(PAGE).run();
});

/** A staff request through the worker with every binding counted; its status, body and usage. */
async function measured(path: string, init: RequestInit = {}) {
  const { bindings, usage } = countingBindings();
  const res = await staffFetchWith(path, bindings, init, { ...bearer, "Content-Type": "application/json" });
  const body = await res.text(); // a streamed answer is counted to its end
  return { status: res.status, body, usage };
}

function withinFreePlan(usage: Usage, what: string) {
  expect(usage.d1, `${what}: D1 queries`).toBeLessThanOrEqual(FREE_PLAN.d1);
  expect(usage.kv, `${what}: KV operations`).toBeLessThanOrEqual(FREE_PLAN.kv);
  expect(usage.subrequests, `${what}: subrequests`).toBeLessThanOrEqual(FREE_PLAN.subrequests);
}

/**
 * D1 bills rows read (decision 096): a request that pages reads about its page, whatever the inbox holds; one
 * that counts or searches reads each message once (an index or `search_text`), never once per query.
 */
function readsAtMost(usage: Cost, rows: number, what: string) {
  expect(usage.rowsRead, `${what}: D1 rows read`).toBeLessThanOrEqual(rows);
}
/** A page of `n` and the audit entry it writes, with room for the index steps around them. */
const PAGED = (n: number) => 2 * n + 50;

describe(`at ${SIZE.toLocaleString("en")} messages, every staff request stays within the Free plan's per-invocation limits (decision 093)`, () => {
  it("every console view: first page, filters, a search, an older page, a person's lookup", async () => {
    for (const path of [
      "/admin",
      "/admin?status=archived",
      "/admin?delivery=failed&locale=en",
      `/admin?q=${word}`,
      `/admin?cursor=${oldestId.replace(/^.{8}/, "ffffffff")}`,
      `/admin?person=${hash}`,
    ]) {
      const { status, usage } = await measured(path);
      expect(status, path).toBe(200);
      withinFreePlan(usage, path);
      // The overview counts every message once (messages_by_state), and once more those of the 12 weeks it
      // charts (messages_by_time: here all of them); a search scans search_text once; a filtered page reads
      // past what the filter leaves out (1 message in 150 is failed and English here).
      readsAtMost(usage, 2 * SIZE + 500 + (path.includes("q=") ? SIZE : 0), path);
    }
  });

  it("a list of 100, a search and a count through the API", async () => {
    const list = await measured("/api/admin/messages?limit=100");
    expect(JSON.parse(list.body).messages).toHaveLength(100);
    withinFreePlan(list.usage, "list of 100");
    readsAtMost(list.usage, PAGED(100), "list of 100");
    const search = await measured(`/api/admin/messages?limit=100&q=${word}`);
    expect(JSON.parse(search.body).messages.length).toBeGreaterThanOrEqual(90);
    withinFreePlan(search.usage, "search");
    readsAtMost(search.usage, SIZE + PAGED(100), "search");
    const audit = await measured("/api/admin/audit?limit=100");
    withinFreePlan(audit.usage, "audit trail");
    readsAtMost(audit.usage, PAGED(100), "audit trail");
  });

  it("the whole CSV export, streamed", async () => {
    const { status, body, usage } = await measured("/api/admin/messages.csv");
    expect(status).toBe(200);
    expect(body.split(`"${PAGE}"`).length - 1).toBe(SIZE);
    withinFreePlan(usage, "CSV export");
    readsAtMost(usage, SIZE + 100, "CSV export");
  }, 60_000);

  it("a person's export and erasure", async () => {
    const exported = await measured(`/api/admin/people/${hash}`);
    expect(JSON.parse(exported.body).messages).toHaveLength(5);
    withinFreePlan(exported.usage, "person export");
    readsAtMost(exported.usage, 50, "person export");
    const erased = await measured(`/api/admin/people/${hash}`, { method: "DELETE" });
    expect(JSON.parse(erased.body)).toEqual({ deleted: 5 });
    withinFreePlan(erased.usage, "erasure");
    readsAtMost(erased.usage, 100, "erasure");
  });

  it("an idle reconciler run reads at most 10 rows and lists no KV key; daily retention deletes by key", async () => {
    const idle = countingBindings();
    const run = await reconcile({ ...env, ...idle.bindings }, Date.now);
    expect(run).toMatchObject({ broughtIn: 0, recordedSent: 0, requeued: 0, markedFailed: 0 });
    expect(idle.usage.kvLists, "KV lists").toBe(0);
    expect(idle.usage.rowsRead, "D1 rows read").toBeLessThanOrEqual(10);
    // A year and a day on, the oldest message is past its 12 months: retention reads what it deletes, not the table.
    const daily = countingBindings();
    const yearOn = timeOfId(oldestId) + 366 * 24 * 3600_000 + 30 * 60_000;
    const swept = await retention({ ...env, ...daily.bindings }, () => yearOn);
    expect(swept.expired).toBeGreaterThanOrEqual(30);
    expect(daily.usage.rowsRead, "retention: D1 rows read").toBeLessThanOrEqual(4 * swept.expired + 50);
  });

  it("the reconciler, with a backlog of intake copies and stale pending messages", async () => {
    const past = Date.now() - 3600_000;
    for (let i = 0; i < 20; i++) {
      await new Intake(env.CONTACT_MESSAGES, () => past).store({ locale: "fr", page: PAGE, ...validMessage });
    }
    const { bindings, usage } = countingBindings();
    await reconcile({ ...env, ...bindings }, Date.now, { sweep: true });
    withinFreePlan(usage, "reconciler");
  });
});
