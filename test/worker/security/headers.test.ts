import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../../../src/app-env";
import { locales } from "../../../src/i18n/locale-list";
import { sharedSecurityHeaders } from "../../../src/security/headers";
import { fetchWith } from "../fixtures/contact";
import { send, ORIGIN } from "../fixtures/requests";

const csp = (res: Response) => res.headers.get("Content-Security-Policy") ?? "";
const directive = (policy: string, name: string) => policy.split("; ").find((d) => d.startsWith(`${name} `)) ?? "";

describe("security headers", () => {
  it("every page carries the security headers, the staff console too (the editor's looser policy is its own)", async () => {
    for (const path of ["/", "/nulle-part", "/sitemap.xml", "/contacts/", "/admin"]) {
      const res = await send(path);
      const policy = csp(res);
      expect(directive(policy, "script-src")).toBe("script-src 'self'");
      expect(policy).not.toContain("unsafe-inline");
      expect(policy).not.toContain("unsafe-eval");
      for (const part of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'", "form-action 'self'"]) {
        expect(policy).toContain(part);
      }
      for (const [name, value] of Object.entries(sharedSecurityHeaders)) expect(res.headers.get(name)).toBe(value);
    }
  });

  it("allows the careers widget's host on /careers alone", async () => {
    const widget = new URL(env.CAREERS_WIDGET_URL).origin;
    const careers = csp(await send("/careers"));
    for (const name of ["script-src", "style-src", "img-src", "connect-src", "frame-src"]) {
      expect(directive(careers, name)).toContain(widget);
    }
    for (const path of ["/", "/contact", "/privacy-policy", "/careers/nope"]) {
      expect(csp(await send(path))).not.toContain(widget);
    }
  });

  it("allows the Web Analytics hosts, and gives the page its token, only when a token is configured", async () => {
    const without = await send("/legal-notice");
    expect(csp(without)).not.toContain("cloudflareinsights.com");
    expect(await without.text()).not.toContain("data-web-analytics-token");
    const token = "0123456789abcdef0123456789abcdef";
    // NO_PAGE_MEMO: rendered with this env, not served from the isolate's memo of the page without a token.
    const withToken: Partial<AppEnv["Bindings"]> = { WEB_ANALYTICS_TOKEN: token, NO_PAGE_MEMO: "1" };
    const res = await fetchWith(new Request(`${ORIGIN}/legal-notice`), withToken);
    expect(await res.text()).toContain(`data-web-analytics-token="${token}"`);
    const policy = csp(res);
    expect(directive(policy, "script-src")).toBe("script-src 'self' https://static.cloudflareinsights.com");
    expect(directive(policy, "connect-src")).toBe("connect-src 'self' https://cloudflareinsights.com");
  });

  it("static files and the demo pages carry the same headers as pages; a file under /assets/ opened on its own is a sandboxed document that can post no form and move no base (docs/security.md, content is input)", async () => {
    const page = await send("/");
    const html = await page.text();
    // An image a page shows, and the stylesheet: whatever the build published from assets/ and beside it.
    const image = /<img [^>]*src="(\/assets\/images\/[^"]+)"/.exec(html)?.[1];
    const stylesheet = /<link rel="stylesheet" href="([^"]+)"/.exec(html)?.[1];
    const assets = [image, stylesheet];
    for (const path of [...assets, ...locales.map((locale) => `/demos/zupergamer.${locale}`)]) {
      // Straight from Static Assets, as the edge serves them (the Worker never sees these requests).
      const res = await env.ASSETS.fetch(new Request(`${ORIGIN}${path}`));
      expect(res.status, path).toBe(200);
      for (const name of Object.keys(sharedSecurityHeaders)) {
        expect(res.headers.get(name), `${path} ${name}`).toBe(page.headers.get(name));
      }
      if (!assets.includes(path)) continue;
      expect(path).toMatch(/^\/assets\//);
      const policy = (res.headers.get("Content-Security-Policy") ?? "").split("; ");
      expect(policy, path).toEqual(
        expect.arrayContaining(["default-src 'none'", "sandbox", "form-action 'none'", "base-uri 'none'"]),
      );
    }
  });
});

describe("the request id", () => {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

  it("replaces any id a client sends with a fresh one, so a client cannot forge the log reference", async () => {
    for (const sent of ["0b6f3c2e-9d4a-4f7e-8a1b-2c3d4e5f6a7b", "admin", "x".repeat(200)]) {
      const id = (await send("/robots.txt", { "X-Request-Id": sent })).headers.get("X-Request-Id");
      expect(id).not.toBe(sent);
      expect(id).toMatch(uuid);
    }
    expect((await send("/robots.txt")).headers.get("X-Request-Id")).toMatch(uuid);
  });
});
