import { describe, expect, it } from "vitest";
import { projectDetailFields } from "../../../src/content/project-detail-fields";
import { clientLogos, projects, testimonials } from "../../../src/content/site-content";
import { pageRoutes } from "../../../src/route-table";
import { locales } from "../../../src/i18n/locale-list";
import { hasAsset } from "../../../src/render/assets";

const textFields = ["client", "category", "description", "fullDescription", ...projectDetailFields] as const;

describe("project records", () => {
  it("are the product document's projects with its ids", () => {
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
    // Project 3 (the one whose detail frames its website) links to its demo, served by this site.
    expect(projects.find((p) => p.id === 3)?.websiteUrl).toMatch(/^\/demos\/[a-z-]+\.html$/);
    const tail = projects[projects.length - 1]!;
    expect(tail.category.fr.toLowerCase()).toContain("serious game");
    expect(tail.category.fr.toLowerCase()).toContain("objets connectés");
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
      // In every language: its own variant (decision 037) or the file every language shares.
      for (const locale of locales) {
        for (const path of [project.image, ...project.images, `images/og/${project.slug}.png`])
          expect(hasAsset(path, locale), `${path} in ${locale}`).toBe(true);
      }
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

  it("six testimonials in the product document's order, under neutral keys (decision 072); only the last has a full quote", () => {
    expect(testimonials.map((t) => t.key)).toEqual([
      "bank",
      "broadcaster",
      "publisher",
      "cultural-institute",
      "services",
      "health",
    ]);
    expect(testimonials.filter((t) => t.fullQuote).map((t) => t.key)).toEqual(["health"]);
  });
});

describe("hero art", () => {
  it("the route table names existing projects, three different ones per page", () => {
    const slugs = new Set(projects.map((p) => p.slug));
    for (const route of pageRoutes.filter((r) => r.heroArt)) {
      expect(new Set(route.heroArt).size, route.path).toBe(3);
      for (const slug of route.heroArt!) expect(slugs.has(slug), `${route.path}: ${slug}`).toBe(true);
    }
  });
});
