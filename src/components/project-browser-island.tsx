import type { Project } from "../content/project-types";
import { projectCard, projectLabels } from "./project-view";
import { Island } from "../render/island";
import { usePage } from "../render/page-context";

/** Project cards (carousel or grid) that open the detail dialog; the island wakes when scrolled near. */
export function ProjectBrowserIsland({ projects, layout }: { projects: Project[]; layout: "carousel" | "grid" }) {
  const { locale, t, raw } = usePage();
  return (
    <Island
      name="project-browser"
      props={{
        layout,
        lang: locale,
        projects: projects.map((project) => projectCard(project, locale, t)),
        labels: {
          ...projectLabels(t, raw),
          carousel: t("project.carousel"),
          slide: raw("project.slide"),
          previousProject: t("project.previous"),
          nextProject: t("project.next"),
        },
      }}
    />
  );
}
