import { typesetFrench } from "../../../src/i18n/typography";
import { describe, expect, it } from "vitest";
import { policyDocuments } from "../../../src/content/policies";
import { formatDate } from "../../../src/i18n/format";
import { findPageRoute } from "../../../src/route-table";
import { get } from "../fixtures/requests";

describe("policy pages", () => {
  it("the index lists every app and game policy in its group, with the languages it is written in", async () => {
    // Every policy document but the website's own two (privacy policy, legal notice) is an app's or a game's.
    const appPolicies = policyDocuments.filter((d) => d.path.endsWith("/"));
    const html = await (await get("/project-privacy")).text();
    const groups = Object.fromEntries(
      [...html.matchAll(/<h2 id="group-(\w+)">[\s\S]*?<\/ul>/g)].map(([group, name]) => [
        name!,
        [...group.matchAll(/<li class="card"><h3>([^<]+)<\/h3><p>([^<]+)<\/p><a class="card-link" href="([^"]+)"/g)],
      ]),
    );
    expect(Object.keys(groups)).toEqual(["general", "games", "health"]);
    const listed = Object.values(groups).flatMap((cards) => cards.map(([, , , href]) => href!));
    expect(listed.sort()).toEqual(appPolicies.map((d) => d.path).sort());
    for (const doc of appPolicies) {
      const [, title, description] = groups[doc.category!]!.find(([, , , href]) => href === doc.path)!;
      const route = findPageRoute(doc.path)!;
      expect(title).toBe(route.meta.fr.name.replace(/'/g, "&#x27;"));
      expect(description!.startsWith(route.meta.fr.description.replace(/'/g, "&#x27;")), doc.path).toBe(true);
      const writtenIn = doc.versions.fr
        ? doc.versions.en
          ? "Disponible en français et en anglais."
          : ""
        : "Document en anglais.";
      expect(description!.endsWith(writtenIn), doc.path).toBe(true);
      expect((await get(doc.path)).status).toBe(200);
    }
    expect(html).toContain("Consulter la politique");
    expect(html).toContain(typesetFrench("Une question sur nos politiques ?"));
    expect(html).toContain("Nous contacter");
  });

  it("a policy's heading is its route's title in the document's language", async () => {
    const climbing = await (await get("/privacy-policy-climbing-blocks/?lang=fr")).text();
    expect(climbing).toContain("<h1>Climbing Block privacy policy</h1>");
    expect(climbing).toContain(
      `<title>${typesetFrench("Politique de confidentialité de Climbing Block (en anglais)")} | Ludora</title>`,
    );
    const notice = await (await get("/legal-notice?lang=en")).text();
    expect(notice).toContain("<h1>Mentions légales</h1>");
  });

  it("a bilingual document switches language in the page; a one-language one says so", async () => {
    const en = await (await get("/privacy-policy-promotion-sante/?lang=en")).text();
    expect(en).toContain('href="/privacy-policy-promotion-sante/?doc=fr"');
    const frDoc = await (await get("/privacy-policy-promotion-sante/?lang=en&doc=fr")).text();
    expect(frDoc).toContain('<html lang="en"');
    expect(frDoc).toMatch(/<article class="container policy" lang="fr">/);
    const climbing = await (await get("/privacy-policy-climbing-blocks/?lang=fr")).text();
    expect(climbing).toMatch(/<article class="container policy" lang="en">/);
    expect(climbing).toContain("Ce document n&#x27;existe qu&#x27;en anglais.");
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
