import { typesetFrench } from "../../../scripts/content/typography";
import { describe, expect, it, vi } from "vitest";
import { d1With } from "../fixtures/d1";
import { send } from "../fixtures/requests";
import { staffFetchWith } from "../fixtures/staff";

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
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    // The inbox's database down under the console: nothing catches that but the app's error handler.
    const res = await staffFetchWith("/admin?lang=en", { DB: d1With(() => true) });
    expect(res.status).toBe(500);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const html = await res.text();
    expect(html).toContain("Unexpected application error!");
    expect(html).toContain(res.headers.get("X-Request-Id"));
    expect(html).not.toContain("D1_ERROR");
  });
});
