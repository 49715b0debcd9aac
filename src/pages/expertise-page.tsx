import { CardGrid, CtaBlock, ProseSection } from "../components/blocks";
import { PageHero, Section } from "../components/section";
import { heroArtFor } from "../content/project-list";
import { contentFor, expertisePage, servicePages } from "../content/site-content";
import { usePage } from "../render/page-context";
import { pageRoutes, type PageRoute } from "../route-table";
import { InnerPage } from "../components/inner-page";
import { childPages, itemList } from "../components/structured-data";

/**
 * /notre-expertise: its offerings, which are every service page there is, one card each (its name, description
 * and icon, from its entry), eight areas of expertise, a call to action. A service page the studio adds joins the
 * offerings, the structured data and the footer alike (decision 100).
 */
export function ExpertisePage({ route }: { route: PageRoute }) {
  const { locale, config } = usePage();
  const copy = expertisePage[locale];
  // The collection it presents: the service pages under it.
  const services = itemList(childPages(route, locale), locale, config.origin);
  const offerings = pageRoutes
    .filter((child) => child.parent === route.path)
    .map(({ path, meta }) => ({
      icon: contentFor(servicePages(), path).icon ?? "sparkles",
      title: meta[locale].name,
      text: meta[locale].description,
      link: { href: path, label: copy.offeringsLink },
    }));
  return (
    <InnerPage route={route} node={{ mainEntity: services }}>
      <PageHero hero={copy.hero} art={heroArtFor(route)} />
      <Section id="offerings" title={copy.offeringsTitle} intro={copy.offeringsIntro}>
        <CardGrid cards={offerings} columns={4} />
      </Section>
      <Section id="expertise" className="section-alt" title={copy.expertiseTitle} intro={copy.expertiseIntro}>
        <CardGrid cards={copy.expertise} columns={4} />
      </Section>
      <ProseSection prose={copy.body} />
      <CtaBlock cta={copy.cta} id="cta" />
    </InnerPage>
  );
}
