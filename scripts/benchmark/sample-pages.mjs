// The pages the bench and Lighthouse measure, read from the route table and the content as they stand, never
// named by hand: a page the studio renames or deletes in the editor never breaks a measurement (decision 100).
import { importSource } from "../import-source.mjs";

/**
 * One page of each template of the route table (the first route using it) and the first project's page, the
 * first policy page among them; and the navigation journey through them: home, a service page, the project,
 * contact.
 * @typedef {{ paths: string[], project: string, policy: string | undefined, templateOf: Map<string, string>,
 *   journey: string[] }} SamplePages
 * @returns {Promise<SamplePages>}
 */
export async function samplePages() {
  const { pageRoutes } = await importSource("src/route-table.ts");
  const { projects } = await importSource("src/content/site-content.ts");
  /** @type {Map<string, string>} path → template */
  const templateOf = new Map();
  /** @type {Map<string, string>} template → path */
  const pathOf = new Map();
  for (const route of pageRoutes) {
    if (pathOf.has(route.template)) continue;
    pathOf.set(route.template, route.path);
    templateOf.set(route.path, route.template);
  }
  const project = `/project/${projects[0].slug}`;
  templateOf.set(project, "project");
  const journey = [pathOf.get("home"), pathOf.get("service"), project, pathOf.get("contact")];
  if (journey.some((path) => !path)) throw new Error("the route table has no home, service or contact page");
  return { paths: [...templateOf.keys()], project, policy: pathOf.get("policy"), templateOf, journey };
}
