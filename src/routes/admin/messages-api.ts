import { Hono, type Context } from "hono";
import { messagesCsv } from "../../inbox/csv";
import { isMessageStatus, type StoredMessage } from "../../inbox/message-store";
import { decodeCursor, parseFilter, searchMessages, type SearchPage } from "../../inbox/message-search";
import type { StaffEnv } from "../../app-env";
import { staffActions } from "../../inbox/staff-actions";

const PAGE_SIZE = 20;

/** The messages API under /api/admin/messages: list and search, CSV, one message, status, delete, resend. */
export const messagesApi = new Hono<StaffEnv>();

messagesApi.get("/api/admin/messages", async (c) => {
  const filter = parseFilter({
    status: c.req.queries("status"),
    delivery: c.req.query("delivery"),
    locale: c.req.query("locale"),
    q: c.req.query("q"),
  });
  if (!filter) return c.json({ error: "Invalid filter" }, 400);
  const page = await searchPage(c, c.req.query("cursor"), filter, Number(c.req.query("limit")) || PAGE_SIZE);
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
  const day = new Date().toISOString().slice(0, 10);
  return c.body(csv, 200, {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="contact-messages-${day}.csv"`,
  });
});

messagesApi.get("/api/admin/messages/:id", async (c) => {
  const message = await staffActions(c).store.get(c.req.param("id"));
  return message ? c.json(message) : notFound(c);
});

messagesApi.patch("/api/admin/messages/:id", async (c) => {
  const body: unknown = await c.req.json().catch(() => null);
  const status = (body as { status?: unknown } | null)?.status;
  if (!isMessageStatus(status)) {
    return c.json({ error: "Unknown status: use new, read, answered, archived or spam" }, 400);
  }
  const message = await staffActions(c).setStatus(c.req.param("id"), status);
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

/** A page of matches, or null for a cursor that is not ours or that KV refuses. */
export async function searchPage(
  c: Context<StaffEnv>,
  cursor: string | undefined,
  filter: NonNullable<ReturnType<typeof parseFilter>>,
  limit: number,
): Promise<SearchPage | null> {
  const position = cursor ? decodeCursor(cursor) : null;
  if (cursor && !position) return null;
  try {
    return await searchMessages(staffActions(c).store, filter, {
      cursor: position,
      limit: Math.min(Math.max(limit, 1), 100),
    });
  } catch (error) {
    if (!cursor) throw error;
    return null;
  }
}
