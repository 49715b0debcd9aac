import { cpSync, mkdtempSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { compileContent, ContentError } from "../../scripts/compile-content.mjs";
import type { PolicySection, PolicyText } from "../../src/content/policies/types";

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

async function problemsOf(contentDir: string, only = ["projects"]): Promise<string[]> {
  try {
    await compileContent({ contentDir, outDir: null, only });
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

  it("refuses a project written by hand without its English title, as the editor does", async () => {
    const dir = contentWith((text) => text.replace("  en: Le Cube\n", ""));
    expect(await problemsOf(dir)).toEqual(["projects/le-cube: en.title is missing"]);
  });

  it("refuses an emptied text, a value outside its list and a field the schema does not know", async () => {
    const dir = contentWith((text) =>
      text
        .replace("en: Marketing games", 'en: ""')
        .replace("motif: marketingB", "motif: cubes")
        .replace("images: []", "images: []\nsubtitle: Un cube"),
    );
    const problems = await problemsOf(dir);
    expect(problems).toContain("projects/le-cube: en.category is empty");
    expect(problems).toContainEqual(expect.stringMatching(/^projects\/le-cube: artwork\.motif : Invalid option/));
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

  it("refuses a file named otherwise than its slug", async () => {
    const dir = contentWith((text) => text, "cube.yaml");
    expect(await problemsOf(dir)).toEqual(['projects/cube: slug is "le-cube", the file is named "cube"']);
  });

  it("refuses a file that is not YAML, with its line", async () => {
    const dir = contentWith((text) => text.replace("  fr: Le Cube", "  fr: [Le Cube"));
    expect(await problemsOf(dir)).toEqual([expect.stringMatching(/^projects\/le-cube: YAML error at line \d+: /)]);
  });

  it("refuses two entries in the same place of the list", async () => {
    const dir = contentWith((text) => text);
    writeFileSync(
      join(dir, "projects", "le-cube-2.yaml"),
      readFileSync(entry, "utf8").replace("slug: le-cube", "slug: le-cube-2"),
    );
    expect(await problemsOf(dir)).toEqual(["projects/le-cube-2: order 1 is also projects/le-cube's"]);
  });

  it("fills the site facts a text names from src/brand.ts, and refuses one it does not have", async () => {
    const { projects } = (await compileContent({
      contentDir: contentWith((text) => text.replace("tournez le cube !", "écrivez à {brand.email} !")),
      outDir: null,
      only: ["projects"],
    })) as { projects: { description: { fr: string } }[] };
    expect(projects[0]!.description.fr).toContain("écrivez à contact@ludora.example\u202f!");
    const dir = contentWith((text) => text.replace("tournez le cube !", "écrivez à {brand.fax} !"));
    expect(await problemsOf(dir)).toEqual([
      "projects/le-cube: description.fr quotes {brand.fax}, which src/brand.ts does not have",
    ]);
  });

  it("reads a policy in Markdown: front matter, each language in its order, sections, lists and tables", async () => {
    const { policies } = (await compileContent({ contentDir: fixtures, outDir: null, only: ["policies"] })) as {
      policies: { path: string; versions: Record<string, PolicyText> }[];
    };
    const [policy] = policies;
    expect(Object.keys(policy!.versions)).toEqual(["en", "fr"]);
    // Each language version carries its own date (decision 072).
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
      'policies/privacy-le-cube: line 12: a section heading is "## Heading {#anchor}" (### for a subsection)',
    ]);
  });
});
