import { log } from "../log";
import { needsAttention } from "./attention";
import { bringIn } from "./bring-in";
import { deliveryStep, deliveryStepById, untriedMessages } from "./delivery";
import { INTAKE_TTL_SECONDS, Intake } from "./intake";
import { RETENTION_SECONDS } from "./message";
import { expire, recordRun, stalePending, type ReconcileRun } from "./queries";
import { SentNotes } from "./sent-notes";

/** An intake copy not in D1 after this long has missed its queue job: the reconciler brings it in. */
const BRING_IN_AFTER_MS = 5 * 60_000;
/**
 * A message `pending` with nothing recorded for this long has no job left working on it: longer than the
 * queue's whole backoff between two tries (8 min) and the dead-letter retries, with a margin.
 */
const PENDING_DEADLINE_MS = 30 * 60_000;
/**
 * At most this many messages of each kind per run: with the few queries each takes, a run stays under the
 * Free plan's 50 D1 queries and 50 subrequests per invocation (decision 093); the next run takes the rest.
 */
const PER_RUN = 8;

const emptyRun = (at: string): ReconcileRun => ({
  at,
  broughtIn: 0,
  notBroughtIn: 0,
  recordedSent: 0,
  requeued: 0,
  markedFailed: 0,
  expired: 0,
});

/**
 * The Cron Trigger's job (decision 091): no message waits for ever. It brings into D1 what intake stored but
 * no job copied, records mails that went out but were not recorded, settles messages `pending` past the
 * deadline, and starts a new round for a message failed with no send tried in its first (src/inbox/delivery.ts
 * says how). KV is listed only when the attention key says something may wait there, or when `sweep` asks
 * (the daily run): a run with nothing to do reads one KV key and a few D1 rows (decision 096). What it found is kept for the overview. `now` is the clock.
 */
export async function reconcile(
  env: Env,
  now: () => number = Date.now,
  { sweep = false }: { sweep?: boolean } = {},
): Promise<ReconcileRun> {
  const at = () => new Date(now()).toISOString();
  const run = emptyRun(at());

  if (sweep || (await needsAttention(env.CONTACT_MESSAGES))) {
    const intake = new Intake(env.CONTACT_MESSAGES, now);
    for (const id of await intake.idsBefore(now() - BRING_IN_AFTER_MS, PER_RUN)) {
      // The copy's own state stands: `pending` (F6, F7) meets the deadline below; `failed` keeps its reason. A
      // copy D1 refuses is counted and skipped, so it cannot stop the others nor the rest of the run.
      try {
        if ((await bringIn(env, id, now, { knownCopy: true })).copied) run.broughtIn++;
      } catch (error) {
        run.notBroughtIn++;
        log("error", "intake copy not brought into the inbox", { messageId: id, error: String(error) });
      }
    }
    const notes = new SentNotes(env.CONTACT_MESSAGES, now);
    for (const { id, round } of await notes.list(PER_RUN)) {
      if (await deliveryStepById(env.DB, { id, round }, "sent", at())) run.recordedSent++;
      await notes.forget(id);
    }
  }

  for (const message of await stalePending(env.DB, new Date(now() - PENDING_DEADLINE_MS).toISOString(), PER_RUN)) {
    const { to, requeued } = await deliveryStep(env, message, "deadline", { now: at() });
    if (requeued) run.requeued++;
    else if (to === "failed") run.markedFailed++;
  }

  // The inbox answers (this run reads it): a message whose first round ended with no send ever tried, because
  // it could not be reached, gets a new round (docs/security.md v5-I4). Once per message: delivery.ts.
  for (const message of await untriedMessages(env.DB, PER_RUN)) {
    if ((await deliveryStep(env, message, "inbox-back", { now: at() })).requeued) run.requeued++;
  }

  await recordRun(env.DB, "reconcile", run);
  if (run.broughtIn || run.notBroughtIn || run.recordedSent || run.requeued || run.markedFailed)
    log("warn", "inbox reconciled", { ...run });
  return run;
}

/**
 * Once a day: deletes what is past its keeping, by primary key (decision 096): messages and audit entries
 * after 12 months, erased ids once no intake copy of them can exist (a day after the copy's 30 days).
 */
export async function retention(env: Env, now: () => number = Date.now): Promise<ReconcileRun> {
  const run = emptyRun(new Date(now()).toISOString());
  run.expired = await expire(env.DB, {
    before: now() - RETENTION_SECONDS * 1000,
    erasedBefore: now() - INTAKE_TTL_SECONDS * 1000 - 24 * 3600_000,
  });
  await recordRun(env.DB, "retention", run);
  return run;
}

/** The Cron Triggers of wrangler.toml, each env's `crons`. */
export const CRONS = { everyFiveMinutes: "*/5 * * * *", daily: "0 3 * * *" } as const;

/**
 * The scheduled handler, by the trigger that fired: every 5 minutes the reconciler; once a day (03:00 UTC) the
 * reconciler listing KV whatever the attention key says, then retention (decision 096). At 03:00 both run: every
 * step of the reconciler is a guarded transition (src/inbox/delivery.ts), so two at once send one mail.
 */
export async function scheduledJobs(env: Env, cron: string, now: () => number = Date.now): Promise<void> {
  switch (cron) {
    case CRONS.daily:
      await reconcile(env, now, { sweep: true });
      await retention(env, now);
      return;
    default:
      await reconcile(env, now);
  }
}
