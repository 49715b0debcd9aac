import { log } from "../log";
import { bringIn } from "./bring-in";
import { INTAKE_TTL_SECONDS, Intake } from "./intake";
import { enqueueContactMail, UNKNOWN_OUTCOME } from "./mail-queue";
import { RETENTION_SECONDS } from "./message";
import { expire, recordRun, markFailed, markRequeued, recordSent, stalePending, type ReconcileRun } from "./queries";

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

/** Why a message is marked `failed` when its job was lost twice. */
export const NO_ANSWER = "mail: no answer from the mail queue, twice; send it again from the console";

/**
 * The Cron Trigger's job (decision 091): no message waits for ever. It brings into D1 what intake stored but
 * no job copied, records mails that went out but were not recorded, queues once more a message `pending` past
 * the deadline (or marks it `failed` with the reason, the second time, or when the last send may have gone
 * out), and deletes what is past its 12 months. What it found is kept for the overview. `now` is the clock.
 */
export async function reconcile(env: Env, now: () => number = Date.now): Promise<ReconcileRun> {
  const at = () => new Date(now()).toISOString();
  const intake = new Intake(env.CONTACT_MESSAGES, now);
  const run: ReconcileRun = { at: at(), broughtIn: 0, recordedSent: 0, requeued: 0, markedFailed: 0, expired: 0 };

  for (const id of await intake.idsBefore(now() - BRING_IN_AFTER_MS, PER_RUN)) {
    // The copy's own state stands: `pending` (F6, F7) meets the deadline rule below; `failed` keeps its reason.
    if ((await bringIn(env, id, now, { knownCopy: true })).copied) run.broughtIn++;
  }

  for (const { id, round } of await intake.notedSends(PER_RUN)) {
    if (await recordSent(env.DB, id, round, at())) run.recordedSent++;
    await intake.forgetSent(id);
  }

  for (const message of await stalePending(env.DB, new Date(now() - PENDING_DEADLINE_MS).toISOString(), PER_RUN)) {
    const round = message.delivery.round ?? 0;
    if (message.sendOutcome === "started") {
      // A send began and nothing was recorded after: it may have gone out. Never sent twice (F8).
      await markFailed(env.DB, message.id, round, UNKNOWN_OUTCOME, at());
      run.markedFailed++;
    } else if (message.requeuedRound !== round) {
      try {
        await enqueueContactMail(env, message.id, round);
        await markRequeued(env.DB, message.id, round, at());
        run.requeued++;
      } catch (error) {
        await markFailed(env.DB, message.id, round, `queue: ${String(error)}`, at());
        run.markedFailed++;
      }
    } else {
      await markFailed(env.DB, message.id, round, NO_ANSWER, at());
      run.markedFailed++;
    }
  }

  run.expired = await expire(env.DB, {
    before: now() - RETENTION_SECONDS * 1000,
    erasedBefore: now() - INTAKE_TTL_SECONDS * 1000 - 24 * 3600_000,
  });
  await recordRun(env.DB, "reconcile", run);
  if (run.broughtIn || run.recordedSent || run.requeued || run.markedFailed)
    log("warn", "inbox reconciled", { ...run });
  return run;
}
