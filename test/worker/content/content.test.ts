import { describe, expect, it } from "vitest";
import { splitBoldBlocks } from "../../../src/content/rich";
import { achievementPages } from "../../../src/content/achievement-pages";
import { aboutPage } from "../../../src/content/about-page";
import { clientLogos, testimonials } from "../../../src/content/clients";
import { expertisePage } from "../../../src/content/expertise-page";
import { homeCopy } from "../../../src/content/home";
import { portfolioPage } from "../../../src/content/portfolio-page";
import { projectsBySlug, projectsInCategory } from "../../../src/content/project-list";
import type { Project } from "../../../src/content/project-types";
import { projectDetail } from "../../../src/components/project-view";
import { projects } from "../../../src/content/projects";
import { servicePages } from "../../../src/content/service-pages";
import { policyDocuments } from "../../../src/content/policies";
import { policyIndexEntries } from "../../../src/content/policies/index-entries";
import type { PolicySection } from "../../../src/content/policies/types";
import { getTranslator } from "../../../src/i18n/translator";
import { hasAsset } from "../../../src/render/assets";
import { pageRoutes } from "../../../src/site/routes";
import { get } from "../fixtures/requests";

const textFields = [
  "client",
  "category",
  "description",
  "fullDescription",
  "objective",
  "challenges",
  "solution",
  "userEngagement",
  "results",
  "techInnovation",
] as const;

