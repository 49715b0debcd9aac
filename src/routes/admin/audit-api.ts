import { Hono } from "hono";
import type { StaffEnv } from "../../app-env";
import { staffActions } from "../../inbox/staff-actions";

/** The audit trail, newest first, a page at a time (`cursor` from the previous page). */
export const auditApi = new Hono<StaffEnv>();

auditApi.get("/api/admin/audit", async (c) => {
  const cursor = c.req.query("cursor");
  if (cursor && !/^[A-Za-z0-9+/=_-]{1,1024}$/.test(cursor)) return c.json({ error: "Invalid cursor" }, 400);
  try {
    const page = await staffActions(c).audit.list({ cursor, limit: Number(c.req.query("limit")) || 20 });
    return c.json(page);
  } catch (error) {
    if (!cursor) throw error;
    return c.json({ error: "Invalid cursor" }, 400);
  }
});
