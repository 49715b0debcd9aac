import { describe, expect, it } from "vitest";
import { NBSP, NNBSP, typesetAllFrench, typesetFrench, typesetLocalized } from "../../../src/i18n/typography";

describe("French typography", () => {
  it("puts a no-break space before a colon and a narrow one before ; ! ?", () => {
    expect(typesetFrench("Contact : nous ; vous ! Pourquoi ?")).toBe(
      `Contact${NBSP}: nous${NNBSP}; vous${NNBSP}! Pourquoi${NNBSP}?`,
    );
  });

  it("adds the space when it is missing at the end of a word, and keeps runs of signs together", () => {
    expect(typesetFrench("Bonjour! Vraiment?! Note: voir **ici**!")).toBe(
      `Bonjour${NNBSP}! Vraiment${NNBSP}?! Note${NBSP}: voir **ici**${NNBSP}!`,
    );
  });

  it("spaces the inside of « » with no-break spaces", () => {
    expect(typesetFrench("le lien «Gérer les cookies» en bas")).toBe(
      `le lien «${NBSP}Gérer les cookies${NBSP}» en bas`,
    );
    expect(typesetFrench("« Gérer les cookies »")).toBe(`«${NBSP}Gérer les cookies${NBSP}»`);
  });

  it("leaves URLs, e-mail addresses, times, ratios, links and placeholders alone", () => {
    for (const text of [
      "https://www.cnil.fr/fr?x=1",
      "/contact?lang=fr#form",
      "mailto:contact@ludora.example",
      "tel:+33199001234",
      "du lundi au vendredi, 9h-18h",
      "14:05",
      "note de 4,8/5",
      "[notre politique](/privacy-policy#4-cookies)",
      "Choix enregistré le {date}.",
      "mailto:jobs@ludora.example?subject=Candidature%202026%20%C3%A9t%C3%A9",
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
  });

  it("is idempotent: typesetting twice changes nothing more", () => {
    const once = typesetFrench("Une question ? Écrivez-nous : « vite » !");
    expect(typesetFrench(once)).toBe(once);
  });

  it("typesets the French side of bilingual data only, however deep", () => {
    const data = {
      path: "/a?b=c",
      title: { fr: "Pourquoi ?", en: "Why?" },
      copy: { fr: { list: ["Oui !", { text: "Non : non" }] }, en: { list: ["Yes!", { text: "No: no" }] } },
      count: 3,
    };
    expect(typesetLocalized(data)).toEqual({
      path: "/a?b=c",
      title: { fr: `Pourquoi${NNBSP}?`, en: "Why?" },
      copy: { fr: { list: [`Oui${NNBSP}!`, { text: `Non${NBSP}: non` }] }, en: { list: ["Yes!", { text: "No: no" }] } },
      count: 3,
    });
    expect(typesetAllFrench([{ title: "Une question ?" }])).toEqual([{ title: `Une question${NNBSP}?` }]);
  });
});
