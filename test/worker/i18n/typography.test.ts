import { describe, expect, it } from "vitest";
import { NBSP, typesetEnglish, typesetFrench } from "../../../scripts/content/typography";

// What a reader sees of these rules is checked on every rendered page (test/worker/pages/typography-sweep.test.ts);
// here, what that sweep cannot see: text the typesetter must leave alone, and what it writes beyond the sweep's rules.

describe("French typography", () => {
  it("leaves URLs, e-mail addresses, times, ratios, links and placeholders alone", () => {
    for (const text of [
      "https://www.cnil.fr/fr?x=1",
      "/contact?lang=fr#form",
      "mailto:contact@ludora.example",
      "tel:+33199001234",
      "14:05",
      "note de 4,8/5",
      "[notre politique](/privacy-policy#4-cookies)",
      "Choix enregistré le {date}.",
      "mailto:jobs@ludora.example?subject=Candidature%202026%20%C3%A9t%C3%A9",
      "https://example.fr/l'a/9h...",
      "[voir](/page-9h?x=l'a...)",
      "écrire à jean.o'neil@ludora.example",
      "H1, H2, 5G, 24 heures, 2 h2o",
    ])
      expect(typesetFrench(text), text).toBe(text);
  });

  it("holds numbers typed in prose together as Intl writes them: thousands, percent, euros", () => {
    const intl = (options: Intl.NumberFormatOptions, value: number) =>
      new Intl.NumberFormat("fr-FR", options).format(value);
    expect(typesetFrench("plus de 1 000 000 de parties, 90 % de réussite, capital de 10 000 €")).toBe(
      `plus de ${intl({}, 1_000_000)} de parties, ${intl({ style: "percent" }, 0.9)} de réussite, capital de ${intl(
        { style: "currency", currency: "EUR", maximumFractionDigits: 0 },
        10_000,
      )}`,
    );
    expect(typesetFrench("conçues à 100% sur mesure")).toBe(`conçues à ${intl({ style: "percent" }, 1)} sur mesure`);
    expect(typesetFrench("en 2006 et 2024")).toBe("en 2006 et 2024");
    // A year is not part of the count after it.
    expect(typesetFrench("en 2018 100 000 joueurs")).toBe(`en 2018 ${intl({}, 100_000)} joueurs`);
  });

  it("writes an article of a code one way, its letter bound to its number: L. 335-2, L. 1111-8", () => {
    expect(typesetFrench("les articles L. 335-2 et suivants, l'article L.1111-8, R.123-237")).toBe(
      `les articles L.${NBSP}335-2 et suivants, l’article L.${NBSP}1111-8, R.${NBSP}123-237`,
    );
    // A capital and a full stop before a word is not an article.
    expect(typesetFrench("L. Martin")).toBe("L. Martin");
  });

  it("is idempotent: typesetting twice changes nothing more", () => {
    const once = typesetFrench("Une question ? Écrivez-nous : « vite » ! L'équipe, 9h-18h, n° 3...");
    expect(typesetFrench(once)).toBe(once);
    const english = typesetEnglish(`It's 'here' and “there”...`);
    expect(typesetEnglish(english)).toBe(english);
  });
});
