import { EmailMessage } from "cloudflare:email";
import { mailSettings } from "../config/schema";
import { readConfig } from "../config/read";
import { log } from "../log";
import { composeContactMail } from "./mail";
import type { AppEnv } from "../app-env";
import { contactMailJob, erasureSweepJob } from "../inbox/mail-queue";
import { MessageStore } from "../inbox/message-store";

/**
 * Exponential backoff between send attempts: 1, 2, 4, 8 minutes (max_retries = 4 in wrangler.toml).
 * `fixed` (MAIL_RETRY_DELAY_SECONDS) replaces it in tests only, so the real queue's dead-letter path runs in seconds.
 */
function retryDelaySeconds(attempts: number, fixed: number | null = null): number {
  if (fixed !== null) return fixed;
  return Math.min(60 * 2 ** Math.max(attempts - 1, 0), 3600);
}

/**
 * The queue handler: on `contact-mail`, sends each message to staff and marks it `sent`, or records the
 * failure and retries with backoff; on its dead-letter queue (after the last try), marks it `failed`. The
 * same queue carries the second look after an erasure (decision 041).
 */
export async function handleContactQueue(batch: MessageBatch<unknown>, env: AppEnv["Bindings"]): Promise<void> {
  const store = new MessageStore(env.CONTACT_MESSAGES);
  const deadLetters = batch.queue.endsWith("-dlq");
  for (const job of batch.messages) {
    const sweep = erasureSweepJob.safeParse(job.body);
    if (sweep.success) await sweepErased(job, store, sweep.data.person, sweep.data.sweep, deadLetters);
    else if (deadLetters) await markFailed(job, store);
    else await deliver(job, store, env);
  }
}

async function deliver(job: Message<unknown>, store: MessageStore, env: AppEnv["Bindings"]): Promise<void> {
  const config = readConfig(env);
  const parsed = contactMailJob.safeParse(job.body);
  if (!parsed.success) return job.ack(); // not ours: retrying would not make it readable
  const { id, round } = parsed.data;
  let attempts = 0;
  try {
    // Deleted or erased by staff meanwhile (a stale copy of an erased message reads as gone), or already
    // delivered (a duplicate delivery of the job): nothing to do.
    const message = await store.live(id);
    if (!message || message.delivery.state === "sent") return job.ack();
    // A staff resend started a newer round: its own job sends the mail, this one would send it twice
    // (docs/security.md v2-I10). A newer job than the message (a stale read) is not held back.
    if (round < (message.delivery.round ?? 0)) {
      log("info", "stale mail job ignored", { messageId: id, round });
      return job.ack();
    }
    attempts = message.delivery.attempts + 1;
    // A missing or bad MAIL_TO/MAIL_FROM throws its name ("MAIL_TO is not set") into lastError; no mail goes out.
    const mail = composeContactMail(message, mailSettings(config));
    await env.MAILER.send(new EmailMessage(mail.from, mail.to, mail.raw));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    log("warn", "contact mail failed", { messageId: id, attempt: job.attempts, error: reason });
    await store.setDelivery(id, { state: "pending", attempts, lastError: reason }).catch(() => undefined);
    return job.retry({ delaySeconds: retryDelaySeconds(job.attempts, config.mailRetryDelaySeconds) });
  }
  try {
    await store.setDelivery(id, { state: "sent", attempts });
  } catch (error) {
    // The mail went out: a retry would send it twice. The inbox shows it pending; staff can check.
    log("error", "contact mail sent but not recorded", { messageId: id, error: String(error) });
  }
  job.ack();
}

async function markFailed(job: Message<unknown>, store: MessageStore): Promise<void> {
  const parsed = contactMailJob.safeParse(job.body);
  if (!parsed.success) return job.ack();
  const { id, round } = parsed.data;
  try {
    const message = await store.live(id);
    // A staff resend started a new round meanwhile (which may already have been sent): this job speaks
    // of an earlier one, and must not turn the message `failed` (docs/security.md v1-I8).
    if (!message || message.delivery.state === "sent" || round !== (message.delivery.round ?? 0)) {
      log("info", "stale dead letter ignored", { messageId: id, round });
      return job.ack();
    }
    await store.setDelivery(id, { state: "failed" });
    log("error", "contact mail dead-lettered", { messageId: id });
    job.ack();
  } catch (error) {
    log("error", "contact mail dead letter not recorded", { messageId: id, error: String(error) });
    job.retry();
  }
}

/** The second look after an erasure (decision 041); a dead-lettered one is only logged. */
async function sweepErased(
  job: Message<unknown>,
  store: MessageStore,
  person: string,
  ids: string[],
  deadLetter: boolean,
): Promise<void> {
  if (deadLetter) {
    log("error", "erasure sweep dead-lettered", { count: ids.length });
    return job.ack();
  }
  try {
    await store.sweep(person, ids);
    job.ack();
  } catch (error) {
    log("warn", "erasure sweep failed", { count: ids.length, error: String(error) });
    job.retry({ delaySeconds: 60 });
  }
}
