import type { AuditEntry, AuditOutcome } from "./audit-log";
import { DEFAULT_HIDDEN, type MessageFilter } from "./filter";
import {
  deliveryStates,
  messageStatuses,
  shownState,
  statesShownAs,
  type DeliveryState,
  type DeliveryStateName,
  type MessageStatus,
  type StoredMessage,
} from "./message";
import { INSERTED, insertedValues, SELECTED as COLUMNS, type MessageRow } from "./message-row";
import { idFloor } from "./ids";
import { searchFold } from "./search-fold";

/**
 * The inbox's SQL statements, in one place (as cloudflare/templates' d1-template keeps them beside its
 * migrations), but for the delivery transitions, which src/inbox/delivery.ts writes from its table (decision
 * 097): the schema is migrations/, decision 090 says why D1. Each function is one query or one batch
 * (a batch is one transaction), so a request's D1 queries can be counted from its calls (decision 093).
 */

/** A message as D1 holds it, with what the mail pipeline needs beside the shape staff see. */
export interface InboxMessage extends StoredMessage {
  /** The pipeline's state of the current round (`delivery.state` is what staff see of it). */
  deliveryState: DeliveryStateName;
  /** The pipeline has queued this round's job once more already (it does so once a round). */
  requeued: boolean;
}

function toMessage(row: MessageRow): InboxMessage {
  const delivery: StoredMessage["delivery"] = {
    state: shownState[row.delivery_state],
    attempts: row.attempts,
    updatedAt: row.delivery_updated_at,
  };
  if (row.last_error) delivery.lastError = row.last_error;
  if (row.round) delivery.round = row.round;
  return {
    id: row.id,
    receivedAt: row.received_at,
    locale: row.locale,
    page: row.page,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    company: row.company,
    subject: row.subject,
    message: row.message,
    status: row.status,
    delivery,
    deliveryState: row.delivery_state,
    requeued: row.requeued === 1,
  };
}

/** The shape staff and the API see (the mail pipeline's bookkeeping left out). */
export function shown({ deliveryState: _s, requeued: _r, ...message }: InboxMessage): StoredMessage {
  return message;
}

/** The messages a statement returns, in its order. */
export const allMessages = async (statement: D1PreparedStatement) =>
  ((await statement.all<MessageRow>()).results ?? []).map(toMessage);
/** The message a statement returns (a SELECT, or an UPDATE … RETURNING), or null. */
export async function oneMessage(statement: D1PreparedStatement): Promise<InboxMessage | null> {
  const row = await statement.first<MessageRow>();
  return row ? toMessage(row) : null;
}

// ---- Intake into D1 --------------------------------------------------------------------------------------

/**
 * Copies a message in, idempotently by id: a second copy of the same id changes nothing, and an erased id
 * is never brought back by a late copy from a stale KV read. True when this call inserted it.
 */
export async function insertMessage(db: D1Database, m: StoredMessage, personHash: string): Promise<boolean> {
  return (await insertStatement(db, m, personHash).run()).meta.changes > 0;
}

