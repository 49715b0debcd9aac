import { typesetFrench } from "../../../src/i18n/typography";
import { describe, expect, it } from "vitest";
import { policyDocuments } from "../../../src/content/policies";
import { policyIndexEntries } from "../../../src/content/policies/index-entries";
import { formatDate } from "../../../src/i18n/format";
import { get } from "../fixtures/requests";

describe("policy pages", () => {
  it("the index lists every app and game policy, and every link resolves", async () => {
    // Every policy document but the website's own two (privacy policy, legal notice) is an app's or a game's.
    const appPolicies = policyDocuments.map((d) => d.path).filter((path) => path.endsWith("/"));
    expect(policyIndexEntries.map((e) => e.url).sort()).toEqual(appPolicies.sort());
    expect(new Set(policyIndexEntries.map((e) => e.category))).toEqual(new Set(["general", "games", "health"]));
    for (const entry of policyIndexEntries) {
      expect((await get(entry.url)).status).toBe(200);
    }
    const html = await (await get("/project-privacy")).text();
    for (const entry of policyIndexEntries) expect(html).toContain(`href="${entry.url}"`);
    expect(html).toContain("Consulter la politique");
    expect(html).toContain(typesetFrench("Une question sur nos politiques ?"));
    expect(html).toContain("Nous contacter");
  });

  it("a bilingual document switches language in the page; a one-language one says so", async () => {
    const en = await (await get("/privacy-policy-promotion-sante/?lang=en")).text();
    expect(en).toContain('href="/privacy-policy-promotion-sante/?doc=fr"');
    const frDoc = await (await get("/privacy-policy-promotion-sante/?lang=en&doc=fr")).text();
    expect(frDoc).toContain('<html lang="en"');
    expect(frDoc).toMatch(/<article class="container policy" lang="fr">/);
    const climbing = await (await get("/privacy-policy-climbing-blocks/?lang=fr")).text();
    expect(climbing).toMatch(/<article class="container policy" lang="en">/);
    expect(climbing).toContain("Ce document n’existe qu’en anglais.");
  });
});

describe("a policy document's own words", () => {
  it("the date line and the contents are in the document's language, the date written its way", async () => {
    const climbing = policyDocuments.find((d) => d.path === "/privacy-policy-climbing-blocks/")!;
    const html = await (await get("/privacy-policy-climbing-blocks/?lang=fr")).text();
    // An English-only document on the French site: English words, an English date; the note in French.
    expect(html).toContain(
      `Last updated: <time dateTime="${climbing.updated}">${formatDate("en", climbing.updated)}</time>`,
    );
    expect(html).toContain(">Contents</h2>");
    const studio = policyDocuments.find((d) => d.path === "/privacy-policy")!;
    const french = await (await get("/privacy-policy?lang=en")).text();
    expect(french).toContain(
      `${typesetFrench("Dernière mise à jour :")} <time dateTime="${studio.updated}">${formatDate("fr", studio.updated)}</time>`,
    );
    expect(french).toContain(">Sommaire</h2>");
    expect(french).toContain("This document is only available in French.");
  });
});
