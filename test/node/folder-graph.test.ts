// The layering of the README's folder map, at the level a newcomer reads it: no two folders of src/ import
// each other, even for types only (dependency-cruiser's rules forbid each wrong arrow; this catches a pair
// that no single rule names, and loops of any length between folders and root files). Module cycles are
// dependency-cruiser's own `no-cycles` rule.
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

/** The graph of units: which folder or root file of src/ imports which other. */
function unitGraph(cruised: Cruised): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const module of cruised.modules) {
    const from = folderOf(module.source);
    if (!from) continue;
    for (const dependency of module.dependencies) {
      const to = folderOf(dependency.resolved);
      if (!to || to === from) continue;
      if (!graph.has(from)) graph.set(from, new Set());
      graph.get(from)!.add(to);
    }
  }
  return graph;
}

/**
 * Every loop among the units, of any length (`a → b → a`, `i18n → log.ts → app-env.ts → i18n`): the strongly
 * connected components of the graph with more than one unit, each written as one path round it.
 */
function folderCycles(cruised: Cruised): string[] {
  const graph = unitGraph(cruised);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const components: string[][] = [];
  const visit = (unit: string) => {
    index.set(unit, index.size);
    low.set(unit, index.get(unit)!);
    stack.push(unit);
    for (const next of graph.get(unit) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(unit, Math.min(low.get(unit)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(unit, Math.min(low.get(unit)!, index.get(next)!));
    }
    if (low.get(unit) === index.get(unit)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        component.push(member);
      } while (member !== unit);
      if (component.length > 1) components.push(component);
    }
  };
  for (const unit of [...graph.keys()].sort()) if (!index.has(unit)) visit(unit);
  return components.map((component) => {
    // One path round the loop, from its first unit by name, following imports inside the component.
    const members = new Set(component);
    const start = [...members].sort()[0]!;
    const path = [start];
    let at = start;
    for (;;) {
      const next = [...(graph.get(at) ?? [])]
        .sort()
        .find((to) => members.has(to) && (to === start || !path.includes(to)));
      if (!next || next === start) break;
      path.push(next);
      at = next;
    }
    return [...path, start].join(" → ");
  });
}

describe("the folders of src/", () => {
  it("never import each other, directly or round a loop of any length", () => {
    const json = execFileSync(
      "npx",
      ["depcruise", "src", "--config", ".dependency-cruiser.cjs", "--output-type", "json"],
      { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
    );
    expect(folderCycles(JSON.parse(json) as Cruised)).toEqual([]);
  }, 60_000);

  it("would see a pair that did", () => {
    const cruised: Cruised = {
      modules: [
        { source: "src/a/x.ts", dependencies: [{ resolved: "src/b/y.ts" }] },
        { source: "src/b/y.ts", dependencies: [{ resolved: "src/a/z.ts" }] },
      ],
    };
    expect(folderCycles(cruised)).toEqual(["a → b → a"]);
  });

  it("would see three folders in a loop, through a root file, and no loop where imports only go down", () => {
    const cruised: Cruised = {
      modules: [
        { source: "src/i18n/translator.ts", dependencies: [{ resolved: "src/log.ts" }] },
        { source: "src/log.ts", dependencies: [{ resolved: "src/app-env.ts" }] },
        { source: "src/app-env.ts", dependencies: [{ resolved: "src/i18n/locales.ts" }] },
        { source: "src/routes/a.ts", dependencies: [{ resolved: "src/pages/b.tsx" }, { resolved: "src/log.ts" }] },
        { source: "src/pages/b.tsx", dependencies: [{ resolved: "src/i18n/translator.ts" }] },
      ],
    };
    expect(folderCycles(cruised)).toEqual(["app-env.ts → i18n → log.ts → app-env.ts"]);
  });
});
