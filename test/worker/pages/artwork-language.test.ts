import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import drawnWords from "../../../build/artwork/words.json";
import buildManifest from "../../../build/manifest.json";
import { brand } from "../../../src/brand";
import * as content from "../../../src/content/site-content";
import { fr } from "../../../src/i18n/fr";
import { type Locale, locales } from "../../../src/i18n/locale-list";
import { isLocale } from "../../../src/i18n/locales";
import { getTranslator } from "../../../src/i18n/translator";
import { pageRoutes } from "../../../src/route-table";
import { decodeMarkup, ORIGIN, send } from "../fixtures/requests";

/*
 * Decision 037: every image a page shows, and its link preview, is either one file for every language that
 * carries no words (a project's or the brand's name is not a word of a language), or the page's language's
 * own variant (`cover.en.svg`, `og/wecare.en.png`), which carries no word of another language. An SVG is read
 * as the browser gets it (its <title> and <text>). A PNG the build drew cannot be read, so the build records the
 * words it drew into each (build/artwork/words.json). A photo the studio uploaded carries what its field says:
 * a cover is the wordless one every language shares, a cover with words is one per language (`imageWithWords`).
 */

const { projects } = content;

/** Proper names: the same in every language (the page's own heading shows them untranslated). */
// An image draws a title's no-break space ("Pr.\u00a0Mushi", decision 015) as a plain one: its lines are already set.
const drawn = (title: string) => title.replace(/\u00a0/g, " ");
const names = [brand.name, ...projects.flatMap((project) => Object.values(project.title).map(drawn))].sort(
  (a, b) => b.length - a.length,
);

const wordsOf = (text: string) => text.toLowerCase().match(/\p{L}{2,}/gu) ?? [];

/** What an image says once the names are taken out of it. */
function wordsShown(texts: string[]): string[] {
  return texts.flatMap((text) => wordsOf(names.reduce((rest, name) => rest.replaceAll(name, " "), text)));
}

/**
 * How often each language writes each word on the site: every catalogue message and every string under a
 * language key of the content and the route table.
 */
const vocabulary = Object.fromEntries(locales.map((locale) => [locale, new Map<string, number>()])) as Record<
  Locale,
  Map<string, number>
>;
function collect(value: unknown, locale: Locale | undefined) {
  if (typeof value === "string") {
    if (locale)
      for (const word of wordsOf(value)) vocabulary[locale].set(word, (vocabulary[locale].get(word) ?? 0) + 1);
  } else if (Array.isArray(value)) {
    for (const item of value) collect(item, locale);
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) collect(item, isLocale(key) ? key : locale);
  }
}
collect(Object.values(content), undefined);
collect(pageRoutes, undefined);
for (const locale of locales) {
  const { raw } = getTranslator(locale);
  for (const key of Object.keys(fr) as (keyof typeof fr)[]) collect(raw(key), locale);
}
/**
 * The words of another language: those it writes and this one never does, or at least ten times as often
 * ("santé", "jeux", "connectés" for English). A term quoted once in the other language's text (the French name
 * of a health-data certification in an English policy) does not make it a word of that language; a word both
 * write about as often ("serious game", "marketing", "studio") belongs to both.
 */
function isForeign(word: string, locale: Locale): boolean {
  const own = vocabulary[locale].get(word) ?? 0;
  return locales.some((other) => {
    const theirs = other === locale ? 0 : (vocabulary[other].get(word) ?? 0);
    return theirs > 0 && theirs >= 10 * own;
  });
}
const foreignWords = (words: string[], locale: Locale) => words.filter((word) => isForeign(word, locale));

/** The language a file is written for, from its name (`cover.en.svg`); none for a file shared by all. */
const languageOf = (path: string): Locale | undefined =>
  locales.find((locale) => path.endsWith(`.${locale}${path.slice(path.lastIndexOf("."))}`));

const authoredPath = new Map(Object.entries(buildManifest.files).map(([path, url]) => [url, path]));
const declared: Record<string, { text: string[] }> = drawnWords;

interface Artwork {
  path: string;
  sha256: string;
  /** The words the file shows, names included: none for a file its field says is wordless. */
  texts: string[];
}

const artworks = new Map<string, Promise<Artwork>>();
/** The file behind a public URL, as Static Assets serves it. */
function artwork(url: string): Promise<Artwork> {
  let found = artworks.get(url);
  if (!found) {
    found = (async () => {
      const path = authoredPath.get(url);
      if (!path) throw new Error(`${url} is not a built asset`);
      const res = await env.ASSETS.fetch(new Request(`${ORIGIN}${url}`));
      expect(res.status, url).toBe(200);
      const bytes = new Uint8Array(await res.arrayBuffer());
      const sha256 = [...new Uint8Array(await crypto.subtle.digest("SHA-256", bytes))]
        .map((byte) => byte.toString(16).padStart(2, "0"))
        .join("");
      if (path.endsWith(".svg")) {
        const svg = new TextDecoder().decode(bytes);
        const texts = [...svg.matchAll(/<(title|text)\b[^>]*>([\s\S]*?)<\/\1>/g)].map(([, , inner]) =>
          decodeMarkup(inner!),
        );
        return { path, sha256, texts };
      }
      return { path, sha256, texts: declared[path]?.text ?? [] };
    })();
    artworks.set(url, found);
  }
  return found;
}

