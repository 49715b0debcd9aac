// The layering rules (.dependency-cruiser.cjs, run by `npm run lint`) refuse what they say they refuse: here,
// a route that reaches the inbox's SQL without the audited inbox (decision 092).
import { createRequire } from "node:module";
import { join } from "node:path";
import { cruise } from "dependency-cruiser";
import { describe, expect, it } from "vitest";

const ruleSet = createRequire(import.meta.url)("../../.dependency-cruiser.cjs");
const fixture = join(import.meta.dirname, "..", "fixtures", "layering");

describe("the layering rules", () => {
  it("refuse a route that imports the inbox's SQL", async () => {
    const result = await cruise(["src"], { ruleSet, baseDir: fixture, validate: true });
    const output = result.output as { summary: { violations: { rule: { name: string }; from: string; to: string }[] } };
    expect(output.summary.violations.map(({ rule, from, to }) => `${rule.name}: ${from} → ${to}`)).toEqual([
      "messages-through-the-audited-inbox: src/routes/leaky.ts → src/inbox/queries.ts",
    ]);
  });
});
