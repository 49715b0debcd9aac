import { Hono, type Context } from "hono";
import * as z from "zod/mini";
import { messagesCsv } from "../../inbox/csv";
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
  const page = await searchPageOf(c, staffActions(c).store, filter, limit);
  return page ? c.json(page) : c.json({ error: "Invalid cursor" }, 400);
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
  const csv = await messagesCsv(counted());
  await actions.recordCsvExport(count);
  return download(c, csv, { type: "text/csv; charset=utf-8", name: "contact-messages", extension: "csv" });
});

messagesApi.get("/api/admin/messages/:id", async (c) => {
  const message = await staffActions(c).store.get(c.req.param("id"));
  return message ? c.json(message) : notFound(c);
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
  const message = await staffActions(c).resend(c.req.param("id"));
  return message ? c.json(message, 202) : notFound(c);
});

function notFound(c: Context<StaffEnv>) {
  return c.json({ error: "Not found" }, 404);
}
