import type { ReactNode } from "react";
import type { Project } from "../../scripts/content/project-types";
import type { Hero } from "../../scripts/content/types";
import { HeroArt } from "./hero-art";
import { Paragraphs, RichText } from "../../client/components/rich-text";
import { dataProps } from "../../client/dom-contract";

/** A page section with an optional anchor, heading block (a string `intro` is rich text) and reveal-on-scroll. */
export function Section({
  id,
  className = "",
  badge,
  title,
  intro,
  children,
  labelledBy,
}: {
  id?: string;
  className?: string;
  badge?: string;
  title?: string;
  intro?: ReactNode;
  children?: ReactNode;
  labelledBy?: string;
}) {
  const headingId = labelledBy ?? (id ? `${id}-title` : undefined);
  return (
    <section id={id} className={`section ${className}`} aria-labelledby={title ? headingId : undefined}>
      <div className="container">
        {title ? (
          <header className="section-head" {...dataProps({ reveal: "" })}>
            {badge ? <p className="badge">{badge}</p> : null}
            <h2 id={headingId}>{title}</h2>
            {intro ? (
              <div className="section-intro">{typeof intro === "string" ? <RichText text={intro} /> : intro}</div>
            ) : null}
          </header>
        ) : null}
        {children}
      </div>
    </section>
  );
}

/**
 * The hero at the top of inner pages: badge, h1 with its highlighted part, intro paragraphs; with `art`,
 * three project covers beside it on wide screens.
 */
export function PageHero({ hero, art, children }: { hero: Hero; art?: Project[]; children?: ReactNode }) {
  const text = (
    <>
      <p className="badge">{hero.badge}</p>
      <h1>
        {hero.title}
        {hero.highlight ? (
          <>
            {" "}
            <span className="highlight">{hero.highlight}</span>
          </>
        ) : null}
        {hero.titleEnd ? <> {hero.titleEnd}</> : null}
      </h1>
      <div className="hero-intro">
        <Paragraphs items={hero.intro} />
      </div>
      {children}
    </>
  );
  if (art?.length) {
    return (
      <section className="page-hero page-hero-with-art">
        <div className="container page-hero-grid" {...dataProps({ reveal: "hero" })}>
          <div className="page-hero-text">{text}</div>
          <HeroArt projects={art} lazy />
        </div>
      </section>
    );
  }
  return (
    <section className="page-hero">
      <div className="container" {...dataProps({ reveal: "hero" })}>
        {text}
      </div>
    </section>
  );
}
