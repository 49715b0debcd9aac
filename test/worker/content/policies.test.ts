import { describe, expect, it } from "vitest";
import { brand, dataProtectionContact } from "../../../src/brand";
import type { PolicySection, PolicyText } from "../../../scripts/content/policy-types";
// The policies as pages show them, typeset (decision 015): a French apostrophe is ’, so patterns accept both.
import { policyDocuments } from "../../../src/content/site-content";
import { en } from "../../../src/i18n/en";
import { fr } from "../../../src/i18n/fr";
import { locales, type Locale } from "../../../src/i18n/locale-list";
import { pageRoutes } from "../../../src/route-table";

describe("policy documents", () => {
  it("a policy's title says it is in another language exactly when it has no version in the page's", () => {
    const saysOtherLanguage = /\((en anglais|en français|in French|in English)\)$/;
    for (const route of pageRoutes.filter((r) => r.template === "policy")) {
      const doc = policyDocuments().find((d) => d.path === route.path)!;
      for (const locale of locales)
        expect(saysOtherLanguage.test(route.meta[locale].title), `${route.path} ${locale}`).toBe(!doc.versions[locale]);
    }
  });
});

/** Every sentence of one language version of a document (its title is its route's, checked with the route table). */
function sentencesOf(version: PolicyText): string[] {
  const texts: string[] = [...version.intro];
  const walk = (section: PolicySection) => {
    texts.push(section.heading);
    for (const block of section.blocks) {
      if (block.type === "p") texts.push(block.text);
      else if (block.type === "list") texts.push(...block.items);
      else texts.push(block.caption, ...block.head, ...block.rows.flat());
    }
    section.subsections?.forEach(walk);
  };
  version.sections.forEach(walk);
  // An abbreviation's full stop ("Act No. 78-17", "art. 6", "et seq.") ends no sentence.
  return texts.flatMap((text) => text.split(/(?<=[.!?])(?<!\b(?:No|art|Art|seq|L)\.)\s+/));
}

/** The rows of a version's tables, each as its cells joined. */
function rowsOf(version: PolicyText): string[] {
  const rows: string[] = [];
  const walk = (section: PolicySection) => {
    for (const block of section.blocks) if (block.type === "table") rows.push(...block.rows.map((r) => r.join(" | ")));
    section.subsections?.forEach(walk);
  };
  version.sections.forEach(walk);
  return rows;
}

const versions = policyDocuments().flatMap((doc) =>
  (Object.entries(doc.versions) as [Locale, PolicyText][]).map(([lang, version]) => ({
    where: `${doc.path} (${lang})`,
    doc,
    lang,
    version,
    sentences: sentencesOf(version),
  })),
);
const policies = versions.filter(({ doc }) => doc.path !== "/legal-notice");
const policy = (path: string) => policyDocuments().find((d) => d.path === path)!;
const found = (list: typeof versions, pattern: RegExp) =>
  list.flatMap(({ where, sentences }) => sentences.filter((s) => pattern.test(s)).map((s) => `${where}: ${s}`));
const missing = (list: typeof versions, pattern: Record<Locale, RegExp>) =>
  list.filter(({ lang, sentences }) => !sentences.some((s) => pattern[lang].test(s))).map(({ where }) => where);

