// The language of a request over HTTP (src/middleware/locale.ts): query, cookie, header, headers sent back.
import { describe, expect, it } from "vitest";
import { send } from "../fixtures/requests";

describe("language over HTTP", () => {
  it("renders French by default, with <html lang> and Content-Language", async () => {
    const res = await send("/");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Language")).toBe("fr");
    expect(await res.text()).toContain('<html lang="fr"');
  });

  it("renders English for an English browser and says it varies", async () => {
    const res = await send("/qui-sommes-nous", { "Accept-Language": "en-GB,en;q=0.9" });
    expect(res.headers.get("Content-Language")).toBe("en");
    expect(res.headers.get("Vary")).toContain("Accept-Language");
    expect(res.headers.get("Vary")).toContain("Cookie");
    expect(await res.text()).toContain('<html lang="en"');
  });

  it("?lang= renders that language and remembers it for a year, in an answer no shared cache keeps", async () => {
    const res = await send("/contact?lang=en", { "Accept-Language": "fr" });
    expect(res.headers.get("Content-Language")).toBe("en");
    const cookie = res.headers.get("Set-Cookie") ?? "";
    expect(cookie).toMatch(/^lang=en;/);
    expect(cookie).toContain("Max-Age=31536000");
    expect(cookie).toContain("Path=/");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toContain("Secure");
    expect(res.headers.get("Cache-Control")).toBe("private, no-cache");
    expect(res.headers.get("Vary") ?? "").not.toContain("Cookie");
  });

  it("junk everywhere still answers a French page", async () => {
    const res = await send("/?lang=%00%FF", { Cookie: "lang=\u0001; ===; lang", "Accept-Language": "\u00ff;q=x,,,;" });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Language")).toBe("fr");
  });

  it("links both languages and x-default, and a canonical URL", async () => {
    const html = await (await send("/advergaming?lang=en")).text();
    expect(html).toContain('<link rel="canonical" href="https://www.ludora.example/advergaming?lang=en"/>');
    expect(html).toMatch(/rel="alternate" hrefLang="fr" href="https:\/\/www\.ludora\.example\/advergaming\?lang=fr"/);
    expect(html).toMatch(/rel="alternate" hrefLang="en" href="https:\/\/www\.ludora\.example\/advergaming\?lang=en"/);
    expect(html).toMatch(/rel="alternate" hrefLang="x-default" href="https:\/\/www\.ludora\.example\/advergaming"/);
  });

  it("a negotiated page is its own canonical (the x-default address), never another hreflang location", async () => {
    const html = await (await send("/advergaming", { "Accept-Language": "en" })).text();
    expect(html).toContain('<link rel="canonical" href="https://www.ludora.example/advergaming"/>');
    expect(html).toContain('<meta property="og:url" content="https://www.ludora.example/advergaming"/>');
  });

  it("the toggle is a plain link to the other language", async () => {
    const html = await (await send("/careers?lang=fr")).text();
    expect(html).toMatch(/<a class="lang-toggle" href="\/careers\?lang=en"/);
  });
});
