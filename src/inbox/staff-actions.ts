import type { Context } from "hono";
import { AuditLog, type AuditPage, type NewAuditEntry } from "./audit-log";
import { MessageStore, type MessageStatus, type StoredMessage } from "./message-store";
import { enqueueContactMail } from "./mail-queue";
import { personHash } from "./person";
import type { StaffEnv } from "../app-env";

/**
 * What staff can do to messages, each recorded in the audit trail: the API and the page's form posts both
 * come through here, so neither can act without leaving a trace.
 */
export function staffActions(c: Context<StaffEnv>) {
  const store = new MessageStore(c.env.CONTACT_MESSAGES);
  const audit = new AuditLog(c.env.CONTACT_MESSAGES);
  const record = (entry: Omit<NewAuditEntry, "who">) => audit.record({ ...entry, who: c.get("staff") ?? "unknown" });

  return {
    store,
    audit,

    async setStatus(id: string, status: MessageStatus): Promise<StoredMessage | null> {
      const message = await store.setStatus(id, status);
      if (message) await record({ action: "status", messageIds: [id], status });
      return message;
    },

    async delete(id: string): Promise<StoredMessage | null> {
      const message = await store.delete(id);
      if (message) await record({ action: "delete", messageIds: [id] });
      return message;
    },

    /** Puts a message back in the mail queue in a new round (staff resend, e.g. after `failed`). */
    async resend(id: string): Promise<StoredMessage | null> {
      const message = await store.requeue(id);
      if (!message) return null;
      await enqueueContactMail(c.env, id, message.delivery.round ?? 0);
      await record({ action: "resend", messageIds: [id] });
      return message;
    },

    /** A person's messages for the right of access, recorded as an export of them. */
    async exportPerson(email: string): Promise<StoredMessage[]> {
      const messages = await store.byPerson(email);
      await record({
        action: "export-person",
        messageIds: messages.map((m) => m.id),
        count: messages.length,
        personHash: await personHash(email),
      });
      return messages;
    },

    /** Erases a person's messages; the trail keeps the count and the address hash, never the address or ids. */
    async erasePerson(email: string): Promise<number> {
      const erased = await store.erasePerson(email);
      await record({
        action: "erase-person",
        messageIds: [],
        count: erased.length,
        personHash: await personHash(email),
      });
      return erased.length;
    },

    /** A page of the audit trail; null when KV refuses the cursor (a stale or junk one). */
    async auditPage(cursor: string | undefined, limit: number): Promise<AuditPage | null> {
      try {
        return await audit.list({ cursor, limit });
      } catch (error) {
        if (!cursor) throw error;
        return null;
      }
    },

    recordCsvExport(count: number) {
      return record({ action: "export-csv", messageIds: [], count });
    },
  };
}
