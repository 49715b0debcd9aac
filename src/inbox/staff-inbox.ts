import type { requestLog } from "../log";
import type { AuditEntry, AuditPage, ReadKind } from "./audit-log";
import { csvHead, csvRows } from "./csv";
import { deliveryStep, deliveryStepById } from "./delivery";
import type { MessageFilter } from "./filter";
import { newId } from "./ids";
import { Intake } from "./intake";
import { enqueueContactMail } from "./mail-queue";
import type { MessageStatus, StoredMessage } from "./message";
import { messageOverview, type Overview } from "./overview";
import {
  completeAudit,
  eraseMessages,
  exportPage,
  getMessage,
  insertAudit,
  listAudit,
  listMessages,
  messagesOfPerson,
  setStatus,
  shown,
} from "./queries";

/**
 * An action's result; `unrecorded` when it was done but the trail could not record its outcome, which the
 * console tells staff in their language (decision 092).
 */
export interface Done<T> {
  result: T;
  unrecorded?: true;
}

export interface Resent {
  message: StoredMessage;
  /** False when the queue refused the job: the message is then `failed`, with the reason, for another try. */
  queued: boolean;
}

export interface MessagePage {
  messages: StoredMessage[];
  /** The id to pass as `cursor` for the next (older) page; null on the last page. */
  cursor: string | null;
}

/** Rows per D1 query of the CSV export: 10 000 messages in 10 queries (decision 093). */
const EXPORT_PAGE = 1000;

/** What the inbox needs of a staff request: its bindings, who is asking, and the request's log. */
export interface InboxAccess {
  env: Pick<Env, "DB" | "CONTACT_MESSAGES" | "CONTACT_MAIL">;
  staff: string | undefined;
  log: ReturnType<typeof requestLog>;
}

/**
 * The only way staff routes reach messages (decision 092): every method that shows personal data writes its
 * `read` entry before returning it (a trail that cannot be written means nothing is shown), and every action
 * writes its intent before acting and its outcome after. There is no store to reach around it.
 * `now` is the clock (tests move it).
 */
