import { Paragraphs, RichText } from "../../client/components/rich-text";
import { dataProps } from "../../client/dom-contract";
import type { CallToAction, Card, Prose, Stat } from "../../scripts/content/types";
import { formatFigure } from "../i18n/format";
import { usePage } from "../render/page-context";
import { Icon } from "./icon";

/** A grid of titled cards with an icon, optional features and link. */
export function CardGrid({
  cards,
  columns = 4,
  headingLevel = 3,
}: {
  cards: Card[];
  columns?: 2 | 3 | 4;
  headingLevel?: 3 | 4;
}) {
  const { t } = usePage();
  const Heading = headingLevel === 3 ? "h3" : "h4";
  return (
    <ul className={`grid grid-${columns} card-list`} role="list">
      {cards.map((card) => (
        <li key={card.title} className="card" {...dataProps({ reveal: "" })}>
          <span className="card-icon">
            <Icon name={card.icon} />
          </span>
          <Heading>{card.title}</Heading>
          <p>
            <RichText text={card.text} />
          </p>
          {card.features ? (
            <ul className="features">
              {card.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          ) : null}
          {card.link ? (
            <a className="card-link" href={card.link.href}>
              {card.link.label}
              <span className="sr-only">{t("a11y.linkContext", { title: card.title })}</span>
              <span aria-hidden="true">→</span>
            </a>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** Headline figures: the value large, the label under it; three to a row when there are three. */
export function StatGrid({ stats }: { stats: Stat[] }) {
  const { locale } = usePage();
  return (
    <dl className={`grid ${stats.length === 3 ? "grid-3" : "grid-4"} stat-list`}>
      {stats.map((stat) => (
        <div key={stat.label} className="stat" {...dataProps({ reveal: "" })}>
          <dt className="stat-label">{stat.label}</dt>
          <dd className="stat-value">
            <span className="stat-icon">
              <Icon name={stat.icon} size={22} />
            </span>
            {formatFigure(locale, stat.value)}
          </dd>
          {stat.scope ? <dd className="stat-scope">{stat.scope}</dd> : null}
        </div>
      ))}
    </dl>
  );
}

/** The closing call to action. */
export function CtaBlock({ cta, id }: { cta: CallToAction; id?: string }) {
  return (
    <section className="section" aria-labelledby={id ? `${id}-title` : undefined}>
      <div className="container">
        <div className="cta-block" {...dataProps({ reveal: "" })}>
          <h2 id={id ? `${id}-title` : undefined}>{cta.title}</h2>
          <p>
            <RichText text={cta.text} />
          </p>
          <a className="btn btn-light" href={cta.href}>
            {cta.button}
          </a>
        </div>
      </div>
    </section>
  );
}

/** A section holding one block of prose: a heading and paragraphs. */
export function ProseSection({ prose, className = "" }: { prose: Prose; className?: string }) {
  return (
    <section className={`section ${className}`}>
      <div className="container">
        <div className="prose" {...dataProps({ reveal: "" })}>
          <h2>{prose.title}</h2>
          <Paragraphs items={prose.paragraphs} />
        </div>
      </div>
    </section>
  );
}
