import { describe, expect, it } from "vitest";
import type { Project } from "../../../scripts/content/project-types";
import { plainProject, projectWithSections, projectWithWebsite } from "../../fixtures/projects";
import { projectCard, projectDetail } from "../../../src/components/project-view";
import { getTranslator } from "../../../src/i18n/translator";
import { projects } from "../../../src/content/site-content";
import { send } from "../fixtures/requests";

describe("the project detail view", () => {
  const t = getTranslator("en").t;

  it("shows the six numbered sections when the project has an objective", () => {
    const detail = projectDetail(projectWithSections, "en", t);
    expect(detail.sections.map((s) => `${s.number} ${s.title}`)).toEqual([
      "01 Objective",
      "02 Challenges",
      "03 Innovative solution",
      "04 User engagement",
      "05 Results and impact",
      "06 Technical innovation",
    ]);
    // A section's bold headings start blocks of their own.
    expect(detail.sections[1]!.blocks).toEqual([{ heading: "A challenge", body: "The challenge's text." }]);
    // Its fixed panels come in the page's language, never the other one's.
    expect(detail.panels).toEqual(projectWithSections.panels!.en);
  });

  it("without an objective: the full description, else the description, else 'not available'", () => {
    const full: Project = { ...plainProject, fullDescription: { fr: "**Titre** Tout.", en: "**Title** All of it." } };
    expect(projectDetail(full, "fr", getTranslator("fr").t).sections).toEqual([]);
    expect(projectDetail(full, "en", t).summary).toEqual([{ heading: "Title", body: "All of it." }]);
    expect(projectDetail(plainProject, "en", t).summary).toEqual([{ body: plainProject.description.en }]);
    const bare: Project = { ...plainProject, description: { fr: "", en: "" } };
    expect(projectDetail(bare, "en", t).summary).toEqual([{ body: "Project description not available." }]);
    expect(projectDetail(bare, "fr", getTranslator("fr").t).summary).toEqual([
      { body: "Description du projet non disponible." },
    ]);
  });

  it("a project that asks for it shows its website in a frame, in the page's language; others their image", () => {
    const framed = projectDetail(projectWithWebsite, "en", t);
    expect(framed.media).toEqual({ kind: "website", url: "/demos/zupergamer.en.html" });
    expect(projectDetail({ ...projectWithWebsite, websiteInFrame: undefined }, "en", t).media.kind).toBe("image");
    expect(projectDetail(plainProject, "en", t).media.kind).toBe("image");
  });
});

describe("a project's cover", () => {
  it("is the shared cover, or the file of the page's language when the cover has words (decision 037)", () => {
    const shared = projectCard(plainProject, "en", getTranslator("en").t).image.src;
    expect(shared).toMatch(/^\/assets\/images\/brand\/logo\.\w+\.svg$/);
    const withWords: Project = {
      ...plainProject,
      imageWithWords: { fr: "images/og/default.fr.png", en: "images/og/default.en.png" },
    };
    expect(projectCard(withWords, "en", getTranslator("en").t).image.src).toMatch(/default\.en\.\w+\.png$/);
    expect(projectCard(withWords, "fr", getTranslator("fr").t).image.src).toMatch(/default\.fr\.\w+\.png$/);
  });
});

describe("a project page's client line", () => {
  it("writes the client's description in lower case after the label's colon, as it stands alone on a card", async () => {
    const [project] = projects;
    for (const lang of ["fr", "en"] as const) {
      const html = await (await send(`/project/${project!.slug}?lang=${lang}`)).text();
      const client = project!.client[lang];
      const line = /<p class="project-client">([\s\S]*?)<\/p>/.exec(html)?.[1]?.replace(/<[^>]*>|<!-- -->/g, "");
      const description = (client.charAt(0).toLowerCase() + client.slice(1)).replace(/'/g, "&#x27;");
      expect(line, lang).toBe(`${getTranslator(lang).t("project.client")} ${description}`);
    }
  });
});

describe("the project details a page's cards open (decision 082)", () => {
  it("are one file per language, every project by slug, revalidated like a page; the page sends only the slugs", async () => {
    for (const lang of ["fr", "en"] as const) {
      const res = await send(`/project-details/${lang}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
      expect(res.headers.get("Content-Language")).toBe(lang);
      expect(res.headers.get("Cache-Control")).toBe("public, max-age=0, must-revalidate");
      const details = (await res.json()) as Record<string, ReturnType<typeof projectDetail>>;
      expect(Object.keys(details)).toEqual(projects.map((project) => project.slug));
      const t = getTranslator(lang).t;
      for (const project of projects) expect(details[project.slug]).toEqual(projectDetail(project, lang, t));
      const again = await send(`/project-details/${lang}`, { "If-None-Match": res.headers.get("ETag")! });
      expect(again.status).toBe(304);
      // The home page's carousel carries which projects, in order, and no project's texts.
      const home = await (await send(`/?lang=${lang}`)).text();
      const props = /<script type="application\/json" data-island-props="">(\{"layout":"carousel".*?)<\/script>/.exec(
        home,
      )?.[1];
      expect(JSON.parse(props!)).toMatchObject({
        slugs: projects.map((project) => project.slug),
        detailsUrl: `/project-details/${lang}`,
      });
      expect(props).not.toContain(JSON.stringify(projects[0]!.description[lang]));
    }
    expect((await send("/project-details/de")).status).toBe(404);
  });
});
