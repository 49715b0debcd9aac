import { describe, expect, it } from "vitest";
import { brand, telUrl } from "../../../src/brand";
import { send } from "../fixtures/requests";

describe("the contact page", () => {
  it("offers the phone number and the address as links a phone can follow, in both languages", async () => {
    for (const [lang, shown] of [
      ["fr", brand.phoneDisplay],
      ["en", brand.phone],
    ] as const) {
      const html = await (await send(`/contact?lang=${lang}`)).text();
      expect(html, lang).toContain(`<a href="${telUrl(brand.phone)}">${shown}</a>`);
      expect(html, lang).toContain(`<a href="mailto:${brand.email}">${brand.email}</a>`);
    }
    expect(telUrl("+33 1 99 00 12 34")).toBe("tel:+33199001234");
  });

  it("writes the number as its readers dial it on every page: nationally in French, from abroad in English", async () => {
    for (const [lang, shown, other] of [
      ["fr", brand.phoneDisplay, brand.phone],
      ["en", brand.phone, brand.phoneDisplay],
    ] as const) {
      // The home page's contact section and the footer of every page.
      const html = await (await send(`/?lang=${lang}`)).text();
      const tel = telUrl(brand.phone).replace("+", "\\+");
      const links = [...html.matchAll(new RegExp(`<a href="${tel}"[^>]*>([^<]+)</a>`, "g"))].map((m) => m[1]);
      expect(links.length, lang).toBeGreaterThanOrEqual(2);
      expect(
        links.filter((text) => text !== shown),
        lang,
      ).toEqual([]);
      expect(html, lang).not.toContain(`>${other}<`);
    }
  });
});

describe("card links", () => {
  it("name the card they lead to, for screen readers, punctuated the language's way", async () => {
    const fr = await (await send("/notre-expertise?lang=fr")).text();
    expect(fr).toContain(`<span class="sr-only">\u00a0: Gamification digitale</span>`);
    const en = await (await send("/notre-expertise?lang=en")).text();
    expect(en).toMatch(/<span class="sr-only">: Digital gamification<\/span>/);
  });
});
