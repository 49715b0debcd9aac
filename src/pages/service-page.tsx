import { CardGrid, CtaBlock, ProseSection } from "../components/blocks";
import { PageHero, Section } from "../components/section";
import { heroArtFor } from "../content/project-list";
import { contentFor, servicePages } from "../content/site-content";
import { usePage } from "../render/page-context";
import type { PageRoute } from "../route-table";
import { InnerPage } from "../components/inner-page";
import { service } from "../components/structured-data";

/** The four service pages: one template, four records. */
export function ServicePage({ route }: { route: PageRoute }) {
  const { locale, config } = usePage();
  const page = contentFor(servicePages(), route.path);
  const copy = page.copy[locale];
  return (
    <InnerPage route={route} node={{ mainEntity: service(route, locale, config.origin) }}>
      <PageHero hero={copy.hero} art={heroArtFor(route)} />
      <Section id="offer" title={copy.servicesTitle} intro={copy.servicesIntro}>
        <CardGrid cards={copy.services} columns={3} />
      </Section>
      <Section id="benefits" className="section-alt" title={copy.benefitsTitle}>
        <CardGrid cards={copy.benefits} columns={4} />
      </Section>
      <ProseSection prose={copy.body} />
      <CtaBlock cta={copy.cta} id="cta" />
    </InnerPage>
  );
}
