import { Hono } from "hono";
import { findProject } from "../content/project-list";
import { projectDetail } from "../components/project-view";
import type { AppEnv } from "../app-env";
import { getTranslator } from "../i18n/translator";

/** GET /api/projects/:slug?lang= — the detail the project dialog shows, in the request's language. */
export const projectsApi = new Hono<AppEnv>().get("/api/projects/:slug", (c) => {
  const project = findProject(c.req.param("slug"));
  if (!project) return c.json({ error: "Unknown project" }, 404);
  const locale = c.get("locale");
  return c.json(projectDetail(project, locale, getTranslator(locale).t), 200, {
    "Cache-Control": "public, max-age=300",
  });
});