/** The insert of insertMessage, for a batch (the scale test seeds with it). */
export function insertStatement(db: D1Database, m: StoredMessage, personHash: string): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO messages (${INSERTED.columns}) SELECT ${INSERTED.parameters}
       WHERE NOT EXISTS (SELECT 1 FROM erased WHERE id = ?1)
       ON CONFLICT (id) DO NOTHING`,
    )
    .bind(...insertedValues(m, personHash));
}

export function getMessage(db: D1Database, id: string): Promise<InboxMessage | null> {
  return oneMessage(db.prepare(`SELECT ${COLUMNS} FROM messages WHERE id = ?`).bind(id));
}

// ---- Staff reads -----------------------------------------------------------------------------------------

/** One page of a filtered view, newest first, keyset-paged by id (a UUIDv7, so in time order). */
export async function listMessages(
  db: D1Database,
  filter: MessageFilter,
  { before, limit }: { before?: string; limit: number },
): Promise<{ messages: InboxMessage[]; cursor: string | null }> {
  const where: string[] = [];
  const params: unknown[] = [];
  const when = (condition: string, ...values: unknown[]) => {
    where.push(condition);
    params.push(...values);
  };
  const statuses = filter.statuses.length ? filter.statuses : DEFAULT_HIDDEN;
  const marks = statuses.map(() => "?").join(", ");
  when(filter.statuses.length ? `status IN (${marks})` : `status NOT IN (${marks})`, ...statuses);
  if (filter.delivery) {
    const states = statesShownAs(filter.delivery);
    when(`delivery_state IN (${states.map(() => "?").join(", ")})`, ...states);
  }
  if (filter.locale) when("locale = ?", filter.locale);
  const words = filter.q ? searchFold(filter.q).split(/\s+/).filter(Boolean).slice(0, 20) : [];
  // instr(), not LIKE: no pattern to escape, and no cap on its length (D1 refuses a LIKE pattern over 50 bytes).
  for (const word of words) when("instr(search_text, ?) > 0", word);
  if (before) when("id < ?", before);
  const found = await allMessages(
    db
      .prepare(`SELECT ${COLUMNS} FROM messages WHERE ${where.join(" AND ")} ORDER BY id DESC LIMIT ?`)
      .bind(...params, limit + 1),
  );
  const more = found.length > limit;
  const messages = found.slice(0, limit);
  return { messages, cursor: more ? messages[messages.length - 1]!.id : null };
}

/** Every message of one person, newest first. */
export function messagesOfPerson(db: D1Database, hash: string): Promise<InboxMessage[]> {
  return allMessages(db.prepare(`SELECT ${COLUMNS} FROM messages WHERE person_hash = ? ORDER BY id DESC`).bind(hash));
}

/** A page of every message, newest first, for the CSV export. */
export function exportPage(db: D1Database, before: string | null, limit: number): Promise<InboxMessage[]> {
  return before
    ? allMessages(
        db.prepare(`SELECT ${COLUMNS} FROM messages WHERE id < ? ORDER BY id DESC LIMIT ?`).bind(before, limit),
      )
    : allMessages(db.prepare(`SELECT ${COLUMNS} FROM messages ORDER BY id DESC LIMIT ?`).bind(limit));
}

export interface Counts {
  byStatus: Record<MessageStatus, number>;
  byDelivery: Record<DeliveryState, number>;
  /** The count of each of the `weekCount` weeks from `firstWeek`, oldest first. */
  weeks: number[];
}

/**
 * The overview's counts, in one batch of two, each read from an index alone: status and delivery state in one
 * pass (messages_by_state), the weeks over the 12 weeks shown (messages_by_time). A console view reads each
 * message once, and the last 12 weeks' once more, rather than every message three times (decision 096).
 */
export async function countMessages(db: D1Database, firstWeek: string, weekCount: number): Promise<Counts> {
  type StateRow = { status: MessageStatus; delivery: DeliveryStateName; count: number };
  const WEEK_MS = 7 * 24 * 3600_000;
  const bounds = Array.from({ length: weekCount + 1 }, (_, i) =>
    new Date(Date.parse(firstWeek) + i * WEEK_MS).toISOString(),
  );
  // One count per week in one pass, with no GROUP BY: a grouping would sort the rows again (rows D1 bills).
  const perWeek = bounds
    .slice(0, -1)
    .map((_, i) => `COUNT(*) FILTER (WHERE received_at >= ?${i + 1} AND received_at < ?${i + 2}) AS w${i}`);
  const [states, weeks] = await db.batch<never>([
    db.prepare(
      "SELECT status, delivery_state AS delivery, COUNT(*) AS count FROM messages GROUP BY status, delivery_state",
    ),
    db.prepare(`SELECT ${perWeek.join(", ")} FROM messages WHERE received_at >= ?1`).bind(...bounds),
  ]);
  const byStatus = Object.fromEntries(messageStatuses.map((s) => [s, 0])) as Record<MessageStatus, number>;
  const byDelivery = Object.fromEntries(deliveryStates.map((d) => [d, 0])) as Record<DeliveryState, number>;
  for (const { status, delivery, count } of (states!.results ?? []) as StateRow[]) {
    byStatus[status] += count;
    byDelivery[shownState[delivery]] += count;
  }
  const week = ((weeks!.results ?? [])[0] ?? {}) as Record<string, number>;
  return { byStatus, byDelivery, weeks: bounds.slice(0, -1).map((_, i) => week[`w${i}`] ?? 0) };
}

// ---- Staff actions ---------------------------------------------------------------------------------------

export function setStatus(db: D1Database, id: string, status: MessageStatus): Promise<InboxMessage | null> {
  return oneMessage(db.prepare(`UPDATE messages SET status = ? WHERE id = ? RETURNING ${COLUMNS}`).bind(status, id));
}

/**
 * Deletes messages (one id, or a person's) in one transaction that also notes their ids as erased, with
 * `alsoErased` (intake copies removed from KV before they reached D1), so no late copy brings any back.
 * The ids deleted from D1.
 */
export async function eraseMessages(
  db: D1Database,
  which: { id: string } | { person: string },
  alsoErased: string[],
  now: string,
): Promise<string[]> {
  const [column, value] = "id" in which ? ["id", which.id] : ["person_hash", which.person];
  const noted = alsoErased.map((id) =>
    db.prepare("INSERT OR IGNORE INTO erased (id, erased_at) VALUES (?, ?)").bind(id, now),
  );
  const results = await db.batch<{ id: string }>([
    ...noted,
    db
      .prepare(`INSERT OR IGNORE INTO erased (id, erased_at) SELECT id, ? FROM messages WHERE ${column} = ?`)
      .bind(now, value),
    db.prepare(`DELETE FROM messages WHERE ${column} = ? RETURNING id`).bind(value),
  ]);
  return (results[results.length - 1]!.results ?? []).map((row) => row.id);
}

// ---- The mail pipeline (its transitions are src/inbox/delivery.ts) --------------------------------------

/** Messages still `pending` with nothing recorded since `before`: the reconciler's to settle. */
export function stalePending(db: D1Database, before: string, limit: number): Promise<InboxMessage[]> {
  return allMessages(
    db
      .prepare(
        `SELECT ${COLUMNS} FROM messages WHERE delivery_state IN ('waiting', 'sending', 'retrying')
         AND delivery_updated_at < ? ORDER BY delivery_updated_at LIMIT ?`,
      )
      .bind(before, limit),
  );
}

// ---- Retention -------------------------------------------------------------------------------------------

/**
 * Deletes what is past its keeping, by primary key (ids are UUIDv7s, so `id < idFloor(t)` is "before t" and reads
 * only the rows it deletes): messages and audit entries received before `before`, erased ids of messages received
 * before `erasedBefore` (no intake copy of them can exist any more). The count of messages deleted.
 */
export async function expire(db: D1Database, { before, erasedBefore }: { before: number; erasedBefore: number }) {
  const [messages] = await db.batch([
    db.prepare("DELETE FROM messages WHERE id < ?").bind(idFloor(before)),
    db.prepare("DELETE FROM audit WHERE id < ?").bind(idFloor(before)),
    db.prepare("DELETE FROM erased WHERE id < ?").bind(idFloor(erasedBefore)),
  ]);
  return messages!.meta.changes;
}

// ---- Audit trail (decision 092) --------------------------------------------------------------------------

interface AuditRow {
  id: string;
  at: string;
  action: AuditEntry["action"];
  who: string;
  outcome: AuditOutcome;
  message_ids: string;
  read: string | null;
  queued: number | null;
  status: MessageStatus | null;
  count: number | null;
  person_hash: string | null;
  note: string | null;
}

function toEntry(row: AuditRow): AuditEntry {
  const entry: AuditEntry = {
    id: row.id,
    at: row.at,
    action: row.action,
    who: row.who,
    outcome: row.outcome,
    messageIds: JSON.parse(row.message_ids) as string[],
  };
  if (row.read) entry.read = JSON.parse(row.read) as AuditEntry["read"];
  if (row.queued !== null) entry.queued = row.queued === 1;
  if (row.status) entry.status = row.status;
  if (row.count !== null) entry.count = row.count;
  if (row.person_hash) entry.personHash = row.person_hash;
  if (row.note) entry.note = row.note;
  return entry;
}

export async function insertAudit(db: D1Database, e: AuditEntry): Promise<void> {
  await db
    .prepare(
      `INSERT INTO audit (id, at, action, who, outcome, message_ids, read, queued, status, count, person_hash, note)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(
      e.id,
      e.at,
      e.action,
      e.who,
      e.outcome,
      JSON.stringify(e.messageIds),
      e.read ? JSON.stringify(e.read) : null,
      e.queued === undefined ? null : e.queued ? 1 : 0,
      e.status ?? null,
      e.count ?? null,
      e.personHash ?? null,
      e.note ?? null,
    )
    .run();
}

