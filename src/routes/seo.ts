import { Hono, type Context } from "hono";
import { projects } from "../content/site-content";
import type { AppEnv } from "../app-env";
import { locales } from "../i18n/locale-list";
import { pageRoutes, type SitemapEntry } from "../route-table";

/** Project pages in the sitemap: below the pages that present them. */
const projectSitemap: SitemapEntry = { priority: 0.5, changefreq: "monthly" };

export function sitemapXml(origin: string): string {
  const entries = [
    ...pageRoutes.map((route) => ({ path: route.path, ...route.sitemap })),
    ...projects.map((project) => ({ path: `/project/${project.slug}`, ...projectSitemap })),
  ];
  const urls = entries.flatMap((entry) => {
    const alternates = [
      ...locales.map(
        (lang) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${origin}${entry.path}?lang=${lang}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${origin}${entry.path}"/>`,
    ].join("");
    // The sitemaps.org schema's order: loc, lastmod, changefreq, priority, then other namespaces (the
    // alternates). Checked against the schema by test/node/sitemap-schema.test.ts.
    return locales.map(
      (lang) =>
        `<url><loc>${origin}${entry.path}?lang=${lang}</loc>${entry.lastmod?.[lang] ? `<lastmod>${entry.lastmod[lang]}</lastmod>` : ""}<changefreq>${entry.changefreq}</changefreq><priority>${entry.priority.toFixed(1)}</priority>${alternates}</url>`,
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`;
}

const cache = new Map<string, string>();
/**
 * Built once per isolate from SITE_ORIGIN; built per request when the origin is the request's own (docs/security.md
 * v2-L6).
 */
function memo(c: Context<AppEnv>, key: string, make: () => string): string {
  if (c.get("config").originFromRequest) return make();
  return cache.get(key) ?? (cache.set(key, make()), cache.get(key)!);
}

/** /sitemap.xml and /robots.txt, built from the route table and the project list. */
export const seo = new Hono<AppEnv>()
  .get("/sitemap.xml", (c) => {
    const origin = c.get("config").origin;
    return c.body(
      memo(c, "sitemap", () => sitemapXml(origin)),
      200,
      {
        "Content-Type": "application/xml; charset=utf-8",
        "Cache-Control": "public, max-age=3600",
      },
    );
  })
  .get("/robots.txt", (c) => {
    const origin = c.get("config").origin;
    return c.text(
      memo(c, "robots", () => robotsTxt(origin)),
      200,
      { "Cache-Control": "public, max-age=3600" },
    );
  });
