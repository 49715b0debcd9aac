// What search engines and link previews show of a page (docs/product.md §2.5, decision 051): every meta and og: description is
// whole sentences, or cut at a word boundary with one ellipsis, and no longer than a result shows (about 155
// characters). Every page of the route table and every project page, in both languages.
import { describe, expect, it } from "vitest";
import { projects } from "../../../src/content/site-content";
import { pageRoutes } from "../../../src/route-table";
import { readableParts } from "../../fixtures/readable-html";
import { send } from "../fixtures/requests";

const langs = ["fr", "en"] as const;
const paths = [...pageRoutes.map((route) => route.path), ...projects.map((project) => `/project/${project.slug}`)];
/** Google shows about 155 to 160 characters of a description; past that it cuts the text itself, mid-word. */
const MAX = 155;

/** The longer texts the page states (JSON-LD descriptions): a snippet that ends in "…" must be one's beginning. */
function fullTexts(html: string): string[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap(([, json]) => {
    const texts: string[] = [];
    JSON.parse(json!, (key, value: unknown) => {
      if (key === "description" && typeof value === "string") texts.push(value);
      return value;
    });
    return texts;
  });
}

/** What is wrong with one description, or nothing. */
function snippetFault(text: string, full: string[]): string | undefined {
  if (text.length > MAX) return `${text.length} characters`;
  if (/\.{2,}|…[^…]*…/.test(text)) return "more than one ellipsis";
  if (/[.!?»)]$/u.test(text)) return undefined;
  if (!text.endsWith("…")) return "ends in the middle of a sentence, without an ellipsis";
  const cut = text.slice(0, -1);
  // The word before the ellipsis is whole: a letter or a digit, followed in the full text by a space.
  if (!/[\p{L}\p{N}]$/u.test(cut)) return `cut after a sign: "${cut.slice(-12)}…"`;
  const source = full.find((candidate) => candidate.startsWith(cut));
  if (!source) return "an ellipsis, but no longer text on the page it is the beginning of";
  // What follows is not the rest of a word, nor of a number ("100" of "100,000").
  if (/^([\p{L}\p{N}]|[.,]\p{N})/u.test(source.slice(cut.length))) return `cut mid-word: "${cut.slice(-12)}…"`;
  return undefined;
}

describe("search snippets", () => {
  it("the rule catches the cuts search results show", () => {
    const full = ["Elle a réuni plus de 100 000 joueurs. Elle continue."];
    expect(snippetFault("Elle a ré…", full)).toMatch(/mid-word/);
    expect(snippetFault("Elle a réuni plus de 100,…", ["Elle a réuni plus de 100,000 joueurs."])).toMatch(/sign/);
    expect(snippetFault("Elle a réuni plus de 100…", ["Elle a réuni plus de 100,000 joueurs."])).toMatch(/mid-word/);
    expect(snippetFault("Elle a réuni…", full)).toBeUndefined();
    expect(snippetFault("Elle a réuni plus de 100 000 joueurs.", full)).toBeUndefined();
    expect(snippetFault("Elle a réuni plus de", full)).toMatch(/without an ellipsis/);
    expect(snippetFault(`${"a ".repeat(80)}.`, full)).toMatch(/characters/);
  });

  for (const lang of langs) {
    it(`${lang}: every meta and og: description is whole, or cut at a word with one ellipsis`, async () => {
      const found: string[] = [];
      for (const path of paths) {
        const url = `${path}?lang=${lang}`;
        const html = await (await send(url)).text();
        const full = fullTexts(html);
        const descriptions = readableParts(html, lang).filter((part) =>
          /^meta (og:|twitter:)?description$/.test(part.where),
        );
        expect(descriptions.map((part) => part.where).sort(), url).toEqual(["meta description", "meta og:description"]);
        for (const { where, text } of descriptions) {
          const fault = snippetFault(text, full);
          if (fault) found.push(`${url} [${where}] ${fault}: "${text.slice(-40)}"`);
        }
      }
      expect(found).toEqual([]);
    }, 60_000);
  }
});
