import { Hono } from "hono";
import { findProject } from "../content/project-list";
import type { AppEnv } from "../env";
import { isLocale } from "../i18n/locales";
import { ProjectPage } from "../pages/project-page";
import { templates } from "../pages/templates";
import { servePage } from "../render/respond";
import { projectsApi } from "./projects-api";
import { pageRoutes } from "../site/routes";

/** Every page of the route table, the project pages, and the project data their dialogs load. */
export const pages = new Hono<AppEnv>();
pages.route("/", projectsApi);

for (const route of pageRoutes) {
  const Template = templates[route.template];
  pages.get(route.path, (c) => {
    // Policies written in two languages can be read in either, whatever the site language.
    const doc = route.template === "policy" && isLocale(c.req.query("doc")) ? c.req.query("doc") : undefined;
    return servePage(c, route.path, () => <Template route={route} docLang={doc} />, { variant: doc });
  });
}

pages.get("/project/:slug", (c) => {
  const project = findProject(c.req.param("slug"));
  // Unknown project: back to the home page (spec §8).
  if (!project) return c.redirect("/", 302);
  return servePage(c, `/project/${project.slug}`, () => <ProjectPage project={project} />);
});
