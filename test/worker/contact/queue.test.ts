import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import worker from "../../../src";
import { newId } from "../../../src/inbox/ids";
import { Intake, INTAKE_PREFIX } from "../../../src/inbox/intake";
import { personHash } from "../../../src/inbox/person";
import { eraseMessages, getMessage } from "../../../src/inbox/queries";
import { newMessage, postJson, storedMessage, validMessage, waitForState } from "../fixtures/contact";
import { inboxMessage, newRound } from "../fixtures/inbox";
import { d1With } from "../fixtures/d1";
import { api, recordingMailer, uniqueWord } from "../fixtures/staff";
import { locales } from "../../../src/i18n/locale-list";
import { pseudoLocale } from "../../../src/i18n/test-locale";
import type { StoredMessage } from "../../../src/inbox/message";
import { kvWith } from "../fixtures/kv";

const now = () => new Date().toISOString();
/** An intake copy in KV, as POST /api/contact leaves it. */
const intakeCopy = (overrides: Partial<typeof validMessage> = {}) =>
  new Intake(env.CONTACT_MESSAGES).store({
    locale: "fr",
    page: "/contact",
    ...validMessage,
    ...overrides,
  });

/**
 * Runs the worker's queue handler on one job, as the Queue would deliver it on its `attempts`-th try.
 * The test batch does not report retry options, so the delay asked for is noted on the way through.
 */
async function deliver(
  queue: string,
  id: string,
  attempts: number,
  mailer: SendEmail = env.MAILER,
  round = 0,
  overrides: Partial<Env> = {},
) {
  const batch = createMessageBatch(queue, [
    { id: `job-${attempts}`, timestamp: new Date(), attempts, body: { id, round } },
  ]);
  const job = batch.messages[0]!;
  const retry = job.retry.bind(job);
  let retryDelay: number | undefined;
  job.retry = (options?: QueueRetryOptions) => {
    retryDelay = options?.delaySeconds;
    retry(options);
  };
  const ctx = createExecutionContext();
  await worker.queue!(batch, { ...env, MAILER: mailer, ...overrides });
  return { ...(await getQueueResult(batch, ctx)), retryDelay };
}

// The one allowed mock: the local binding cannot be made to fail on demand.
const failingMailer = {
  send: () => Promise.reject(new Error("451 temporary failure, try later")),
} as unknown as SendEmail;

