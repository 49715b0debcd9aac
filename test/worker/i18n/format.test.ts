import { describe, expect, it } from "vitest";
import { languageName } from "../../../src/i18n/format";
import { locales } from "../../../src/i18n/locale-list";
import { getTranslator } from "../../../src/i18n/translator";

describe("languageName", () => {
  it("names each language in the words of another, as the pages show it", () => {
    expect(languageName("fr", "fr")).toBe("français");
    expect(languageName("fr", "en")).toBe("anglais");
    expect(languageName("en", "fr")).toBe("French");
    expect(languageName("en", "en")).toBe("English");
  });

  it("capitalises a name that stands alone, as a label or a link", () => {
    expect(languageName("fr", "fr", { standalone: true })).toBe("Français");
    expect(languageName("fr", "en", { standalone: true })).toBe("Anglais");
    expect(languageName("en", "fr", { standalone: true })).toBe("French");
    expect(languageName("en", "en", { standalone: true })).toBe("English");
  });

  it("agrees with the names the staff e-mail reads from the catalogue", () => {
    for (const locale of locales)
      for (const language of locales)
        expect(getTranslator(locale).raw(`language.${language}.inSentence`), `${language} in ${locale}`).toBe(
          languageName(locale, language),
        );
  });
});
