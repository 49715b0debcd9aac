// The editor's bundle is built again only when something it reads changes (scripts/cached-build.mjs, decision
// 105): never a stale editor after an edit to its sources, its dependencies or the build's options.
import { mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cachedBuild } from "../../scripts/cached-build.mjs";

/** A project of two modules and a lockfile, and the options that bundle it. */
function project() {
  const root = mkdtempSync(join(tmpdir(), "cached-build-"));
  writeFileSync(join(root, "entry.ts"), 'import { word } from "./word";\nconsole.log(word);\n');
  writeFileSync(join(root, "word.ts"), 'export const word = "bonjour";\n');
  writeFileSync(join(root, "package-lock.json"), '{ "lockfileVersion": 3 }\n');
  const options = {
    absWorkingDir: root,
    entryPoints: { editor: "entry.ts" },
    bundle: true,
    format: "esm" as const,
    outdir: join(root, "out"),
    entryNames: "[name]-[hash]",
    logLevel: "silent" as const,
  };
  return { root, options, cache: join(root, "cache") };
}

type Built = { outputFiles: { path: string; contents: Uint8Array }[] };
const text = ({ outputFiles }: Built) => outputFiles.map((file) => new TextDecoder().decode(file.contents)).join("");
/** Each file to write: where, and what. */
const files = ({ outputFiles }: Built) =>
  outputFiles.map(({ path, contents }) => ({ path, text: new TextDecoder().decode(contents) }));

describe("a build kept while nothing it reads changes", () => {
  it("is reused, with the same files, while the sources read the same", async () => {
    const { options, cache } = project();
    const first = await cachedBuild(options, cache);
    const again = await cachedBuild(options, cache);
    expect([first.reused, again.reused]).toEqual([false, true]);
    expect(files(again)).toEqual(files(first));
    expect(text(again)).toContain("bonjour");
  });

  it("is built again when a module it imports changes, and reused when it reads as before", async () => {
    const { root, options, cache } = project();
    const bonjour = await cachedBuild(options, cache);
    writeFileSync(join(root, "word.ts"), 'export const word = "hello";\n');
    const changed = await cachedBuild(options, cache);
    expect(changed.reused).toBe(false);
    expect(text(changed)).toContain("hello");
    writeFileSync(join(root, "word.ts"), 'export const word = "bonjour";\n');
    const back = await cachedBuild(options, cache);
    expect(back.reused).toBe(true);
    expect(files(back)).toEqual(files(bonjour));
  });

  it("keeps the four builds used last, and no file of the others", async () => {
    const { root, options, cache } = project();
    for (const word of ["un", "deux", "trois", "quatre", "cinq"]) {
      writeFileSync(join(root, "word.ts"), `export const word = "${word}";\n`);
      await cachedBuild(options, cache);
    }
    expect(readdirSync(join(cache, "builds"))).toHaveLength(4);
    expect(readdirSync(cache).filter((name) => name !== "builds")).toHaveLength(4);
    writeFileSync(join(root, "word.ts"), 'export const word = "un";\n');
    expect((await cachedBuild(options, cache)).reused).toBe(false);
  });

  it("is built again when the options or the lockfile change", async () => {
    const { root, options, cache } = project();
    await cachedBuild(options, cache);
    const minified = await cachedBuild({ ...options, minify: true }, cache);
    expect(minified.reused).toBe(false);
    writeFileSync(join(root, "package-lock.json"), '{ "lockfileVersion": 3, "packages": {} }\n');
    expect((await cachedBuild({ ...options, minify: true }, cache)).reused).toBe(false);
  });
});
