import { EmailMessage } from "cloudflare:email";
import { mailSettings } from "../config/schema";
import { readConfig } from "../config/read";
import { log } from "../log";
import { composeContactMail } from "./mail";
import type { AppEnv } from "../app-env";
import { bringIn } from "../inbox/bring-in";
import { timeOfId } from "../inbox/ids";
import { flagAttentionQuietly } from "../inbox/attention";
import { deliveryStep, deliveryStepById } from "../inbox/delivery";
import { contactMailJob } from "../inbox/mail-queue";
import { shown, type InboxMessage } from "../inbox/queries";
import { SentNotes } from "../inbox/sent-notes";

type Bindings = AppEnv["Bindings"];

/**
 * Exponential backoff between send attempts: 1, 2, 4, 8 minutes (max_retries = 4 in wrangler.toml).
 * `fixed` (MAIL_RETRY_DELAY_SECONDS) replaces it in tests only, so the real queue's dead-letter path runs in seconds.
 */
function retryDelaySeconds(attempts: number, fixed: number | null = null): number {
  if (fixed !== null) return fixed;
  return Math.min(60 * 2 ** Math.max(attempts - 1, 0), 3600);
}

/** The dead-letter consumer retries a minute apart (max_retries = 10): a D1 or KV hiccup there is worth waiting out. */
const DEAD_LETTER_RETRY_SECONDS = 60;
/** A job whose message neither store has yet may be ahead of KV showing the intake write here (up to 60 s). */
const NOT_YET_VISIBLE_MS = 5 * 60_000;

/**
 * The queue handler: on `contact-mail`, brings each message into the inbox (D1) and e-mails it to staff; on its
 * dead-letter queue (after the last try), ends the round. What each outcome does to the message is a row of
 * src/inbox/delivery.ts (decisions 091, 097): this file says what happened. `now` is the clock (tests move it).
 */
export async function handleContactQueue(
  batch: MessageBatch<unknown>,
  env: Bindings,
  now: () => number = Date.now,
): Promise<void> {
  const deadLetters = batch.queue.endsWith("-dlq");
  for (const job of batch.messages) {
    if (deadLetters) await markDeadLetter(job, env, now);
    else await deliver(job, env, now);
  }
}

async function deliver(job: Message<unknown>, env: Bindings, now: () => number): Promise<void> {
  const config = readConfig(env);
  const parsed = contactMailJob.safeParse(job.body);
  if (!parsed.success) return job.ack(); // not ours: retrying would not make it readable
  const { id, round } = parsed.data;
  const at = () => new Date(now()).toISOString();
  const retry = () => job.retry({ delaySeconds: retryDelaySeconds(job.attempts, config.mailRetryDelaySeconds) });
  let message: InboxMessage | null;
  try {
    ({ message } = await bringIn(env, id, now));
  } catch (error) {
    log("warn", "contact message not brought into the inbox", {
      messageId: id,
      attempt: job.attempts,
      error: String(error),
    });
    // The reconciler looks in KV while the attention key is there: a copy this job never brings in is found.
    await flagAttentionQuietly(env.CONTACT_MESSAGES, now);
    return retry();
  }
  if (!message) {
    // Erased or deleted by staff meanwhile: nothing to do. A very young one may not be visible here yet.
    if (now() - timeOfId(id) < NOT_YET_VISIBLE_MS) return retry();
    return job.ack();
  }
  // A staff resend started a newer round: its own job sends the mail, this one would send it twice
  // (docs/security.md v2-I10).
  const current = message.delivery.round ?? 0;
  if (round < current) {
    log("info", "stale mail job ignored", { messageId: id, round });
    return job.ack();
  }
  let claimed: InboxMessage | null;
  try {
    // An earlier attempt of this round started and recorded nothing after: it may have gone out. Never send
    // twice: record it sent if the consumer noted so in KV, else it fails for staff to check.
    if (message.deliveryState === "sending") {
      if ((await new SentNotes(env.CONTACT_MESSAGES, now).roundOf(id)) === current)
        await deliveryStepById(env.DB, { id, round: current }, "sent", at());
      else await deliveryStep(env, message, "unknown-outcome", { now: at() });
      return job.ack();
    }
    // Sent or failed already, or claimed by another delivery of the job meanwhile: nothing to send.
    ({ message: claimed } = await deliveryStep(env, message, "claim", { now: at() }));
    if (!claimed) return job.ack();
  } catch (error) {
    log("warn", "contact mail attempt not recorded", { messageId: id, error: String(error) });
    return retry();
  }
  try {
    // A missing or bad MAIL_TO/MAIL_FROM throws its name ("MAIL_TO is not set") into lastError; no mail goes out.
    const mail = composeContactMail(shown(claimed), mailSettings(config));
    await env.MAILER.send(new EmailMessage(mail.from, mail.to, mail.raw));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    log("warn", "contact mail failed", { messageId: id, attempt: job.attempts, error: reason });
    await deliveryStep(env, claimed, "send-failed", { now: at(), reason }).catch((e: unknown) =>
      log("error", "contact mail failure not recorded", { messageId: id, error: String(e) }),
    );
    return retry();
  }
  await recordSentOrNote(env, claimed, at(), now);
  job.ack();
}

/**
 * The mail went out: a retry would send it twice. When D1 will not record it, a note in KV says so, for the
 * next delivery of the job or the reconciler to record (docs/security.md v3-L1, F8).
 */
async function recordSentOrNote(env: Bindings, claimed: InboxMessage, at: string, now: () => number) {
  const { id } = claimed;
  try {
    await deliveryStep(env, claimed, "sent", { now: at });
  } catch (error) {
    log("error", "contact mail sent but not recorded", { messageId: id, error: String(error) });
    await new SentNotes(env.CONTACT_MESSAGES, now)
      .note(id, claimed.delivery.round ?? 0)
      .catch((e: unknown) => log("error", "contact mail sent, note not written", { messageId: id, error: String(e) }));
  }
}

async function markDeadLetter(job: Message<unknown>, env: Bindings, now: () => number): Promise<void> {
  const parsed = contactMailJob.safeParse(job.body);
  if (!parsed.success) return job.ack();
  const { id, round } = parsed.data;
  try {
    const { message } = await bringIn(env, id, now);
    // A staff resend started a new round meanwhile (which may already have been sent): this job speaks
    // of an earlier one, and must not turn the message `failed` (docs/security.md v1-I8).
    if (!message || message.delivery.state === "sent" || round !== (message.delivery.round ?? 0)) {
      log("info", "stale dead letter ignored", { messageId: id, round });
      return job.ack();
    }
    // The round ends: failed with the send's error (or "may have gone out"), or, when no send was even tried
    // (D1 down all along), queued once more (src/inbox/delivery.ts, docs/security.md v4-L3).
    const { requeued } = await deliveryStep(env, message, "gave-up", { now: new Date(now()).toISOString() });
    if (requeued) {
      log("warn", "contact mail dead-lettered before any try: queued again", { messageId: id });
      return job.ack();
    }
    log("error", "contact mail dead-lettered", { messageId: id });
    job.ack();
  } catch (error) {
    // With a delay: an immediate retry meets the same outage (docs/security.md v3-L1, F7). Should every retry
    // fail, the attention key sends the reconciler to the intake copy.
    log("error", "contact mail dead letter not recorded", { messageId: id, error: String(error) });
    await flagAttentionQuietly(env.CONTACT_MESSAGES, now);
    job.retry({ delaySeconds: DEAD_LETTER_RETRY_SECONDS });
  }
}
