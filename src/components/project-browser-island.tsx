import type { Project } from "../../scripts/content/project-types";
import { detailsBySlug, projectDetailsUrl, projectLabels } from "./project-view";
import { Island } from "../render/island";
import { usePage } from "../render/page-context";

/**
 * Project cards (carousel or grid) that open the detail dialog. The page sends only which projects, in which
 * order: the island wakes with every project's detail, cards' texts included, fetched as one file beside its
 * code, so a card opens at once, offline too (decision 082). A carousel needs React to move, so it wakes when
 * scrolled near; a grid is complete in the HTML (its cards are links to the project pages) and wakes when a card
 * shows intent (a pointer over it, a finger down, focus: decision 082) or is pressed, which then opens in the
 * dialog (decision 003).
 */
export function ProjectBrowserIsland({ projects, layout }: { projects: Project[]; layout: "carousel" | "grid" }) {
  const { locale, t, raw } = usePage();
  return (
    <Island
      name="project-browser"
      when={layout === "grid" ? "interaction" : "visible"}
      props={{
        layout,
        slugs: projects.map((project) => project.slug),
        detailsUrl: projectDetailsUrl(locale),
        labels: {
          ...projectLabels(t, raw),
          carousel: t("project.carousel"),
          roleCarousel: t("a11y.carousel"),
          roleSlide: t("a11y.slide"),
          slide: raw("project.slide"),
          previousProject: t("project.previous"),
          nextProject: t("project.next"),
        },
      }}
      serverProps={{ details: detailsBySlug(projects, locale, t) }}
    />
  );
}
