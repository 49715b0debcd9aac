import { createMessageBatch } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { handleContactQueue } from "../../../src/contact/queue";
import { Intake, INTAKE_PREFIX } from "../../../src/inbox/intake";
import { NOT_TRIED, UNKNOWN_OUTCOME } from "../../../src/inbox/delivery";
import type { ContactMailJob } from "../../../src/inbox/mail-queue";
import type { StoredMessage } from "../../../src/inbox/message";
import { recordRun } from "../../../src/inbox/queries";
import { reconcile } from "../../../src/inbox/reconcile";
import { contactRequest, fetchWith, validMessage } from "../fixtures/contact";
import { d1With } from "../fixtures/d1";
import { inboxMessage, storedMessage } from "../fixtures/inbox";
import { kvDown, kvWith } from "../fixtures/kv";
import { send } from "../fixtures/requests";
import { bearer, keepingQueue, recordingMailer, refusingQueue } from "../fixtures/staff";

const MINUTE = 60_000;

/**
 * A clock the test moves; nothing waits. This file runs in a project of its own (vitest.config.mts), so the
 * reconciler meets only what these tests stored, whatever the clock says.
 */
function clock(start = Date.now()) {
  let time = start;
  return { now: () => time, at: (ms: number) => (time = start + ms) };
}

/**
 * A clock, a queue that keeps its jobs for the test to deliver (or lose), a mailer that counts what it sends,
 * the bindings with both, and (unless `copy` is false) an intake copy received at the clock's start.
 */
async function setup({ copy = true } = {}) {
  const time = clock();
  const { jobs, queue } = keepingQueue();
  const { sent: mails, mailer } = recordingMailer();
  const bindings = { ...env, CONTACT_MAIL: queue, MAILER: mailer };
  const intake = new Intake(env.CONTACT_MESSAGES, time.now);
  const id = copy ? (await intake.store({ locale: "fr", page: "/", ...validMessage })).id : "";
  return { time, jobs, mails, mailer, bindings, id, job: { id, round: 0 } };
}

/** Runs the consumer on one job of `queue`; the options it was acked or retried with are not needed here. */
async function consume(queue: string, job: ContactMailJob, bindings: Env, now: () => number, attempts = 1) {
  const batch = createMessageBatch(queue, [{ id: "job", timestamp: new Date(), attempts, body: job }]);
  await handleContactQueue(batch, bindings, now);
}

/** A round as a long D1 outage leaves it: every try meets the outage, each dead letter the inbox back, twice. */
async function roundInOutage(job: ContactMailJob, bindings: Env, now: () => number) {
  const outage = { ...bindings, DB: d1With(() => true) };
  for (let lap = 0; lap < 2; lap++) {
    await consume("contact-mail", job, outage, now, 5);
    await consume("contact-mail-dlq", job, bindings, now);
  }
}

/** The statement that records a send (src/inbox/delivery.ts), failing: D1 will not record it. */
const noSent = () => d1With((sql) => /SET delivery_state = 'sent'/.test(sql));

/** Every message ends `sent`, or `failed` with a reason staff can read. */
function settled(message: StoredMessage | null) {
  expect(message).not.toBeNull();
  const { state, lastError } = message!.delivery;
  if (state === "failed") expect(lastError).toMatch(/\S/);
  else expect(state).toBe("sent");
}

