import { describe, expect, it } from "vitest";
import { projectsBySlug, projectsInCategory } from "../../../src/content/project-list";
import { achievementPages, projects } from "../../../src/content/site-content";

// How many cards, features and paragraphs a page has is its schema's rule (scripts/content/page-types.ts), checked
// at build; these check how pages pick their projects, whatever the entries say.

describe("achievement pages", () => {
  it("find a project by its category in either language, whatever the case", () => {
    for (const project of projects) {
      for (const category of Object.values(project.category)) {
        expect(projectsInCategory([category.toLocaleUpperCase()]), category).toContain(project);
      }
    }
  });

  for (const page of achievementPages()) {
    it(`${page.path} shows the projects its entry asks for`, () => {
      const { projects: wanted } = page;
      if (wanted.slugs) {
        expect(projectsBySlug(wanted.slugs).map((project) => project.slug)).toEqual(wanted.slugs);
        return;
      }
      const shown = projectsInCategory(wanted.categoryContains!);
      expect(shown.length).toBeGreaterThan(0);
      const needles = wanted.categoryContains!.map((text) => text.toLowerCase());
      for (const project of projects) {
        const matches = Object.values(project.category).some((category) =>
          needles.some((needle) => category.toLowerCase().includes(needle)),
        );
        expect(shown.includes(project), project.slug).toBe(matches);
      }
    });
  }
});
