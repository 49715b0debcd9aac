import { typesetFrench } from "../../../scripts/content/typography";
import { brand } from "../../../src/brand";
import { policyDocuments, policyIndexCopy } from "../../../src/content/site-content";
import { en } from "../../../src/i18n/en";
import { fr } from "../../../src/i18n/fr";
import { describe, expect, it } from "vitest";
import { formatDate } from "../../../src/i18n/format";
import { locales, type Locale } from "../../../src/i18n/locale-list";
import { findPageRoute, pageRoutes } from "../../../src/route-table";
import { decodeMarkup, send } from "../fixtures/requests";

const catalogue = { fr, en } as const;

describe("the index of policies", () => {
  it("lists every app and game policy in its group, named and described in the site's language, with a link to each version", async () => {
    // Every policy document but the website's own two (privacy policy, legal notice) is an app's or a game's.
    const appPolicies = policyDocuments().filter((d) => d.path.endsWith("/"));
    for (const lang of locales) {
      const html = await (await send(`/project-privacy?lang=${lang}`)).text();
      const copy = policyIndexCopy[lang];
      expect(html, lang).toContain(`<h1>${escapeHtml(copy.title)}</h1>`);
      // Which version prevails (decision 060), and whom to ask.
      for (const text of [copy.versionsNote, copy.contactTitle]) expect(html, lang).toContain(escapeHtml(text));
      // No part of it in another language, but each version's own name.
      expect(html, lang).not.toMatch(/<div lang=|only available in|n’existe qu’en/);
      const groups = Object.fromEntries(
        [...html.matchAll(/<h2 id="group-(\w+)">[\s\S]*?<\/ul>/g)].map(([group, name]) => [
          name!,
          [
            ...group.matchAll(
              /<li class="card"><h3>([^<]+)<\/h3><p>([^<]+)<\/p><a class="card-link" href="([^"]+)">([^<]+)/g,
            ),
          ],
        ]),
      );
      expect(Object.keys(groups)).toEqual(["general", "games", "health"]);
      const listed = Object.values(groups).flatMap((cards) => cards.map(([, , , href]) => href!));
      expect(listed.sort()).toEqual(appPolicies.map((d) => d.path).sort());
      for (const doc of appPolicies) {
        const [, title, description, , label] = groups[doc.category!]!.find(([, , , href]) => href === doc.path)!;
        const route = findPageRoute(doc.path)!;
        expect(title, `${lang} ${doc.path}`).toBe(escapeHtml(route.meta[lang].name));
        expect(description, `${lang} ${doc.path}`).toBe(escapeHtml(route.meta[lang].description));
        expect(label).toBe(escapeHtml(copy.linkLabel));
        for (const version of Object.keys(doc.versions))
          expect(html, `${lang}: ${doc.path}?doc=${version}`).toContain(
            `href="${doc.path}?doc=${version}" hrefLang="${version}" lang="${version}"`,
          );
      }
    }
  });
});

describe("a policy page", () => {
  it("shows the version asked for, else the site's language, else the original, in its own words, offering the others", async () => {
    for (const doc of policyDocuments()) {
      const route = findPageRoute(doc.path)!;
      const versions = Object.keys(doc.versions) as Locale[];
      for (const lang of locales) {
        for (const asked of [undefined, ...versions]) {
          const where = `${doc.path}?lang=${lang}${asked ? `&doc=${asked}` : ""}`;
          const html = await (await send(where)).text();
          const shown = asked ?? (doc.versions[lang] ? lang : versions[0]!);
          const { updated } = doc.versions[shown]!;
          // The page is in the site's language; the document in its own, its heading, date line and contents too.
          expect(html, where).toContain(`<html lang="${lang}"`);
          expect(html, where).toContain(
            `<article class="container policy"${shown === lang ? "" : ` lang="${shown}"`}>`,
          );
          expect(html, where).toContain(`<h1>${escapeHtml(typeset(shown, route.meta[shown].title))}</h1>`);
          expect(html, where).toContain(
            `${typeset(shown, catalogue[shown]["policy.updated"])} <time dateTime="${updated}">${formatDate(shown, updated)}</time>`,
          );
          expect(html, where).toContain(`>${catalogue[shown]["policy.contents"]}</h2>`);
          // A note that it exists only in another language, exactly where the site's language has no version.
          expect(/only available in|n’existe qu’en/.test(html), where).toBe(!doc.versions[lang]);
          // The in-page switch offers every other version.
          for (const other of versions)
            expect(html.includes(`href="${doc.path}?doc=${other}"`), `${where}: ${other}`).toBe(other !== shown);
        }
      }
    }
    // Which version prevails, said in each version's own words.
    expect(await (await send("/privacy-policy?lang=fr&doc=en")).text()).toContain(
      "Translation provided for information: where it differs, the French version prevails.",
    );
    expect(await (await send("/privacy-policy?lang=en&doc=fr")).text()).toContain(
      typesetFrench("Version de référence : en cas de divergence avec une traduction"),
    );
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

  it("says what changed under it, in the document's language, where a change is recorded for that date, and only there", async () => {
    let shown = 0;
    for (const doc of policyDocuments()) {
      for (const lang of locales.filter((code) => doc.versions[code])) {
        const version = doc.versions[lang]!;
        const summary = doc.changes?.find((change) => change.date === version.updated)?.summary[lang];
        const text = textOf(await (await send(`${doc.path}?lang=${lang}`)).text());
        const label = typeset(lang, catalogue[lang]["policy.changed"]).replace(/[\u00a0\u202f]/g, " ");
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

describe("the contact form", () => {
  it("carries its first-level data notice under the form, in both languages, with the link to the policy", async () => {
    for (const lang of locales) {
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
        expect(text).toContain(escapeHtml(typeset(lang, catalogue[lang]["contact.field.company"])));
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

function typeset(lang: Locale, text: string): string {
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
