import { useCallback, useEffect, useRef, useState } from "react";
import { ProjectCard } from "../components/project-card";
import { Carousel, type CarouselLabels } from "../components/carousel";
import { useCarousel } from "../components/use-carousel";
import { ProjectDetail } from "../components/project-detail";
import { ProjectDialog } from "../components/project-dialog";
import { fetchProjectDetail, projectDetailAtHand } from "../components/project-details";
import type { ProjectCardData, ProjectDetailData, ProjectLabels } from "../components/project-types";

export interface ProjectBrowserProps {
  layout: "carousel" | "grid";
  lang: string;
  projects: ProjectCardData[];
  labels: ProjectLabels &
    Omit<CarouselLabels, "previous" | "next"> & {
      previousProject: string;
      nextProject: string;
    };
}

type Selection = { slug: string; detail?: ProjectDetailData; error?: boolean } | null;

/**
 * Project cards as a looping carousel or a grid. A card is a link to /project/{slug}; with
 * JavaScript it opens the detail in a dialog in place, and the address bar shows the project URL.
 */
export default function ProjectBrowser({ layout, lang, projects, labels }: ProjectBrowserProps) {
  const [selection, setSelection] = useState<Selection>(null);
  const opener = useRef<HTMLElement | null>(null);
  const carousel = useCarousel();

  const open = useCallback(
    (slug: string, from: HTMLElement) => {
      opener.current = from;
      // Fetched on intent (client/components/project-intent.ts): usually here by the press, so the dialog
      // opens with its content at once.
      setSelection({ slug, detail: projectDetailAtHand(slug, lang) });
      if (window.location.pathname !== `/project/${slug}`) history.pushState({ project: slug }, "", `/project/${slug}`);
      if (projectDetailAtHand(slug, lang)) return;
      fetchProjectDetail(slug, lang)
        .then((detail) => setSelection((current) => (current?.slug === slug ? { slug, detail } : current)))
        .catch(() => setSelection((current) => (current?.slug === slug ? { slug, error: true } : current)));
    },
    [lang],
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
  const cards = projects.map((project, i) => (
    <ProjectCard key={project.slug} project={project} learnMore={labels.learnMore} lazy={i > 2} onOpen={open} />
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
        {selection?.detail ? (
          <ProjectDetail project={selection.detail} labels={labels} headingId={headingId} />
        ) : (
          <p id={headingId} className="project-dialog-status" role="status">
            {selection?.error ? labels.loadError : labels.loading}
          </p>
        )}
      </ProjectDialog>
    </>
  );
}
