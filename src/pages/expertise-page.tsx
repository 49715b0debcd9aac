import { RichText } from "../../client/components/rich-text";
import { CardGrid, CtaBlock, ProseSection } from "../components/blocks";
import { PageHero, Section } from "../components/section";
import { heroArtFor } from "../content/project-list";
import { expertisePage } from "../content/site-content";
import { usePage } from "../render/page-context";
import type { PageRoute } from "../route-table";
import { InnerPage } from "../components/inner-page";
import { childPages, itemList } from "../components/structured-data";

/** /notre-expertise: four offerings, eight areas of expertise, a call to action. */
export function ExpertisePage({ route }: { route: PageRoute }) {
  const { locale, config } = usePage();
  const copy = expertisePage[locale];
  // The collection it presents: the service pages under it.
  const services = itemList(childPages(route, locale), locale, config.origin);
  return (
    <InnerPage route={route} node={{ mainEntity: services }}>
      <PageHero hero={copy.hero} art={heroArtFor(route)} />
      <Section id="offerings" title={copy.offeringsTitle} intro={<RichText text={copy.offeringsIntro} />}>
        <CardGrid cards={copy.offerings} columns={4} />
      </Section>
      <Section
        id="expertise"
        className="section-alt"
        title={copy.expertiseTitle}
        intro={<RichText text={copy.expertiseIntro} />}
      >
        <CardGrid cards={copy.expertise} columns={4} />
      </Section>
      <ProseSection prose={copy.body} />
      <CtaBlock cta={copy.cta} id="cta" />
    </InnerPage>
  );
}
