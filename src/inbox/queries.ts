import type { Locale } from "../i18n/locale-list";
import type { AuditEntry, AuditOutcome } from "./audit-log";
import { DEFAULT_HIDDEN, type MessageFilter } from "./filter";
import type { DeliveryState, MessageStatus, StoredMessage } from "./message";
import { searchFold } from "./search-fold";

/**
 * Every SQL statement of the inbox, in one place (as cloudflare/templates' d1-template keeps them beside its
 * migrations): the schema is migrations/, decision 090 says why D1. Each function is one query or one batch
 * (a batch is one transaction), so a request's D1 queries can be counted from its calls (decision 093).
 */

interface MessageRow {
  id: string;
  received_at: string;
  locale: Locale;
  page: string;
  first_name: string;
  last_name: string;
  email: string;
  company: string | null;
  subject: string;
  message: string;
  status: MessageStatus;
  delivery_state: DeliveryState;
  attempts: number;
  delivery_updated_at: string;
  last_error: string | null;
  round: number;
  send_outcome: SendOutcome | null;
  requeued_round: number | null;
}

/** What became of the current round's last send: `started` and nothing after means it may have gone out. */
type SendOutcome = "started" | "failed" | "sent";

/** A message as D1 holds it, with what the mail pipeline needs beside the shape staff see. */
export interface InboxMessage extends StoredMessage {
  sendOutcome: SendOutcome | null;
  requeuedRound: number | null;
}

const COLUMNS = `id, received_at, locale, page, first_name, last_name, email, company, subject, message, status,
  delivery_state, attempts, delivery_updated_at, last_error, round, send_outcome, requeued_round`;

function toMessage(row: MessageRow): InboxMessage {
  const delivery: StoredMessage["delivery"] = {
    state: row.delivery_state,
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
    sendOutcome: row.send_outcome,
    requeuedRound: row.requeued_round,
  };
}

/** The shape staff and the API see (the mail pipeline's bookkeeping left out). */
export function shown({ sendOutcome: _o, requeuedRound: _r, ...message }: InboxMessage): StoredMessage {
  return message;
}

const rows = async (statement: D1PreparedStatement) =>
  ((await statement.all<MessageRow>()).results ?? []).map(toMessage);
const one = async (statement: D1PreparedStatement) => {
  const row = await statement.first<MessageRow>();
  return row ? toMessage(row) : null;
};

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
  const text = searchFold([m.firstName, m.lastName, m.email, m.company ?? "", m.subject, m.message].join("\n"));
  return db
    .prepare(
      `INSERT INTO messages (id, received_at, locale, page, first_name, last_name, email, company, subject, message,
         person_hash, search_text, status, delivery_state, attempts, delivery_updated_at, last_error, round)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18
       WHERE NOT EXISTS (SELECT 1 FROM erased WHERE id = ?1)
       ON CONFLICT (id) DO NOTHING`,
    )
    .bind(
      m.id,
      m.receivedAt,
      m.locale,
      m.page,
      m.firstName,
      m.lastName,
      m.email,
      m.company,
      m.subject,
      m.message,
      personHash,
      text,
      m.status,
      m.delivery.state,
      m.delivery.attempts,
      m.delivery.updatedAt,
      m.delivery.lastError ?? null,
      m.delivery.round ?? 0,
    );
}

export function getMessage(db: D1Database, id: string): Promise<InboxMessage | null> {
  return one(db.prepare(`SELECT ${COLUMNS} FROM messages WHERE id = ?`).bind(id));
}

// ---- Staff reads -----------------------------------------------------------------------------------------

