import { describe, expect, it } from "vitest";
import { projects } from "../../../src/content/projects";
import { pageRoutes } from "../../../src/site/routes";
import { fr } from "../../../src/i18n/fr";
import { get, pick } from "../fixtures/requests";

const catalogueKeys = Object.keys(fr);

describe("every page of the route table", () => {
  for (const route of pageRoutes) {
    for (const lang of ["fr", "en"] as const) {
      it(`${route.path} answers 200 in ${lang} with its own title, followed by the brand, and an h1`, async () => {
        const res = await get(`${route.path}?lang=${lang}`);
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
        // No catalogue key ever shows as text or as an attribute value.
        const leaked = catalogueKeys.filter(
          (key) => html.includes(`>${key}<`) || html.includes(`="${key}"`) || html.includes(`"${key}"`),
        );
        expect(leaked).toEqual([]);
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

describe("project pages", () => {
  for (const project of projects) {
    it(`/project/${project.slug} answers 200 in both languages`, async () => {
      for (const lang of ["fr", "en"]) {
        const res = await get(`/project/${project.slug}?lang=${lang}`);
        expect(res.status).toBe(200);
        const html = await res.text();
        expect(html).toContain(`<html lang="${lang}"`);
        expect(html).toContain(project.title.replace(/'/g, "&#x27;"));
      }
    });
  }

  it("an unknown slug goes back home", async () => {
    const res = await get("/project/no-such-project");
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/");
  });
});
