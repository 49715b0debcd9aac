// The test locale (decision 038): every page, island and e-mail rendered in a language derived from English
// with every letter accented. Whatever text still shows plain ASCII letters there came from somewhere else
// than the catalogue, the content or the formatter: a literal in a component, a date or a number written by
// hand. Names that are the same in every language (the brand's facts, project titles, people's names) and
// addresses are the only exceptions, each listed below.
import { beforeAll, describe, expect, it } from "vitest";
import { brand } from "../../../src/brand";
import { composeContactMail } from "../../../src/contact/mail";
import { projects, testimonials } from "../../../src/content/site-content";
import { enableTestLocale, pseudoLocale, pseudoLocalize } from "../../../src/i18n/test-locale";
import { getTranslator } from "../../../src/i18n/translator";
import { pageRoutes } from "../../../src/route-table";
import { readableParts } from "../../fixtures/readable-html";
import { draft } from "../fixtures/inbox";
import { send } from "../fixtures/requests";

/** Strings that are the same in every language: never translated, so never accented. */
function sameInEveryLanguage(): string[] {
  const strings: string[] = [];
  const collect = (value: unknown): void => {
    if (typeof value === "string") strings.push(value);
    else if (value && typeof value === "object") Object.values(value).forEach(collect);
  };
  collect(brand);
  // Third parties' own names.
  strings.push("Google Play", "App Store");
  for (const project of projects) strings.push(...Object.values(project.title));
  for (const testimonial of testimonials) strings.push(testimonial.name);
  return strings.filter((s) => /[A-Za-z]{2}/.test(s)).sort((a, b) => b.length - a.length);
}

const names = sameInEveryLanguage();
/** Addresses and identifiers: an e-mail address, a URL, a path, a message's reference (a UUID). */
const ADDRESS =
  /\b[\w.+-]+@[\w-]+(\.[\w-]+)+|\bhttps?:\/\/\S+|\bwww\.\S+|(^|\s)\/[\w/#?=&.-]*|\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/g;

/** What is left of a text once names and addresses are taken out: plain ASCII words that no one translated. */
function untranslated(text: string): string[] {
  // A placeholder's name (`{total}`) is the catalogue's own syntax, filled in by an island.
  let rest = text.replace(ADDRESS, " ").replace(/\{\w+\}/g, " ");
  for (const name of names) rest = rest.split(name).join(" ");
  return [...rest.matchAll(/[A-Za-z]{2,}/g)].map(([word]) => word);
}

/** In JSON data, a value that is a name for the code (a slug, a field's name, a kind), not a text to read. */
const IDENTIFIER = /^[A-Za-z][\w-]*$/;

const pagePaths = [
  ...pageRoutes.map((route) => route.path),
  ...projects.map((project) => `/project/${project.slug}`),
  "/no-such-page",
];

describe("the test locale", () => {
  // Requests enable it (the worker runs with PSEUDO_LOCALE); the translator and the mail are read directly here.
  beforeAll(enableTestLocale);

  it("pseudo-localises catalogue text: accented, about a third longer, placeholders and link targets kept", () => {
    expect(pseudoLocalize("Contact us")).toBe("[Ḉöñţåçţ ûš ····]");
    expect(pseudoLocalize("{count, plural, one {# message} other {# messages}}")).toBe(
      "[{count, plural, one {# ɱéššåĝé} other {# ɱéššåĝéš}} ····· ·]",
    );
    expect(pseudoLocalize("Read our [privacy policy](/privacy-policy), {name}.")).toBe(
      "[Ŕéåð öûŕ [þŕîṽåçý þöļîçý](/privacy-policy), {name}. ····· ··]",
    );
    expect(getTranslator(pseudoLocale).t("nav.home")).toBe(pseudoLocalize(getTranslator("en").t("nav.home")));
    // A message parsed at build is pseudo-localised in its parsed form, as its text would be.
    expect(getTranslator(pseudoLocale).t("admin.audit.count", { count: 2 })).toBe("[2 ɱéššåĝéš ····· ·]");
  });

  it("is served only where the configuration asks for it, and lists no alternate of its own", async () => {
    const res = await send(`/contact?lang=${pseudoLocale}`);
    expect(res.headers.get("Content-Language")).toBe(pseudoLocale);
    const html = await res.text();
    expect(html).toContain(`<html lang="${pseudoLocale}"`);
    expect(html).not.toContain(`hrefLang="${pseudoLocale}"`);
  });

  it("every page shows only text from the catalogue, the content or the formatter", async () => {
    const found = new Set<string>();
    for (const path of [...pagePaths, "/webgl/gas/"]) {
      const url = `${path}?lang=${pseudoLocale}`;
      const res = await send(url);
      // The page itself, not an error page in its place (its images are the English ones: decision 038).
      if (pageRoutes.some((route) => route.path === path) || path.startsWith("/project/"))
        expect(res.status, url).toBe(200);
      else expect(res.status, url).toBeLessThan(500);
      const parts = readableParts(await res.text(), pseudoLocale);
      for (const part of parts) {
        // Text in another language on purpose (a document shown in its original, a link to another language);
        // JSON-LD is data for crawlers (its names and descriptions are the page's, checked as text).
        if (part.lang !== pseudoLocale || part.where === "json-ld") continue;
        if (part.where === "island" && IDENTIFIER.test(part.text)) continue;
        const words = untranslated(part.text);
        if (words.length) found.add(`${url} [${part.where}] ${words.join(" ")}: "${part.text.slice(0, 80)}"`);
      }
    }
    expect([...found]).toEqual([]);
  }, 120_000);

  it("the staff e-mail shows only catalogue text around the visitor's own words", () => {
    const visitor = { firstName: "Zoé", lastName: "Åberg", email: "zoe@example.fr", company: null };
    const message = draft({ ...visitor, subject: "Ŝûƀĵéçţ", message: "Ɓöñĵöûŕ" }, Date.UTC(2026, 10, 24, 10));
    const mail = composeContactMail(
      message,
      {
        from: "site@example.fr",
        to: "staff@example.fr",
        origin: "https://www.example.fr",
        inbox: "https://www.example.fr/admin",
      },
      pseudoLocale,
    );
    const words = [mail.text, mail.html.replace(/<[^>]+>/g, " ").replace(/&[a-z#0-9]+;/gi, " ")]
      .flatMap((part) => part.split("\n"))
      .flatMap((line) => untranslated(line.replace(/Zoé|Åberg|Ŝûƀĵéçţ|Ɓöñĵöûŕ/g, " ")));
    expect(words).toEqual([]);
    expect(untranslated(mail.subject)).toEqual([]);
  });
});
