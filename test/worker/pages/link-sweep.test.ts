// Every link and source of every page, in both languages, answers 2xx, and every image says what it shows and
// how big it is. Only requests and the HTML are needed, so it runs here rather than in a browser.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { projects } from "../../../src/content/site-content";
import { pageRoutes } from "../../../src/route-table";
import { ORIGIN, send } from "../fixtures/requests";

const paths = [...pageRoutes.map((route) => route.path), ...projects.map((project) => `/project/${project.slug}`)];
const langs = ["fr", "en"] as const;

/**
 * A path of the site as a visitor's browser gets it: a static file when one matches (wrangler.toml [assets],
 * which answers before the Worker), else the Worker; redirects followed, as a browser follows them.
 */
async function visit(path: string, redirects = 5): Promise<Response> {
  const asset = await env.ASSETS.fetch(new Request(`${ORIGIN}${path}`, { redirect: "manual" }));
  const res = asset.status === 404 ? await send(path) : asset;
  const location = res.headers.get("Location");
  if (res.status >= 300 && res.status < 400 && location && redirects > 0) {
    const next = new URL(location, `${ORIGIN}${path}`);
    if (next.origin === ORIGIN) return visit(`${next.pathname}${next.search}`, redirects - 1);
  }
  return res;
}

describe("every page", () => {
  it("links and sources answer 2xx, and every image has alt, width and height", async () => {
    const targets = new Set<string>();
    const imageProblems: string[] = [];
    for (const path of paths) {
      for (const lang of langs) {
        const res = await send(`${path}?lang=${lang}`);
        expect(res.status, `${path}?lang=${lang}`).toBe(200);
        const page = await res.text();
        for (const [, url] of page.matchAll(/\s(?:href|src)="([^"]+)"/g)) {
          const value = url!.replace(/&amp;/g, "&");
          if (value.startsWith("/") && !value.startsWith("//")) targets.add(value.split("#")[0]!);
        }
        for (const [tag] of page.matchAll(/<img\b[^>]*>/g)) {
          if (!/\salt="/.test(tag) || !/\swidth="\d+"/.test(tag) || !/\sheight="\d+"/.test(tag))
            imageProblems.push(`${path}?lang=${lang}: ${tag.slice(0, 120)}`);
        }
      }
    }
    expect(imageProblems).toEqual([]);
    const broken: string[] = [];
    for (const target of targets) {
      const res = await visit(target);
      if (res.status < 200 || res.status > 299) broken.push(`${target} → ${res.status}`);
      await res.arrayBuffer();
    }
    expect(broken).toEqual([]);
    expect(targets.size).toBeGreaterThan(50);
  }, 120_000);
});
