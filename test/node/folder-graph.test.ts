// The layering of the README's folder map, at the level a newcomer reads it: no two folders of src/ import
// each other, even for types only (dependency-cruiser's rules forbid each wrong arrow; this catches a pair
// that no single rule names). Module cycles are dependency-cruiser's own `no-cycles` rule.
import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";

interface Cruised {
  modules: { source: string; dependencies: { resolved: string }[] }[];
}

/**
 * The folder a module of src/ belongs to (`src/inbox/csv.ts` → `inbox`); a file at the root of src/ is a unit of
 * its own (`src/brand.ts` → `brand.ts`): the root holds the app at the top and the shared basics at the bottom.
 */
function folderOf(path: string): string | null {
  const match = /^src\/([^/]+)/.exec(path);
  return match ? match[1]! : null;
}

function folderPairs(cruised: Cruised): string[] {
  const edges = new Set<string>();
  for (const module of cruised.modules) {
    const from = folderOf(module.source);
    for (const dependency of module.dependencies) {
      const to = folderOf(dependency.resolved);
      if (from && to && from !== to) edges.add(`${from}→${to}`);
    }
  }
  return [...edges]
    .filter((edge) => {
      const [from, to] = edge.split("→");
      return from! < to! && edges.has(`${to}→${from}`);
    })
    .map((edge) => edge.replace("→", " ⇄ "))
    .sort();
}

describe("the folders of src/", () => {
  it("never import each other", () => {
    const json = execFileSync(
      "npx",
      ["depcruise", "src", "--config", ".dependency-cruiser.cjs", "--output-type", "json"],
      { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
    );
    expect(folderPairs(JSON.parse(json) as Cruised)).toEqual([]);
  }, 60_000);

  it("would see a pair that did", () => {
    const cruised: Cruised = {
      modules: [
        { source: "src/a/x.ts", dependencies: [{ resolved: "src/b/y.ts" }] },
        { source: "src/b/y.ts", dependencies: [{ resolved: "src/a/z.ts" }] },
      ],
    };
    expect(folderPairs(cruised)).toEqual(["a ⇄ b"]);
  });
});
