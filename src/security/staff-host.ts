import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env";

/** Everything staff: the console (`/admin`, the editor under `/admin/editor/`) and its API (`/api/admin/*`). */
export const isStaffPath = (path: string) => /^\/(api\/)?admin(\/|$)/.test(path);

/**
 * Staff on an origin of their own (docs/security.md v4-M1, v5-M2): with STAFF_HOST set, the staff host answers
 * the staff paths and nothing else (no public page, so no third-party script ever runs beside the inbox's data
 * or the Git host token the editor keeps in its storage), and every other host answers the staff paths with 404.
 * Unset (local development), the staff side is served beside the site, and the preflight refuses to deploy so.
 */
export const staffHost = createMiddleware<AppEnv>(async (c, next) => {
  const host = c.get("config").staff.host;
  if (!host) return next();
  const onStaffHost = new URL(c.req.url).host === host;
  if (onStaffHost !== isStaffPath(c.req.path)) {
    c.header("Cache-Control", "no-store");
    return c.text("Not found", 404);
  }
  return next();
});
