import { RichText } from "../../client/components/rich-text";
import { dataProps } from "../../client/dom-contract";
import { CardGrid, CtaBlock, StatGrid } from "../components/blocks";
import { ContactSection } from "../components/contact-section";
import { Icon } from "../components/icon";
import { PageHero, Section } from "../components/section";
import { aboutPage, homeCopy } from "../content/site-content";
import { heroArtFor } from "../content/project-list";
import { usePage } from "../render/page-context";
import type { PageRoute } from "../route-table";
import { InnerPage } from "../components/inner-page";
import { studio } from "../components/structured-data";

/** /qui-sommes-nous: story, values, key numbers, expertise, differentiators, and a contact section. */
export function AboutPage({ route }: { route: PageRoute }) {
  const { locale, t, config } = usePage();
  const copy = aboutPage[locale];
  const contact = homeCopy[locale].contact;
  return (
    <InnerPage route={route} node={{ mainEntity: studio(config.origin) }}>
      <PageHero hero={copy.hero} art={heroArtFor(route)} />
      <Section id="story" title={copy.storyTitle} intro={copy.storyIntro}>
        <ol className="timeline">
          {copy.timeline.map((entry) => (
            <li key={entry.year} className="card" {...dataProps({ reveal: "" })}>
              {/* The badge shows the last two digits; screen readers hear the full year. */}
              <span className="timeline-year" aria-hidden="true">
                {String(entry.year).slice(-2)}
              </span>
              <h3>
                <span className="sr-only">{t("a11y.yearOf", { year: entry.year })}</span>
                {entry.title}
              </h3>
              <p>
                <RichText text={entry.text} />
              </p>
            </li>
          ))}
        </ol>
      </Section>
      <Section id="values" className="section-alt" title={copy.valuesTitle}>
        <ul className="grid grid-4 card-list" role="list">
          {copy.values.map((value) => (
            <li key={value.title} className={`card value-${value.color}`} {...dataProps({ reveal: "" })}>
              <span className="card-icon">
                <Icon name={value.icon} />
              </span>
              <h3>{value.title}</h3>
              <p>
                <RichText text={value.text} />
              </p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="numbers" title={copy.numbersTitle}>
        <StatGrid stats={copy.numbers} />
        <h3 className="subheading subheading-spaced">{copy.expertiseTitle}</h3>
        <CardGrid cards={copy.expertise} columns={3} headingLevel={4} />
      </Section>
      <Section id="differentiators" className="section-alt" title={copy.differentiatorsTitle}>
        <CardGrid cards={copy.differentiators} columns={3} />
      </Section>
      <CtaBlock cta={copy.cta} id="cta" />
      <ContactSection badge={contact.badge} title={contact.title} subtitle={contact.subtitle} variant="home" />
    </InnerPage>
  );
}
