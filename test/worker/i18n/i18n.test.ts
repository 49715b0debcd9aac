import { describe, expect, it } from "vitest";
import { negotiateLocale, parseAcceptLanguage } from "../../../src/i18n/locales";
import { createTranslator } from "../../../src/i18n/translator";
import { en } from "../../../src/i18n/en";
import { fr } from "../../../src/i18n/fr";
import { get } from "../fixtures/requests";

describe("negotiateLocale", () => {
  const cases: [string, Parameters<typeof negotiateLocale>[0], string, string][] = [
    ["defaults to French with nothing to go on", {}, "fr", "default"],
    ["takes ?lang= first", { query: "en", cookie: "fr", acceptLanguage: "fr" }, "en", "query"],
    ["takes the cookie before the header", { cookie: "en", acceptLanguage: "fr-FR" }, "en", "cookie"],
    ["reads a plain English header", { acceptLanguage: "en-US,en;q=0.9" }, "en", "header"],
    ["falls back from a region to its language (fr-CA)", { acceptLanguage: "fr-CA" }, "fr", "header"],
    ["skips an unsupported language for the next one (de,en;q=0.5)", { acceptLanguage: "de,en;q=0.5" }, "en", "header"],
    ["orders by q-value, not by position", { acceptLanguage: "fr;q=0.3, en;q=0.8" }, "en", "header"],
    ["ignores q=0", { acceptLanguage: "en;q=0, fr;q=0.1" }, "fr", "header"],
    ["matches English from en-GB alone", { acceptLanguage: "en-GB" }, "en", "header"],
    ["ignores junk in ?lang=", { query: "<script>", acceptLanguage: "en" }, "en", "header"],
    ["ignores junk in the cookie", { cookie: "xx-!!", acceptLanguage: "en" }, "en", "header"],
    ["survives a junk header", { acceptLanguage: ";;;q=abc,,%%%,*" }, "fr", "default"],
    ["is case-insensitive on ?lang=", { query: "EN" }, "en", "query"],
    ["falls back to French for an unsupported language", { acceptLanguage: "ja-JP,zh;q=0.8" }, "fr", "header"],
  ];
  for (const [name, input, locale, source] of cases) {
    it(name, () => expect(negotiateLocale(input)).toEqual({ locale, source }));
  }

  it("parses q-values and drops invalid tags", () => {
    expect(parseAcceptLanguage("en;q=0.5, fr-CA, not a tag, de;q=2")).toEqual(["fr-CA", "en"]);
  });
});

describe("the catalogue", () => {
  it("falls back to the other language, then to the key (spec §4)", () => {
    const missing: string[] = [];
    const t = createTranslator(
      "en",
      { fr: { "only.fr": "Seulement en français", both: "Les deux" }, en: { both: "Both" } },
      (key) => missing.push(key),
    ).t as (key: string) => string;
    expect(t("both")).toBe("Both");
    expect(t("only.fr")).toBe("Seulement en français");
    expect(t("nowhere.at.all")).toBe("nowhere.at.all");
    expect(missing).toEqual(["only.fr", "nowhere.at.all"]);
  });

  it("formats ICU placeholders", () => {
    expect(createTranslator("fr").t("footer.copyright", { brand: "Ludora", year: 2025 })).toBe(
      "© 2025 Ludora. Tous droits réservés.",
    );
  });
});

describe("language over HTTP", () => {
  it("renders French by default, with <html lang> and Content-Language", async () => {
    const res = await get("/");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Language")).toBe("fr");
    expect(await res.text()).toContain('<html lang="fr"');
  });

  it("renders English for an English browser and says it varies", async () => {
    const res = await get("/qui-sommes-nous", { "Accept-Language": "en-GB,en;q=0.9" });
    expect(res.headers.get("Content-Language")).toBe("en");
    expect(res.headers.get("Vary")).toContain("Accept-Language");
    expect(res.headers.get("Vary")).toContain("Cookie");
    expect(await res.text()).toContain('<html lang="en"');
  });

  it("?lang= renders that language and remembers it for a year", async () => {
    const res = await get("/contact?lang=en", { "Accept-Language": "fr" });
    expect(res.headers.get("Content-Language")).toBe("en");
    const cookie = res.headers.get("Set-Cookie") ?? "";
    expect(cookie).toMatch(/^lang=en;/);
    expect(cookie).toContain("Max-Age=31536000");
    expect(cookie).toContain("Path=/");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toContain("Secure");
    expect(res.headers.get("Vary") ?? "").not.toContain("Cookie");
  });

  it("the cookie beats the browser language", async () => {
    const res = await get("/", { Cookie: "lang=en", "Accept-Language": "fr-FR" });
    expect(res.headers.get("Content-Language")).toBe("en");
  });

  it("junk everywhere still answers a French page", async () => {
    const res = await get("/?lang=%00%FF", { Cookie: "lang=\u0001; ===; lang", "Accept-Language": "\u00ff;q=x,,,;" });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Language")).toBe("fr");
  });

  it("links both languages and x-default, and a canonical URL", async () => {
    const html = await (await get("/advergaming?lang=en")).text();
    expect(html).toContain('<link rel="canonical" href="https://www.ludora.example/advergaming?lang=en"/>');
    expect(html).toMatch(/rel="alternate" hrefLang="fr" href="https:\/\/www\.ludora\.example\/advergaming\?lang=fr"/);
    expect(html).toMatch(/rel="alternate" hrefLang="en" href="https:\/\/www\.ludora\.example\/advergaming\?lang=en"/);
    expect(html).toMatch(/rel="alternate" hrefLang="x-default" href="https:\/\/www\.ludora\.example\/advergaming"/);
  });

  it("a negotiated page is its own canonical (the x-default address), never another hreflang location", async () => {
    const html = await (await get("/advergaming", { "Accept-Language": "en" })).text();
    expect(html).toContain('<link rel="canonical" href="https://www.ludora.example/advergaming"/>');
    expect(html).toContain('<meta property="og:url" content="https://www.ludora.example/advergaming"/>');
  });

  it("the toggle is a plain link to the other language", async () => {
    const html = await (await get("/careers?lang=fr")).text();
    expect(html).toMatch(/<a class="lang-toggle" href="\/careers\?lang=en"/);
  });
});
