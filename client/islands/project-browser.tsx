import { useCallback, useEffect, useRef, useState } from "react";
import { ProjectCard } from "../components/project-card";
import { Carousel, type CarouselLabels } from "../components/carousel";
import { useCarousel } from "../components/use-carousel";
import { ProjectDetail } from "../components/project-detail";
import { ProjectDialog } from "../components/project-dialog";
import type { ProjectDetailData, ProjectLabels } from "../components/project-types";

export interface ProjectBrowserProps {
  layout: "carousel" | "grid";
  /** The projects shown, in order. */
  slugs: string[];
  /** Where every project's detail is; the browser fetches it with the island's code (client/islands/registry.ts). */
  detailsUrl: string;
  /**
   * Every project's detail by slug, cards' texts included: given by the server as it renders, fetched by the
   * browser before the island wakes, so a card opens at once, offline too (decision 082).
   */
  details?: Record<string, ProjectDetailData>;
  labels: ProjectLabels &
    Omit<CarouselLabels, "previous" | "next"> & {
      previousProject: string;
      nextProject: string;
    };
}

/**
 * Project cards as a looping carousel or a grid. A card is a link to /project/{slug}; with
 * JavaScript it opens the detail in a dialog in place, and the address bar shows the project URL.
 */
export default function ProjectBrowser({ layout, slugs, details = {}, labels }: ProjectBrowserProps) {
  const [selection, setSelection] = useState<ProjectDetailData | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const carousel = useCarousel();

  const open = useCallback(
    (slug: string, from: HTMLElement) => {
      opener.current = from;
      setSelection(details[slug] ?? null);
      if (window.location.pathname !== `/project/${slug}`) history.pushState({ project: slug }, "", `/project/${slug}`);
    },
    [details],
  );

  // Focus goes back to the card that opened it (client/components/modal-dialog.ts).
  const close = useCallback(() => {
    setSelection(null);
    if (history.state?.project) history.back();
  }, []);

  // The browser's back button closes the dialog.
  useEffect(() => {
    const onPop = () => setSelection(null);
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, []);

  const headingId = `project-dialog-title-${selection?.slug ?? "none"}`;
  const projects = slugs.flatMap((slug) => details[slug] ?? []);
  const cards = projects.map((project) => (
    <ProjectCard key={project.slug} project={project} learnMore={labels.learnMore} onOpen={open} />
  ));

  return (
    <>
      {layout === "carousel" ? (
        <Carousel
          carousel={carousel}
          labels={{ ...labels, previous: labels.previousProject, next: labels.nextProject }}
          slides={cards}
        />
      ) : (
        <ul className="grid grid-3 project-grid" role="list">
          {cards.map((card) => (
            <li key={card.key}>{card}</li>
          ))}
        </ul>
      )}
      <ProjectDialog
        open={selection !== null}
        onClose={close}
        opener={opener}
        closeLabel={labels.close}
        labelledBy={headingId}
      >
        {selection ? <ProjectDetail project={selection} labels={labels} headingId={headingId} /> : null}
      </ProjectDialog>
    </>
  );
}
