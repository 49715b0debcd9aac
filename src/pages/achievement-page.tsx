import { CardGrid, CtaBlock, ProseSection, StatGrid } from "../components/blocks";
import { ProjectBrowserIsland } from "../components/project-browser-island";
import { PageHero, Section } from "../components/section";
import { achievementPages, contentFor, projects as allProjects } from "../content/site-content";
import { heroArtFor, projectsBySlug, projectsInCategory } from "../content/project-list";
import { usePage } from "../render/page-context";
import type { PageRoute } from "../route-table";
import { InnerPage } from "../components/inner-page";
import { itemList, projectItem } from "../components/structured-data";

/** The five achievement pages: one template, five records, each filtering the shared project list. */
export function AchievementPage({ route }: { route: PageRoute }) {
  const { locale, config } = usePage();
  const page = contentFor(achievementPages(), route.path);
  const copy = page.copy[locale];
  const projects = page.projects.slugs
    ? projectsBySlug(page.projects.slugs)
    : projectsInCategory(page.projects.categoryContains ?? []);
  // Its own art, else its first three projects, topped up with the site's first ones when a deletion left it
  // fewer: the hero is laid out for three covers (decision 100).
  const named = heroArtFor(route);
  const heroArt = named.length
    ? named
    : [...projects, ...allProjects.filter((project) => !projects.includes(project))].slice(0, 3);
  return (
    <InnerPage route={route} node={{ mainEntity: itemList(projects.map(projectItem(locale)), locale, config.origin) }}>
      <PageHero hero={copy.hero} art={heroArt}>
        <a className="btn btn-primary" href="/contact">
          {copy.hero.button}
        </a>
      </PageHero>
      <Section id="highlights" title={copy.cardsTitle} intro={copy.cardsIntro}>
        <CardGrid cards={copy.cards} columns={4} />
      </Section>
      <Section id="projects" className="section-alt" title={copy.projectsTitle} intro={copy.projectsIntro}>
        <ProjectBrowserIsland projects={projects} layout={page.layout} />
      </Section>
      {copy.stats?.length ? (
        <Section id="results" title={copy.statsTitle}>
          <StatGrid stats={copy.stats} />
        </Section>
      ) : null}
      <ProseSection prose={copy.body} className="section-alt" />
      <CtaBlock cta={copy.cta} id="cta" />
    </InnerPage>
  );
}
