import { describe, expect, it } from "vitest";
import { locales } from "../../../src/i18n/locale-list";
import { assetPath, assetUrl, hasAsset } from "../../../src/render/assets";

describe("an image in the page's language (decision 037)", () => {
  it("is the file's variant in that language when there is one", () => {
    for (const locale of locales) {
      expect(assetPath("images/og/wecare.png", locale)).toBe(`images/og/wecare.${locale}.png`);
      expect(assetUrl("images/og/default.png", locale)).toMatch(
        new RegExp(`^/assets/images/og/default\\.${locale}\\.\\w+\\.png$`),
      );
    }
  });

  it("is the file every language shares when there is no variant", () => {
    for (const locale of locales) expect(assetPath("images/brand/logo.svg", locale)).toBe("images/brand/logo.svg");
    expect(assetPath("images/og/wecare.png")).toBe("images/og/wecare.png");
  });

  it("is an error when there is neither, naming both files looked for", () => {
    expect(hasAsset("images/og/wecare.png")).toBe(false);
    expect(hasAsset("images/og/wecare.png", locales[0])).toBe(true);
    expect(() => assetUrl("images/og/nowhere.png", locales[0])).toThrow(
      `Unknown asset "images/og/nowhere.png" and no "images/og/nowhere.${locales[0]}.png"`,
    );
  });
});
