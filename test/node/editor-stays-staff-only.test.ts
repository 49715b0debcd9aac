// The content editor reaches no visitor (decision 083): no script a public page loads names it or carries
// Decap, and the built editor sits only under /admin/, which the Worker serves to staff alone.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const pub = join(import.meta.dirname, "..", "..", "build", "public");

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

describe("the content editor", () => {
  it("is in no script a visitor's page loads", () => {
    const scripts = files(join(pub, "assets")).filter((file) => file.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(3);
    for (const file of scripts) {
      const text = readFileSync(file, "utf8");
      expect(text, relative(pub, file)).not.toMatch(/admin\/editor|decap/i);
    }
  });

  it("is built under /admin/editor/ only", () => {
    const decap = files(pub).filter((file) => /decap-cms/.test(readFileSync(file, "latin1")));
    expect(decap.length).toBeGreaterThan(0);
    for (const file of decap) expect(relative(pub, file)).toMatch(/^admin\/editor\//);
  });
});