describe("the mail queue consumer", () => {
  it("delivers a message posted to the API in every language, test locale included, through the real local queue", async () => {
    for (const locale of [...locales, pseudoLocale]) {
      const subject = uniqueWord(`Through the queue ${locale} `);
      const res = await postJson({ ...validMessage, subject }, { lang: locale });
      expect(res.status, locale).toBe(201);
      const { id } = (await res.json()) as { id: string };
      expect(await waitForState(id, "sent")).toMatchObject({ locale, subject });
      const listed = await api<{ messages: StoredMessage[] }>(`/api/admin/messages?q=${encodeURIComponent(subject)}`);
      expect(listed.body.messages.map((m) => [m.id, m.locale])).toEqual([[id, locale]]);
    }
  });

  it("retries a failing send with growing delays, then the dead-letter queue marks it failed", async () => {
    const message = await newMessage({ subject: "Mail server down" });
    const delays: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt++) {
      const result = await deliver("contact-mail", message.id, attempt, failingMailer);
      expect(result.explicitAcks).toEqual([]);
      expect(result.retryMessages).toHaveLength(1);
      delays.push(result.retryDelay ?? 0);
      const stored = await storedMessage(message.id);
      expect(stored?.delivery).toMatchObject({ state: "pending", attempts: attempt });
      expect(stored?.delivery.lastError).toContain("451 temporary failure");
    }
    expect(delays).toEqual([60, 120, 240, 480, 960]);
    // After the last try (max_retries = 4) the Queue hands the job to contact-mail-dlq.
    const dead = await deliver("contact-mail-dlq", message.id, 1);
    expect(dead.explicitAcks).toEqual(["job-1"]);
    const failed = await storedMessage(message.id);
    expect(failed?.delivery.state).toBe("failed");
    // Nothing the visitor wrote is lost.
    expect(failed).toMatchObject({
      subject: "Mail server down",
      message: validMessage.message,
      email: validMessage.email,
    });
  });

  it("retries a dead letter it cannot record a minute later, not at once (docs/security.md v3-L1, F7)", async () => {
    const message = await newMessage();
    const result = await deliver("contact-mail-dlq", message.id, 1, env.MAILER, 0, { DB: d1With(() => true) });
    expect(result.retryMessages).toHaveLength(1);
    expect(result.retryDelay).toBe(60);
    expect((await storedMessage(message.id))?.delivery.state).toBe("pending");
  });

  it("copies the intake copy into the inbox once, by id, deletes it from KV, then mails", async () => {
    const copy = await intakeCopy({ subject: "From the edge" });
    expect(await inboxMessage(copy.id)).toBeNull();
    const { sent, mailer } = recordingMailer();
    expect((await deliver("contact-mail", copy.id, 1, mailer)).explicitAcks).toEqual(["job-1"]);
    expect(await inboxMessage(copy.id)).toMatchObject({ subject: "From the edge", delivery: { state: "sent" } });
    expect(await env.CONTACT_MESSAGES.get(INTAKE_PREFIX + copy.id)).toBeNull();
    // The same copy again (a retried job, a late reconciler) changes nothing and sends nothing.
    await new Intake(env.CONTACT_MESSAGES).markNotQueued(copy, "stale");
    await deliver("contact-mail", copy.id, 2, mailer);
    expect(sent).toEqual([env.MAIL_TO]);
    expect((await inboxMessage(copy.id))?.delivery).toMatchObject({ state: "sent", attempts: 1 });
  });

  it("retries while neither store answers, and while a young message is not visible yet", async () => {
    const copy = await intakeCopy();
    const down = kvWith({ get: () => Promise.reject(new Error("KV unavailable")) });
    const result = await deliver("contact-mail", copy.id, 1, env.MAILER, 0, { CONTACT_MESSAGES: down });
    expect(result.retryMessages).toHaveLength(1);
    expect(await inboxMessage(copy.id)).toBeNull();
    // An id of now with no copy anywhere: KV may not show the intake write here yet.
    expect((await deliver("contact-mail", newId(Date.now()), 1)).retryMessages).toHaveLength(1);
  });

  it("drops the job of a message staff deleted meanwhile, and junk jobs", async () => {
    const message = await newMessage({}, Date.now() - 10 * 60_000);
    await eraseMessages(env.DB, { id: message.id }, [], now());
    const { sent, mailer } = recordingMailer();
    expect((await deliver("contact-mail", message.id, 1, mailer)).explicitAcks).toEqual(["job-1"]);
    const batch = createMessageBatch("contact-mail", [
      { id: "junk", timestamp: new Date(), attempts: 1, body: { id: "../../etc" } },
    ]);
    const ctx = createExecutionContext();
    await worker.queue!(batch, { ...env, MAILER: mailer });
    expect((await getQueueResult(batch, ctx)).explicitAcks).toEqual(["junk"]);
    expect(sent).toEqual([]);
  });

  it("does not turn a message failed when a staff resend has started a new round (sent or still pending)", async () => {
    const message = await newMessage({ subject: "Resent while dying" });
    // The original job fails its last try; meanwhile staff resend (round 1), and that send succeeds.
    await deliver("contact-mail", message.id, 5, failingMailer, 0);
    const resent = await newRound(message.id);
    expect(resent?.delivery).toMatchObject({ state: "pending", round: 1 });
    // Still pending in round 1: the round-0 dead letter speaks of an earlier round.
    expect((await deliver("contact-mail-dlq", message.id, 1, env.MAILER, 0)).explicitAcks).toEqual(["job-1"]);
    expect((await storedMessage(message.id))?.delivery.state).toBe("pending");
    await deliver("contact-mail", message.id, 1, env.MAILER, 1);
    expect((await storedMessage(message.id))?.delivery.state).toBe("sent");
    await deliver("contact-mail-dlq", message.id, 1, env.MAILER, 0);
    expect((await storedMessage(message.id))?.delivery.state).toBe("sent");
  });

  it("ignores a job of an earlier round once staff resent the message, so the e-mail goes out once", async () => {
    const message = await newMessage({ subject: "Two jobs in flight" });
    await newRound(message.id);
    const { sent, mailer } = recordingMailer();
    expect((await deliver("contact-mail", message.id, 2, mailer, 0)).explicitAcks).toEqual(["job-2"]);
    expect(sent).toEqual([]);
    expect((await storedMessage(message.id))?.delivery.state).toBe("pending");
    await deliver("contact-mail", message.id, 1, mailer, 1);
    expect(sent).toHaveLength(1);
  });

  it("neither sends nor brings back a message erased while its job waited, even from a stale copy (docs/security.md v2-L4)", async () => {
    const email = `late-${crypto.randomUUID().slice(0, 8)}@sectest.example`;
    const copy = await intakeCopy({ email });
    await deliver("contact-mail", copy.id, 1, failingMailer);
    await eraseMessages(env.DB, { person: await personHash(email) }, [], now());
    // Production KV may still serve the intake copy where the consumer runs, for up to a minute.
    const lagging = kvWith({ get: (key) => (key === INTAKE_PREFIX + copy.id ? Promise.resolve(copy) : undefined) });
    const { sent, mailer } = recordingMailer();
    for (const queue of ["contact-mail", "contact-mail-dlq"]) {
      await deliver(queue, copy.id, 3, mailer, 0, { CONTACT_MESSAGES: lagging });
    }
    expect(sent).toEqual([]);
    expect(await getMessage(env.DB, copy.id)).toBeNull();
  });
});
