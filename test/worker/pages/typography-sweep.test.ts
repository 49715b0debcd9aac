// Every page the site renders, in both languages, read as HTML (text, the attributes read aloud or shown,
// meta, JSON-LD, island props) and checked against the typography rules (decision 015) and the
// facts each page states (docs/product.md §1): a string that escapes the one typesetting pass shows here.
import { describe, expect, it } from "vitest";
import { brand } from "../../../src/brand";
import { projects } from "../../../src/content/site-content";
import { pageRoutes } from "../../../src/route-table";
import { readableParts, type ReadablePart } from "../../fixtures/readable-html";
import { typographyFaultsIn } from "../../fixtures/typography-rules";
import { send } from "../fixtures/requests";

const langs = ["fr", "en"] as const;
type Lang = (typeof langs)[number];

const pagePaths = [
  ...pageRoutes.map((route) => route.path),
  ...projects.map((project) => `/project/${project.slug}`),
  "/no-such-page",
];

interface Rendered {
  url: string;
  html: string;
  parts: ReadablePart[];
}

/** Every page in one language (the project dialog's data among its island props), and the off-site redirect's body. */
async function renderAll(lang: Lang): Promise<Rendered[]> {
  const rendered: Rendered[] = [];
  for (const path of [...pagePaths, "/webgl/gas/"]) {
    const url = `${path}?lang=${lang}`;
    const html = await (await send(url)).text();
    rendered.push({ url, html, parts: readableParts(html, lang) });
  }
  return rendered;
}

const site = new Map<Lang, Promise<Rendered[]>>();
const renderedSite = (lang: Lang) => site.get(lang) ?? site.set(lang, renderAll(lang)).get(lang)!;

describe("typography of every rendered page", () => {
  for (const lang of langs) {
    it(`${lang}: every text, label and title is typeset in its own language's way`, async () => {
      const found = new Set<string>();
      for (const { url, parts } of await renderedSite(lang))
        for (const part of parts)
          for (const fault of typographyFaultsIn(part.text, part.lang === "fr" ? "fr" : "en"))
            found.add(`${url} [${part.where}, ${part.lang}] ${fault}: "${part.text.slice(0, 100)}"`);
      expect([...found]).toEqual([]);
    }, 60_000);
  }

  it("telephone numbers read as the brand writes them, never regrouped as thousands", async () => {
    const phones = [brand.phone, brand.phoneDisplay, brand.host.phone];
    const digits = (text: string) => text.replace(/\D/g, "");
    const wrong = new Set<string>();
    let seen = 0;
    for (const lang of langs)
      for (const { url, parts } of await renderedSite(lang))
        for (const { text } of parts)
          for (const [run] of text.matchAll(/\+?\d[\d \u00a0\u202f.]{7,}\d/g)) {
            const phone = phones.find((candidate) => digits(candidate) === digits(run));
            if (!phone) continue;
            seen++;
            if (run !== phone) wrong.add(`${url}: ${JSON.stringify(run)} for ${JSON.stringify(phone)}`);
          }
    expect([...wrong]).toEqual([]);
    // The host's number (legal notice) and the studio's (footer, contact) are among them.
    expect(seen).toBeGreaterThan(pagePaths.length);
  }, 60_000);
});

describe("facts every page states alike", () => {
  it("one project count in both languages: the home counter's", async () => {
    const home = (await renderedSite("fr"))[0]!.html;
    // The counter whose label speaks of projects, as the home page renders it.
    const counter = /<dt class="stat-label">[^<]*[Pp]rojet[^<]*<\/dt><dd[^>]*><span[^>]*data-count-to="(\d+)"/.exec(
      home,
    )?.[1];
    expect(counter).toBeDefined();
    const counts = new Map<string, Set<string>>();
    for (const lang of langs)
      for (const { url, parts } of await renderedSite(lang))
        for (const { text } of parts)
          for (const [, figure] of text.matchAll(/(\d[\d\u00a0\u202f,]*)\s*\+?\s*(?:projets|projects)\b/giu)) {
            const value = figure!.replace(/\D/g, "");
            // "two projects", "3 projets à la une" are not the portfolio's size.
            if (Number(value) < 20) continue;
            (counts.get(value) ?? counts.set(value, new Set()).get(value)!).add(url);
          }
    expect(Object.fromEntries([...counts].map(([value, urls]) => [value, [...urls]]))).toEqual({
      [counter!]: expect.any(Array),
    });
  }, 60_000);
});