describe("the reconciler: no message waits for ever (docs/security.md v3-L1, decision 091)", () => {
  it("F6: the queue refuses and the `failed` write fails too; the daily sweep brings it in, queues it once, it is sent", async () => {
    const { time, jobs, mails, bindings } = await setup({ copy: false });
    let puts = 0;
    const kv = kvWith({ put: () => (puts++ === 0 ? undefined : kvDown()) }); // the copy is written, its update fails
    const res = await fetchWith(contactRequest({ ...validMessage, subject: "F6" }), {
      CONTACT_MAIL: refusingQueue,
      CONTACT_MESSAGES: kv,
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };

    // Every KV write after the copy failed, the attention key's too: the 5-minute runs do not look in KV…
    time.at(6 * MINUTE);
    await reconcile(bindings, time.now);
    expect(await inboxMessage(id)).toBeNull();
    // …the daily run lists it whatever the key says.
    expect((await reconcile(bindings, time.now, { sweep: true })).broughtIn).toBeGreaterThanOrEqual(1);
    expect((await inboxMessage(id))?.delivery.state).toBe("pending");
    time.at(40 * MINUTE);
    expect((await reconcile(bindings, time.now)).requeued).toBeGreaterThanOrEqual(1);
    expect(jobs).toContainEqual({ id, round: 0 });
    await consume("contact-mail", { id, round: 0 }, bindings, time.now);
    expect((await inboxMessage(id))?.delivery.state).toBe("sent");
    expect(mails).toHaveLength(1);
  });

  it("F7: the consumer cannot read the message through every retry and dead-letter try; the reconciler settles it", async () => {
    const { time, jobs, mails, bindings, job } = await setup();
    const outage = { ...bindings, CONTACT_MESSAGES: kvWith({ get: () => kvDown() }) };
    for (let attempt = 1; attempt <= 5; attempt++) await consume("contact-mail", job, outage, time.now, attempt);
    for (let attempt = 1; attempt <= 11; attempt++) await consume("contact-mail-dlq", job, outage, time.now, attempt);
    expect(await inboxMessage(job.id)).toBeNull(); // the job is gone; only the intake copy remains
    time.at(6 * MINUTE);
    await reconcile(bindings, time.now);
    time.at(40 * MINUTE);
    await reconcile(bindings, time.now);
    await consume("contact-mail", jobs.at(-1)!, bindings, time.now);
    settled(await inboxMessage(job.id));
    expect(mails).toHaveLength(1);
  });

  it("after an outage longer than two rounds (no send ever tried), the next run starts a new round once, and it is sent", async () => {
    const { time, jobs, mails, bindings, job } = await setup();
    await roundInOutage(job, bindings, time.now);
    expect((await inboxMessage(job.id))?.delivery).toMatchObject({
      state: "failed",
      attempts: 0,
      lastError: NOT_TRIED,
    });
    time.at(5 * MINUTE);
    expect((await reconcile(bindings, time.now)).requeued).toBe(1);
    expect(jobs.at(-1)).toEqual({ id: job.id, round: 1 });
    await consume("contact-mail", jobs.at(-1)!, bindings, time.now);
    expect((await inboxMessage(job.id))?.delivery).toMatchObject({ state: "sent", attempts: 1, round: 1 });
    expect(mails).toHaveLength(1);

    // Once per message: a second long outage leaves it failed for staff to send again.
    const again = await setup();
    await roundInOutage(again.job, again.bindings, again.time.now);
    again.time.at(5 * MINUTE);
    await reconcile(again.bindings, again.time.now);
    await roundInOutage({ id: again.id, round: 1 }, again.bindings, again.time.now);
    const queued = again.jobs.length;
    again.time.at(10 * MINUTE);
    expect((await reconcile(again.bindings, again.time.now)).requeued).toBe(0);
    expect(again.jobs).toHaveLength(queued);
    expect((await inboxMessage(again.id))?.delivery).toMatchObject({ state: "failed", round: 1, lastError: NOT_TRIED });
    expect(again.mails).toEqual([]);
  });

  it("the queue refuses a post's job: the attention key sends the next 5-minute run to the copy, failed with the queue's reason", async () => {
    const { time } = await setup({ copy: false });
    const res = await fetchWith(contactRequest({ ...validMessage, subject: "queue refused" }), {
      CONTACT_MAIL: refusingQueue,
    });
    const { id } = (await res.json()) as { id: string };
    time.at(6 * MINUTE);
    expect((await reconcile(env, time.now)).broughtIn).toBeGreaterThanOrEqual(1);
    expect((await inboxMessage(id))?.delivery).toMatchObject({
      state: "failed",
      lastError: expect.stringMatching(/^queue: /),
    });
  });

  it("skips and counts an intake copy D1 refuses, bringing in the copies after it", async () => {
    const { time, id } = await setup();
    // An older copy D1 refuses (a status it does not know): the first the sweep meets.
    const older = await new Intake(env.CONTACT_MESSAGES, () => time.now() - 1000).store({
      locale: "fr",
      page: "/",
      ...validMessage,
    });
    const refusedKey = `${INTAKE_PREFIX}${older.id}`;
    await env.CONTACT_MESSAGES.put(refusedKey, JSON.stringify({ ...older, status: "lost" }));
    time.at(6 * MINUTE);
    expect(await reconcile(env, time.now, { sweep: true })).toMatchObject({ broughtIn: 1, notBroughtIn: 1 });
    expect(await inboxMessage(id)).not.toBeNull();
    expect(await env.DB.prepare("SELECT not_brought_in FROM job_runs WHERE job = 'reconcile'").first()).toEqual({
      not_brought_in: 1,
    });
    await env.CONTACT_MESSAGES.delete(refusedKey); // it would be refused on every run after this test's too
  });

  it("F8: the mail went out but `sent` was not recorded; the note in KV is recorded, and it is never mailed twice", async () => {
    const { time, mails, mailer, bindings, job } = await setup();
    await consume("contact-mail", job, { ...env, DB: noSent(), MAILER: mailer }, time.now);
    expect(mails).toHaveLength(1);
    expect((await inboxMessage(job.id))?.delivery.state).toBe("pending");
    // The job delivered again (an ack lost) does not send again.
    await consume("contact-mail", job, bindings, time.now);
    time.at(5 * MINUTE);
    await reconcile(bindings, time.now);
    expect((await inboxMessage(job.id))?.delivery.state).toBe("sent");
    expect(mails).toHaveLength(1);
  });

  it("F8 with the note lost too: marked failed at the deadline with a reason that says it may have gone out, not resent", async () => {
    const { time, jobs, mails, mailer, bindings, job } = await setup();
    const noNote = kvWith({ put: (key) => (key.startsWith("v1:sent:") ? kvDown() : undefined) });
    await consume("contact-mail", job, { ...env, DB: noSent(), CONTACT_MESSAGES: noNote, MAILER: mailer }, time.now);
    time.at(40 * MINUTE);
    expect((await reconcile(bindings, time.now)).markedFailed).toBeGreaterThanOrEqual(1);
    expect(jobs.filter(({ id }) => id === job.id)).toEqual([]);
    expect((await storedMessage(job.id))?.delivery).toMatchObject({ state: "failed", lastError: UNKNOWN_OUTCOME });
    expect(mails).toHaveLength(1);
  });

  it("removes an intake copy that outlived its delete, without counting it as brought in", async () => {
    const { time, mailer, job } = await setup();
    await consume("contact-mail", job, { ...env, MAILER: mailer }, time.now);
    const copy = await inboxMessage(job.id);
    await env.CONTACT_MESSAGES.put(`${INTAKE_PREFIX}${job.id}`, JSON.stringify(copy)); // the delete was lost
    time.at(6 * MINUTE);
    expect((await reconcile(env, time.now)).broughtIn).toBe(0);
    expect(await env.CONTACT_MESSAGES.get(`${INTAKE_PREFIX}${job.id}`)).toBeNull();
    expect((await inboxMessage(job.id))?.delivery.state).toBe("sent");
  });

  it("sends one mail when two deliveries of the same job run at once", async () => {
    const { time, mails, mailer, job } = await setup();
    const bindings = { ...env, MAILER: mailer };
    await Promise.all([1, 2].map(() => consume("contact-mail", job, bindings, time.now)));
    expect(mails).toHaveLength(1);
    settled(await inboxMessage(job.id));
  });

  it("records what it found, and the console's overview shows the last run", async () => {
    const { time } = await setup();
    time.at(6 * MINUTE);
    const run = await reconcile(env, time.now);
    expect(run).toMatchObject({ broughtIn: 1, notBroughtIn: 0, recordedSent: 0, requeued: 0, markedFailed: 0 });
    // The last run is what staff see (one row per job, overwritten by each run).
    const shown = { ...run, at: "2099-01-01T00:00:00.000Z", notBroughtIn: 4, requeued: 3, markedFailed: 2 };
    await recordRun(env.DB, "reconcile", shown);
    const html = await (await send("/admin?lang=en", bearer)).text();
    expect(html).toContain(
      "1 message(s) brought in, 4 refused by the inbox, 0 send(s) recorded, 3 queued again, 2 marked failed",
    );
  });
});
