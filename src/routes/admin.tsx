import { Hono, type Context } from "hono";
import { messagesCsv } from "../contact/csv";
import { InboxPage, type InboxNotice } from "../pages/inbox-page";
import { MessageStore, type MessagePage } from "../contact/message-store";
import { enqueueContactMail } from "../contact/queue";
import type { AppEnv } from "../env";
import { renderOnce } from "../render/respond";
import { adminAuth, type AdminAuthOptions } from "../security/admin-auth";

const PAGE_SIZE = 20;

/**
 * The staff side: the /admin inbox page (with form-post actions) and the JSON/CSV API under
 * /api/admin, all behind adminAuth. `options` lets tests give Access a key of their own.
 */
export function createAdmin(options: AdminAuthOptions = {}) {
  const admin = new Hono<AppEnv>();
  const auth = adminAuth(options);
  admin.use("/admin", auth);
  admin.use("/admin/*", auth);
  admin.use("/api/admin/*", auth);

  admin.get("/api/admin/messages", async (c) => {
    const page = await listPage(c, c.req.query("cursor"), Number(c.req.query("limit")) || PAGE_SIZE);
    return page ? c.json(page) : c.json({ error: "Invalid cursor" }, 400);
  });

  admin.get("/api/admin/messages.csv", async (c) => {
    const csv = await messagesCsv(store(c).all());
    const day = new Date().toISOString().slice(0, 10);
    return c.body(csv, 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="contact-messages-${day}.csv"`,
    });
  });

  admin.get("/api/admin/messages/:id", async (c) => {
    const message = await store(c).get(c.req.param("id"));
    return message ? c.json(message) : c.json({ error: "Not found" }, 404);
  });

  admin.delete("/api/admin/messages/:id", async (c) => {
    return (await store(c).delete(c.req.param("id"))) ? c.body(null, 204) : c.json({ error: "Not found" }, 404);
  });

  admin.post("/api/admin/messages/:id/resend", async (c) => {
    const message = await resend(c, c.req.param("id"));
    return message ? c.json(message, 202) : c.json({ error: "Not found" }, 404);
  });

  admin.get("/admin", async (c) => {
    const cursor = c.req.query("cursor");
    const page = await listPage(c, cursor, PAGE_SIZE);
    if (!page) return c.redirect("/admin", 303); // a stale or junk cursor
    const done = c.req.query("done");
    const notice = done === "deleted" || done === "resent" || done === "missing" ? (done as InboxNotice) : undefined;
    const html = await renderOnce(
      c,
      "/admin",
      <InboxPage messages={page.messages} older={page.cursor} paged={Boolean(cursor)} notice={notice} />,
    );
    return c.html(html);
  });

  // The page's buttons: plain form posts that come back to the inbox with a notice.
  admin.post("/admin/messages/:id/delete", async (c) => {
    const done = (await store(c).delete(c.req.param("id"))) ? "deleted" : "missing";
    return c.redirect(`/admin?done=${done}`, 303);
  });

  admin.post("/admin/messages/:id/resend", async (c) => {
    const done = (await resend(c, c.req.param("id"))) ? "resent" : "missing";
    return c.redirect(`/admin?done=${done}`, 303);
  });

  return admin;
}

export const admin = createAdmin();

function store(c: Context<AppEnv>): MessageStore {
  return new MessageStore(c.env.CONTACT_MESSAGES);
}

/** What a KV list cursor looks like: an opaque base64-style token, far shorter than 1 KB. */
const KV_CURSOR = /^[A-Za-z0-9+/=_-]{1,1024}$/;

/** A page of messages, newest first, or null for a cursor that is not a KV cursor or that KV refuses. */
async function listPage(c: Context<AppEnv>, cursor: string | undefined, limit: number): Promise<MessagePage | null> {
  if (cursor && !KV_CURSOR.test(cursor)) return null;
  try {
    return await store(c).list({ cursor, limit: Math.min(Math.max(limit, 1), 100) });
  } catch (error) {
    if (!cursor) throw error;
    return null;
  }
}

/** Puts a message back in the mail queue (staff resend, e.g. after `failed`). */
async function resend(c: Context<AppEnv>, id: string) {
  const message = await store(c).setDelivery(id, { state: "pending" });
  if (message) await enqueueContactMail(c.env, id);
  return message;
}
