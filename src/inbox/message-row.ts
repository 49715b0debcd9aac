import type { Locale } from "../i18n/locale-list";
import type { DeliveryStateName, MessageStatus, StoredMessage } from "./message";
import { searchFold } from "./search-fold";

/** A row of D1's `messages` table, column by column (migrations/0005_messages_rebuilt.sql). */
interface MessageRecord {
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
  person_hash: string;
  search_text: string;
  status: MessageStatus;
  delivery_state: DeliveryStateName;
  attempts: number;
  delivery_updated_at: string;
  last_error: string | null;
  round: number;
  /** 1 once the pipeline has queued this round's job once more (the reconciler or the dead letter). */
  requeued: 0 | 1;
}

/**
 * The one list of the message's columns, in the table's order, each true when the queries read it back (the two
 * derived columns are only written and searched): the SELECT and INSERT lists are written from it. Typed by the
 * record, so a column added to one and not the other does not compile.
 */
const MESSAGE_COLUMNS: { readonly [K in keyof MessageRecord]: boolean } = {
  id: true,
  received_at: true,
  locale: true,
  page: true,
  first_name: true,
  last_name: true,
  email: true,
  company: true,
  subject: true,
  message: true,
  person_hash: false,
  search_text: false,
  status: true,
  delivery_state: true,
  attempts: true,
  delivery_updated_at: true,
  last_error: true,
  round: true,
  requeued: true,
};

const names = Object.keys(MESSAGE_COLUMNS) as (keyof MessageRecord)[];

/** The columns a query reads back, for `SELECT ${SELECTED} FROM messages`. */
export const SELECTED = names.filter((name) => MESSAGE_COLUMNS[name]).join(", ");

/** A message's row as a query reads it. */
export type MessageRow = Omit<MessageRecord, "person_hash" | "search_text">;

/** `INSERT INTO messages (<columns>) SELECT <?1…?n>`: every column, numbered parameters in the same order. */
export const INSERTED = {
  columns: names.join(", "),
  parameters: names.map((_, i) => `?${i + 1}`).join(", "),
};

/** The values of INSERTED's parameters for a message, in the columns' order. */
export function insertedValues(m: StoredMessage, personHash: string): unknown[] {
  const record: MessageRecord = {
    id: m.id,
    received_at: m.receivedAt,
    locale: m.locale,
    page: m.page,
    first_name: m.firstName,
    last_name: m.lastName,
    email: m.email,
    company: m.company,
    subject: m.subject,
    message: m.message,
    person_hash: personHash,
    search_text: searchFold([m.firstName, m.lastName, m.email, m.company ?? "", m.subject, m.message].join("\n")),
    status: m.status,
    // An intake copy is `pending` (nothing tried yet) or `failed` (its job was refused).
    delivery_state: m.delivery.state === "pending" ? "waiting" : m.delivery.state,
    attempts: m.delivery.attempts,
    delivery_updated_at: m.delivery.updatedAt,
    last_error: m.delivery.lastError ?? null,
    round: m.delivery.round ?? 0,
    requeued: 0,
  };
  return names.map((name) => record[name]);
}
