import { typesetFrench } from "../../../scripts/content/typography";
import { brand } from "../../../src/brand";
import { policyDocuments, policyIndexCopy } from "../../../src/content/site-content";
import { en } from "../../../src/i18n/en";
import { fr } from "../../../src/i18n/fr";
import { describe, expect, it } from "vitest";
import { formatDate } from "../../../src/i18n/format";
import { locales } from "../../../src/i18n/locale-list";
import { findPageRoute, pageRoutes } from "../../../src/route-table";
import { decodeMarkup, send } from "../fixtures/requests";

describe("policy pages", () => {
  it("the index lists every app and game policy in its group, with a link to each language it is written in", async () => {
    // Every policy document but the website's own two (privacy policy, legal notice) is an app's or a game's.
    const appPolicies = policyDocuments().filter((d) => d.path.endsWith("/"));
    const html = await (await send("/project-privacy")).text();
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
      expect(description, doc.path).toBe(route.meta.fr.description.replace(/'/g, "&#x27;"));
      expect((await send(doc.path)).status).toBe(200);
    }
    expect(html).toContain("Consulter la politique");
    expect(html).toContain(typesetFrench("La version française fait référence : en cas de divergence, elle prévaut"));
    expect(html).toContain(typesetFrench("Une question sur nos politiques ?"));
    expect(html).toContain("Nous contacter");
  });

  it("a policy's heading is its route's title in the document's language", async () => {
    // The English version of the site's own policy read on the French site: its English title.
    const studio = await (await send("/privacy-policy?lang=fr&doc=en")).text();
    const route = findPageRoute("/privacy-policy")!;
    expect(studio).toContain(`<h1>${escapeHtml(route.meta.en.title)}</h1>`);
    expect(studio).toContain(`<title>${escapeHtml(typesetFrench(route.meta.fr.title))} | Ludora</title>`);
    const notice = await (await send("/legal-notice?lang=en&doc=fr")).text();
    expect(notice).toContain("<h1>Mentions légales</h1>");
  });

  it("the site's privacy policy and legal notice read in English on the English site (docs/product.md §2.14)", async () => {
    for (const path of ["/privacy-policy", "/legal-notice"]) {
      const html = await (await send(`${path}?lang=en`)).text();
      expect(html, path).toContain('<article class="container policy">');
      expect(html, path).toContain(`<h1>${escapeHtml(findPageRoute(path)!.meta.en.title)}</h1>`);
      expect(html, path).toContain(">Contents</h2>");
      expect(html, path).not.toMatch(/only available in|Sommaire/);
      expect(html, path).toContain(`href="${path}?doc=fr"`);
      // The English version says the French one prevails, and carries its own date.
      expect(html, path).toContain(
        "Translation provided for information: where it differs, the French version prevails.",
      );
      const doc = policyDocuments().find((d) => d.path === path)!;
      expect(html, path).toContain(`<time dateTime="${doc.versions.en!.updated}">`);
    }
  });

  it("every English page's privacy links lead to the English policy", async () => {
    for (const path of ["/", "/contact", "/qui-sommes-nous", "/careers"]) {
      const html = await (await send(`${path}?lang=en`)).text();
      const links = [...html.matchAll(/href="(\/privacy-policy[^"]*)"/g)].map(([, href]) => href!);
      expect(links.length, path).toBeGreaterThan(0);
      for (const href of links) {
        // A link keeps the visitor's language (decision 002): no ?lang= or ?doc= that would switch it to French.
        expect(href, path).not.toMatch(/[?&](lang|doc)=fr/);
        const policy = await (await send(href.replace(/#.*$/, ""), { Cookie: "lang=en" })).text();
        expect(policy, `${path} → ${href}`).toContain('<html lang="en"');
        expect(policy, `${path} → ${href}`).toContain('<article class="container policy">');
      }
    }
  });

  it("a bilingual document switches language in the page; a one-language one says so", async () => {
    const en = await (await send("/privacy-policy-promotion-sante/?lang=en")).text();
    expect(en).toContain('href="/privacy-policy-promotion-sante/?doc=fr"');
    const frDoc = await (await send("/privacy-policy-promotion-sante/?lang=en&doc=fr")).text();
    expect(frDoc).toContain('<html lang="en"');
    expect(frDoc).toMatch(/<article class="container policy" lang="fr">/);
    const studio = await (await send("/privacy-policy?lang=en&doc=fr")).text();
    expect(studio).toMatch(/<article class="container policy" lang="fr">/);
    expect(studio).toContain('class="doc-lang-switch"');
    // The French version says it is the reference, in its own words.
    expect(studio).toContain(typesetFrench("Version de référence : en cas de divergence avec une traduction"));
  });

  it("every game policy reads in French at its own URL with ?lang=fr, and in English with ?lang=en", async () => {
    for (const path of [
      "/privacy-policy-climbing-blocks/",
      "/privacy-thorn-busters-9-mondes/",
      "/privacy-titan-survivor/",
    ]) {
      const route = findPageRoute(path)!;
      for (const lang of ["fr", "en"] as const) {
        const html = await (await send(`${path}?lang=${lang}`)).text();
        expect(html, `${path}?lang=${lang}`).toContain(`<html lang="${lang}"`);
        // The document is in the page's language: no lang of its own, no "only in" note.
        expect(html, `${path}?lang=${lang}`).toContain('<article class="container policy">');
        expect(html, `${path}?lang=${lang}`).toContain(`<h1>${escapeHtml(typeset(lang, route.meta[lang].title))}</h1>`);
        expect(html, `${path}?lang=${lang}`).not.toMatch(/only available in|n’existe qu’en/);
        // The in-page switch offers the other language.
        const other = lang === "fr" ? "en" : "fr";
        expect(html, `${path}?lang=${lang}`).toContain(`href="${path}?doc=${other}"`);
      }
    }
  });

  it("the index links each language version of every policy, whatever the site's language", async () => {
    for (const lang of ["fr", "en"] as const) {
      const html = await (await send(`/project-privacy?lang=${lang}`)).text();
      for (const route of pageRoutes.filter((r) => r.parent === "/project-privacy")) {
        const doc = policyDocuments().find((d) => d.path === route.path)!;
        for (const version of Object.keys(doc.versions)) {
          expect(html, `${lang}: ${route.path}?doc=${version}`).toContain(
            `href="${route.path}?doc=${version}" hrefLang="${version}" lang="${version}"`,
          );
        }
      }
      expect(html).not.toContain("Document en anglais");
    }
  });
});

describe("the index of policies", () => {
  it("reads in the site's language: its copy, and each policy named and described in that language", async () => {
    for (const lang of locales) {
      const html = await (await send(`/project-privacy?lang=${lang}`)).text();
      const copy = policyIndexCopy[lang];
      expect(html, lang).toContain(`<h1>${escapeHtml(copy.title)}</h1>`);
      expect(html, lang).toContain(escapeHtml(copy.linkLabel));
      // No part of it in another language, but each version's own name.
      expect(html, lang).not.toMatch(/<div lang=|only available in|n’existe qu’en/);
      for (const route of pageRoutes.filter((r) => r.parent === "/project-privacy")) {
        expect(html, `${lang}: ${route.path}`).toContain(`<h3>${escapeHtml(route.meta[lang].name)}</h3>`);
      }
    }
  });
});

describe("a policy's date", () => {
  it("is, on every policy page in each language, the date its sitemap entry gives (decision 104)", async () => {
    const xml = await (await send("/sitemap.xml")).text();
    const lastmod = new Map(
      [...xml.matchAll(/<url><loc>https?:\/\/[^/]+([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod>/g)].map(([, loc, date]) => [
        loc!.replace(/&amp;/g, "&"),
        date!,
      ]),
    );
    const policyRoutes = pageRoutes.filter((route) => route.template === "policy");
    expect(policyRoutes.length).toBeGreaterThan(0);
    for (const route of policyRoutes) {
      for (const lang of locales) {
        const html = await (await send(`${route.path}?lang=${lang}`)).text();
        const shown = /<time dateTime="([^"]+)">/.exec(html)?.[1];
        expect(shown, `${route.path}?lang=${lang}`).toBeDefined();
        expect(lastmod.get(`${route.path}?lang=${lang}`), `${route.path}?lang=${lang}`).toBe(shown);
      }
    }
  });
});

describe("switching a legal document's language", () => {
  it("says a document exists only in another language exactly where the site's language has no version", async () => {
    for (const doc of policyDocuments()) {
      for (const lang of locales) {
        for (const version of Object.keys(doc.versions)) {
          const html = await (await send(`${doc.path}?lang=${lang}&doc=${version}`)).text();
          const where = `${doc.path}?lang=${lang}&doc=${version}`;
          expect(/only available in|n’existe qu’en/.test(html), where).toBe(!doc.versions[lang]);
        }
      }
    }
  });
});

describe("a policy document's own words", () => {
  it("the date line and the contents are in the document's language, the date written its way", async () => {
    const climbing = policyDocuments().find((d) => d.path === "/privacy-policy-climbing-blocks/")!;
    const html = await (await send("/privacy-policy-climbing-blocks/?lang=fr&doc=en")).text();
    // The English version read on the French site: English words, an English date.
    expect(html).toContain(
      `Last updated: <time dateTime="${climbing.versions.en!.updated}">${formatDate("en", climbing.versions.en!.updated)}</time>`,
    );
    expect(html).toContain(">Contents</h2>");
    const studio = policyDocuments().find((d) => d.path === "/privacy-policy")!;
    const french = await (await send("/privacy-policy?lang=en&doc=fr")).text();
    expect(french).toContain(
      `${typesetFrench("Dernière mise à jour :")} <time dateTime="${studio.versions.fr!.updated}">${formatDate("fr", studio.versions.fr!.updated)}</time>`,
    );
    expect(french).toContain(">Sommaire</h2>");
  });

  it("says what changed under its date, in its language, where a change is recorded for that date, and only there", async () => {
    const docs = policyDocuments();
    let shown = 0;
    for (const doc of docs) {
      for (const lang of locales.filter((code) => doc.versions[code])) {
        const version = doc.versions[lang]!;
        const summary = doc.changes?.find((change) => change.date === version.updated)?.summary[lang];
        const text = textOf(await (await send(`${doc.path}?lang=${lang}`)).text());
        const label = typeset(lang, (lang === "fr" ? fr : en)["policy.changed"]).replace(/[\u00a0\u202f]/g, " ");
        const lines = text.split("\n").filter((line) => line.startsWith(label));
        expect(lines, `${doc.path} ${lang}`).toEqual(
          summary ? [`${label} ${summary.replace(/[\u00a0\u202f]/g, " ").replace(/’/g, "'")}`] : [],
        );
        if (summary) shown += 1;
      }
    }
    // A change recorded for the day a version is dated: a legal basis or a consent rule changed that day.
    expect(shown).toBeGreaterThan(0);
  });
});

describe("the home page's contact form", () => {
  it("carries its first-level data notice under the form, in both languages, with the link to the policy", async () => {
    for (const [lang, catalogue] of [
      ["fr", fr],
      ["en", en],
    ] as const) {
      for (const path of ["/", "/qui-sommes-nous", "/contact"]) {
        const html = await (await send(`${path}?lang=${lang}`)).text();
        const form = html.indexOf('<form id="contact-form"');
        const notice = html.indexOf('<p class="contact-data-notice">');
        expect(form, `${path}?lang=${lang}: the form`).toBeGreaterThan(0);
        expect(notice, `${path}?lang=${lang}: the notice under the form`).toBeGreaterThan(
          html.indexOf("</form>", form),
        );
        const text = html.slice(notice, html.indexOf("</p>", notice));
        expect(text).toContain(brand.name);
        expect(text).toContain(lang === "fr" ? "12 mois" : "12 months");
        expect(text).toContain(escapeHtml(typeset(lang, catalogue["contact.field.company"])));
        expect(text).toContain('<a href="/privacy-policy">');
      }
    }
  });
});

/** Text as a browser shows it: a line per block, no tags, entities read, no-break spaces and curly quotes plain. */
function textOf(html: string): string {
  return decodeMarkup(html.replace(/<\/(p|li|h[1-6]|div|tr|section|header|footer|dt|dd)>|<br\s*\/?>/g, "\n"))
    .replace(/[\u00a0\u202f]/g, " ")
    .replace(/’/g, "'");
}

function typeset(lang: "fr" | "en", text: string): string {
  return lang === "fr" ? typesetFrench(text) : text;
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");
}
