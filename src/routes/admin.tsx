import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { StaffEnv } from "../app-env";
import { adminAuth, type AdminAuthOptions } from "../security/admin-auth";
import { auditApi } from "./admin/audit-api";
import { editor } from "./editor";
import { staffConsole } from "./admin/console";
import { messagesApi } from "./admin/messages-api";
import { peopleApi } from "./admin/people-api";

const STAFF_BODY_BYTES = 16 * 1024;

/** 413, after reading what is left of a body that declared its size (never leave it half-read: decision 011). */
async function tooLarge(c: Context<StaffEnv>): Promise<Response> {
  const body = c.req.raw.body;
  if (body && !body.locked) for (const reader = body.getReader(); !(await reader.read()).done;);
  return c.json({ error: "Request body too large: 16 KB at most" }, 413);
}

/**
 * The staff side: the /admin console (with form-post actions), the JSON/CSV API under /api/admin and the
 * content editor under /admin/editor/ (src/routes/editor.ts), all behind adminAuth. `options` lets tests give
 * Access a key of their own.
 */
export function createAdmin(options: AdminAuthOptions = {}) {
  const admin = new Hono<StaffEnv>();
  const auth = adminAuth(options);
  // Hono's `/admin/*` also matches `/admin` itself: one registration, so a request is checked, logged and counted
  // against the refused-credentials limit once.
  admin.use("/admin/*", auth);
  admin.use("/api/admin/*", auth);
  // Staff send a status or a short form: a large body is refused once authenticated (docs/security.md v2-I13).
  const limit = bodyLimit({ maxSize: STAFF_BODY_BYTES, onError: tooLarge });
  admin.use("/admin/*", limit);
  admin.use("/api/admin/*", limit);
  admin.route("/", editor);
  admin.route("/", messagesApi);
  admin.route("/", peopleApi);
  admin.route("/", auditApi);
  admin.route("/", staffConsole);
  return admin;
}

export const admin = createAdmin();
