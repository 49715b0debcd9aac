import { describe, expect, it } from "vitest";
import { createTranslator, getTranslator } from "../../../src/i18n/translator";

describe("the catalogue", () => {
  it("falls back to the other language, then to the key (docs/product.md §4.1)", () => {
    const missing: string[] = [];
    const t = createTranslator(
      "en",
      {
        fr: { messages: { "only.fr": "Seulement en français", both: "Les deux" } },
        en: { messages: { both: "Both" } },
      },
      (key) => missing.push(key),
    ).t as (key: string) => string;
    expect(t("both")).toBe("Both");
    expect(t("only.fr")).toBe("Seulement en français");
    expect(t("nowhere.at.all")).toBe("nowhere.at.all");
    expect(missing).toEqual(["only.fr", "nowhere.at.all"]);
  });

  it("is strict for the site's catalogues: a key they lack throws instead of falling back", () => {
    const t = getTranslator("en").t as (key: string) => string;
    expect(() => t("no.such.key")).toThrow('Missing en translation for "no.such.key"');
  });

  // The staff console's counts are ICU plurals: each language's own rules (French counts 0 as one, English
  // does not), an exact `=0` before them, and the count written by the language's number format.
  it.each([
    ["fr", 0, "Aucun message conservé."],
    ["fr", 1, "1 message conservé."],
    ["fr", 1500, "1\u202f500 messages conservés."],
    ["en", 1, "1 message kept."],
    ["en", 1500, "1,500 messages kept."],
  ] as const)("writes %s's plural of %i messages kept", (locale, count, expected) => {
    expect(getTranslator(locale).t("admin.overview.total", { count })).toBe(expected);
  });

  it("uses French's rule where a message has no =0: zero attempts is singular in French, plural in English", () => {
    expect(getTranslator("fr").t("admin.attempts", { count: 0 })).toBe("0 tentative d\u2019envoi");
    expect(getTranslator("en").t("admin.attempts", { count: 0 })).toBe("0 send attempts");
    expect(getTranslator("fr").t("admin.attempts", { count: 3 })).toBe("3 tentatives d\u2019envoi");
  });
});
