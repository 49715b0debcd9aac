import { Hono, type Context } from "hono";
import * as z from "zod/mini";
import { csvSeparator, messagesCsv } from "../../inbox/csv";
import { messageStatuses, type StoredMessage } from "../../inbox/message-store";
import type { StaffEnv } from "../../app-env";
import { staffActions } from "../../inbox/staff-actions";
import { download, filterOf, limitOf, searchPageOf } from "./query";

const PAGE_SIZE = 20;

/** A status change: `{"status": …}` with one of the five statuses, nothing else read. */
const statusChange = z.object({ status: z.enum(messageStatuses) });

/** The messages API under /api/admin/messages: list and search, CSV, one message, status, delete, resend. */
export const messagesApi = new Hono<StaffEnv>();

messagesApi.get("/api/admin/messages", async (c) => {
  const filter = filterOf(c);
  if (!filter) return c.json({ error: "Invalid filter" }, 400);
  const limit = limitOf(c, PAGE_SIZE);
  if (limit === null) return c.json({ error: "Invalid limit: a whole number from 1 to 100" }, 400);
  const actions = staffActions(c);
  const page = await searchPageOf(c, actions.store, filter, limit);
  if (!page) return c.json({ error: "Invalid cursor" }, 400);
  await actions.recordRead([filter.q ? "search" : "list"], page.messages);
  return c.json(page);
});

messagesApi.get("/api/admin/messages.csv", async (c) => {
  const actions = staffActions(c);
  let count = 0;
  async function* counted(): AsyncGenerator<StoredMessage> {
    for await (const message of actions.store.all()) {
      count++;
      yield message;
    }
  }
  // Split as the staff member's spreadsheet splits it: the console links with its own language (decision 040).
  const csv = await messagesCsv(counted(), csvSeparator(c.get("locale")));
  await actions.recordCsvExport(count);
  return download(c, csv, { type: "text/csv; charset=utf-8", name: "contact-messages", extension: "csv" });
});

messagesApi.get("/api/admin/messages/:id", async (c) => {
  const actions = staffActions(c);
  const message = await actions.store.get(c.req.param("id"));
  if (!message) return notFound(c);
  await actions.recordRead(["message"], [message]);
  return c.json(message);
});

messagesApi.patch("/api/admin/messages/:id", async (c) => {
  const change = statusChange.safeParse(await c.req.json().catch(() => null));
  if (!change.success) {
    return c.json({ error: "Unknown status: use new, read, answered, archived or spam" }, 400);
  }
  const message = await staffActions(c).setStatus(c.req.param("id"), change.data.status);
  return message ? c.json(message) : notFound(c);
});

messagesApi.delete("/api/admin/messages/:id", async (c) => {
  return (await staffActions(c).delete(c.req.param("id"))) ? c.body(null, 204) : notFound(c);
});

messagesApi.post("/api/admin/messages/:id/resend", async (c) => {
  const resent = await staffActions(c).resend(c.req.param("id"));
  if (!resent) return notFound(c);
  if (resent.queued) return c.json(resent.message, 202);
  // Said plainly, with the message as it now stands (`failed`, and why): staff can try again later.
  return c.json(
    { error: "The e-mail could not be queued: the message is marked failed", message: resent.message },
    503,
  );
});

function notFound(c: Context<StaffEnv>) {
  return c.json({ error: "Not found" }, 404);
}