/** LIKE's own characters, escaped so a search for `100%` means those characters. */
const likeEscaped = (word: string) => word.replace(/[\\%_]/g, (ch) => `\\${ch}`);

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
  if (filter.delivery) when("delivery_state = ?", filter.delivery);
  if (filter.locale) when("locale = ?", filter.locale);
  const words = filter.q ? searchFold(filter.q).split(/\s+/).filter(Boolean).slice(0, 20) : [];
  for (const word of words) when("search_text LIKE ? ESCAPE '\\'", `%${likeEscaped(word)}%`);
  if (before) when("id < ?", before);
  const found = await rows(
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
  return rows(db.prepare(`SELECT ${COLUMNS} FROM messages WHERE person_hash = ? ORDER BY id DESC`).bind(hash));
}

/** A page of every message, newest first, for the CSV export. */
export function exportPage(db: D1Database, before: string | null, limit: number): Promise<InboxMessage[]> {
  return before
    ? rows(db.prepare(`SELECT ${COLUMNS} FROM messages WHERE id < ? ORDER BY id DESC LIMIT ?`).bind(before, limit))
    : rows(db.prepare(`SELECT ${COLUMNS} FROM messages ORDER BY id DESC LIMIT ?`).bind(limit));
}

export interface Counts {
  byStatus: { key: MessageStatus; count: number }[];
  byDelivery: { key: DeliveryState; count: number }[];
  /** Week number from `firstWeek` (0-based) and its count. */
  weeks: { key: number; count: number }[];
}

/** The overview's counts, in one batch of three GROUP BYs. */
export async function countMessages(db: D1Database, firstWeek: string): Promise<Counts> {
  type Row<K> = { key: K; count: number };
  const [status, delivery, weeks] = await db.batch<Row<never>>([
    db.prepare("SELECT status AS key, COUNT(*) AS count FROM messages GROUP BY status"),
    db.prepare("SELECT delivery_state AS key, COUNT(*) AS count FROM messages GROUP BY delivery_state"),
    db
      .prepare(
        `SELECT CAST((julianday(received_at) - julianday(?1)) / 7 AS INTEGER) AS key, COUNT(*) AS count
         FROM messages WHERE received_at >= ?1 GROUP BY key`,
      )
      .bind(firstWeek),
  ]);
  return {
    byStatus: (status!.results ?? []) as Counts["byStatus"],
    byDelivery: (delivery!.results ?? []) as Counts["byDelivery"],
    weeks: (weeks!.results ?? []) as Counts["weeks"],
  };
}

// ---- Staff actions ---------------------------------------------------------------------------------------

