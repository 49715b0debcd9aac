import { describe, expect, it } from "vitest";
import {
  NBSP,
  NNBSP,
  typesetAll,
  typesetEnglish,
  typesetFrench,
  typesetLocalized,
} from "../../../scripts/content/typography";

/** The space Intl writes between a number and its unit ("9 h"). */
const hourSpace =
  new Intl.NumberFormat("fr-FR", { style: "unit", unit: "hour" })
    .formatToParts(9)
    .find((part) => part.type === "literal")?.value ?? NNBSP;

describe("French typography", () => {
  it("puts a no-break space before a colon and a narrow one before ; ! ?", () => {
    expect(typesetFrench("Contact : nous ; vous ! Pourquoi ?")).toBe(
      `Contact${NBSP}: nous${NNBSP}; vous${NNBSP}! Pourquoi${NNBSP}?`,
    );
  });

  it("adds the space when it is missing after a word, bold or a bracket, and keeps runs of signs together", () => {
    expect(typesetFrench("Bonjour! Vraiment?! Note: voir **ici**! (pourquoi pas?) Oui; **non!**")).toBe(
      `Bonjour${NNBSP}! Vraiment${NNBSP}?! Note${NBSP}: voir **ici**${NNBSP}! (pourquoi pas${NNBSP}?) Oui${NNBSP}; **non${NNBSP}!**`,
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
  });

  it("writes the typographic apostrophe between letters, across bold and link marks", () => {
    expect(typesetFrench("L'idée d'aujourd'hui : des modules d'**e-learning**, l'[accueil](/l'accueil)")).toBe(
      `L’idée d’aujourd’hui${NBSP}: des modules d’**e-learning**, l’[accueil](/l'accueil)`,
    );
  });

  it("writes hours with the unit's no-break space: 9 h-18 h, de 9 h à 18 h, 9 h 30", () => {
    expect(typesetFrench("du lundi au vendredi, 9h-18h")).toBe(`du lundi au vendredi, 9${hourSpace}h-18${hourSpace}h`);
    expect(typesetFrench("de 9h à 18h, puis 9h30 ou 14 h 05")).toBe(
      `de 9${hourSpace}h à 18${hourSpace}h, puis 9${hourSpace}h${hourSpace}30 ou 14${hourSpace}h${hourSpace}05`,
    );
  });

  it("writes an article of a code one way, its letter bound to its number: L. 335-2, L. 1111-8", () => {
    expect(typesetFrench("les articles L. 335-2 et suivants, l'article L.1111-8, R.123-237")).toBe(
      `les articles L.${NBSP}335-2 et suivants, l’article L.${NBSP}1111-8, R.${NBSP}123-237`,
    );
    // A capital and a full stop before a word is not an article.
    expect(typesetFrench("L. Martin")).toBe("L. Martin");
  });

  it("writes the ellipsis as one character in both languages", () => {
    expect(typesetFrench("Envoi en cours...")).toBe("Envoi en cours…");
    expect(typesetEnglish("Sending...")).toBe("Sending…");
  });

  it("binds n°, art., M. and p. to what follows", () => {
    expect(typesetFrench("la loi n° 2004-575, l'art. 6.1.a, N° de TVA, M. Martin, p. 12, la part. 3")).toBe(
      `la loi n°${NBSP}2004-575, l’art.${NBSP}6.1.a, N°${NBSP}de TVA, M.${NBSP}Martin, p.${NBSP}12, la part. 3`,
    );
  });

  it("leaves telephone numbers as written, never regrouped as thousands; a year is not part of a count", () => {
    for (const phone of ["+1 650 319 8930", "+33 1 99 00 12 34", "01 99 00 12 34"]) {
      expect(typesetFrench(`Téléphone : ${phone}.`)).toBe(`Téléphone${NBSP}: ${phone}.`);
      expect(typesetEnglish(`Call ${phone}.`)).toBe(`Call ${phone}.`);
    }
    const group = new Intl.NumberFormat("fr-FR").format(100_000);
    expect(typesetFrench("en 2018 100 000 joueurs")).toBe(`en 2018 ${group} joueurs`);
  });

  it("English: the apostrophe and quotation marks curly and single (British), whatever the author typed", () => {
    expect(typesetEnglish(`tap 'Allow' in the players' settings; the “Manage cookies” link; it's "lang"`)).toBe(
      "tap ‘Allow’ in the players’ settings; the ‘Manage cookies’ link; it’s ‘lang’",
    );
    expect(typesetEnglish("**Ludora**'s team, ('quoted')")).toBe("**Ludora**’s team, (‘quoted’)");
    expect(typesetEnglish("[privacy](https://example.com/it's) at 9am-6pm: no change")).toBe(
      "[privacy](https://example.com/it's) at 9am-6pm: no change",
    );
  });

  it("is idempotent: typesetting twice changes nothing more", () => {
    const once = typesetFrench("Une question ? Écrivez-nous : « vite » ! L'équipe, 9h-18h, n° 3...");
    expect(typesetFrench(once)).toBe(once);
    const english = typesetEnglish(`It's 'here' and “there”...`);
    expect(typesetEnglish(english)).toBe(english);
  });

  it("typesets each side of bilingual data in its language, however deep, and never an address or an id", () => {
    const data = {
      path: "/a?b=c",
      title: { fr: "Pourquoi ?", en: "Why?" },
      copy: {
        fr: { list: ["Oui !", { text: "Non : l'un" }], link: { href: "/l'a...", label: "L'accueil" } },
        en: { list: ["Yes!", { text: "No: it's" }], link: { href: "/it's", label: "Let's go..." } },
      },
      count: 3,
    };
    expect(typesetLocalized(data)).toEqual({
      path: "/a?b=c",
      title: { fr: `Pourquoi${NNBSP}?`, en: "Why?" },
      copy: {
        fr: { list: [`Oui${NNBSP}!`, { text: `Non${NBSP}: l’un` }], link: { href: "/l'a...", label: "L’accueil" } },
        en: { list: ["Yes!", { text: "No: it’s" }], link: { href: "/it's", label: "Let’s go…" } },
      },
      count: 3,
    });
    expect(typesetAll([{ title: "Une question ?", id: "l'id" }], "fr")).toEqual([
      { title: `Une question${NNBSP}?`, id: "l'id" },
    ]);
    expect(typesetAll({ "a.key": "Don't" }, "en")).toEqual({ "a.key": "Don’t" });
  });
});
