import { useRef, useState } from "react";
import type { ImageData, ProjectDetailData, ProjectLabels, TextBlock } from "./project-types";
import { RichText } from "./rich-text";
import { countLabel } from "./count-label";
import { fill } from "./fill";
import { closeModal } from "./modal-dialog";
import { useModalDialog } from "./use-modal-dialog";
import { dataProps } from "../dom-contract";

/** The full project: header, links, media, numbered sections or summary, panels and gallery. */
export function ProjectDetail({
  project,
  labels,
  headingId,
}: {
  project: ProjectDetailData;
  labels: ProjectLabels;
  headingId: string;
}) {
  return (
    <article className="project-detail">
      <header className="project-detail-head">
        <p className="badge">{project.category}</p>
        <h2 id={headingId}>{project.title}</h2>
        <p className="project-client">
          <span>{labels.client}</span> {afterColon(project.client)}
        </p>
        <ProjectLinks project={project} labels={labels} />
      </header>
      <ProjectMedia project={project} labels={labels} />
      {project.sections.length > 0 ? (
        <ol className="project-sections">
          {project.sections.map((section) => (
            <li key={section.number} className="project-section">
              <h3>
                <span className="project-section-number" aria-hidden="true">
                  {section.number}
                </span>{" "}
                {section.title}
              </h3>
              <Blocks blocks={section.blocks} />
            </li>
          ))}
        </ol>
      ) : (
        <div className="project-summary">
          <Blocks blocks={project.summary} />
        </div>
      )}
      {project.panels ? <Panels panels={project.panels} labels={labels} /> : null}
      {project.gallery.length > 0 ? <Gallery images={project.gallery} labels={labels} title={project.title} /> : null}
    </article>
  );
}

function Blocks({ blocks }: { blocks: TextBlock[] }) {
  return (
    <>
      {blocks.map((block, i) => (
        <div key={i} className="text-block">
          {block.heading ? (
            <p className="text-block-heading">
              <strong>{block.heading}</strong>
            </p>
          ) : null}
          {block.body ? (
            <p>
              <RichText text={block.body} />
            </p>
          ) : null}
        </div>
      ))}
    </>
  );
}

function ProjectLinks({ project, labels }: { project: ProjectDetailData; labels: ProjectLabels }) {
  const links = [
    project.links.playStore ? { href: project.links.playStore, label: labels.playStore } : null,
    project.links.appStore ? { href: project.links.appStore, label: labels.appStore } : null,
    project.links.website ? { href: project.links.website, label: labels.testProject } : null,
  ].filter((link): link is { href: string; label: string } => link !== null);
  if (links.length === 0) return null;
  return (
    <ul className="project-links" role="list">
      {links.map((link) => (
        <li key={link.label}>
          <a className="btn btn-secondary btn-small" href={link.href} target="_blank" rel="noopener">
            {link.label}
            <span className="sr-only"> {labels.newTab}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

function ProjectMedia({ project, labels }: { project: ProjectDetailData; labels: ProjectLabels }) {
  const media = project.media;
  if (media.kind === "website") {
    return (
      <div className="project-media project-media-frame">
        <iframe
          src={media.url}
          title={fill(labels.websiteTitle, { title: project.title })}
          loading="lazy"
          sandbox=""
          width={1200}
          height={750}
        />
      </div>
    );
  }
  if (media.kind === "video") {
    return (
      <div className="project-media">
        <video src={media.url} poster={media.poster} controls preload="none" width={1200} height={750}>
          <track
            kind="captions"
            src={media.captions.src}
            srcLang={media.captions.lang}
            label={labels.captions}
            default
          />
        </video>
      </div>
    );
  }
  return (
    <div className="project-media">
      <img
        src={media.image.src}
        width={media.image.width}
        height={media.image.height}
        alt={media.image.alt}
        decoding="async"
      />
    </div>
  );
}

function Panels({ panels, labels }: { panels: NonNullable<ProjectDetailData["panels"]>; labels: ProjectLabels }) {
  return (
    <div className="project-panels">
      {(["context", "solution", "impact"] as const).map((key) => (
        <section key={key} className="project-panel">
          <h3>{labels.panels[key]}</h3>
          <p>
            <RichText text={panels[key]} />
          </p>
        </section>
      ))}
      <section className="project-panel">
        <h3>{labels.panels.roles}</h3>
        <ul className="features">
          {panels.roles.map((role) => (
            <li key={role}>{role}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/** Thumbnails (links to the full image without JavaScript) and a full-size viewer that wraps around. */
function Gallery({ images, labels, title }: { images: ImageData[]; labels: ProjectLabels; title: string }) {
  const [index, setIndex] = useState<number | null>(null);
  const viewer = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const count = images.length;

  const show = (i: number) => setIndex(((i % count) + count) % count);
  const close = () => viewer.current && closeModal(viewer.current);
  useModalDialog(viewer, index !== null, {
    opener,
    focus: closeButton,
    onClose: () => setIndex(null),
  });
  const current = index === null ? null : images[index];
  return (
    <section className="project-gallery" aria-label={labels.gallery}>
      <h3>{labels.gallery}</h3>
      <ul className="gallery-grid" role="list">
        {images.map((image, i) => (
          <li key={image.src}>
            <a
              href={image.src}
              className="gallery-thumb"
              {...dataProps({ wakeClick: "" })}
              aria-label={fill(labels.openImage, { n: i + 1, total: count, alt: image.alt })}
              onClick={(event) => {
                event.preventDefault();
                opener.current = event.currentTarget;
                show(i);
              }}
            >
              <img src={image.src} width={image.width} height={image.height} alt="" loading="lazy" decoding="async" />
            </a>
          </li>
        ))}
      </ul>
      <dialog
        ref={viewer}
        className="gallery-viewer"
        aria-label={`${labels.viewer} · ${title}`}
        onKeyDown={(event) => {
          if (index === null) return;
          if (event.key === "ArrowRight") show(index + 1);
          if (event.key === "ArrowLeft") show(index - 1);
        }}
      >
        {current && index !== null ? (
          <div className="gallery-viewer-inner">
            <img src={current.src} width={current.width} height={current.height} alt={current.alt} />
            <p className="gallery-counter" aria-live="polite">
              {countLabel(labels.imageOf, index + 1, count)}
            </p>
            <button
              type="button"
              className="icon-button gallery-prev"
              onClick={() => show(index - 1)}
              aria-label={labels.previous}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className="icon-button gallery-next"
              onClick={() => show(index + 1)}
              aria-label={labels.next}
            >
              <span aria-hidden="true">›</span>
            </button>
            <button
              type="button"
              className="icon-button gallery-close"
              ref={closeButton}
              onClick={close}
              aria-label={labels.close}
            >
              <span aria-hidden="true">×</span>
            </button>
            <div className="gallery-dots">
              {images.map((image, i) => (
                <button
                  key={image.src}
                  type="button"
                  className="gallery-dot"
                  aria-label={countLabel(labels.imageOf, i + 1, count)}
                  aria-current={i === index ? "true" : undefined}
                  onClick={() => show(i)}
                />
              ))}
            </div>
          </div>
        ) : null}
      </dialog>
    </section>
  );
}

/**
 * A client is described, never named (docs/decisions/101-launch-gate.md): "Un organisme régional…" stands
 * alone on a card, and reads in lower case after the label's colon, as French and British English write it.
 */
function afterColon(description: string): string {
  return description.charAt(0).toLowerCase() + description.slice(1);
}
