// The README's folder map is the tree: every folder and file it names exists, none is named twice, and every
// folder of the repository and every entry of src/ is on it. The layering paragraph below the map counts the
// modules client/ may import from src/ as .dependency-cruiser.cjs allows them, and every file the README or the
// product document names in backticks exists.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { namedFiles } from "../fixtures/named-files";

const root = new URL("../../", import.meta.url).pathname;
const readme = readFileSync(join(root, "README.md"), "utf8");

/** The map: the code block under "## Folders", as the paths its lines start with (indented ones under the last top one). */
function mappedPaths(): { paths: string[]; text: string } {
  const section = readme.slice(readme.indexOf("## Folders\n"));
  const text = /```\n([\s\S]*?)```/.exec(section)?.[1] ?? "";
  const paths: string[] = [];
  let parent = "";
  for (const line of text.split("\n")) {
    const match = /^( {0,2})([\w.-]+(?:\/[\w.-]+)*\/?)(?= |$)/.exec(line);
    if (!match) continue;
    const [, indent, name] = match;
    if (indent === "") {
      parent = name!.endsWith("/") ? name! : "";
      paths.push(name!);
    } else if (parent) paths.push(parent + name!);
  }
  return { paths, text };
}

// Made by the tools, never committed: not on the map.
const GENERATED = new Set(["node_modules", "build", "bench", "dist", "coverage"]);

describe("the README's folder map", () => {
  const { paths, text } = mappedPaths();

  it("names only what exists", () => {
    expect(paths.length).toBeGreaterThan(10);
    expect(paths.filter((path) => !existsSync(join(root, path)))).toEqual([]);
  });

  it("names each folder once", () => {
    expect(paths.filter((path, index) => paths.indexOf(path) !== index)).toEqual([]);
  });

  it("names every folder of the repository and everything in src/", () => {
    const folders = readdirSync(root, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith(".") && !GENERATED.has(entry.name))
      .map((entry) => `${entry.name}/`);
    const unmapped = folders.filter((folder) => !paths.some((path) => path === folder || path.startsWith(folder)));
    expect(unmapped).toEqual([]);
    // A folder the map splits (test/ as test/worker/, test/e2e/…) is mapped in full.
    const split = folders.filter((folder) => !paths.includes(folder));
    const subfolders = split.flatMap((folder) =>
      readdirSync(join(root, folder), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => `${folder}${entry.name}/`),
    );
    expect(subfolders.filter((folder) => !paths.includes(folder))).toEqual([]);
    const inSrc = readdirSync(join(root, "src"), { withFileTypes: true })
      .filter((entry) => entry.name !== "tsconfig.json")
      .map((entry) => (entry.isDirectory() ? `${entry.name}/` : entry.name));
    expect(inSrc.filter((name) => !paths.includes(`src/${name}`) && !new RegExp(`\\b${name}\\b`).test(text))).toEqual(
      [],
    );
  });
});

interface Rule {
  name: string;
  from: { path?: string | string[] };
  to: { path?: string; pathNot?: string | string[] };
}

const rules = (createRequire(import.meta.url)(join(root, ".dependency-cruiser.cjs")) as { forbidden: Rule[] })
  .forbidden;
const rule = (name: string) => rules.find((candidate) => candidate.name === name)!;

/** Every file under src/, as a path from the repository's root. */
function sourceFiles(dir = join(root, "src")): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : [relative(root, join(dir, entry.name))],
  );
}

const NUMBERS = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];

describe("the README's layering paragraph", () => {
  // The modules of src/ that client/ may import at run time: those the rule's `pathNot` lets through.
  const allowed = new RegExp(rule("client-reads-src-as-types-only").to.pathNot as string);
  const exceptions = sourceFiles().filter((path) => allowed.test(path));
  const sentence = /`client\/` reads `src\/` only as types\s+\(([a-z]+) exceptions?:([^)]*)\)/.exec(readme);

  it("counts the modules client/ may import from src/ as dependency-cruiser allows them, and names each", () => {
    expect(exceptions.length).toBeGreaterThan(0);
    expect(sentence, "the sentence `client/` reads `src/` only as types (N exceptions: …)").not.toBeNull();
    const [, count, named] = sentence!;
    expect(NUMBERS.indexOf(count!), `README says "${count} exceptions"`).toBe(exceptions.length);
    expect(exceptions.filter((path) => !named!.includes(`\`${path}\``))).toEqual([]);
  });

  it("names as exceptions the very modules checked to import nothing else of src/", () => {
    expect(rule("test-locale-never-in-the-browser").from.path).toBe(rule("client-reads-src-as-types-only").to.pathNot);
  });
});

describe("the README and the product document", () => {
  it("name only files that exist", () => {
    const missing = ["README.md", "docs/product.md"].flatMap((document) =>
      namedFiles(readFileSync(join(root, document), "utf8"))
        .filter((path) => !existsSync(join(root, path)))
        .map((path) => `${document}: ${path}`),
    );
    expect(missing).toEqual([]);
  });
});
