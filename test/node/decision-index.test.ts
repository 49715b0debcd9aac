// The decision index lists every record with its own title and status line (scripts/decision-index.mjs).
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
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
