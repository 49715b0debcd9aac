import { Hono } from "hono";
import { namedPerson, normaliseEmail } from "../../inbox/person";
import type { StaffEnv } from "../../app-env";
import { download, inboxOf } from "./query";

/**
 * A person's data (GDPR): `GET /api/admin/people/:person` downloads every message of that person (the
 * right of access); the console erases them (the right to erasure, `/admin/people/erase`).
 * `:person` is the address (for scripts), or the SHA-256 of the normalised address, which is what the console's
 * links use so that no address is written into a URL, a browser history or a request log (docs/security.md v2-L5).
 */
export const peopleApi = new Hono<StaffEnv>();

peopleApi.get("/api/admin/people/:person", async (c) => {
  const person = await namedPerson(c.req.param("person") ?? "");
  if (!person) return c.json({ error: "Invalid address" }, 400);
  const messages = await inboxOf(c).exportPerson(person.hash);
  const email = person.email ?? (messages[0] ? normaliseEmail(messages[0].email) : null);
  const body = JSON.stringify({ email, exportedAt: new Date().toISOString(), messages }, null, 2);
  return download(c, body, { type: "application/json; charset=utf-8", name: "personal-data", extension: "json" });
});
