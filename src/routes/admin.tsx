import { Hono } from "hono";
import type { StaffEnv } from "../app-env";
import { adminAuth, type AdminAuthOptions } from "../security/admin-auth";
import { auditApi } from "./admin/audit-api";
import { staffConsole } from "./admin/console";
import { messagesApi } from "./admin/messages-api";
import { peopleApi } from "./admin/people-api";

/**
 * The staff side: the /admin console (with form-post actions) and the JSON/CSV API under /api/admin,
 * all behind adminAuth. `options` lets tests give Access a key of their own.
 */
export function createAdmin(options: AdminAuthOptions = {}) {
  const admin = new Hono<StaffEnv>();
  const auth = adminAuth(options);
  admin.use("/admin", auth);
  admin.use("/admin/*", auth);
  admin.use("/api/admin/*", auth);
  admin.route("/", messagesApi);
  admin.route("/", peopleApi);
  admin.route("/", auditApi);
  admin.route("/", staffConsole);
  return admin;
}

export const admin = createAdmin();
