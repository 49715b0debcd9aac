import { enqueueContactMail } from "./mail-queue";
import { shownState, type DeliveryStateName } from "./message";
import { SELECTED } from "./message-row";
import { allMessages, oneMessage, type InboxMessage } from "./queries";

/**
 * The e-mail delivery of a message, as one state machine (decisions 091, 097): every change of a message's
 * delivery columns is a row of TRANSITIONS, and `deliveryStep` is the only code that writes them. The queue
 * consumer (src/contact/queue.ts), the reconciler (reconcile.ts) and staff resend (staff-inbox.ts) only say what
 * happened. Each row's UPDATE carries its `from` states in its WHERE, so D1 refuses a transition the table does
 * not allow, atomically, even with two consumers at once.
 *
 * D1 stores the state of the current round in `delivery_state` (one of DeliveryStateName, CHECKed), and whether
 * the pipeline queued the round's job once more already in `requeued` (the lap). `untried` is a `failed` the
 * pipeline may still restart: its first round ended with no send ever tried, because the inbox could not be
 * reached (`NOT_TRIED`); every other `failed` waits for staff.
 */
export type { DeliveryStateName };

/**
 * What happened: the consumer claims a send (`claim`, before the mail goes out), the send fails or goes out;
 * an attempt is found `started` with nothing after (`unknown-outcome`); the dead-letter queue gives up on the
 * round (`gave-up`); the reconciler finds it pending past its deadline (`deadline`); queuing the job again is
 * refused (`queue-refused`); staff send it again (`resend`, a new round); the reconciler, which has just
 * reached the inbox, finds it `untried` (`inbox-back`).
 */
export type DeliveryEvent =
  | "claim"
  | "send-failed"
  | "sent"
  | "unknown-outcome"
  | "gave-up"
  | "deadline"
  | "queue-refused"
  | "resend"
  | "inbox-back";

/** Whether the pipeline already queued this round once more (the reconciler or the dead letter: once a round). */
type Lap = "first" | "requeued";

interface Transition {
  from: readonly DeliveryStateName[];
  event: DeliveryEvent;
  /** Only in this lap of the round; both when absent. */
  lap?: Lap;
  /** Only in the message's first round (round 0), or only after it; both when absent. */
  round?: "first" | "later";
  to: DeliveryStateName;
  /** What the UPDATE sets besides the state (?4 is the reason). */
  set?: string;
  /** Why, for staff (last_error); null keeps the send's own error. */
  reason?: string | null;
  /** The caller queues the round's job again before the UPDATE (and reports `queue-refused` if it cannot). */
  requeue?: true;
  /**
   * The UPDATE starts a new round, whose job is queued after it (a job of a round D1 does not hold yet would be
   * read as nothing to send); a refusal is `queue-refused` in the new round.
   */
  queueNewRound?: true;
}

/** Why a message is `failed` when the last attempt's outcome is unknown: it may have gone out (decision 091). */
export const UNKNOWN_OUTCOME =
  "mail: the last send may have gone out but was not recorded; check the mailbox before sending it again";
/** Why a message is `failed` when its job was lost twice. */
export const NO_ANSWER = "mail: no answer from the mail queue, twice; send it again from the console";
/** Why a message is `failed` when its round ended twice without any send tried (the inbox could not be reached). */
export const NOT_TRIED =
  "mail: not sent, the inbox could not be reached for its whole retry window, twice; send it again from the console";

const PENDING: readonly DeliveryStateName[] = ["waiting", "retrying"];
const ALL = Object.keys(shownState) as DeliveryStateName[];
const NEW_ROUND = "round = round + 1, requeued = 0";
const fail = "last_error = COALESCE(?4, last_error)";
const requeue = { set: "requeued = 1", requeue: true } as const;