export function staffInbox({ env, staff, log }: InboxAccess, now: () => number = Date.now) {
  const db = env.DB;
  const who = staff ?? "unknown";
  const intake = new Intake(env.CONTACT_MESSAGES, now);
  const at = () => new Date(now()).toISOString();

  type Fields = Omit<AuditEntry, "id" | "at" | "who" | "outcome" | "messageIds"> & { messageIds?: string[] };
  const entry = (outcome: AuditEntry["outcome"], fields: Fields): AuditEntry => ({
    id: newId(now()),
    at: at(),
    who,
    outcome,
    messageIds: [],
    ...fields,
  });

  /** Records what a request showed; throws (so nothing is shown) when the trail cannot be written. */
  async function recordRead(read: ReadKind[], messages: StoredMessage[], personHash?: string): Promise<void> {
    const messageIds = [...new Set(messages.map((m) => m.id))];
    // A page that showed no message and looked up no one read nothing personal.
    if (messageIds.length === 0 && !personHash) return;
    await insertAudit(db, entry("done", { action: "read", read, messageIds, count: messageIds.length, personHash }));
  }

  /** Intent, action, outcome (decision 092). A failed intent write stops the action; a failed outcome write warns. */
  async function act<T>(
    intent: Fields,
    action: () => Promise<{ result: T; outcome: Partial<AuditEntry> & Pick<AuditEntry, "outcome"> }>,
  ): Promise<Done<T>> {
    const recorded = entry("intent", intent);
    await insertAudit(db, recorded);
    let done: Awaited<ReturnType<typeof action>>;
    try {
      done = await action();
    } catch (error) {
      await completeAudit(db, recorded.id, { ...recorded, outcome: "failed", note: String(error).slice(0, 300) }).catch(
        (e: unknown) => log.error("audit outcome not recorded", { auditId: recorded.id, error: e }),
      );
      throw error;
    }
    try {
      await completeAudit(db, recorded.id, { ...recorded, ...done.outcome });
      return { result: done.result };
    } catch (error) {
      log.error("audit outcome not recorded", { auditId: recorded.id, action: intent.action, error });
      return { result: done.result, unrecorded: true };
    }
  }

  return {
    /** The overview's counts: no personal data, so not recorded. */
    overview(): Promise<Overview> {
      return messageOverview(db, now());
    },

    /** A page of a filtered view (list or search) and, when a person is looked up, their messages; one entry for both. */
    async view(
      filter: MessageFilter,
      { cursor, limit, person }: { cursor?: string; limit: number; person?: string },
    ): Promise<{ page: MessagePage; person?: StoredMessage[] }> {
      const [found, theirs] = await Promise.all([
        listMessages(db, filter, { before: cursor, limit }),
        person ? messagesOfPerson(db, person) : undefined,
      ]);
      const page = { messages: found.messages.map(shown), cursor: found.cursor };
      const personMessages = theirs?.map(shown);
      await recordRead(
        [filter.q ? "search" : "list", ...(personMessages ? (["person"] as const) : [])],
        [...page.messages, ...(personMessages ?? [])],
        person,
      );
      return { page, person: personMessages };
    },

    /** A person's messages for the right of access, with any intake copy not yet in D1, recorded as an export. */
    async exportPerson(hash: string): Promise<StoredMessage[]> {
      const [inInbox, copies] = await Promise.all([messagesOfPerson(db, hash), intake.ofPerson(hash)]);
      const ids = new Set(inInbox.map((m) => m.id));
      const messages = [...inInbox.map(shown), ...copies.filter((copy) => !ids.has(copy.id))];
      await insertAudit(
        db,
        entry("done", {
          action: "export-person",
          messageIds: messages.map((m) => m.id),
          count: messages.length,
          personHash: hash,
        }),
      );
      return messages;
    },

    /**
     * The whole inbox as CSV, streamed a page of rows at a time so no request holds it all (decision 093).
     * The intent is recorded before the first byte, the count when the last row went out.
     */
    async exportCsv(separator: ";" | ","): Promise<ReadableStream<Uint8Array>> {
      const recorded = entry("intent", { action: "export-csv" });
      await insertAudit(db, recorded);
      const encoder = new TextEncoder();
      let before: string | null = null;
      let count = 0;
      let started = false;
      return new ReadableStream<Uint8Array>({
        async pull(controller) {
          if (!started) {
            started = true;
            controller.enqueue(encoder.encode(csvHead(separator)));
            return;
          }
          const rows = await exportPage(db, before, EXPORT_PAGE);
          if (rows.length) {
            count += rows.length;
            before = rows[rows.length - 1]!.id;
            controller.enqueue(encoder.encode(csvRows(rows.map(shown), separator)));
          }
          if (rows.length < EXPORT_PAGE) {
            await completeAudit(db, recorded.id, { ...recorded, outcome: "done", count }).catch((error: unknown) =>
              log.error("audit outcome not recorded", { auditId: recorded.id, action: "export-csv", error }),
            );
            controller.close();
          }
        },
      });
    },

    async setStatus(id: string, status: MessageStatus): Promise<Done<StoredMessage | null>> {
      return act({ action: "status", messageIds: [id], status }, async () => {
        const message = await setStatus(db, id, status);
        return { result: message && shown(message), outcome: { outcome: message ? "done" : "missing" } };
      });
    },

    /** Deletes one message, from D1 and any intake copy; true when there was one. */
    async delete(id: string): Promise<Done<boolean>> {
      return act({ action: "delete", messageIds: [id] }, async () => {
        await intake.remove(id);
        const deleted = await eraseMessages(db, { id }, [id], at());
        return { result: deleted.length > 0, outcome: { outcome: deleted.length ? "done" : "missing" } };
      });
    },

    /**
     * Puts a message back in the mail queue in a new round (staff resend, e.g. after `failed`). When the
     * queue refuses the job, the message is marked `failed` with the reason rather than left `pending` with
     * no job anywhere (docs/security.md v2-M1).
     */
    async resend(id: string): Promise<Done<Resent | null>> {
      return act<Resent | null>({ action: "resend", messageIds: [id] }, async () => {
        const message = await deliveryStepById(db, { id, round: 0 }, "resend", at());
        if (!message) return { result: null, outcome: { outcome: "missing" } };
        try {
          await enqueueContactMail(env, id, message.delivery.round ?? 0);
          return { result: { message: shown(message), queued: true }, outcome: { outcome: "done", queued: true } };
        } catch (error) {
          log.error("contact mail not queued again", { messageId: id, error });
          const refused = await deliveryStep(env, message, "queue-refused", {
            now: at(),
            reason: `queue: ${String(error)}`,
          });
          const failed = refused.message ?? (await getMessage(db, id)) ?? message;
          return { result: { message: shown(failed), queued: false }, outcome: { outcome: "done", queued: false } };
        }
      });
    },

    /**
     * Erases a person from both stores: their intake copies in KV first, then their messages in D1, in one
     * transaction that notes every id as erased. The trail keeps the count and the hash, never ids or address.
     */
    async erasePerson(hash: string): Promise<Done<{ deleted: number }>> {
      return act({ action: "erase-person", personHash: hash }, async () => {
        const copies = await intake.removePerson(hash);
        const deleted = await eraseMessages(db, { person: hash }, copies, at());
        const count = new Set([...deleted, ...copies]).size;
        return { result: { deleted: count }, outcome: { outcome: "done", count } };
      });
    },

    /** A page of the audit trail, newest first. */
    auditPage(cursor: string | undefined, limit: number): Promise<AuditPage> {
      return listAudit(db, { before: cursor, limit });
    },
  };
}
