import type { Project } from "../../scripts/content/project-types";
import { assetUrl } from "../render/assets";
import { usePage } from "../render/page-context";

/**
 * Three project covers fanned out beside a hero: the studio's own work as its illustration. Decorative
 * (the projects are presented further down), so hidden from assistive technology. `lazy` for inner pages,
 * where the art shows only on wide screens and a phone should not download it; on the home page only the
 * first cover is fetched at once, as a phone shows no other (a lazy image not displayed is never fetched), at
 * the priority the browser gives it where it lands: the heading, not a cover, is the largest thing a first view
 * paints, and on a phone the cover is below the fold.
 */
export function HeroArt({ projects, lazy = false }: { projects: Project[]; lazy?: boolean }) {
  const { locale } = usePage();
  return (
    <div className="hero-art" aria-hidden="true">
      {projects.slice(0, 3).map((project, i) => (
        <img
          key={project.slug}
          className={`hero-cover hero-cover-${i + 1}`}
          src={assetUrl(project.image, locale)}
          width={1200}
          height={750}
          alt=""
          loading={lazy || i > 0 ? "lazy" : undefined}
          decoding="async"
        />
      ))}
    </div>
  );
}