/** Every transition the pipeline makes; a (state, event) pair that is not here changes nothing. */
const TRANSITIONS: readonly Transition[] = [
  // The consumer, before the send: one more attempt, outcome unknown until recorded. Also a claim: while one
  // attempt is `sending`, a second delivery of the same job finds no row to claim and sends nothing.
  { from: PENDING, event: "claim", to: "sending", set: "attempts = attempts + 1" },
  { from: ["sending"], event: "send-failed", to: "retrying", set: "last_error = ?4" },
  // A send that went out; from `failed` too when a note in KV proves it (F8, recorded after the deadline).
  { from: ["sending", "retrying", "failed"], event: "sent", to: "sent", set: "last_error = NULL" },
  // F8 with the note lost: it may have gone out, so it is never sent again automatically.
  { from: ["sending"], event: "unknown-outcome", to: "failed", set: fail, reason: UNKNOWN_OUTCOME },
  // The dead-letter queue, after the last try: the send's own error stands…
  { from: ["retrying"], event: "gave-up", to: "failed", set: fail, reason: null },
  { from: ["sending"], event: "gave-up", to: "failed", set: fail, reason: UNKNOWN_OUTCOME },
  // …but a round in which no send was even tried (D1 down all along: docs/security.md v4-L3) is queued once more,
  { from: ["waiting"], event: "gave-up", lap: "first", to: "waiting", ...requeue },
  // then `untried` in the first round, for the reconciler to restart once, and plain `failed` after that.
  { from: ["waiting"], event: "gave-up", lap: "requeued", round: "first", to: "untried", set: fail, reason: NOT_TRIED },
  { from: ["waiting"], event: "gave-up", lap: "requeued", round: "later", to: "failed", set: fail, reason: NOT_TRIED },
  // The reconciler, pending with nothing recorded past the deadline (F6, F7: the job was lost).
  // (Only the lap changes: a round whose tries failed stays `retrying`, so its dead letter keeps their error.)
  { from: ["waiting"], event: "deadline", lap: "first", to: "waiting", ...requeue },
  { from: ["retrying"], event: "deadline", lap: "first", to: "retrying", ...requeue },
  { from: PENDING, event: "deadline", lap: "requeued", to: "failed", set: fail, reason: NO_ANSWER },
  { from: ["sending"], event: "deadline", to: "failed", set: fail, reason: UNKNOWN_OUTCOME },
  // Queuing the job again was refused: failed with the queue's error, for staff to send again.
  { from: PENDING, event: "queue-refused", to: "failed", set: fail },
  // Staff resend: a new round, nothing tried in it yet, whatever the last one became.
  { from: ALL, event: "resend", to: "waiting", set: NEW_ROUND },
  // After an outage longer than two rounds (docs/security.md v5-I4): nothing was ever sent, so a new round
  // cannot mail twice. Only from the first round, so the pipeline restarts a message once; then it is staff's.
  { from: ["untried"], event: "inbox-back", to: "waiting", set: NEW_ROUND, queueNewRound: true },
];

const lapOf = (message: Pick<InboxMessage, "requeued">): Lap => (message.requeued ? "requeued" : "first");

/** The row for a message and an event, or null when the table has none (the event changes nothing). */
function transitionFor(
  message: Pick<InboxMessage, "delivery" | "deliveryState" | "requeued">,
  event: DeliveryEvent,
): Transition | null {
  const round = message.delivery.round ? "later" : "first";
  return (
    TRANSITIONS.find(
      (t) =>
        t.event === event &&
        t.from.includes(message.deliveryState) &&
        (!t.lap || t.lap === lapOf(message)) &&
        (!t.round || t.round === round),
    ) ?? null
  );
}

/** Messages `untried`, for the reconciler (docs/security.md v5-I4): oldest first, at most `limit`. */
export function untriedMessages(db: D1Database, limit: number): Promise<InboxMessage[]> {
  return allMessages(
    // By state and time (migrations/0005_messages_rebuilt.sql): an idle run reads none of the other messages.
    db
      .prepare(
        `SELECT ${SELECTED} FROM messages INDEXED BY messages_by_delivery WHERE delivery_state = 'untried'
         ORDER BY delivery_updated_at LIMIT ?`,
      )
      .bind(limit),
  );
}

