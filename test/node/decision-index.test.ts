// The decision index lists every record with its own title and status line (scripts/decision-index.mjs), and
// every record still in force names only files the repository has.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { namedFiles } from "../fixtures/named-files";
import { decisionRows, indexedReadme } from "../../scripts/decision-index.mjs";

describe("the decision index", () => {
  it("lists every record in docs/decisions with its title and status, as `npm run docs:index` writes it", async () => {
    const readme = readFileSync(new URL("../../docs/decisions/README.md", import.meta.url), "utf8");
    const records = readdirSync(new URL("../../docs/decisions/", import.meta.url)).filter((name) =>
      /^\d{3}-/.test(name),
    );
    for (const record of records) expect(readme, `${record} is not indexed`).toContain(`](${record})`);
    expect(decisionRows()).toHaveLength(records.length);
    expect(readme, "run `npm run docs:index`").toBe(await indexedReadme());
  });
});

const root = new URL("../../", import.meta.url).pathname;
const decisions = new URL("../../docs/decisions/", import.meta.url);

describe("the decision records", () => {
  it("name only files that exist, unless superseded", () => {
    const records = readdirSync(decisions).filter((name) => /^\d{3}-.*\.md$/.test(name));
    const missing = records.flatMap((record) => {
      const text = readFileSync(new URL(record, decisions), "utf8");
      if (/^Date: .*Status: superseded/m.test(text)) return [];
      return namedFiles(text)
        .filter((path) => !existsSync(root + path))
        .map((path) => `${record}: ${path}`);
    });
    expect(missing).toEqual([]);
  });

  it("would see a file that is not there, and leaves patterns and bare names alone", () => {
    expect(
      namedFiles("`src/inbox/queries.ts`, `src/gone.ts`, `projects/<slug>.yaml`, `src/content/<name>.yaml`, `en.ts`"),
    ).toEqual(["src/inbox/queries.ts", "src/gone.ts"]);
  });
});
