import { Hono } from "hono";
import type { StaffEnv } from "../../app-env";
import { cursorOf, inboxOf, limitOf } from "./query";

/** The audit trail, newest first, a page at a time (`cursor` from the previous page). */
export const auditApi = new Hono<StaffEnv>();

auditApi.get("/api/admin/audit", async (c) => {
  const cursor = cursorOf(c, "cursor");
  if (cursor === null) return c.json({ error: "Invalid cursor" }, 400);
  const limit = limitOf(c, 20);
  if (limit === null) return c.json({ error: "Invalid limit: a whole number from 1 to 100" }, 400);
  return c.json(await inboxOf(c).auditPage(cursor, limit));
});
