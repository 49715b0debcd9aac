import { CardGrid, CtaBlock, StatGrid } from "../components/blocks";
import { ProjectBrowserIsland } from "../components/project-browser-island";
import { PageHero, Section } from "../components/section";
import { heroArtFor } from "../content/project-list";
import { portfolioPage, projects } from "../content/site-content";
import { usePage } from "../render/page-context";
import type { PageRoute } from "../route-table";
import { InnerPage } from "../components/inner-page";
import { itemList, projectItem } from "../components/structured-data";

/** docs/product.md §9.5: the portfolio page shows the first six projects. */
const FEATURED_COUNT = 6;

/** /nos-realisations: six projects, four categories, up to four results with their scope, four objectives. */
export function PortfolioPage({ route }: { route: PageRoute }) {
  const { locale, config } = usePage();
  const copy = portfolioPage[locale];
  const featured = projects.slice(0, FEATURED_COUNT);
  return (
    <InnerPage route={route} node={{ mainEntity: itemList(featured.map(projectItem(locale)), locale, config.origin) }}>
      <PageHero hero={copy.hero} art={heroArtFor(route)} />
      <Section id="projects" className="section-alt" title={copy.projectsTitle} intro={copy.projectsIntro}>
        <ProjectBrowserIsland projects={featured} layout="grid" />
      </Section>
      <Section id="categories" title={copy.categoriesTitle}>
        <CardGrid cards={copy.categories} columns={4} />
      </Section>
      {copy.metrics?.length ? (
        <Section id="results" className="section-alt" title={copy.metricsTitle}>
          <StatGrid stats={copy.metrics} />
        </Section>
      ) : null}
      <Section
        id="objectives"
        className={copy.metrics?.length ? undefined : "section-alt"}
        title={copy.objectivesTitle}
      >
        <CardGrid cards={copy.objectives} columns={4} />
      </Section>
      <CtaBlock cta={copy.cta} id="cta" />
    </InnerPage>
  );
}