describe("project records", () => {
  it("are the spec's projects with its ids", () => {
    expect(projects).toHaveLength(19);
    const firstSixteen = projects.slice(0, 16);
    expect(
      firstSixteen
        .map((p) => p.id)
        .filter((id) => id !== 100)
        .sort((a, b) => a - b),
    ).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    const id = (slug: string) => projects.find((p) => p.slug === slug)?.id;
    expect(id("le-cube")).toBe(100);
    expect(id("risk-pursuit")).toBe(16);
    expect(id("simply-land")).toBe(18);
    expect(projects.find((p) => p.id === 3)?.websiteUrl).toBeTruthy();
    const tail = projects[projects.length - 1]!;
    expect(tail.category.fr).toContain("Serious Game");
    expect(tail.category.fr).toContain("Objets connectés");
  });

  it("have unique slugs and ids", () => {
    expect(new Set(projects.map((p) => p.slug)).size).toBe(projects.length);
    expect(new Set(projects.map((p) => p.id)).size).toBe(projects.length);
    for (const project of projects) expect(project.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  for (const project of projects) {
    it(`${project.slug}: every text is written in both languages and every image exists`, () => {
      for (const field of textFields) {
        const value = project[field];
        if (!value) continue;
        expect(value.fr.trim(), `${field}.fr`).not.toBe("");
        expect(value.en.trim(), `${field}.en`).not.toBe("");
      }
      if (project.objective) {
        for (const field of ["challenges", "solution", "userEngagement", "results", "techInnovation"] as const)
          expect(project[field], field).toBeDefined();
      }
      for (const path of [project.image, ...project.images]) expect(hasAsset(path), path).toBe(true);
      expect(hasAsset(`images/og/${project.slug}.png`)).toBe(true);
    });
  }

  it("carries the extra panels for the three projects that have them", () => {
    const withPanels = projects.filter((p) => p.panels);
    expect(withPanels.map((p) => p.slug).sort()).toEqual(["captain-cloud", "electricity", "leos-journey-in-africa"]);
    for (const project of withPanels) {
      for (const lang of ["fr", "en"] as const) {
        const panels = project.panels![lang];
        expect(panels.context && panels.solution && panels.impact).toBeTruthy();
        expect(panels.roles.length).toBeGreaterThan(0);
      }
    }
  });

  it("client logos exist, at most 120×80, described not trademarked", () => {
    expect(clientLogos).toHaveLength(18);
    for (const logo of clientLogos) {
      expect(hasAsset(logo.logo)).toBe(true);
      expect(logo.alt.fr && logo.alt.en).toBeTruthy();
    }
  });

  it("six testimonials with the spec's client keys; only 'sante' has a full quote", () => {
    expect(testimonials.map((t) => t.key)).toEqual(["bpce", "francetv", "hachette", "ima", "viadirect", "sante"]);
    expect(testimonials.filter((t) => t.fullQuote).map((t) => t.key)).toEqual(["sante"]);
  });
});

describe("project detail", () => {
  const t = getTranslator("en").t;

  it("splits **bold** markers into blocks, each heading followed by its paragraph", () => {
    expect(splitBoldBlocks("Intro. **First** one text. **Second** two text.")).toEqual([
      { body: "Intro." },
      { heading: "First", body: "one text." },
      { heading: "Second", body: "two text." },
    ]);
    expect(splitBoldBlocks("No markers here.")).toEqual([{ body: "No markers here." }]);
  });

  it("shows the six numbered sections when the project has an objective", () => {
    const detail = projectDetail(
      projects.find((p) => p.slug === "captain-cloud")!,
      "en",
      t,
    );
    expect(detail.sections.map((s) => `${s.number} ${s.title}`)).toEqual([
      "01 Objective",
      "02 Challenges",
      "03 Innovative Solution",
      "04 User Engagement",
      "05 Results & Impact",
      "06 Technical Innovation",
    ]);
    expect(detail.panels).toBeDefined();
  });

  it("without an objective: the full description, else the description, else 'not available'", () => {
    const nextFreeze = projectDetail(
      projects.find((p) => p.slug === "next-freeze")!,
      "fr",
      getTranslator("fr").t,
    );
    expect(nextFreeze.sections).toEqual([]);
    expect(nextFreeze.summary.length).toBeGreaterThan(1); // its full description carries bold headings
    const gardiens = projects.find((p) => p.slug === "les-gardiens-du-parc")!;
    expect(projectDetail(gardiens, "en", t).summary[0]!.body).toBe(gardiens.description.en);
    const bare: Project = { ...gardiens, description: { fr: "", en: "" } };
    expect(projectDetail(bare, "en", t).summary).toEqual([{ body: "Project description not available." }]);
    expect(projectDetail(bare, "fr", getTranslator("fr").t).summary).toEqual([
      { body: "Description du projet non disponible." },
    ]);
  });

  it("project 3 shows its website in a frame; others their image", () => {
    const three = projectDetail(
      projects.find((p) => p.id === 3)!,
      "en",
      t,
    );
    expect(three.media.kind).toBe("website");
    expect(projectDetail(projects[0]!, "en", t).media.kind).toBe("image");
  });

  it("GET /api/projects/:slug answers the detail in the request's language, 404 for an unknown one", async () => {
    const res = await get("/api/projects/wecare?lang=en");
    expect(res.status).toBe(200);
    const body = (await res.json()) as { title: string; category: string };
    expect(body.title).toBe("WeCare");
    expect(body.category).toBe("Health");
    expect((await get("/api/projects/nope")).status).toBe(404);
  });
});

describe("page content", () => {
  it("service pages: two intro paragraphs, three cards of three features, four benefits, three paragraphs", () => {
    expect(servicePages.map((p) => p.path).sort()).toEqual([
      "/advergaming",
      "/elearning-interactif",
      "/gamification-digitale",
      "/serious-games",
    ]);
    for (const page of servicePages) {
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
    const serious = JSON.stringify(servicePages.find((p) => p.path === "/serious-games"));
    expect(serious).toMatch(/90/);
  });

  it("achievement pages filter the shared project list by category text in either language", () => {
    const bySlug = (path: string) => achievementPages.find((p) => p.path === path)!;
    expect(
      "slugs" in bySlug("/jeux-marketing").projects &&
        projectsBySlug((bySlug("/jeux-marketing").projects as { slugs: string[] }).slugs).map((p) => p.title),
    ).toEqual(["Captain Cloud", "ZuperGamer", "Le Cube"]);
    const health = projectsInCategory(["Santé", "Health"]);
    expect(health.length).toBeGreaterThan(0);
    for (const project of health) expect(project.category.fr + project.category.en).toMatch(/Santé|Health/);
    expect(projectsInCategory(["Connected Objects"]).map((p) => p.slug)).toEqual(
      projectsInCategory(["Objets connectés"]).map((p) => p.slug),
    );
    const stats = Object.fromEntries(achievementPages.map((p) => [p.path, p.copy.en.stats.map((s) => s.value)]));
    expect(stats["/jeux-marketing"]).toEqual(["+200%", "85%", "+150%", "4.8/5"]);
    expect(stats["/serious-games-realisations"]).toEqual(["90%", "85%", "+75%", "4.9/5"]);
    expect(stats["/objets-connectes"]).toEqual(["95%", "+300%", "+200%", "4.9/5"]);
    expect(stats["/elearning-interactif-realisations"]).toEqual(["+85%", "90%", "+150%", "4.8/5"]);
    expect(stats["/sante"]).toEqual(["+250%", "92%", "+180%", "4.9/5"]);
  });

  it("home, about, expertise and portfolio carry the spec's figures", () => {
    expect(homeCopy.fr.services.ticker).toEqual([
      "Jeux marketing",
      "Dispositifs connectés",
      "Serious games",
      "E-learning interactifs",
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
    expect(aboutPage.en.numbers.map((n) => n.value)).toEqual(["18+", "15", "100M+", "100%"]);
    expect(aboutPage.en.differentiators).toHaveLength(6);
    expect(expertisePage.fr.offerings).toHaveLength(4);
    expect(expertisePage.fr.expertise).toHaveLength(8);
    expect(portfolioPage.en.metrics.map((m) => m.value)).toEqual(["85%", "+150%", "3x", "4.8/5"]);
  });
});

describe("policy documents", () => {
  const policyRoutes = pageRoutes.filter((r) => r.template === "policy");

  it("one document per policy route", () => {
    expect(policyDocuments.map((d) => d.path).sort()).toEqual(policyRoutes.map((r) => r.path).sort());
  });

  for (const doc of policyDocuments) {
    it(`${doc.path}: every section has a heading and text, anchors are unique`, () => {
      expect(doc.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      for (const version of Object.values(doc.versions)) {
        const ids: string[] = [];
        const walk = (section: PolicySection) => {
          ids.push(section.id);
          expect(section.heading.trim()).not.toBe("");
          expect(section.blocks.length + (section.subsections?.length ?? 0)).toBeGreaterThan(0);
          section.subsections?.forEach(walk);
        };
        version!.sections.forEach(walk);
        expect(new Set(ids).size).toBe(ids.length);
        for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      }
    });
  }

  it("the studio policy has sections 1 to 11 and the retention and rights the spec lists", () => {
    const fr = policyDocuments.find((d) => d.path === "/privacy-policy")!.versions.fr!;
    expect(fr.sections.map((s) => Number.parseInt(s.heading, 10))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    const text = JSON.stringify(fr);
    for (const phrase of ["30 jours", "12 mois", "16 ans", "CNIL"]) expect(text).toContain(phrase);
    expect(fr.sections.find((s) => s.id === "4-cookies")).toBeDefined();
  });

  it("the index lists every policy, and every link resolves", async () => {
    expect(policyIndexEntries.map((e) => e.category)).toEqual(expect.arrayContaining(["general", "games", "health"]));
    for (const entry of policyIndexEntries) {
      expect((await get(entry.url)).status).toBe(200);
    }
    const html = await (await get("/project-privacy")).text();
    for (const entry of policyIndexEntries) expect(html).toContain(`href="${entry.url}"`);
    expect(html).toContain("Consulter la politique");
    expect(html).toContain("Une question sur nos politiques ?");
    expect(html).toContain("Nous contacter");
  });

  it("a bilingual document switches language in the page; a one-language one says so", async () => {
    const en = await (await get("/privacy-policy-promotion-sante/?lang=en")).text();
    expect(en).toContain('href="/privacy-policy-promotion-sante/?doc=fr"');
    const frDoc = await (await get("/privacy-policy-promotion-sante/?lang=en&doc=fr")).text();
    expect(frDoc).toContain('<html lang="en"');
    expect(frDoc).toMatch(/<article class="container policy" lang="fr">/);
    const climbing = await (await get("/privacy-policy-climbing-blocks/?lang=fr")).text();
    expect(climbing).toMatch(/<article class="container policy" lang="en">/);
    expect(climbing).toContain("Ce document n&#x27;existe qu&#x27;en anglais.");
  });
});
