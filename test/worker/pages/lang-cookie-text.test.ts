// The « lang » cookie as the cookie texts describe it, and as the server sets it (test/worker/middleware/locale.test.ts):
// for a year whenever a page is opened with a language in its address, the language switch's links among them, not
// only when a visitor changes language.
import { describe, expect, it } from "vitest";
import { contentFor, policyDocuments } from "../../../src/content/site-content";
import { en } from "../../../src/i18n/en";
import { fr } from "../../../src/i18n/fr";
import { locales, type Locale } from "../../../src/i18n/locale-list";
import { decodeMarkup, send } from "../fixtures/requests";

/** How each language says when the cookie is set, and for how long. */
const said: Record<Locale, { when: RegExp; year: RegExp }> = {
  fr: { when: /lorsque vous ouvrez une page dont l['’]adresse précise une langue/, year: /pour un an/ },
  en: { when: /when you open a page whose address names a language/, year: /for one year/ },
};
const catalogue: Record<Locale, Record<string, string>> = { fr, en };

describe("the « lang » cookie", () => {
  for (const locale of locales) {
    it(`is described as set for a year by any visit to an address with ?lang=, in ${locale}`, async () => {
      // The banner's dialog and the site's privacy policy, in the same language, say when and for how long.
      const necessary = catalogue[locale]!["consent.category.necessary.description"]!;
      expect(necessary).toMatch(said[locale].when);
      expect(necessary).toMatch(said[locale].year);
      const policy = contentFor(policyDocuments(), "/privacy-policy");
      const html = await (await send(`${policy.path}?lang=${locale}&doc=${locale}`)).text();
      const row = [...html.matchAll(/<tr>([\s\S]*?)<\/tr>/g)]
        .map(([, cells]) => decodeMarkup(cells!))
        .find((text) => /[«‘'"“]\s?lang\s?[»’'"”]/.test(text));
      expect(row, "the policy's row naming the cookie").toBeDefined();
      expect(row).toMatch(said[locale].when);
      expect(row).toMatch(said[locale].year);
    });
  }
});