/** Completes an action's entry with its outcome. */
export async function completeAudit(
  db: D1Database,
  id: string,
  done: Pick<AuditEntry, "outcome" | "messageIds" | "count" | "queued" | "note">,
): Promise<void> {
  await db
    .prepare("UPDATE audit SET outcome = ?, message_ids = ?, count = ?, queued = ?, note = ? WHERE id = ?")
    .bind(
      done.outcome,
      JSON.stringify(done.messageIds),
      done.count ?? null,
      done.queued === undefined ? null : done.queued ? 1 : 0,
      done.note ?? null,
      id,
    )
    .run();
}

/** A page of the trail, newest first, keyset-paged by id. */
export async function listAudit(
  db: D1Database,
  { before, limit }: { before?: string; limit: number },
): Promise<{ entries: AuditEntry[]; cursor: string | null }> {
  const statement = before
    ? db.prepare("SELECT * FROM audit WHERE id < ? ORDER BY id DESC LIMIT ?").bind(before, limit + 1)
    : db.prepare("SELECT * FROM audit ORDER BY id DESC LIMIT ?").bind(limit + 1);
  const found = ((await statement.all<AuditRow>()).results ?? []).map(toEntry);
  const entries = found.slice(0, limit);
  return { entries, cursor: found.length > limit ? entries[entries.length - 1]!.id : null };
}

