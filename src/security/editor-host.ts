import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env";

/** The content editor's paths: its page, files, configuration and OAuth login (src/routes/editor.ts). */
export const EDITOR_BASE = "/admin/editor";

const isEditorPath = (path: string) => path === EDITOR_BASE || path.startsWith(`${EDITOR_BASE}/`);

/**
 * The editor on an origin of its own (docs/security.md v4-M1): with EDITOR_HOST set, the editor host answers
 * the editor's paths and nothing else (no public page, so no third-party script ever runs beside the Git host
 * token the editor keeps in its storage), and every other host answers the editor's paths with 404. Unset
 * (local development), the editor is served beside the site, and the preflight refuses to deploy so.
 */
export const editorHost = createMiddleware<AppEnv>(async (c, next) => {
  const host = c.get("config").editor?.host;
  if (!host) return next();
  const onEditorHost = new URL(c.req.url).host === host;
  if (onEditorHost !== isEditorPath(c.req.path)) {
    c.header("Cache-Control", "no-store");
    return c.text("Not found", 404);
  }
  return next();
});
