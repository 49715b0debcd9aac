import { afterEach, describe, expect, it, vi } from "vitest";
import { fetchWith } from "../fixtures/contact";
import { ORIGIN } from "../fixtures/requests";

/** The worker without SITE_ORIGIN (a misconfigured deploy), asked for `url` with whatever Host it names. */
const unconfigured = (url: string) => fetchWith(new Request(url), { SITE_ORIGIN: "" });

const canonical = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];

afterEach(() => {
  vi.restoreAllMocks();
});

/**
 * Without SITE_ORIGIN, pages use the origin the request came to (decision 030). That origin belongs to one
 * request: the first visitor's Host must never become every later visitor's canonical URL (docs/security.md v2-L6).
 */
describe("pages without SITE_ORIGIN", () => {
  it("never serve one request's Host to the next visitor, pages, robots.txt and sitemap alike", async () => {
    // The configuration's log line naming SITE_ORIGIN: test/worker/config/schema.test.ts.
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    // Paths this file renders first, so nothing memoised earlier hides the first request's Host.
    const first = await unconfigured("https://evil.example/legal-notice?lang=fr");
    expect(canonical(await first.text())).toBe("https://evil.example/legal-notice?lang=fr");
    const next = await unconfigured(`${ORIGIN}/legal-notice?lang=fr`);
    const html = await next.text();
    expect(canonical(html)).toBe(`${ORIGIN}/legal-notice?lang=fr`);
    expect(html).not.toContain("evil.example");
    for (const path of ["/robots.txt", "/sitemap.xml"]) {
      await unconfigured(`https://evil.example${path}`);
      expect(await (await unconfigured(`${ORIGIN}${path}`)).text(), path).not.toContain("evil.example");
    }
  });
});

/** A draft's Worker Preview ([env.preview] in wrangler.toml): nothing it answers may be indexed (decision 100). */
describe("a preview (NOINDEX)", () => {
  it("marks every answer noindex, pages, robots.txt, sitemap, a missing page and the staff side alike", async () => {
    for (const path of ["/", "/nos-realisations?lang=en", "/robots.txt", "/sitemap.xml", "/missing-page", "/admin"]) {
      const preview = await fetchWith(new Request(`${ORIGIN}${path}`), { NOINDEX: "1" });
      expect(preview.headers.get("X-Robots-Tag"), path).toMatch(/\bnoindex\b/);
      const site = await fetchWith(new Request(`${ORIGIN}${path}`), {});
      if (path !== "/admin") expect(site.headers.get("X-Robots-Tag"), path).toBeNull();
    }
  });
});
