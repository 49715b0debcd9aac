import { Hono } from "hono";
import type { StaffEnv } from "../app-env";
import { adminAuth, type AdminAuthOptions } from "../security/admin-auth";
import { bodyCap, bodyCaps } from "../security/body-cap";
import { editor } from "./editor";
import { staffConsole } from "./admin/console";
import { messagesApi } from "./admin/messages-api";
import { peopleApi } from "./admin/people-api";

/**
 * The staff side: the /admin console (with form-post actions), the JSON/CSV API under /api/admin and the
 * content editor under /admin/editor/ (src/routes/editor.ts), all behind adminAuth. `options` lets tests give
 * Access a key of their own.
 */
export function createAdmin(options: AdminAuthOptions = {}) {
  const admin = new Hono<StaffEnv>();
  // Staff send a status or a short form: a large body is refused once authenticated (docs/security.md v2-I13).
  const limit = bodyCap<StaffEnv>(bodyCaps.staff, (c) =>
    c.json({ error: `Request body too large: ${bodyCaps.staff / 1024} KB at most` }, 413),
  );
  // Hono's `/admin/*` also matches `/admin` itself: one registration, so a request is checked, logged and counted
  // against the refused-credentials limit once.
  const auth = adminAuth(options);
  for (const path of ["/admin/*", "/api/admin/*"]) admin.use(path, auth, limit);
  admin.route("/", editor);
  admin.route("/", messagesApi);
  admin.route("/", peopleApi);
  admin.route("/", staffConsole);
  return admin;
}

export const admin = createAdmin();
