import { describe, expect, it } from "vitest";
import { createTranslator } from "../../../src/i18n/translator";

describe("the catalogue", () => {
  it("falls back to the other language, then to the key (docs/product.md §4.1)", () => {
    const missing: string[] = [];
    const t = createTranslator(
      "en",
      { fr: { "only.fr": "Seulement en français", both: "Les deux" }, en: { both: "Both" } },
      (key) => missing.push(key),
    ).t as (key: string) => string;
    expect(t("both")).toBe("Both");
    expect(t("only.fr")).toBe("Seulement en français");
    expect(t("nowhere.at.all")).toBe("nowhere.at.all");
    expect(missing).toEqual(["only.fr", "nowhere.at.all"]);
  });

  it("formats ICU placeholders", () => {
    expect(createTranslator("fr").t("footer.copyright", { brand: "Ludora", year: 2025 })).toBe(
      "© 2025 Ludora. Tous droits réservés.",
    );
  });
});
