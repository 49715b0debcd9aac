import { invertedTime, newId } from "./ids";
import { kvPage } from "./kv-page";
import type { MessageStatus } from "./message-store";

type AuditAction = "status" | "delete" | "resend" | "erase-person" | "export-person" | "export-csv" | "read";

/**
 * What a read showed staff (docs/security.md v2-L1): a page of the list or of a search, one message, a
 * person's messages. A console view can be a page and a person's lookup at once: one entry names both.
 */
export type ReadKind = "list" | "search" | "message" | "person";

/**
 * One staff request that acted on messages or showed them: every action, and every read of personal data,
 * one entry per request. Never an address: a person is named by hash only (person.ts).
 */
export interface AuditEntry {
  id: string;
  at: string;
  action: AuditAction;
  /** Who: the Cloudflare Access identity (an e-mail) when Access admitted the request, else "token". */
  who: string;
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
}

export type NewAuditEntry = Omit<AuditEntry, "id" | "at">;

export interface AuditPage {
  entries: AuditEntry[];
  cursor: string | null;
}

/** Kept 12 months, like the messages it speaks of (docs/product.md §9.2). */
export const AUDIT_RETENTION_SECONDS = 365 * 24 * 60 * 60;
const PREFIX = "v1:audit:";

/**
 * The audit trail in KV under `v1:audit:<inverted time>:<id>`: a prefix listing is newest first, as
 * staff read it. Entries are written once and expire on their own.
 */
export class AuditLog {
  constructor(
    private readonly kv: KVNamespace,
    private readonly now: () => number = Date.now,
  ) {}

  async record(entry: NewAuditEntry): Promise<AuditEntry> {
    const time = this.now();
    const full: AuditEntry = { id: newId(time), at: new Date(time).toISOString(), ...entry };
    const key = `${PREFIX}${invertedTime(time)}:${full.id}`;
    await this.kv.put(key, JSON.stringify(full), {
      expiration: Math.floor(time / 1000) + AUDIT_RETENTION_SECONDS,
    });
    return full;
  }

  /** One page, newest first. Throws when KV refuses the cursor. */
  async list({ cursor, limit = 20 }: { cursor?: string | null; limit?: number } = {}): Promise<AuditPage> {
    const page = await kvPage(this.kv, { prefix: PREFIX, cursor, limit: Math.min(Math.max(limit, 1), 100) }, (key) =>
      this.kv.get<AuditEntry>(key, "json"),
    );
    return { entries: page.items, cursor: page.cursor };
  }
}
