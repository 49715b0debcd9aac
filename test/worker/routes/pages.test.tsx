import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { projects } from "../../../src/content/projects";
import type { AppEnv } from "../../../src/env";
import { onError } from "../../../src/routes/errors";
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

describe("redirects", () => {
  const cases: [string, number, string][] = [
    ["/contacts/", 301, "/contact"],
    ["/expertise", 301, "/notre-expertise"],
    ["/author/admin/", 302, "https://www.ludora.example/"],
    ["/webgl/gas/", 302, "https://media.ludora.example/webgl/gas/index.html"],
    // The trailing-slash policy: one form per page, the other 301s (query kept).
    ["/contact/", 301, "/contact"],
    ["/notre-expertise/?lang=en", 301, "/notre-expertise?lang=en"],
    ["/privacy", 301, "/privacy/"],
    ["/privacy-titan-survivor", 301, "/privacy-titan-survivor/"],
    ["/contacts", 301, "/contacts/"],
    ["/webgl/gas", 301, "/webgl/gas/"],
    ["/project/wecare/", 301, "/project/wecare"],
  ];
  for (const [from, status, to] of cases) {
    it(`${from} → ${status} ${to}`, async () => {
      const res = await get(from);
      expect(res.status).toBe(status);
      expect(res.headers.get("Location")).toBe(to);
    });
  }

  it("says 'Redirection en cours...' / 'Redirecting...' on the way off-site", async () => {
    expect(await (await get("/webgl/gas/?lang=fr")).text()).toContain("Redirection en cours...");
    expect(await (await get("/author/admin/?lang=en")).text()).toContain("Redirecting...");
  });
});

describe("errors", () => {
  it("an unknown path is a real, localized 404 page", async () => {
    const fr = await get("/nulle-part");
    expect(fr.status).toBe(404);
    const frHtml = await fr.text();
    expect(frHtml).toContain("404");
    expect(frHtml).toContain("Oups ! Page introuvable");
    expect(frHtml).toContain('<meta name="robots" content="noindex"/>');
    const en = await get("/nowhere?lang=en");
    expect(en.status).toBe(404);
    const enHtml = await en.text();
    expect(enHtml).toContain("Oops! Page not found");
    expect(enHtml).toContain('href="/">Return to Home</a>');
  });

  it("a method a page does not take is the 404 page, never a 5xx", async () => {
    for (const method of ["POST", "PUT", "DELETE", "PATCH"]) {
      const res = await get("/contact?lang=en", {}, { method, body: method === "DELETE" ? undefined : "x" });
      expect(res.status).toBe(404);
      expect(await res.text()).toContain("Oops! Page not found");
    }
  });

  it("an unexpected error is a 500 page with a reference and no stack trace", async () => {
    const app = new Hono<AppEnv>();
    app.use(async (c, next) => {
      c.set("requestId", "req-123");
      c.set("locale", "en");
      c.set("config", {
        origin: "https://x.example",
        mainSiteUrl: "",
        gameBuildUrl: "",
        careersWidgetUrl: "",
        mailFrom: "",
        mailTo: "",
      });
      await next();
    });
    app.get("/boom", () => {
      throw new Error("secret internals at line 42");
    });
    app.onError(onError);
    const res = await app.request("/boom");
    expect(res.status).toBe(500);
    const html = await res.text();
    expect(html).toContain("Unexpected Application Error!");
    expect(html).toContain("req-123");
    expect(html).not.toContain("secret internals");
    expect(res.headers.get("Cache-Control")).toBe("no-store");
  });
});

describe("headers", () => {
  it("every page carries the security headers", async () => {
    for (const path of ["/", "/nulle-part", "/sitemap.xml", "/contacts/"]) {
      const res = await get(path);
      const csp = res.headers.get("Content-Security-Policy") ?? "";
      expect(csp).toMatch(/script-src 'self'( https:\/\/[^ ;]+)?;/);
      expect(csp).not.toContain("unsafe-inline");
      expect(csp).not.toContain("unsafe-eval");
      for (const directive of [
        "frame-ancestors 'none'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ]) {
        expect(csp).toContain(directive);
      }
      expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(res.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("Strict-Transport-Security")).toContain("max-age=31536000");
      expect(res.headers.get("Permissions-Policy")).toContain("camera=()");
    }
  });

  it("the careers widget host is the only other script source", async () => {
    const csp = (await get("/careers")).headers.get("Content-Security-Policy") ?? "";
    expect(csp).toContain("script-src 'self' https://jobs.ludora.example;");
  });

  it("pages have a strong ETag and answer 304 to a match", async () => {
    const french = { Cookie: "lang=fr" };
    const first = await get("/sante", french);
    const etag = first.headers.get("ETag");
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(first.headers.get("Cache-Control")).toBe("public, max-age=0, must-revalidate");
    const again = await get("/sante", { ...french, "If-None-Match": etag! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    const english = await get("/sante", { Cookie: "lang=en" });
    expect(english.headers.get("ETag")).not.toBe(etag);
    const stale = await get("/sante", { ...french, "If-None-Match": '"something-else"' });
    expect(stale.status).toBe(200);
  });

  it("a response that sets the language cookie is private", async () => {
    const res = await get("/sante?lang=en");
    expect(res.headers.get("Set-Cookie")).toMatch(/^lang=en;/);
    expect(res.headers.get("Cache-Control")).toBe("private, no-cache");
  });
});
