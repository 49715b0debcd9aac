import type { Context } from "hono";
import { AuditLog, type AuditPage, type NewAuditEntry, type ReadKind } from "./audit-log";
import { MessageStore, type MessageStatus, type PersonMessages, type StoredMessage } from "./message-store";
import { enqueueContactMail, enqueueErasureSweep } from "./mail-queue";
import { personHash } from "./person";
import type { StaffEnv } from "../app-env";
import { requestLog } from "../log";

export interface Resent {
  message: StoredMessage;
  /** False when the queue refused the job: the message is then `failed`, with the reason, for another try. */
  queued: boolean;
}

/**
 * What staff can do to messages and what they read of them, each recorded in the audit trail: the API and
 * the console both come through here, so neither can act on or show personal data without leaving a trace.
 */
export function staffActions(c: Context<StaffEnv>) {
  const store = new MessageStore(c.env.CONTACT_MESSAGES);
  const audit = new AuditLog(c.env.CONTACT_MESSAGES);
  const record = (entry: Omit<NewAuditEntry, "who">) => audit.record({ ...entry, who: c.get("staff") ?? "unknown" });
  // The second look after an erasure (decision 041). The erasure itself is done: a queue that refuses the
  // job is logged, not reported to staff as a failure.
  const sweepLater = (hash: string, ids: string[]) =>
    enqueueErasureSweep(c.env, hash, ids).catch((error: unknown) =>
      requestLog(c).warn("erasure sweep not queued", { count: ids.length, error }),
    );

  return {
    store,

    async setStatus(id: string, status: MessageStatus): Promise<StoredMessage | null> {
      const message = await store.setStatus(id, status);
      if (message) await record({ action: "status", messageIds: [id], status });
      return message;
    },

    async delete(id: string): Promise<StoredMessage | null> {
      const message = await store.delete(id);
      if (!message) return null;
      await record({ action: "delete", messageIds: [id] });
      await sweepLater(await personHash(message.email), [id]);
      return message;
    },

    /**
     * Puts a message back in the mail queue in a new round (staff resend, e.g. after `failed`). When the
     * queue refuses the job, the message is marked `failed` with the reason rather than left `pending` with
     * no job anywhere, and the attempt is recorded either way (docs/security.md v2-M1).
     */
    async resend(id: string): Promise<Resent | null> {
      const message = await store.requeue(id);
      if (!message) return null;
      let queued = true;
      let current = message;
      try {
        await enqueueContactMail(c.env, id, message.delivery.round ?? 0);
      } catch (error) {
        queued = false;
        requestLog(c).error("contact mail not queued again", { messageId: id, error });
        current = (await store.setDelivery(id, { state: "failed", lastError: `queue: ${String(error)}` })) ?? message;
      }
      await record({ action: "resend", messageIds: [id], queued });
      return { message: current, queued };
    },

    /** A person's messages for the right of access, recorded as an export of them. */
    async exportPerson(hash: string): Promise<PersonMessages> {
      const found = await store.byPerson(hash);
      await record({
        action: "export-person",
        messageIds: found.messages.map((m) => m.id),
        count: found.messages.length,
        personHash: hash,
      });
      return found;
    },

    /** Erases a person's messages; the trail keeps the count and the hash, never the address or ids. */
    async erasePerson(hash: string): Promise<PersonMessages> {
      const erased = await store.erasePerson(hash);
      await record({ action: "erase-person", messageIds: [], count: erased.messages.length, personHash: hash });
      await sweepLater(
        hash,
        erased.messages.map((m) => m.id),
      );
      return erased;
    },

    /**
     * One entry for what a request showed (docs/security.md v2-L1): the ids, how many, and what kind of read.
     * A page that showed no message and looked up no one is not recorded: it read nothing personal.
     */
    async recordRead(read: ReadKind[], messages: StoredMessage[], personHash?: string): Promise<void> {
      const messageIds = [...new Set(messages.map((m) => m.id))];
      if (messageIds.length === 0 && !personHash) return;
      await record({
        action: "read",
        read,
        messageIds,
        count: messageIds.length,
        ...(personHash ? { personHash } : {}),
      });
    },

    recordCsvExport(count: number) {
      return record({ action: "export-csv", messageIds: [], count });
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
  };
}
