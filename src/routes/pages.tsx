import { Hono } from "hono";
import { findProject } from "../content/project-list";
import type { AppEnv } from "../env";
import { ProjectPage } from "../pages/project-page";
import { templates } from "../pages/templates";
import { servePage } from "../render/respond";
import { projectsApi } from "./projects-api";
import { pageRoutes } from "./table";

/** Every page of the route table, the project pages, and the project data their dialogs load. */
export const pages = new Hono<AppEnv>();
pages.route("/", projectsApi);

for (const route of pageRoutes) {
  const Template = templates[route.template];
  pages.get(route.path, (c) => servePage(c, route.path, () => <Template route={route} />));
}

pages.get("/project/:slug", (c) => {
  const project = findProject(c.req.param("slug"));
  // Unknown project: back to the home page (spec §8).
  if (!project) return c.redirect("/", 302);
  return servePage(c, `/project/${project.slug}`, () => <ProjectPage project={project} />);
});
