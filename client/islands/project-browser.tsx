import { useCallback, useEffect, useRef, useState } from "react";
import { ProjectCard } from "../components/project-card";
import { useCarousel } from "../components/use-carousel";
import { ProjectDetail } from "../components/project-detail";
import { ProjectDialog } from "../components/project-dialog";
import type { ProjectCardData, ProjectDetailData, ProjectLabels } from "../components/project-types";
import { countLabel } from "../components/count-label";

export interface ProjectBrowserProps {
  layout: "carousel" | "grid";
  lang: string;
  projects: ProjectCardData[];
  labels: ProjectLabels & {
    carousel: string;
    slide: string;
    /** What a screen reader calls the region and each card ("carousel", "slide"), in the page's language. */
    roleCarousel: string;
    roleSlide: string;
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

  const open = useCallback(
    (slug: string, from: HTMLElement) => {
      opener.current = from;
      setSelection({ slug });
      if (window.location.pathname !== `/project/${slug}`) history.pushState({ project: slug }, "", `/project/${slug}`);
      fetch(`/api/projects/${encodeURIComponent(slug)}?lang=${lang}`)
        .then((res) =>
          res.ok ? (res.json() as Promise<ProjectDetailData>) : Promise.reject(new Error(String(res.status))),
        )
        .then((detail) => setSelection((current) => (current?.slug === slug ? { slug, detail } : current)))
        .catch(() => setSelection((current) => (current?.slug === slug ? { slug, error: true } : current)));
    },
    [lang],
  );

  const close = useCallback(() => {
    setSelection(null);
    if (history.state?.project) history.back();
    opener.current?.focus();
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
        <Carousel labels={labels} count={projects.length}>
          {cards}
        </Carousel>
      ) : (
        <ul className="grid grid-3 project-grid" role="list">
          {cards.map((card) => (
            <li key={card.key}>{card}</li>
          ))}
        </ul>
      )}
      <ProjectDialog open={selection !== null} onClose={close} closeLabel={labels.close} labelledBy={headingId}>
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

/** Embla carousel: loops, aligned to the start, 1/2/3 slides per view by width (CSS), arrows and keys. */
function Carousel({
  children,
  labels,
  count,
}: {
  children: React.ReactElement[];
  labels: ProjectBrowserProps["labels"];
  count: number;
}) {
  const { region, viewport, api, selected } = useCarousel();

  return (
    <div
      ref={region}
      className="carousel"
      role="region"
      aria-roledescription={labels.roleCarousel}
      aria-label={labels.carousel}
    >
      <div className="carousel-viewport" ref={viewport}>
        <div className="carousel-track">
          {children.map((child, i) => (
            <div
              key={child.key}
              className="carousel-slide"
              role="group"
              aria-roledescription={labels.roleSlide}
              aria-label={countLabel(labels.slide, i + 1, count)}
            >
              {child}
            </div>
          ))}
        </div>
      </div>
      <div className="carousel-controls">
        <button
          type="button"
          className="icon-button carousel-prev"
          onClick={() => api?.scrollPrev()}
          aria-label={labels.previousProject}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <p className="carousel-status" aria-live="polite">
          {countLabel(labels.slide, selected + 1, count)}
        </p>
        <button
          type="button"
          className="icon-button carousel-next"
          onClick={() => api?.scrollNext()}
          aria-label={labels.nextProject}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
    </div>
  );
}
