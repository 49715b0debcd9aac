import { describe, expect, it } from "vitest";
import { projects } from "../../../src/content/site-content";
import { pageRoutes } from "../../../src/route-table";
import { send, ORIGIN } from "../fixtures/requests";

// That each of them answers 200 is test/worker/routes/public-pages.test.ts's.
describe("/sitemap.xml", () => {
  it("is XML listing every page and project in both languages, with alternates", async () => {
    const res = await send("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
    // Valid against the sitemaps.org schema: test/node/sitemap-schema.test.ts.
    const xml = await res.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    const paths = [...pageRoutes.map((r) => r.path), ...projects.map((p) => `/project/${p.slug}`)];
    expect(locs).toHaveLength(paths.length * 2);
    for (const path of paths) {
      expect(locs).toContain(`${ORIGIN}${path}?lang=fr`);
      expect(locs).toContain(`${ORIGIN}${path}?lang=en`);
    }
    const urls = xml.match(/<url>[\s\S]*?<\/url>/g) ?? [];
    for (const url of urls) {
      expect(url).toMatch(/<xhtml:link rel="alternate" hreflang="fr" href="[^"]+"\/>/);
      expect(url).toMatch(/<xhtml:link rel="alternate" hreflang="en" href="[^"]+"\/>/);
      expect(url).toMatch(/<xhtml:link rel="alternate" hreflang="x-default" href="[^"]+"\/>/);
    }
    expect(xml).toMatch(/<loc>https:\/\/www\.ludora\.example\/\?lang=fr<\/loc>.*<priority>1\.0<\/priority>/);
    // A policy's page is dated by the version it shows; no other page has a date to vouch for.
    for (const route of pageRoutes) {
      for (const lang of ["fr", "en"] as const) {
        const url = urls.find((u) => u.includes(`<loc>${ORIGIN}${route.path}?lang=${lang}</loc>`))!;
        const lastmod = /<lastmod>([^<]+)<\/lastmod>/.exec(url)?.[1];
        expect(lastmod, `${route.path} ${lang}`).toBe(
          route.template === "policy" ? route.sitemap.lastmod?.[lang] : undefined,
        );
      }
    }
  });
});

describe("/robots.txt", () => {
  it("allows the site, keeps staff pages out and names the sitemap", async () => {
    const res = await send("/robots.txt");
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain("User-agent: *");
    expect(text).toContain("Disallow: /admin");
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});
