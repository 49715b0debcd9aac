import { describe, expect, it } from "vitest";
import { projectsBySlug, projectsInCategory } from "../../../src/content/project-list";
import {
  aboutPage,
  achievementPages,
  expertisePage,
  homeCopy,
  portfolioPage,
  servicePages,
} from "../../../src/content/site-content";
import { formatFigure, formatPercent } from "../../../src/i18n/format";

describe("page content", () => {
  it("service pages: two intro paragraphs, three cards of three features, four benefits, three paragraphs", () => {
    expect(
      servicePages()
        .map((p) => p.path)
        .sort(),
    ).toEqual(["/advergaming", "/elearning-interactif", "/gamification-digitale", "/serious-games"]);
    for (const page of servicePages()) {
      for (const lang of ["fr", "en"] as const) {
        const copy = page.copy[lang];
        expect(copy.hero.intro).toHaveLength(2);
        expect(copy.services).toHaveLength(3);
        for (const card of copy.services) expect(card.features).toHaveLength(3);
        expect(copy.benefits).toHaveLength(4);
        expect(copy.body.paragraphs).toHaveLength(3);
        expect(copy.cta.href).toBe("/contact");
      }
    }
    // The product document's "90 % improvement in information retention" has no source and contradicted the
    // "+75 % retention" tile: no page states it (decision 072), in either language.
    for (const page of servicePages())
      for (const lang of ["fr", "en"] as const) {
        const sentences = JSON.stringify(page.copy[lang]).split(/(?<=[.!?])\s/);
        expect(
          sentences.filter((s) => s.includes(formatPercent(lang, 90)) && /rétention|mémorisation|retention/i.test(s)),
          `${page.path} ${lang}`,
        ).toEqual([]);
      }
  });

  it("achievement pages filter the shared project list by category text in either language", () => {
    const marketing = achievementPages().find((p) => p.path === "/jeux-marketing")!.projects;
    expect(marketing).toHaveProperty("slugs");
    const featured = "slugs" in marketing ? projectsBySlug(marketing.slugs) : [];
    expect(featured.map((p) => p.title.en)).toEqual(["Captain Cloud", "ZuperGamer", "Le Cube"]);
    const health = projectsInCategory(["Santé", "Health"]);
    expect(health.length).toBeGreaterThan(0);
    for (const project of health) expect(project.category.fr + project.category.en).toMatch(/Santé|Health/);
    expect(projectsInCategory(["Connected Objects"]).map((p) => p.slug)).toEqual(
      projectsInCategory(["Objets connectés"]).map((p) => p.slug),
    );
    // Their headline figures are checked as pages show them: test/worker/components/blocks.test.ts.
  });

  it("home, about, expertise and portfolio carry the product document's figures", () => {
    expect(homeCopy.fr.services.ticker).toEqual([
      "Jeux marketing",
      "Dispositifs connectés",
      "Serious games",
      "E-learning interactif",
      "Escape games digitaux",
      "Plateformes gamifiées",
      "Simulateurs immersifs",
      "Mécaniques de fidélisation",
    ]);
    expect(homeCopy.en.services.cards.map((c) => c.features?.length)).toEqual([4, 4, 4, 4]);
    expect(homeCopy.en.clients.counters.map((c) => [c.value, c.durationMs])).toEqual([
      [110, 2500],
      [32, 2000],
      [18, 1800],
    ]);
    expect(homeCopy.en.team.tiles.map((t) => t.value)).toEqual([2, 3, 7, 3]);
    expect(aboutPage.en.timeline.map((e) => e.year)).toEqual([2006, 2014, 2020, 2024]);
    expect(aboutPage.en.numbers.map((n) => formatFigure("en", n.value))).toEqual(["18+", "15", "100m+", "100%"]);
    expect(aboutPage.fr.numbers.map((n) => formatFigure("fr", n.value))).toEqual([
      "18+",
      "15",
      "100\u00a0M+",
      "100\u00a0%",
    ]);
    expect(aboutPage.en.differentiators).toHaveLength(6);
    expect(expertisePage.fr.offerings).toHaveLength(4);
    expect(expertisePage.fr.expertise).toHaveLength(8);
    expect(portfolioPage.en.metrics.map((m) => formatFigure("en", m.value))).toEqual(["85%", "+150%", "×3", "4.8/5"]);
  });
});
