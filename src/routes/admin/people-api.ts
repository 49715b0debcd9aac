import { Hono } from "hono";
import { normaliseEmail } from "../../inbox/person";
import type { StaffEnv } from "../../app-env";
import { staffActions } from "../../inbox/staff-actions";

/**
 * A person's data (GDPR): `GET /api/admin/people/:email` downloads every message of that address (the
 * right of access), `DELETE` erases them all (the right to erasure) and answers how many went.
 */
export const peopleApi = new Hono<StaffEnv>();

peopleApi.get("/api/admin/people/:email", async (c) => {
  const email = normaliseEmail(c.req.param("email"));
  if (!validAddress(email)) return c.json({ error: "Invalid address" }, 400);
  const messages = await staffActions(c).exportPerson(email);
  const body = JSON.stringify({ email, exportedAt: new Date().toISOString(), messages }, null, 2);
  return c.body(body, 200, {
    "Content-Type": "application/json; charset=utf-8",
    "Content-Disposition": `attachment; filename="personal-data-${new Date().toISOString().slice(0, 10)}.json"`,
  });
});

peopleApi.delete("/api/admin/people/:email", async (c) => {
  const email = normaliseEmail(c.req.param("email"));
  if (!validAddress(email)) return c.json({ error: "Invalid address" }, 400);
  return c.json({ deleted: await staffActions(c).erasePerson(email) });
});

/** Something shaped like an address, of a length the contact form accepts. */
export function validAddress(email: string): boolean {
  return email.length <= 254 && /^[^\s@]+@[^\s@]+$/.test(email);
}
