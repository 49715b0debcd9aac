import type { MessageStatus } from "./message";

type AuditAction = "status" | "delete" | "resend" | "erase-person" | "export-person" | "export-csv" | "read";

/**
 * What a read showed staff (docs/security.md v2-L1): a page of the list or of a search, one message, a
 * person's messages. A console view can be a page and a person's lookup at once: one entry names both.
 */
export type ReadKind = "list" | "search" | "message" | "person";

/**
 * An action's entry is written as `intent` before it acts, and completed with `done` (or `missing` when there
 * was nothing to act on, `failed` when it threw) after: an entry left at `intent` is an action whose outcome
 * the trail could not record (decision 092). A read is written once, `done`.
 */
export type AuditOutcome = "intent" | "done" | "missing" | "failed";

/**
 * One staff request that acted on messages or showed them: every action, and every read of personal data,
 * one entry per request, in D1's `audit` table. Never an address: a person is named by hash only (person.ts).
 */
export interface AuditEntry {
  id: string;
  at: string;
  action: AuditAction;
  /** Who: the Cloudflare Access identity (an e-mail) when Access admitted the request, else "token". */
  who: string;
  outcome: AuditOutcome;
  /** The messages acted on or shown (an erasure lists none: the count and hash say enough). */
  messageIds: string[];
  /** For a read: what was read. */
  read?: ReadKind[];
  /** For a resend: false when the job could not be queued (the message was then marked failed). */
  queued?: boolean;
  /** The new status, for a status change. */
  status?: MessageStatus;
  /** How many messages an erasure, an export or a read covered. */
  count?: number;
  /** The SHA-256 of the normalised address, for actions on a person. */
  personHash?: string;
  /** What went wrong, for an action that failed. */
  note?: string;
}

export interface AuditPage {
  entries: AuditEntry[];
  cursor: string | null;
}
