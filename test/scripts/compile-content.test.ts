import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { parse, stringify } from "yaml";
import { compileContent, ContentError } from "../../scripts/compile-content.mjs";
import type { PolicySection, PolicyText } from "../../scripts/content/policy-types";
import type { PageRoute } from "../../src/route-table";

const fixtures = join(import.meta.dirname, "..", "fixtures", "content");
const entry = join(fixtures, "projects", "le-cube.yaml");

/** A copy of the fixtures with le-cube.yaml's text changed (one mistake an editor could make). */
function contentWith(edit: (text: string) => string, fileName = "le-cube.yaml"): string {
  const dir = mkdtempSync(join(tmpdir(), "content-"));
  cpSync(fixtures, dir, { recursive: true });
  writeFileSync(join(dir, "projects", "le-cube.yaml"), edit(readFileSync(entry, "utf8")));
  if (fileName !== "le-cube.yaml") renameSync(join(dir, "projects", "le-cube.yaml"), join(dir, "projects", fileName));
  return dir;
}

/** The problems the build finds; `only: null` compiles every collection, as the build does. */
async function problemsOf(contentDir: string, only: string[] | null = ["projects"]): Promise<string[]> {
  try {
    await compileContent({ contentDir, outDir: null, only: only ?? undefined });
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  return [];
}

describe("the content compiler", () => {
  it("validates, typesets French and English, and drops the order field", async () => {
    const { projects } = (await compileContent({ contentDir: fixtures, outDir: null, only: ["projects"] })) as {
      projects: { slug: string; order?: number; description: { fr: string; en: string } }[];
    };
    expect(projects.map((project) => project.slug)).toEqual(["le-cube"]);
    expect(projects[0]!.order).toBeUndefined();
    expect(projects[0]!.description.fr).toBe("Un jeu d’adresse en 3D\u00a0: tournez le cube\u202f!");
    expect(projects[0]!.description.en).toBe("A 3D skill game: turn the cube!");
  });

  it("writes the modules the Worker imports without the claims, which only the claims report reads", async () => {
    const contentDir = contentWith(
      (text) => `${text}claims:\n  - kind: project\n    quote:\n      fr: Le Cube\n    note: Ask the client.\n`,
    );
    const outDir = mkdtempSync(join(tmpdir(), "compiled-"));
    const { projects } = (await compileContent({ contentDir, outDir, only: ["projects"] })) as {
      projects: { claims?: { note?: string }[] }[];
    };
    expect(projects[0]!.claims?.[0]?.note).toBe("Ask the client.");
    const shipped = readFileSync(join(outDir, "projects.js"), "utf8");
    expect(shipped).toContain('"slug":"le-cube"');
    expect(shipped).not.toContain("claims");
    expect(shipped).not.toContain("Ask the client.");
  });

  it("refuses an entry without a language, naming the file, the language and the field", async () => {
    const dir = contentWith((text) => text.replace('  en: "A 3D skill game: turn the cube!"\n', ""));
    expect(await problemsOf(dir)).toEqual(["projects/le-cube: en.description is missing"]);
  });

  it("refuses an emptied text, a colour that is not a colour code and a field the schema does not know", async () => {
    const dir = contentWith((text) =>
      text
        .replace("en: Marketing games", 'en: ""')
        .replace('"#f43f5e"', '"red"')
        .replace("images: []", "images: []\nsubtitle: Un cube"),
    );
    const problems = await problemsOf(dir);
    expect(problems).toContain("projects/le-cube: en.category is empty");
    expect(problems).toContainEqual(
      expect.stringMatching(/^projects\/le-cube: artwork\.colours\[0\] : Invalid string/),
    );
    expect(problems).toContain("projects/le-cube: subtitle is not a field of this collection");
  });

  it("refuses marks that would show as written, in the language they are in", async () => {
    const dir = contentWith((text) =>
      text.replace("tournez le cube !", "tournez **le cube !").replace("turn the cube!", "turn [the cube](the cube)!"),
    );
    expect(await problemsOf(dir)).toEqual([
      "projects/le-cube: fr.description has a ** without its pair: bold is written **words**",
      "projects/le-cube: en.description has a link not written [text](address), with no space in the address",
    ]);
    const linked = contentWith((text) =>
      text.replace("tournez le cube", "tournez **[le cube](/contact)**").replace("the cube!", "[the cube](cube.html)!"),
    );
    expect(await problemsOf(linked)).toEqual([
      'projects/le-cube: fr.description puts a link inside bold: "**[le cube](/contact)**"',
      'projects/le-cube: en.description links "the cube" to "cube.html": write a page (/…), a web address (https://…), mailto: or tel:',
    ]);
  });

  it("refuses two entries in the same place of the list", async () => {
    const dir = contentWith((text) => text);
    writeFileSync(
      join(dir, "projects", "le-cube-2.yaml"),
      readFileSync(entry, "utf8").replaceAll("le-cube", "le-cube-2"),
    );
    expect(await problemsOf(dir)).toEqual(["projects/le-cube-2: order 1 is also projects/le-cube's"]);
  });

  it("reads a policy in Markdown: front matter, each language in its order, sections, lists and tables", async () => {
    const { policies } = (await compileContent({ contentDir: fixtures, outDir: null, only: ["policies"] })) as {
      policies: { path: string; versions: Record<string, PolicyText> }[];
    };
    const [policy] = policies;
    expect(Object.keys(policy!.versions)).toEqual(["en", "fr"]);
    // Each language version carries its own date (decision 060).
    expect([policy!.versions.en!.updated, policy!.versions.fr!.updated]).toEqual(["2026-11-20", "2026-11-26"]);
    const en = policy!.versions.en!;
    const [first] = en.sections as [PolicySection];
    expect(en.intro).toEqual([
      "This policy explains what the game Le Cube does with your data. Write to privacy@ludora.example.",
    ]);
    expect(first.heading).toBe("1. Who we are");
    expect((first.blocks[0] as { text: string }).text).toBe("Ludora Studio SAS, with a share capital of €10,000.");
    expect(first.blocks[1]).toEqual({ type: "list", items: ["**Data:** none", "**Cookies:** none"] });
    expect(first.subsections![0]!.blocks[0]).toEqual({
      type: "table",
      caption: "How to reach us",
      head: ["Channel", "Address"],
      rows: [["E-mail", "[privacy@ludora.example](mailto:privacy@ludora.example)"]],
    });
    expect(policy!.versions.fr!.sections[0]!.heading).toBe("1. Qui sommes-nous\u202f?");
    expect((policy!.versions.fr!.sections[0]!.blocks[0] as { text: string }).text).toBe(
      "Ludora Studio SAS, au capital de 10\u202f000\u00a0€.",
    );
  });

  it("refuses a policy whose section has no anchor, naming its line", async () => {
    const dir = mkdtempSync(join(tmpdir(), "content-"));
    cpSync(fixtures, dir, { recursive: true });
    const file = join(dir, "policies", "privacy-le-cube.md");
    writeFileSync(file, readFileSync(file, "utf8").replace(" {#1-who-we-are}", ""));
    const problems = await problemsOf(dir, ["policies"]);
    expect(problems).toEqual([
      'policies/privacy-le-cube: line 21: a section heading is "## Heading {#anchor}" (### for a subsection)',
    ]);
  });
});

const site = join(import.meta.dirname, "..", "..", "src", "content");

/** A copy of the site's content, changed by `edit` (given the copy's folder), as a month of edits might. */
function siteWith(edit: (dir: string) => void): string {
  const dir = mkdtempSync(join(tmpdir(), "site-content-"));
  cpSync(site, dir, { recursive: true });
  edit(dir);
  return dir;
}

const yamlIn = (dir: string, folder: string) =>
  readdirSync(join(dir, folder)).map((file) => ({
    file,
    name: file.replace(/\.\w+$/, ""),
    entry: parse(readFileSync(join(dir, folder, file), "utf8")),
  }));

describe("the content compiler, across entries", () => {
  /** What the build makes of `dir`, and the warnings it prints. */
  async function compiledWithWarnings(dir: string) {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      const compiled = (await compileContent({ contentDir: dir, outDir: null })) as {
        routes: PageRoute[];
        projects: { slug: string }[];
      };
      return { compiled, warnings: warn.mock.calls.map(([message]) => String(message)) };
    } finally {
      warn.mockRestore();
    }
  }

  it("leaves a deleted project out of a hero that named it, which keeps three covers, and warns naming the file and the field", async () => {
    let [page, gone] = [{ name: "", folder: "", path: "" }, ""];
    const dir = siteWith((dir) => {
      const found = [...yamlIn(dir, "pages"), ...yamlIn(dir, "services")].find(({ entry }) => entry.path)!;
      gone = found.entry.heroArt[1];
      page = { name: found.name, folder: "services", path: found.entry.path };
      rmSync(join(dir, "projects", `${gone}.yaml`));
    });
    const { compiled, warnings } = await compiledWithWarnings(dir);
    expect(warnings).toContain(
      `warning: ${page.folder}/${page.name}: heroArt[1] names "${gone}", which no file in projects/ is: left out`,
    );
    const art = compiled.routes.find((route) => route.path === page.path)!.heroArt!;
    expect(art).toHaveLength(3);
    expect(new Set(art).size).toBe(3);
    expect(art).not.toContain(gone);
    for (const slug of art) expect(compiled.projects.map((project) => project.slug)).toContain(slug);
  });

  it("leaves a deleted project out of an achievements page's featured projects, with a warning", async () => {
    let [name, slug, at, others] = ["", "", 0, [] as string[]];
    const dir = siteWith((dir) => {
      // The studio may have deleted a project a page still names: the first one that has a file goes.
      const exists = (slug: string) => existsSync(join(dir, "projects", `${slug}.yaml`));
      const page = yamlIn(dir, "achievements").find(({ entry }) => entry.projects.slugs?.some(exists))!;
      const slugs: string[] = page.entry.projects.slugs;
      at = slugs.findIndex(exists);
      slug = slugs[at]!;
      others = slugs.filter((other, index) => index !== at && exists(other));
      name = page.name;
      rmSync(join(dir, "projects", `${slug}.yaml`));
    });
    const { compiled, warnings } = await compiledWithWarnings(dir);
    expect(warnings).toContain(
      `warning: achievements/${name}: projects.slugs[${at}] names "${slug}", which no file in projects/ is: left out`,
    );
    const { achievements } = compiled as unknown as { achievements: { projects: { slugs?: string[] } }[] };
    expect(achievements.map((page) => page.projects.slugs).filter(Boolean)).toContainEqual(others);
  });

  it("warns of an achievements page whose category finds no project", async () => {
    const dir = siteWith((dir) => {
      const page = yamlIn(dir, "achievements")[0]!;
      writeFileSync(
        join(dir, "achievements", page.file),
        stringify({ ...page.entry, projects: { categoryContains: ["Astronautique"] } }),
      );
    });
    expect((await compiledWithWarnings(dir)).warnings).toContainEqual(
      expect.stringMatching(/^warning: achievements\/[\w-]+: projects\.categoryContains matches no project's category/),
    );
  });

  it("routes a service page added as a file: its address, names, footer link, parent and sitemap entry", async () => {
    let ordered: string[] = [];
    const dir = siteWith((dir) => {
      ordered = yamlIn(dir, "services")
        .filter(({ entry }) => entry.order !== undefined)
        .map(({ entry }) => entry.path);
      const [service] = yamlIn(dir, "services");
      const meta = {
        fr: { name: "Escape games", title: "Escape games digitaux", description: "Des énigmes." },
        en: { name: "Escape games", title: "Digital escape games", description: "Puzzles." },
      };
      const { order: _order, ...entry } = service!.entry;
      writeFileSync(join(dir, "services", "escape-games.yaml"), stringify({ ...entry, path: "/escape-games", meta }));
    });
    const outDir = mkdtempSync(join(tmpdir(), "compiled-"));
    const { routes } = (await compileContent({ contentDir: dir, outDir })) as { routes: PageRoute[] };
    const route = routes.find((r) => r.path === "/escape-games")!;
    // The Worker reads a page's titles from the route table alone: its service module leaves them out.
    expect(readFileSync(join(outDir, "routes.js"), "utf8")).toContain('"title":"Digital escape games"');
    expect(readFileSync(join(outDir, "services.js"), "utf8")).not.toContain("Digital escape games");
    expect(route).toMatchObject({ template: "service", parent: "/notre-expertise", footer: { column: "expertise" } });
    expect(route.meta.fr.title).toBe("Escape games digitaux");
    // Without an order, it comes after every service page that has one.
    const services = routes.filter((r) => r.template === "service").map((r) => r.path);
    for (const path of ordered) expect(services.indexOf(path)).toBeLessThan(services.indexOf("/escape-games"));
  });
});
