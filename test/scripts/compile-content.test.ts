import { cpSync, mkdtempSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { compileContent, ContentError } from "../../scripts/compile-content.mjs";

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

async function problemsOf(contentDir: string): Promise<string[]> {
  try {
    await compileContent({ contentDir, outDir: null, only: ["projects"] });
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

  it("refuses an entry without a language, naming the file, the language and the field", async () => {
    const dir = contentWith((text) => text.replace('  en: "A 3D skill game: turn the cube!"\n', ""));
    expect(await problemsOf(dir)).toEqual(["projects/le-cube: en.description is missing"]);
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

  it("refuses a file named otherwise than its slug", async () => {
    const dir = contentWith((text) => text, "cube.yaml");
    expect(await problemsOf(dir)).toEqual(['projects/cube: slug is "le-cube", the file is named "cube"']);
  });

  it("refuses a file that is not YAML, with its line", async () => {
    const dir = contentWith((text) => text.replace("title: Le Cube", "title: [Le Cube"));
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
});
