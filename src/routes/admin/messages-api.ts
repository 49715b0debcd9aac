import { Hono } from "hono";
import { csvSeparator } from "../../inbox/csv";
import type { StaffEnv } from "../../app-env";
import { cursorOf, download, filterOf, inboxOf, limitOf } from "./query";

const PAGE_SIZE = 20;

const CSV = { type: "text/csv; charset=utf-8", name: "contact-messages", extension: "csv" };

/**
 * The messages API under /api/admin/messages: list and search as JSON, for scripts, and every message as CSV. Staff
 * change, delete and resend messages with the console's form posts (src/routes/admin/console.tsx), audited alike.
 */
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
