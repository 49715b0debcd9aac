import { EmailMessage } from "cloudflare:email";
import { mailSettings } from "../config/schema";
import { readConfig } from "../config/read";
import { log } from "../log";
import { composeContactMail } from "./mail";
import type { AppEnv } from "../app-env";
import { bringIn } from "../inbox/bring-in";
import { timeOfId } from "../inbox/ids";
import { Intake } from "../inbox/intake";
import { contactMailJob, UNKNOWN_OUTCOME } from "../inbox/mail-queue";
import { markFailed, recordAttempt, recordSendFailure, recordSent, shown, type InboxMessage } from "../inbox/queries";

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
 * The queue handler: on `contact-mail`, brings each message into the inbox (D1) and e-mails it to staff,
 * recording the attempt before the send and its outcome after (decision 091); on its dead-letter queue (after
 * the last try), marks it `failed`. `now` is the clock (tests move it).
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
    return retry();
  }
  if (!message) {
    // Erased or deleted by staff meanwhile: nothing to do. A very young one may not be visible here yet.
    if (now() - timeOfId(id) < NOT_YET_VISIBLE_MS) return retry();
    return job.ack();
  }
  if (message.delivery.state === "sent") return job.ack(); // a duplicate delivery of the job
  // A staff resend started a newer round: its own job sends the mail, this one would send it twice
  // (docs/security.md v2-I10).
  const current = message.delivery.round ?? 0;
  if (round < current) {
    log("info", "stale mail job ignored", { messageId: id, round });
    return job.ack();
  }
  try {
    // An earlier attempt of this round started and recorded nothing after: it may have gone out. Never send
    // twice: record it sent if the consumer noted so in KV, else mark it failed for staff to check.
    if (message.sendOutcome === "started") {
      const intake = new Intake(env.CONTACT_MESSAGES, now);
      if ((await intake.sentRound(id)) === current) await recordSent(env.DB, id, current, at());
      else await markFailed(env.DB, id, current, UNKNOWN_OUTCOME, at());
      return job.ack();
    }
    if (!(await recordAttempt(env.DB, id, current, at()))) return job.ack();
  } catch (error) {
    log("warn", "contact mail attempt not recorded", { messageId: id, error: String(error) });
    return retry();
  }
  try {
    // A missing or bad MAIL_TO/MAIL_FROM throws its name ("MAIL_TO is not set") into lastError; no mail goes out.
    const mail = composeContactMail(shown(message), mailSettings(config));
    await env.MAILER.send(new EmailMessage(mail.from, mail.to, mail.raw));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    log("warn", "contact mail failed", { messageId: id, attempt: job.attempts, error: reason });
    await recordSendFailure(env.DB, id, current, reason, at()).catch((e: unknown) =>
      log("error", "contact mail failure not recorded", { messageId: id, error: String(e) }),
    );
    return retry();
  }
  await recordSentOrNote(env, id, current, at(), now);
  job.ack();
}

/**
 * The mail went out: a retry would send it twice. When D1 will not record it, a note in KV says so, for the
 * next delivery of the job or the reconciler to record (docs/security.md v3-L1, F8).
 */
async function recordSentOrNote(env: Bindings, id: string, round: number, at: string, now: () => number) {
  try {
    await recordSent(env.DB, id, round, at);
  } catch (error) {
    log("error", "contact mail sent but not recorded", { messageId: id, error: String(error) });
    await new Intake(env.CONTACT_MESSAGES, now)
      .noteSent(id, round)
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
    const reason = message.sendOutcome === "started" ? UNKNOWN_OUTCOME : null;
    await markFailed(
      env.DB,
      id,
      round,
      reason ?? message.delivery.lastError ?? "mail: no try succeeded",
      new Date(now()).toISOString(),
    );
    log("error", "contact mail dead-lettered", { messageId: id });
    job.ack();
  } catch (error) {
    // With a delay: an immediate retry meets the same outage (docs/security.md v3-L1, F7).
    log("error", "contact mail dead letter not recorded", { messageId: id, error: String(error) });
    job.retry({ delaySeconds: DEAD_LETTER_RETRY_SECONDS });
  }
}
