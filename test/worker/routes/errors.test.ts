import { Hono } from "hono";
import { typesetFrench } from "../../../scripts/content/typography";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../../../src/app-env";
import { parseEnv, requestConfig } from "../../../src/config/schema";
import { onError } from "../../../src/routes/errors";
import { send } from "../fixtures/requests";

describe("errors", () => {
  it("an unknown path is a real, localized 404 page", async () => {
    const fr = await send("/nulle-part");
    expect(fr.status).toBe(404);
    const frHtml = await fr.text();
    expect(frHtml).toContain("404");
    expect(frHtml).toContain(typesetFrench("Oups ! Page introuvable"));
    expect(frHtml).toContain('<meta name="robots" content="noindex"/>');
    const en = await send("/nowhere?lang=en");
    expect(en.status).toBe(404);
    const enHtml = await en.text();
    expect(enHtml).toContain("Oops! Page not found");
    expect(enHtml).toContain('href="/">Return to home</a>');
  });

  it("the 404 page's language switch keeps the missing address, never /404", async () => {
    const address = "https://www.ludora.example/missing?lang=fr";
    const html = await (await send("/missing?lang=fr")).text();
    const links = [...html.matchAll(/<a class="lang-toggle" href="([^"]*)"/g)].map(
      ([, href]) => new URL(href!, address),
    );
    expect(links.length).toBeGreaterThan(0);
    // Each link leads, from the address the visitor is on, to the same address in the other language.
    for (const link of links) expect(link.pathname + link.search).toBe("/missing?lang=en");
  });

  it("a method a page does not take is the 404 page, never a 5xx", async () => {
    for (const method of ["POST", "PUT", "DELETE", "PATCH"]) {
      const res = await send("/contact?lang=en", {}, { method, body: method === "DELETE" ? undefined : "x" });
      expect(res.status).toBe(404);
      expect(await res.text()).toContain("Oops! Page not found");
    }
  });

  it("an unexpected error is a 500 page with a reference and no stack trace", async () => {
    const app = new Hono<AppEnv>();
    app.use(async (c, next) => {
      c.set("requestId", "req-123");
      c.set("locale", "en");
      c.set("config", requestConfig(parseEnv({}), "https://x.example/"));
      await next();
    });
    app.get("/boom", () => {
      throw new Error("secret internals at line 42");
    });
    app.onError(onError);
    const res = await app.request("/boom");
    expect(res.status).toBe(500);
    const html = await res.text();
    expect(html).toContain("Unexpected application error!");
    expect(html).toContain("req-123");
    expect(html).not.toContain("secret internals");
    expect(res.headers.get("Cache-Control")).toBe("no-store");
  });
});
