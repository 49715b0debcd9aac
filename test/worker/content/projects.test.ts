import { describe, expect, it } from "vitest";
import { clientLogos, projects } from "../../../src/content/site-content";
import { locales } from "../../../src/i18n/locale-list";
import { hasAsset } from "../../../src/render/assets";

// The rules of each entry (fields, languages, references) are the schema's and the compiler's, and their tests
// are test/scripts/compile-content.test.ts; these check what the build made of whatever the entries say.

describe("project records", () => {
  for (const project of projects) {
    it(`${project.slug}: its cover, gallery and link preview exist in every language`, () => {
      // In every language: its own variant (decision 037) or the file every language shares; the build draws
      // what an entry leaves out (scripts/build-artwork.mjs).
      for (const locale of locales) {
        for (const path of [project.image, ...project.images, `images/og/${project.slug}.png`])
          expect(hasAsset(path, locale), `${path} in ${locale}`).toBe(true);
      }
    });
  }

  it("client logos exist", () => {
    for (const logo of clientLogos) expect(hasAsset(logo.logo), logo.logo).toBe(true);
  });
});
