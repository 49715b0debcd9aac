import { describe, expect, it } from "vitest";
import type { Project } from "../../../src/content/project-types";
import { projects } from "../../../src/content/site-content";
import { projectCard, projectDetail } from "../../../src/components/project-view";
import { getTranslator } from "../../../src/i18n/translator";

describe("the project detail view", () => {
  const t = getTranslator("en").t;

  it("shows the six numbered sections when the project has an objective", () => {
    const detail = projectDetail(
      projects.find((p) => p.slug === "captain-cloud")!,
      "en",
      t,
    );
    expect(detail.sections.map((s) => `${s.number} ${s.title}`)).toEqual([
      "01 Objective",
      "02 Challenges",
      "03 Innovative solution",
      "04 User engagement",
      "05 Results and impact",
      "06 Technical innovation",
    ]);
    // Its fixed panels come in the page's language, never the other one's.
    expect(detail.panels?.context).toMatch(/^A European airline wanted/);
    expect(detail.panels?.solution).toContain("Captain Cloud");
    expect(detail.panels?.roles.length).toBeGreaterThan(0);
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
});

describe("a project's cover", () => {
  it("is the shared cover, or the file of the page's language when the cover has words (decision 037)", () => {
    const activ = projects.find((p) => p.slug === "activ-5")!;
    const shared = projectCard(activ, "en", getTranslator("en").t).image.src;
    expect(shared).toMatch(/^\/assets\/images\/projects\/activ-5\/cover\.\w+\.svg$/);
    const withWords: Project = {
      ...activ,
      imageWithWords: { fr: "images/og/activ-5.fr.png", en: "images/og/activ-5.en.png" },
    };
    expect(projectCard(withWords, "en", getTranslator("en").t).image.src).toMatch(/activ-5\.en\.\w+\.png$/);
    expect(projectCard(withWords, "fr", getTranslator("fr").t).image.src).toMatch(/activ-5\.fr\.\w+\.png$/);
  });
});
