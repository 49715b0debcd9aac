import { describe, expect, it } from "vitest";
import { projects } from "../../../src/content/site-content";
import { pageRoutes } from "../../../src/route-table";
import { fr } from "../../../src/i18n/fr";
import { send, pick } from "../fixtures/requests";

const catalogueKeys = Object.keys(fr);

/** Catalogue keys showing as text or as an attribute value: a missing translation. */
const leakedKeys = (html: string) =>
  catalogueKeys.filter((key) => html.includes(`>${key}<`) || html.includes(`="${key}"`) || html.includes(`"${key}"`));

describe("every page of the route table", () => {
  for (const route of pageRoutes) {
    for (const lang of ["fr", "en"] as const) {
      it(`${route.path} answers 200 in ${lang} with its own title, followed by the brand, and an h1`, async () => {
        const res = await send(`${route.path}?lang=${lang}`);
        expect(res.status).toBe(200);
        expect(res.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
        const html = await res.text();
        expect(html).toContain(`<html lang="${lang}"`);
        expect(pick(html, /<title>([^<]*)<\/title>/)).toBe(
          `${route.meta[lang].title} | Ludora`.replace(/'/g, "&#x27;").replace(/&(?!#)/g, "&amp;"),
        );
        expect(html).toMatch(/<h1[ >]/);
        expect(html).toContain('<meta property="og:title"');
        expect(html).toMatch(/<meta property="og:image" content="https:\/\/[^"]+\.png"/);
        expect(html).toContain(`<link rel="canonical" href="https://www.ludora.example${route.path}?lang=${lang}"/>`);
        if (route.path !== "/") expect(html).toContain('"@type":"BreadcrumbList"');
        expect(leakedKeys(html)).toEqual([]);
      });
    }
  }

  it("titles and descriptions are unique per language", () => {
    for (const lang of ["fr", "en"] as const) {
      const titles = pageRoutes.map((route) => route.meta[lang].title);
      const descriptions = pageRoutes.map((route) => route.meta[lang].description);
      expect(new Set(titles).size).toBe(titles.length);
      expect(new Set(descriptions).size).toBe(descriptions.length);
    }
  });
});

describe("every page and project page, as rendered", () => {
  const paths = [...pageRoutes.map((route) => route.path), ...projects.map((project) => `/project/${project.slug}`)];

  it("weighs at most its budget of HTML in every language, as content's maximum lengths keep it", async () => {
    // 200 KB: under a second on a slow phone network, and about three times the heaviest page today (the home
    // page, 72 KB). The schemas bound each text (scripts/content/inputs.ts); this bounds what they add up to.
    const BUDGET = 200 * 1024;
    for (const lang of ["fr", "en"] as const) {
      for (const path of paths) {
        const bytes = (await (await send(`${path}?lang=${lang}`)).arrayBuffer()).byteLength;
        expect(bytes, `${path}?lang=${lang}`).toBeLessThanOrEqual(BUDGET);
      }
    }
  });

  it("has a title and a description of its own in each language, with hreflang and Open Graph", async () => {
    for (const lang of ["fr", "en"] as const) {
      const titles = new Map<string, string>();
      const descriptions = new Map<string, string>();
      for (const path of paths) {
        const html = await (await send(`${path}?lang=${lang}`)).text();
        const title = pick(html, /<title>([^<]+)<\/title>/) ?? "";
        const description = pick(html, /<meta name="description" content="([^"]+)"/) ?? "";
        expect(title, path).not.toBe("");
        expect(description, path).not.toBe("");
        expect(titles.get(title), `${path} repeats the title of`).toBeUndefined();
        expect(descriptions.get(description), `${path} repeats the description of`).toBeUndefined();
        titles.set(title, path);
        descriptions.set(description, path);
        expect(html, path).toContain('hrefLang="x-default"');
        for (const property of ["og:title", "og:description", "og:url", "og:image", "og:type"])
          expect(html, `${path} ${property}`).toContain(`property="${property}"`);
      }
    }
  });
});

describe("project pages", () => {
  for (const project of projects) {
    it(`/project/${project.slug} answers 200 in both languages`, async () => {
      for (const lang of ["fr", "en"] as const) {
        const res = await send(`/project/${project.slug}?lang=${lang}`);
        expect(res.status).toBe(200);
        const html = await res.text();
        expect(html).toContain(`<html lang="${lang}"`);
        expect(html).toContain(project.title[lang].replace(/'/g, "&#x27;"));
        expect(leakedKeys(html)).toEqual([]);
      }
    });
  }

  it("sits under the portfolio in its breadcrumbs, visible and structured", async () => {
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
