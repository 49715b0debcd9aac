import { describe, expect, it } from "vitest";
import { baseURL, desktop, openPage, phone, sharedBrowser } from "./browser";

const browser = sharedBrowser();

describe("language toggle", () => {
  it("switches to English and back, and the choice sticks", async () => {
    const context = await browser().newContext({ ...desktop, locale: "fr-FR" });
    const { page, errors } = await openPage(context);
    await page.goto(`${baseURL()}/qui-sommes-nous`);
    expect(await page.getAttribute("html", "lang")).toBe("fr");
    await page.getByRole("link", { name: "English version" }).click();
    await page.waitForURL(/lang=en/);
    expect(await page.getAttribute("html", "lang")).toBe("en");
    // The cookie remembers English on a page visited without ?lang=.
    await page.goto(`${baseURL()}/contact`);
    expect(await page.getAttribute("html", "lang")).toBe("en");
    await page.getByRole("link", { name: "Version française" }).click();
    await page.waitForURL(/lang=fr/);
    expect(await page.getAttribute("html", "lang")).toBe("fr");
    await page.goto(`${baseURL()}/contact`);
    expect(await page.getAttribute("html", "lang")).toBe("fr");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("an English browser gets English on its first visit", async () => {
    const context = await browser().newContext({ ...desktop, locale: "en-US" });
    const { page } = await openPage(context);
    await page.goto(`${baseURL()}/`);
    expect(await page.getAttribute("html", "lang")).toBe("en");
    await context.close();
  });
});

describe("mobile menu", () => {
  it("works from the first paint on a slow network: opens, closes on Escape, on a chosen link and when widened", async () => {
    const context = await browser().newContext({ ...phone, locale: "en-GB" });
    const { page, errors } = await openPage(context);
    // A slow phone network: every chunk after the entry script is held back for the whole test.
    await page.route("**/assets/chunks/**", () => new Promise(() => undefined));
    await page.goto(`${baseURL()}/qui-sommes-nous?lang=en`, { waitUntil: "domcontentloaded" });
    const toggle = page.getByRole("button", { name: "Menu" });
    const menu = page.locator("#mobile-menu");
    // The desktop bar is replaced by the hamburger on a phone.
    expect(await page.locator(".nav-desktop").isVisible()).toBe(false);
    await toggle.tap();
    await expect.poll(() => menu.isVisible()).toBe(true);
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("true");
    expect(await menu.getByRole("link", { name: "English version" }).count()).toBe(0); // already English
    expect(await menu.getByRole("link", { name: "Version française" }).isVisible()).toBe(true);
    expect(await menu.getByRole("link", { name: "Let's talk about your project" }).isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(() => menu.isVisible()).toBe(false);
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await page.evaluate(() => document.activeElement?.className)).toBe("menu-toggle");
    await toggle.tap();
    await menu.getByRole("link", { name: "Team" }).tap();
    await page.waitForURL(/#team$/);
    await expect.poll(() => menu.isVisible()).toBe(false);
    await toggle.tap();
    await expect.poll(() => menu.isVisible()).toBe(true);
    await page.setViewportSize({ width: 1366, height: 900 });
    await expect.poll(() => menu.isVisible()).toBe(false);
    expect(await page.locator(".nav-desktop").isVisible()).toBe(true);
    await page.setViewportSize({ width: 412, height: 860 });
    expect(await menu.isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("without JavaScript", () => {
  it("the narrow header fits, its menu opens on the navigation, and pages read fully", async () => {
    const context = await browser().newContext({
      ...phone,
      viewport: { width: 412, height: 860 },
      javaScriptEnabled: false,
    });
    const { page } = await openPage(context);
    await page.goto(`${baseURL()}/qui-sommes-nous?lang=fr`);
    expect(await page.locator("h1").isVisible()).toBe(true);
    // Nothing of the header spills out of its 80 px or sideways, and the bar's links are not drawn over it.
    const layout = await page.evaluate(() => {
      const header = document.querySelector(".site-header")!.getBoundingClientRect();
      const shown = [...document.querySelectorAll(".site-header *")].filter((el) =>
        (el as HTMLElement).checkVisibility(),
      );
      return {
        height: header.height,
        overflowing: shown.filter((el) => {
          const r = el.getBoundingClientRect();
          return r.bottom > header.bottom + 0.5 || r.right > innerWidth + 0.5;
        }).length,
        scrollsSideways: document.documentElement.scrollWidth > innerWidth,
      };
    });
    expect(layout).toEqual({ height: 80, overflowing: 0, scrollsSideways: false });
    expect(await page.locator(".nav-desktop").isVisible()).toBe(false);
    await page.getByRole("button", { name: "Menu" }).tap();
    const nav = page.locator("#mobile-menu").getByRole("navigation", { name: "Navigation principale" });
    expect(await nav.getByRole("link", { name: "Équipe" }).isVisible()).toBe(true);
    expect(await page.locator("#mobile-menu").getByRole("link", { name: "English version" }).isVisible()).toBe(true);
    // Nothing is left hidden by the scroll reveal.
    await page.keyboard.press("Escape");
    await page.locator("footer").scrollIntoViewIfNeeded();
    const hidden = await page
      .locator("[data-reveal]")
      .evaluateAll((els) => els.filter((el) => getComputedStyle(el).opacity !== "1").length);
    expect(hidden).toBe(0);
    await context.close();
  });
});
