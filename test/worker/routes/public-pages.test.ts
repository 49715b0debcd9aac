import { describe, expect, it } from "vitest";
import { projects } from "../../../src/content/site-content";
import { pageRoutes } from "../../../src/route-table";
import { fr } from "../../../src/i18n/fr";
import { send } from "../fixtures/requests";

const catalogueKeys = Object.keys(fr);

/** Catalogue keys showing as text or as an attribute value: a missing translation. */
const leakedKeys = (html: string) =>
  catalogueKeys.filter((key) => html.includes(`>${key}<`) || html.includes(`="${key}"`) || html.includes(`"${key}"`));

/** A text as React writes it in an element or an attribute. */
const escaped = (text: string) => text.replace(/'/g, "&#x27;").replace(/&(?!#)/g, "&amp;");

describe("every page of the route table and every project page, as rendered", () => {
  const pages = [
    ...pageRoutes.map((route) => ({
      path: route.path,
      title: (lang: "fr" | "en") => `${route.meta[lang].title} | Ludora`,
    })),
    ...projects.map((project) => ({
      path: `/project/${project.slug}`,
      title: (lang: "fr" | "en") => project.title[lang],
    })),
  ];

  for (const lang of ["fr", "en"] as const) {
    it(`${lang}: answers 200 with a title and a description of its own, an h1, hreflang, Open Graph and no catalogue key`, async () => {
      const titles = new Map<string, string>();
      const descriptions = new Map<string, string>();
      for (const { path, title: expected } of pages) {
        const res = await send(`${path}?lang=${lang}`);
        expect(res.status, path).toBe(200);
        expect(res.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
        const html = await res.text();
        // 200 KB: under a second on a slow phone network, and about three times the heaviest page today (the home
        // page, 72 KB). The schemas bound each text (scripts/content/inputs.ts); this bounds what they add up to.
        expect(new TextEncoder().encode(html).byteLength, path).toBeLessThanOrEqual(200 * 1024);
        expect(html, path).toContain(`<html lang="${lang}"`);
        const title = /<title>([^<]+)<\/title>/.exec(html)?.[1] ?? "";
        const description = /<meta name="description" content="([^"]+)"/.exec(html)?.[1] ?? "";
        // A page's title is its route's; a project page's begins with the project's.
        expect(title.startsWith(escaped(expected(lang))), `${path}: ${title}`).toBe(true);
        expect(title, path).toMatch(/ \| Ludora$/);
        expect(titles.get(title), `${path} repeats the title of`).toBeUndefined();
        expect(descriptions.get(description), `${path} repeats the description of`).toBeUndefined();
        titles.set(title, path);
        descriptions.set(description, path);
        expect(html, path).toMatch(/<h1[ >]/);
        expect(html, path).toContain('hrefLang="x-default"');
        for (const property of ["og:title", "og:description", "og:url", "og:type"])
          expect(html, `${path} ${property}`).toContain(`property="${property}"`);
        expect(html, path).toMatch(/<meta property="og:image" content="https:\/\/[^"]+\.png"/);
        expect(html, path).toContain(`<link rel="canonical" href="https://www.ludora.example${path}?lang=${lang}"/>`);
        expect(leakedKeys(html), path).toEqual([]);
      }
    });
  }
});

describe("project pages", () => {
  it("sit under the portfolio in their breadcrumbs, visible and structured", async () => {
    const html = await (await send("/project/wecare?lang=en")).text();
    expect(html).toContain(
      '<ol><li><a href="/">Home</a></li><li><a href="/nos-realisations">Our work</a></li><li><span aria-current="page">WeCare</span></li></ol>',
    );
    expect(html).toContain('{"@type":"ListItem","position":3,"name":"WeCare"');
  });

  it("an unknown slug goes back home", async () => {
    const res = await send("/project/no-such-project");
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/");
  });
});
