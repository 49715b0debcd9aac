// What a player or user under 16 gets, as the rendered policies say it in each language (copy review v5, L5-03 and
// L5-04): every game asks the age bracket at first launch and offers no personalised advertising under 16, which is
// what the general policy states; a health app's processing on the phone is not based on a child's consent.
import { describe, expect, it } from "vitest";
import { policyDocuments } from "../../../src/content/site-content";
import { locales, type Locale } from "../../../src/i18n/locale-list";
import { decodeMarkup, send } from "../fixtures/requests";

/** The words of the rules, as each language's policies write them. */
const words: Record<
  Locale,
  Record<"ageAsked" | "under16" | "personalisedAds" | "notOffered" | "onPhoneOnly" | "consentBasis", RegExp>
> = {
  fr: {
    ageAsked:
      /demande (?:votre|la) tranche d['’]âge.*premier lancement|premier lancement.*demande (?:votre|la) tranche d['’]âge/i,
    under16: /(?:avant|moins de) 16\s?ans/i,
    personalisedAds: /publicités? personnalisées?/i,
    notOffered: /(?:n['’]est|ne sont) pas proposée?s?|ne propose (?:plus|pas)|aucun (?:de nos )?jeux? ne propose/i,
    onPhoneOnly: /a lieu uniquement sur (?:votre|ton) téléphone/i,
    consentBasis: /consentement explicite/i,
  },
  en: {
    ageAsked:
      /asks? (?:for )?(?:your|the player['’]s) age bracket.*first launch|first launch.*asks? (?:for )?(?:your|the player['’]s) age bracket/i,
    under16: /under 16/i,
    personalisedAds: /personalised advertising/i,
    notOffered: /(?:is|are) not offered|no longer offers|does not offer|(?:no game|none of our games) offers/i,
    onPhoneOnly: /takes place only on (?:your) phone/i,
    consentBasis: /explicit consent/i,
  },
};

/** A page's text, sentence by sentence. */
async function sentencesOf(path: string, locale: Locale): Promise<string[]> {
  const html = await (await send(`${path}?lang=${locale}`)).text();
  const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
  return decodeMarkup(main.replace(/<\/(?:p|li|td|th|h\d)>/g, ".\n"))
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.replace(/\s+/g, " ").trim());
}

/** The rows of a page's tables, each as its cells' text. */
async function rowsOf(path: string, locale: Locale): Promise<string[][]> {
  const html = await (await send(`${path}?lang=${locale}`)).text();
  return [...html.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map(([, row]) =>
    [...row!.matchAll(/<t[dh][^>]*>([\s\S]*?)<\/t[dh]>/g)].map(([, cell]) => decodeMarkup(cell!)),
  );
}

const games = policyDocuments().filter((doc) => doc.category === "games");
const general = policyDocuments().filter((doc) => doc.category === "general");
const health = policyDocuments().filter((doc) => doc.category === "health");

describe("what under-16s get, as the policies say it", () => {
  it("there are games, a general policy and health apps to hold to it", () => {
    expect(games.length).toBeGreaterThan(0);
    expect(general.length).toBeGreaterThan(0);
    expect(health.length).toBeGreaterThan(0);
  });

  for (const doc of [...games, ...general]) {
    for (const locale of locales.filter((code) => doc.versions[code])) {
      it(`${doc.path} (${locale}): the age bracket is asked at first launch, and no personalised ads under 16`, async () => {
        const w = words[locale];
        const sentences = await sentencesOf(doc.path, locale);
        expect(sentences.some((s) => w.ageAsked.test(s))).toBe(true);
        // Where a sentence speaks of personalised advertising for under-16s, it says it is not offered.
        const underSixteenAds = sentences.filter((s) => w.under16.test(s) && w.personalisedAds.test(s));
        for (const sentence of underSixteenAds) expect(sentence).toMatch(w.notOffered);
      });
    }
  }

  for (const doc of health) {
    for (const locale of locales.filter((code) => doc.versions[code])) {
      it(`${doc.path} (${locale}): what happens on the phone only is not put on a child's consent`, async () => {
        const w = words[locale];
        const onPhone = (await rowsOf(doc.path, locale)).filter((cells) =>
          cells.some((cell) => w.onPhoneOnly.test(cell)),
        );
        expect(onPhone.length).toBeGreaterThan(0);
        for (const cells of onPhone) expect(cells.join(" | ")).not.toMatch(w.consentBasis);
      });
    }
  }
});
