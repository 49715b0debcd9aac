import { Hono } from "hono";
import type { StaffEnv } from "../../app-env";
import { staffActions } from "../../inbox/staff-actions";
import { kvCursorOf, limitOf } from "./query";

/** The audit trail, newest first, a page at a time (`cursor` from the previous page). */
export const auditApi = new Hono<StaffEnv>();

auditApi.get("/api/admin/audit", async (c) => {
  const cursor = kvCursorOf(c, "cursor");
  if (cursor === null) return c.json({ error: "Invalid cursor" }, 400);
  const limit = limitOf(c, 20);
  if (limit === null) return c.json({ error: "Invalid limit: a whole number from 1 to 100" }, 400);
  const page = await staffActions(c).auditPage(cursor, limit);
  return page ? c.json(page) : c.json({ error: "Invalid cursor" }, 400);
});