// Decision 060: what French law expects of these pages (RGPD art. 13, loi Informatique et Libertés art. 45 and 82, LCEN).
describe("what French law expects of the legal pages", () => {
  it("no document makes browsing or continued use mean acceptance, in either language", () => {
    const acceptance =
      /en naviguant sur ce site|vaut acceptation|reconnaissez avoir pris connaissance|poursuite de l['’]utilisation|means you accept|constitutes (your )?acceptance|continu(e|ing) (to use|to play|using|playing)[^.]*accept/i;
    expect(found(versions, acceptance)).toEqual([]);
  });

  it("every policy says significant changes are announced and consent is asked again where the law requires it", () => {
    expect(
      missing(policies, {
        fr: /lorsque la loi l['’]exige|comme la loi l['’]exige/i,
        en: /where the law requires it|as the law requires/,
      }),
    ).toEqual([]);
  });

  it("the legal notice cites the LCEN without an article number the SREN law may have moved", () => {
    const notice = versions.filter(({ doc }) => doc.path === "/legal-notice");
    expect(found(notice, /LCEN|2004-575/)).not.toEqual([]);
    expect(found(notice, /articles? [\d-]+[^.]*(2004-575|LCEN)/i)).toEqual([]);
  });

  it("the site policy gives a duration for every purpose, not 'as long as necessary'", () => {
    const purposes = policy("/privacy-policy").versions.fr!.sections[2]!.blocks.find((b) => b.type === "table")!;
    if (purposes.type !== "table") throw new Error("no purposes table");
    const retention = purposes.head.indexOf("Durée de conservation");
    for (const row of purposes.rows) expect(row[retention], row[0]).toMatch(/\d|une minute|six mois/i);
    expect(
      found(
        versions.filter(({ doc }) => doc.path === "/privacy-policy"),
        /strict nécessaire à la sécurité|durée nécessaire à/,
      ),
    ).toEqual([]);
  });

  it("the site policy has no marketing purpose, as it has no marketing tracker, and keeps a cookie choice six months everywhere", () => {
    const site = versions.filter(({ doc }) => doc.path === "/privacy-policy" || doc.path === "/legal-notice");
    const purposes = policy("/privacy-policy").versions.fr!.sections[2]!.blocks.find((b) => b.type === "table")!;
    expect(JSON.stringify(purposes)).not.toMatch(/marketing/i);
    expect(found(site, /aucun traceur marketing/)).not.toEqual([]);
    expect(found(site, /ni aucun traceur marketing n['’]est activé|jusqu['’]à ce que vous modifiiez/)).toEqual([]);
    for (const key of [
      "consent.banner.textWithAnalytics",
      "consent.banner.textWithoutAnalytics",
      "consent.dialog.intro",
    ] as const) {
      expect(fr[key], key).toMatch(/six mois/);
      expect(en[key], key).toMatch(/six months/);
    }
  });

  it("every policy that relies on standard contractual clauses says how to get a copy of them", () => {
    const clauses = policies.filter(({ sentences }) =>
      sentences.some((s) => /clauses contractuelles types|standard contractual clauses/.test(s)),
    );
    expect(clauses.length).toBeGreaterThan(0);
    expect(missing(clauses, { fr: /obtenir une copie/, en: /obtain a copy|a copy of which you can obtain/ })).toEqual(
      [],
    );
  });

  it("every policy keeps the threshold of 16 and states French law's joint consent below 15", () => {
    expect(missing(policies, { fr: /conjointement|consentement conjoint/, en: /jointly|joint consent/ })).toEqual([]);
    expect(
      missing(policies, {
        fr: /article 45 de la loi Informatique et Libertés/,
        en: /Article 45 of the French Data Protection Act/,
      }),
    ).toEqual([]);
    expect(missing(policies, { fr: /16 ans/, en: /under 16|up to 16|age of 16/ })).toEqual([]);
  });

  it("every policy names a data protection officer only once the studio has named one, else the address for data requests", () => {
    const officer = /délégué à la protection des données|data protection officer|\bDPO\b/i;
    for (const { where, sentences } of policies) {
      const text = sentences.join(" ");
      expect(text, where).toContain(brand.dataProtectionOfficer?.email ?? brand.privacyEmail);
      if (!brand.dataProtectionOfficer) expect(text, where).not.toMatch(officer);
      else expect(text, where).toContain(brand.dataProtectionOfficer.name);
    }
    // Once named, the line names them: their name, DPO, their own address.
    expect(dataProtectionContact({ name: "Alex Durand", email: "dpo@example.fr" })).toBe(
      "Alex Durand (DPO), [dpo@example.fr](mailto:dpo@example.fr)",
    );
    expect(dataProtectionContact(null)).not.toMatch(officer);
  });

  it("the English versions write English: French legal terms only beside their English explanation", () => {
    const english = versions.filter(({ lang }) => lang === "en");
    expect(english.length).toBeGreaterThan(0);
    // French words with no place in an English text.
    expect(
      found(english, /\bn°|États-Unis|(?<!President \()\bprésidente?\b|et suivants|and following|\bjob offers?\b/),
    ).toEqual([]);
    // A French term of law stays only in a sentence that says what it is.
    const explained: [RegExp, RegExp][] = [
      [/société par actions simplifiée|\(SAS\)/, /simplified joint-stock company/],
      [/\bRCS\b|Registre du commerce/, /Trade and Companies Register/],
      [/loi Informatique et Libertés/, /French Data Protection Act/],
      [/directeur de la publication/, /Director of publication/],
      [/hébergeur de données de santé|\bHDS\b/, /health data host|host health data/],
      [/Commission nationale de l['’]informatique/, /data protection authority/],
      [/\bLCEN\b/, /confidence in the digital economy|LCEN\)?$/],
    ];
    const unexplained = english.flatMap(({ where, sentences }) =>
      sentences
        .filter((sentence) => explained.some(([term, gloss]) => term.test(sentence) && !gloss.test(sentence)))
        .map((sentence) => `${where}: ${sentence}`),
    );
    expect(unexplained).toEqual([]);
  });

  it("every document lists the right to give instructions about one's data after death", () => {
    expect(missing(versions, { fr: /après (votre|ton) décès/, en: /after (your|their) death/ })).toEqual([]);
  });

  it("non-personalised ads that read or write device data need consent", () => {
    const ads = policies.filter(({ sentences }) => sentences.some((s) => /non personnalisée|non-personalised/.test(s)));
    expect(
      found(
        ads,
        /^(Notre intérêt légitime à financer des jeux gratuits|Our legitimate interest in funding free games)$/,
      ),
    ).toEqual([]);
    const general = versions.filter(({ doc }) => doc.path === "/privacy/");
    expect(
      missing(general, {
        fr: /lire ou d['’]écrire des informations sur votre appareil, votre consentement/,
        en: /reading or storing information on your device, your consent/,
      }),
    ).toEqual([]);
  });

  // What a player or user under 16 gets: every game asks the age bracket at first launch and offers no personalised
  // advertising under 16, as the general policy states; a health app's processing on the phone is not based on a
  // child's consent.
  it("every game and the general policy ask the age bracket at first launch, and offer no personalised ads under 16", () => {
    const apps = versions.filter(({ doc }) => doc.category === "games" || doc.category === "general");
    expect(apps.length).toBeGreaterThan(1);
    expect(
      missing(apps, {
        fr: /demande (?:votre|la) tranche d['’]âge.*premier lancement|premier lancement.*demande (?:votre|la) tranche d['’]âge/i,
        en: /asks? (?:for )?(?:your|the player['’]s) age bracket.*first launch|first launch.*asks? (?:for )?(?:your|the player['’]s) age bracket/i,
      }),
    ).toEqual([]);
    const under16 = { fr: /(?:avant|moins de) 16\s?ans/i, en: /under 16/i };
    const ads = { fr: /publicités? personnalisées?/i, en: /personalised advertising/i };
    const notOffered = {
      fr: /(?:n['’]est|ne sont) pas proposée?s?|ne propose (?:plus|pas)|aucun (?:de nos )?jeux? ne propose/i,
      en: /(?:is|are) not offered|no longer offers|does not offer|(?:no game|none of our games) offers/i,
    };
    const offered = apps.flatMap(({ where, lang, sentences }) =>
      sentences
        .filter((s) => under16[lang].test(s) && ads[lang].test(s) && !notOffered[lang].test(s))
        .map((s) => `${where}: ${s}`),
    );
    expect(offered).toEqual([]);
  });

  it("a health app's processing on the phone only is not based on a child's consent", () => {
    const health = versions.filter(({ doc }) => doc.category === "health");
    expect(health.length).toBeGreaterThan(0);
    const onPhone = { fr: /a lieu uniquement sur (?:votre|ton) téléphone/i, en: /takes place only on (?:your) phone/i };
    const consent = { fr: /consentement explicite/i, en: /explicit consent/i };
    for (const { where, lang, version } of health) {
      const rows = rowsOf(version).filter((row) => onPhone[lang].test(row));
      expect(rows.length, where).toBeGreaterThan(0);
      for (const row of rows) expect(row, where).not.toMatch(consent[lang]);
    }
  });
});
