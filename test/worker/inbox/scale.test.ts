import { createMessageBatch } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { handleContactQueue } from "../../../src/contact/queue";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId, timeOfId } from "../../../src/inbox/ids";
import { Intake } from "../../../src/inbox/intake";
import type { StoredMessage } from "../../../src/inbox/message";
import { personHash } from "../../../src/inbox/person";
import { insertStatement } from "../../../src/inbox/queries";
import { CRONS, reconcile, retention, scheduledJobs } from "../../../src/inbox/reconcile";
import { addCosts, BUSY_YEAR, dayCostOf, dayCostTable, NO_COST, PLANS, TARGET_PLAN } from "../fixtures/busy-year";
import { contactRequest, fetchWith, validMessage } from "../fixtures/contact";
import { countingBindings, FREE_PLAN, type Cost, type Usage } from "../fixtures/counting";
import { bearer, keepingQueue, staffFetchWith, uniqueWord } from "../fixtures/staff";

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
async function measured(path: string, init: RequestInit = {}, type = "application/json") {
  const { bindings, usage } = countingBindings();
  const res = await staffFetchWith(path, bindings, init, { ...bearer, "Content-Type": type });
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
const FORM = "application/x-www-form-urlencoded";

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
    const erased = await measured("/admin/people/erase", { method: "POST", body: `person=${hash}` }, FORM);
    expect(erased.status).toBe(303);
    expect(await env.DB.prepare("SELECT id FROM messages WHERE person_hash = ?").bind(hash).all()).toMatchObject({
      results: [],
    });
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
    const yearOn = timeOfId(oldestId) + 365 * 24 * 3600_000 + 30 * 60_000;
    const swept = await retention({ ...env, ...daily.bindings }, () => yearOn);
    expect(swept.expired).toBeGreaterThanOrEqual(29); // the first 30 minutes, less one erased above
    expect(daily.usage.rowsRead, "retention: D1 rows read").toBeLessThanOrEqual(4 * swept.expired + 50);
  });
});

describe("the Cron Triggers (src/inbox/reconcile.ts scheduledJobs)", () => {
  it("lists KV and runs retention on the daily trigger only", async () => {
    const ranOn = async (cron: string) => {
      const time = Date.now();
      const { bindings, usage } = countingBindings();
      await scheduledJobs({ ...env, ...bindings }, cron, () => time);
      const retained = await env.DB.prepare("SELECT at FROM job_runs WHERE job = 'retention'").first<{ at: string }>();
      return { lists: usage.kvLists, retention: retained?.at === new Date(time).toISOString() };
    };
    expect(await ranOn(CRONS.everyFiveMinutes)).toEqual({ lists: 0, retention: false });
    expect(await ranOn(CRONS.daily)).toEqual({ lists: 2, retention: true });
  });
});

describe(`a busy studio's day at ${SIZE.toLocaleString("en")} messages stays within half of every daily limit of the plan (decision 096)`, () => {
  it("measures each kind of invocation once, multiplies by the day's count, and prints the day beside both plans", async () => {
    const day = BUSY_YEAR.perDay;
    /** One staff or visitor request through the Worker, counted. */
    const one = async (path: string, init: RequestInit = {}, headers: Record<string, string> = bearer) => {
      const { bindings, usage } = countingBindings();
      const res = await staffFetchWith(path, bindings, init, headers);
      await res.text();
      expect(res.status, path).toBeLessThan(400);
      return dayCostOf(usage);
    };

    const pageView = await one("/", {}, {});
    // A post, its job kept for the consumer below (the real queue would deliver it uncounted).
    const { jobs, queue: keeping } = keepingQueue();
    const posting = countingBindings(keeping);
    const posted = await fetchWith(contactRequest({ ...validMessage, subject: `day ${word}` }), posting.bindings);
    expect(posted.status).toBe(201);
    const post = dayCostOf(posting.usage);
    const consuming = countingBindings(keeping);
    const batch = createMessageBatch("contact-mail", [
      { id: "day", timestamp: new Date(), attempts: 1, body: jobs[0] },
    ]);
    await handleContactQueue(batch, { ...env, ...consuming.bindings });
    expect(consuming.usage.mails).toBe(1);
    const consume = dayCostOf(consuming.usage);
    const { id } = jobs[0]!;

    const consoleOpen = await one("/admin");
    const search = await one(`/admin?q=${word}`);
    const statusChange = await one(
      `/admin/messages/${id}/status`,
      { method: "POST", body: "status=read" },
      { ...bearer, "Content-Type": FORM },
    );
    const csvExport = await one("/api/admin/messages.csv");

    const cron = async (job: (bindings: Env) => Promise<unknown>) => {
      const { bindings, usage } = countingBindings();
      await job({ ...env, ...bindings });
      return dayCostOf(usage);
    };
    const idleRun = await cron((b) => reconcile(b, Date.now));
    const sweepRun = await cron((b) => reconcile(b, Date.now, { sweep: true }));
    // A day's worth of expiry, as many messages as a day brings (the next 30: one a minute here).
    const retentionRun = await cron((b) => retention(b, () => timeOfId(oldestId) + 365 * 24 * 3600_000 + 60 * 60_000));

    let total = NO_COST;
    for (const [cost, times] of [
      [pageView, day.pageViews],
      [post, day.messages],
      [consume, day.messages],
      [consoleOpen, day.consoleOpens],
      [search, day.searches],
      [statusChange, day.statusChanges],
      [csvExport, day.csvExports],
      [idleRun, day.cronRuns],
      [sweepRun, day.sweeps],
      [retentionRun, day.retentionRuns],
    ] as const)
      total = addCosts(total, cost, times);

    console.log(`\n${dayCostTable(total)}\n`);
    const limits = PLANS[TARGET_PLAN];
    for (const key of Object.keys(total) as (keyof typeof total)[])
      expect(total[key], `${key} per day, against half of the ${TARGET_PLAN} plan's`).toBeLessThanOrEqual(
        limits[key] / 2,
      );
  }, 60_000);
});

describe("the reconciler with a backlog (after the day above, which it would disturb)", () => {
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
