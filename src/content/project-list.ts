import type { Project } from "../../scripts/content/project-types";
import { projects } from "./site-content";

const bySlug = new Map(projects.map((project) => [project.slug, project]));

export function findProject(slug: string): Project | undefined {
  return bySlug.get(slug);
}

/** Projects whose category contains one of the texts, in either language (achievement pages). */
export function projectsInCategory(texts: string[]): Project[] {
  const needles = texts.map((text) => text.toLowerCase());
  return projects.filter((project) =>
    Object.values(project.category).some((category) =>
      needles.some((needle) => category.toLowerCase().includes(needle)),
    ),
  );
}

export function projectsBySlug(slugs: readonly string[]): Project[] {
  return slugs.map((slug) => {
    const project = bySlug.get(slug);
    if (!project) throw new Error(`Unknown project slug "${slug}"`);
    return project;
  });
}

/** The projects whose covers illustrate a page's hero, as its route names them (none when it names none). */
export function heroArtFor(route: { heroArt?: readonly string[] }): Project[] {
  return projectsBySlug(route.heroArt ?? []);
}
