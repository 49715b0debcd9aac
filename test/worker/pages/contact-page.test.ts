import { describe, expect, it } from "vitest";
import { brand, telUrl } from "../../../src/brand";
import { send } from "../fixtures/requests";

describe("the phone number and the address", () => {
  it("are links a phone can follow, the number written as its readers dial it: nationally in French, from abroad in English", async () => {
    for (const [lang, shown, other] of [
      ["fr", brand.phoneDisplay, brand.phone],
      ["en", brand.phone, brand.phoneDisplay],
    ] as const) {
      // The contact page, and the home page's contact section and the footer of every page.
      for (const path of ["/contact", "/"]) {
        const html = await (await send(`${path}?lang=${lang}`)).text();
        const tel = telUrl(brand.phone).replace("+", "\\+");
        const links = [...html.matchAll(new RegExp(`<a href="${tel}"[^>]*>([^<]+)</a>`, "g"))].map((m) => m[1]);
        expect(links.length, `${path} ${lang}`).toBeGreaterThanOrEqual(2);
        expect(
          links.filter((text) => text !== shown),
          `${path} ${lang}`,
        ).toEqual([]);
        expect(html, `${path} ${lang}`).not.toContain(`>${other}<`);
        expect(html, `${path} ${lang}`).toContain(`<a href="mailto:${brand.email}">${brand.email}</a>`);
      }
    }
    expect(telUrl("+33 1 99 00 12 34")).toBe("tel:+33199001234");
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