/** The SQL condition that holds exactly when a row is in one of `states` (and in the transition's lap and round). */
function guard({ from, lap, round }: Transition): string {
  const conditions = [`delivery_state IN (${from.map((state) => `'${state}'`).join(", ")})`];
  if (lap) conditions.push(`requeued = ${lap === "requeued" ? 1 : 0}`);
  if (round) conditions.push(round === "first" ? "round = 0" : "round > 0");
  return conditions.join(" AND ");
}

/**
 * The statement of a transition, for message `id` in round `round`: it changes the row only while the row is
 * still in that round and in one of the transition's `from` states, and returns the row after (or nothing).
 */
function transitionStatement(
  db: D1Database,
  transition: Transition,
  { id, round, now, reason = null }: { id: string; round: number; now: string; reason?: string | null },
): D1PreparedStatement {
  // A resend starts a round from whatever round the message is in.
  const roundGuard = transition.event === "resend" ? "?2 IS NOT NULL" : "round = ?2";
  const why = transition.reason === undefined ? reason : transition.reason;
  const set = [`delivery_state = '${transition.to}'`, ...(transition.set ? [transition.set] : [])].join(", ");
  const sql = `UPDATE messages SET ${set}, delivery_updated_at = ?3
    WHERE id = ?1 AND ${roundGuard} AND ${guard(transition)} RETURNING ${SELECTED}`;
  // D1 wants exactly the parameters the statement names: the reason only where the SET writes one.
  const reasonParameter = sql.includes("?4") ? [why === null ? null : why.slice(0, 500)] : [];
  return db.prepare(sql).bind(id, round, now, ...reasonParameter);
}

/**
 * What a step did: the state it moved the message to, the message after (nulls when nothing changed), and
 * whether the round's job was queued again.
 */
export interface Stepped {
  to: DeliveryStateName | null;
  message: InboxMessage | null;
  requeued: boolean;
}

/**
 * Says `event` happened to `message` (as last read): finds its transition, queues the job again first when the
 * transition asks (a refusal becomes `queue-refused`), and runs its statement. Nothing changes when the table
 * has no row for it or the row moved on meanwhile (another consumer, a staff resend). Throws when D1 does.
 */
export async function deliveryStep(
  env: Pick<Env, "DB" | "CONTACT_MAIL">,
  message: InboxMessage,
  event: DeliveryEvent,
  { now, reason }: { now: string; reason?: string },
): Promise<Stepped> {
  const transition = transitionFor(message, event);
  if (!transition) return { to: null, message: null, requeued: false };
  const round = message.delivery.round ?? 0;
  if (transition.requeue) {
    try {
      await enqueueContactMail(env, message.id, round);
    } catch (error) {
      return deliveryStep(env, message, "queue-refused", { now, reason: `queue: ${String(error)}` });
    }
  }
  const after = await oneMessage(transitionStatement(env.DB, transition, { id: message.id, round, now, reason }));
  if (after && transition.queueNewRound) {
    try {
      await enqueueContactMail(env, after.id, after.delivery.round ?? 0);
    } catch (error) {
      return deliveryStep(env, after, "queue-refused", { now, reason: `queue: ${String(error)}` });
    }
  }
  const requeued = Boolean(after && (transition.requeue ?? transition.queueNewRound));
  return { to: after?.deliveryState ?? null, message: after, requeued };
}

/**
 * An event whose transition does not depend on the state (one row in the table): `sent` from a note, when only
 * the id and round are known, and `resend`, which starts a new round from any state.
 */
export async function deliveryStepById(
  db: D1Database,
  { id, round }: { id: string; round: number },
  event: "sent" | "resend",
  now: string,
): Promise<InboxMessage | null> {
  const transition = TRANSITIONS.find((t) => t.event === event)!;
  return oneMessage(transitionStatement(db, transition, { id, round, now }));
}
