import { Hono, type Context } from "hono";
import * as z from "zod/mini";
import { csvSeparator } from "../../inbox/csv";
import { messageStatuses } from "../../inbox/message";
import type { StaffEnv } from "../../app-env";
import { cursorOf, download, filterOf, inboxOf, limitOf, withWarning } from "./query";

const PAGE_SIZE = 20;

/** A status change: `{"status": …}` with one of the five statuses, nothing else read (built on first use). */
const makeStatusChange = () => z.object({ status: z.enum(messageStatuses) });
let statusChange: ReturnType<typeof makeStatusChange> | undefined;

const CSV = { type: "text/csv; charset=utf-8", name: "contact-messages", extension: "csv" };

/** The messages API under /api/admin/messages: list and search, CSV, one message, status, delete, resend. */
export const messagesApi = new Hono<StaffEnv>();

messagesApi.get("/api/admin/messages", async (c) => {
  const filter = filterOf(c);
  if (!filter) return c.json({ error: "Invalid filter" }, 400);
  const limit = limitOf(c, PAGE_SIZE);
  if (limit === null) return c.json({ error: "Invalid limit: a whole number from 1 to 100" }, 400);
  const cursor = cursorOf(c, "cursor");
  if (cursor === null) return c.json({ error: "Invalid cursor" }, 400);
  return c.json((await inboxOf(c).view(filter, { cursor, limit })).page);
});

messagesApi.get("/api/admin/messages.csv", async (c) => {
  // A HEAD reads nothing: the headers alone (docs/security.md v3-I6).
  if (c.req.method === "HEAD") return download(c, null, CSV);
  // Split as the staff member's spreadsheet splits it: the console links with its own language (decision 040).
  return download(c, await inboxOf(c).exportCsv(csvSeparator(c.get("locale"))), CSV);
});

messagesApi.get("/api/admin/messages/:id", async (c) => {
  const message = await inboxOf(c).message(c.req.param("id"));
  return message ? c.json(message) : notFound(c);
});

messagesApi.patch("/api/admin/messages/:id", async (c) => {
  const change = (statusChange ??= makeStatusChange()).safeParse(await c.req.json().catch(() => null));
  if (!change.success) {
    return c.json({ error: "Unknown status: use new, read, answered, archived or spam" }, 400);
  }
  const { result, warning } = await inboxOf(c).setStatus(c.req.param("id"), change.data.status);
  return result ? c.json(withWarning(result, warning)) : notFound(c);
});

messagesApi.delete("/api/admin/messages/:id", async (c) => {
  const { result, warning } = await inboxOf(c).delete(c.req.param("id"));
  if (!result) return notFound(c);
  // Done: 204, or 200 with the warning when the trail could not record the outcome (decision 092).
  return warning ? c.json({ deleted: 1, warning }) : c.body(null, 204);
});

messagesApi.post("/api/admin/messages/:id/resend", async (c) => {
  const { result, warning } = await inboxOf(c).resend(c.req.param("id"));
  if (!result) return notFound(c);
  if (result.queued) return c.json(withWarning(result.message, warning), 202);
  // Said plainly, with the message as it now stands (`failed`, and why): staff can try again later.
  return c.json(
    withWarning(
      { error: "The e-mail could not be queued: the message is marked failed", message: result.message },
      warning,
    ),
    503,
  );
});

function notFound(c: Context<StaffEnv>) {
  return c.json({ error: "Not found" }, 404);
}
