import { describe, expect, it } from "vitest";
import { formatFigure, languageName, type Figure } from "../../../src/i18n/format";

// Each language writes a figure its own way (docs/product.md §9.6, decision 015): a no-break space before %
// and a decimal comma in French, neither in English; ×3 in both.
const figures: [Figure, { fr: string; en: string }][] = [
  [
    { kind: "percent", value: 85, signed: false },
    { fr: "85\u00a0%", en: "85%" },
  ],
  [
    { kind: "percent", value: 150, signed: true },
    { fr: "+150\u00a0%", en: "+150%" },
  ],
  [
    { kind: "times", value: 3 },
    { fr: "×3", en: "×3" },
  ],
  [
    { kind: "rating", value: 4.8, outOf: 5 },
    { fr: "4,8/5", en: "4.8/5" },
  ],
  [
    { kind: "count", value: 18, plus: true, compact: false },
    { fr: "18+", en: "18+" },
  ],
  [
    { kind: "count", value: 100_000_000, plus: true, compact: true },
    { fr: "100\u00a0M+", en: "100m+" },
  ],
];

describe("figures", () => {
  for (const [figure, written] of figures) {
    it(`${JSON.stringify(figure)} is written "${written.fr}" in French and "${written.en}" in English`, () => {
      expect(formatFigure("fr", figure)).toBe(written.fr);
      expect(formatFigure("en", figure)).toBe(written.en);
    });
  }
});

describe("languageName", () => {
  it.each([
    ["fr", "en", "anglais", "Anglais"],
    ["en", "fr", "French", "French"],
  ] as const)(
    "names in %s the language %s %s, or %s standing alone as a label or a link",
    (locale, language, name, alone) => {
      expect(languageName(locale, language)).toBe(name);
      expect(languageName(locale, language, { standalone: true })).toBe(alone);
    },
  );
});
