// docs/security.md maps each control to its one place in the code and its tests: every path it names exists.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = new URL("../../", import.meta.url).pathname;
const doc = readFileSync(join(root, "docs/security.md"), "utf8");
const table = doc.slice(doc.indexOf("## Where each control lives"), doc.indexOf("## Round 1"));

describe("the security controls map", () => {
  it("names files that exist, tests written short under test/worker/", () => {
    const paths = [...table.matchAll(/`([\w./-]+\.(?:ts|tsx|mjs))`/g)].map((match) => match[1]!);
    expect(paths.length).toBeGreaterThan(20);
    const missing = paths.filter(
      (path) => !existsSync(join(root, path)) && !existsSync(join(root, "test/worker", path)),
    );
    expect(missing).toEqual([]);
  });
});