// ---- Scheduled jobs' last runs (decision 096) --------------------------------------------------------------

export interface ReconcileRun {
  at: string;
  /** Intake copies that had waited past the deadline without reaching D1, now brought in. */
  broughtIn: number;
  /** Intake copies D1 refused to take in (each skipped, logged, and tried again on the next run). */
  notBroughtIn: number;
  /** Mails that went out but whose `sent` had not been recorded, now recorded. */
  recordedSent: number;
  /** Messages pending past the deadline, queued once more. */
  requeued: number;
  /** Messages pending past the deadline a second time, or with an unknown outcome, marked `failed`. */
  markedFailed: number;
  /** Messages and audit entries past their 12 months, deleted (the daily retention job). */
  expired: number;
}

type Job = "reconcile" | "retention";

/** Overwrites the job's one row: the table holds each job's last run, never a history. */
export async function recordRun(db: D1Database, job: Job, run: ReconcileRun): Promise<void> {
  await db
    .prepare(
      `INSERT OR REPLACE INTO job_runs
         (job, at, brought_in, not_brought_in, recorded_sent, requeued, marked_failed, expired)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(job, run.at, run.broughtIn, run.notBroughtIn, run.recordedSent, run.requeued, run.markedFailed, run.expired)
    .run();
}

export async function lastRun(db: D1Database, job: Job): Promise<ReconcileRun | null> {
  return db
    .prepare(
      `SELECT at, brought_in AS broughtIn, not_brought_in AS notBroughtIn, recorded_sent AS recordedSent, requeued, marked_failed AS markedFailed,
         expired FROM job_runs WHERE job = ?`,
    )
    .bind(job)
    .first<ReconcileRun>();
}
