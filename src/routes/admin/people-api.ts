import { Hono } from "hono";
import { isAddress, normaliseEmail } from "../../inbox/person";
import type { StaffEnv } from "../../app-env";
import { staffActions } from "../../inbox/staff-actions";
import { download } from "./query";

/**
 * A person's data (GDPR): `GET /api/admin/people/:email` downloads every message of that address (the
 * right of access), `DELETE` erases them all (the right to erasure) and answers how many went.
 */
export const peopleApi = new Hono<StaffEnv>();

peopleApi.get("/api/admin/people/:email", async (c) => {
  const email = normaliseEmail(c.req.param("email"));
  if (!isAddress(email)) return c.json({ error: "Invalid address" }, 400);
  const messages = await staffActions(c).exportPerson(email);
  const body = JSON.stringify({ email, exportedAt: new Date().toISOString(), messages }, null, 2);
  return download(c, body, { type: "application/json; charset=utf-8", name: "personal-data", extension: "json" });
});

peopleApi.delete("/api/admin/people/:email", async (c) => {
  const email = normaliseEmail(c.req.param("email"));
  if (!isAddress(email)) return c.json({ error: "Invalid address" }, 400);
  return c.json({ deleted: await staffActions(c).erasePerson(email) });
});
