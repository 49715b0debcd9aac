import { isPlainClick } from "./plain-click";
import { plainText } from "./rich-text";
import type { ProjectCardData } from "./project-types";
import { dataProps } from "../dom-contract";

/**
 * A project card: a real link to /project/{slug}; islands turn the click into the dialog. Its cover loads as it
 * nears the screen: no page opens on its cards, so none competes with what the first paint needs.
 */
export function ProjectCard({
  project,
  learnMore,
  onOpen,
}: {
  project: ProjectCardData;
  learnMore: string;
  onOpen?: (slug: string, opener: HTMLElement) => void;
}) {
  // Intent (a pointer over it, a finger down, focus) is heard by the entry for every card, awake or not:
  // client/components/project-intent.ts.
  return (
    <article className="project-card">
      <div className="project-card-image">
        <img
          src={project.image.src}
          width={project.image.width}
          height={project.image.height}
          alt={project.image.alt}
          loading="lazy"
          decoding="async"
        />
      </div>
      <div className="project-card-body">
        <p className="badge project-card-category">{project.category}</p>
        <p className="project-card-client">{project.client}</p>
        <h3 className="project-card-title">
          <a
            href={`/project/${project.slug}`}
            className="stretched-link"
            {...dataProps({ wakeClick: "" })}
            onClick={(event) => {
              if (!onOpen || !isPlainClick(event.nativeEvent)) return;
              event.preventDefault();
              onOpen(project.slug, event.currentTarget);
            }}
          >
            {project.title}
          </a>
        </h3>
        <p className="project-card-description">{plainText(project.description)}</p>
        <span className="project-card-more" aria-hidden="true">
          {learnMore} →
        </span>
      </div>
    </article>
  );
}