const IMAGE_URL = /\/assets\/[^"'\s\\)]+?\.(?:svg|png|jpe?g|webp|avif|gif)/g;

/** What is wrong with the images of one page in one language (an empty list when nothing is). */
async function problemsOf(html: string, locale: Locale): Promise<string[]> {
  const problems: string[] = [];
  for (const url of new Set(html.match(IMAGE_URL))) {
    const { path, texts } = await artwork(url);
    const language = languageOf(path);
    const words = wordsShown(texts);
    if (language && language !== locale) problems.push(`${path}: the ${language} variant on a ${locale} page`);
    else if (!language && words.length)
      problems.push(`${path}: one file for every language, but it says "${words.join(" ")}"`);
    const foreign = foreignWords(words, locale);
    if (foreign.length) problems.push(`${path}: words that are not ${locale}: ${foreign.join(", ")}`);
  }
  return problems;
}

const ogImageOf = (html: string) => /<meta property="og:image" content="https?:\/\/[^/"]+(\/[^"]+)"/.exec(html)?.[1];

const pages = [...pageRoutes.map((route) => route.path), ...projects.map((project) => `/project/${project.slug}`)];

const rendered = new Map<string, Promise<string>>();
function html(path: string, locale: Locale): Promise<string> {
  const key = `${path}?lang=${locale}`;
  let page = rendered.get(key);
  if (!page) {
    page = send(key).then((res) => {
      expect(res.status, key).toBe(200);
      return res.text();
    });
    rendered.set(key, page);
  }
  return page;
}

describe("the artwork of every page speaks the page's language", () => {
  for (const locale of locales) {
    for (const path of pages) {
      it(`${path} in ${locale}: its images and its link preview carry no word of another language`, async () => {
        const page = await html(path, locale);
        expect(ogImageOf(page), "og:image").toBeDefined();
        expect(await problemsOf(page, locale)).toEqual([]);
      });
    }
  }

  it("a project shown through its website frames the stand-in page of the page's language", async () => {
    const framed = projects.filter((project) => project.websiteUrl?.startsWith("/demos/"));
    expect(framed.length).toBeGreaterThan(0);
    for (const project of framed) {
      const versions = await Promise.all(
        locales.map(async (locale) => {
          const url = /"url":"(\/demos\/[^"]+)"/.exec(await html(`/project/${project.slug}`, locale))?.[1];
          expect(url, `${project.slug} in ${locale}`).toBeDefined();
          let res = await env.ASSETS.fetch(new Request(`${ORIGIN}${url}`));
          // Static Assets serves /demos/x.html at /demos/x.
          if (res.status === 307)
            res = await env.ASSETS.fetch(new Request(new URL(res.headers.get("Location")!, ORIGIN)));
          expect(res.status, url).toBe(200);
          const demo = await res.text();
          const text = decodeMarkup(demo.replace(/<style>[\s\S]*?<\/style>/, "").replace(/<[^>]+>/g, " "));
          return { locale, url: url!, demo, words: wordsOf(text) };
        }),
      );
      // What every version says alike is a name (the platform's, its games', its players'): the rest is translated.
      const shared = versions.map((v) => new Set(v.words)).reduce((a, b) => new Set([...a].filter((w) => b.has(w))));
      for (const { locale, url, demo, words } of versions) {
        expect(demo, url).toContain(`<html lang="${locale}">`);
        const translated = words.filter((word) => !shared.has(word));
        expect(foreignWords(translated, locale), url).toEqual([]);
      }
    }
  });

  it("each project's link preview shows its name and its category in the page's language, as the records say now", async () => {
    const stale: string[] = [];
    for (const project of projects) {
      for (const locale of locales) {
        const { path, texts } = await artwork(ogImageOf(await html(`/project/${project.slug}`, locale))!);
        const category = project.category[locale].toLocaleUpperCase(locale);
        if (!texts.includes(drawn(project.title[locale])) || !texts.includes(category))
          stale.push(`${path} shows ${JSON.stringify(texts)}, not "${drawn(project.title[locale])}" and "${category}"`);
      }
    }
    // Drawn from the records by npm run build, and again when a title or a category changes
    // (scripts/build-artwork.mjs).
    expect(stale).toEqual([]);
  });

  it("the site's link preview shows the brand and the home page's line in the page's language, as the records say now", async () => {
    for (const locale of locales) {
      const { path, texts } = await artwork(ogImageOf(await html("/", locale))!);
      expect(texts, path).toEqual(expect.arrayContaining([brand.name, drawn(content.homeCopy[locale].hero.badge)]));
    }
  });

  it("each project's link preview, and the site's, is a different image in each language", async () => {
    const same: string[] = [];
    for (const path of [...projects.map((project) => `/project/${project.slug}`), "/"]) {
      const files = await Promise.all(locales.map(async (locale) => artwork(ogImageOf(await html(path, locale))!)));
      if (new Set(files.map((file) => file.sha256)).size !== files.length)
        same.push(`${path}: ${files.map((file) => file.path).join(" = ")}`);
    }
    expect(same).toEqual([]);
  });
});