export function setStatus(db: D1Database, id: string, status: MessageStatus): Promise<InboxMessage | null> {
  return one(db.prepare(`UPDATE messages SET status = ? WHERE id = ? RETURNING ${COLUMNS}`).bind(status, id));
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

/** Starts a new delivery round (a staff resend): `pending`, nothing attempted in it yet. */
export function startRound(db: D1Database, id: string, now: string): Promise<InboxMessage | null> {
  return one(
    db
      .prepare(
        `UPDATE messages SET delivery_state = 'pending', round = round + 1, send_outcome = NULL, requeued_round = NULL,
           delivery_updated_at = ? WHERE id = ? RETURNING ${COLUMNS}`,
      )
      .bind(now, id),
  );
}

// ---- The mail pipeline (decision 091) --------------------------------------------------------------------

/**
 * Before a send: one more attempt of this round, its outcome unknown until recorded. It is also a claim: while an
 * attempt is `started`, a second delivery of the same job (two consumers at once) gets null and sends nothing.
 */
export function recordAttempt(db: D1Database, id: string, round: number, now: string): Promise<InboxMessage | null> {
  return one(
    db
      .prepare(
        `UPDATE messages SET attempts = attempts + 1, send_outcome = 'started', delivery_updated_at = ?
         WHERE id = ? AND round = ? AND delivery_state <> 'sent' AND send_outcome IS NOT 'started'
         RETURNING ${COLUMNS}`,
      )
      .bind(now, id, round),
  );
}

/** A send that failed: still `pending` (the queue retries), with why. */
export async function recordSendFailure(db: D1Database, id: string, round: number, error: string, now: string) {
  await db
    .prepare(
      `UPDATE messages SET send_outcome = 'failed', last_error = ?, delivery_updated_at = ?
       WHERE id = ? AND round = ? AND delivery_state <> 'sent'`,
    )
    .bind(error.slice(0, 500), now, id, round)
    .run();
}

/** A send that went out. */
export async function recordSent(db: D1Database, id: string, round: number, now: string): Promise<boolean> {
  const result = await db
    .prepare(
      `UPDATE messages SET delivery_state = 'sent', send_outcome = 'sent', last_error = NULL, delivery_updated_at = ?
       WHERE id = ? AND round = ? AND delivery_state <> 'sent'`,
    )
    .bind(now, id, round)
    .run();
  return result.meta.changes > 0;
}

/** `failed`, with a reason staff can read (null keeps the last send error). Never turns a `sent` back. */
export async function markFailed(db: D1Database, id: string, round: number, reason: string | null, now: string) {
  await db
    .prepare(
      `UPDATE messages SET delivery_state = 'failed', last_error = COALESCE(?, last_error), delivery_updated_at = ?
       WHERE id = ? AND round = ? AND delivery_state <> 'sent'`,
    )
    .bind(reason?.slice(0, 500) ?? null, now, id, round)
    .run();
}

/** Messages still `pending` with nothing recorded since `before`: the reconciler's to settle. */
export function stalePending(db: D1Database, before: string, limit: number): Promise<InboxMessage[]> {
  return rows(
    db
      .prepare(
        `SELECT ${COLUMNS} FROM messages WHERE delivery_state = 'pending' AND delivery_updated_at < ?
         ORDER BY delivery_updated_at LIMIT ?`,
      )
      .bind(before, limit),
  );
}

/** The reconciler queued this round again: once per round, so a second deadline marks it failed. */
export async function markRequeued(db: D1Database, id: string, round: number, now: string) {
  await db
    .prepare("UPDATE messages SET requeued_round = ?, delivery_updated_at = ? WHERE id = ? AND round = ?")
    .bind(round, now, id, round)
    .run();
}

// ---- Retention -------------------------------------------------------------------------------------------

/** Deletes what is past its keeping: messages and audit entries after 12 months, erased ids after the intake TTL. */
export async function expire(db: D1Database, { before, erasedBefore }: { before: string; erasedBefore: string }) {
  const [messages] = await db.batch([
    db.prepare("DELETE FROM messages WHERE received_at < ?").bind(before),
    db.prepare("DELETE FROM audit WHERE at < ?").bind(before),
    db.prepare("DELETE FROM erased WHERE erased_at < ?").bind(erasedBefore),
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

// ---- Reconciler runs (decision 091) ----------------------------------------------------------------------

export interface ReconcileRun {
  at: string;
  /** Intake copies that had waited past the deadline without reaching D1, now brought in. */
  broughtIn: number;
  /** Mails that went out but whose `sent` had not been recorded, now recorded. */
  recordedSent: number;
  /** Messages pending past the deadline, queued once more. */
  requeued: number;
  /** Messages pending past the deadline a second time, or with an unknown outcome, marked `failed`. */
  markedFailed: number;
  /** Messages and audit entries past their 12 months, deleted. */
  expired: number;
}

export async function insertRun(db: D1Database, run: ReconcileRun): Promise<void> {
  await db
    .prepare(
      `INSERT OR REPLACE INTO reconcile_runs (at, brought_in, recorded_sent, requeued, marked_failed, expired)
       VALUES (?, ?, ?, ?, ?, ?)`,
    )
    .bind(run.at, run.broughtIn, run.recordedSent, run.requeued, run.markedFailed, run.expired)
    .run();
}

export async function latestRun(db: D1Database): Promise<ReconcileRun | null> {
  return db
    .prepare(
      `SELECT at, brought_in AS broughtIn, recorded_sent AS recordedSent, requeued, marked_failed AS markedFailed,
         expired FROM reconcile_runs ORDER BY at DESC LIMIT 1`,
    )
    .first<ReconcileRun>();
}
