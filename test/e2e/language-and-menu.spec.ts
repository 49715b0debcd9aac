import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { freshIp } from "../fixtures/addresses";
import { baseURL, desktop, openPage, phone, sharedBrowser, withConsent, wokenIsland } from "./browser";

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

/**
 * A finger on the element where it is now: Playwright's own tap first scrolls the element "into view", which
 * moves the page under a sticky header and would spoil a test about where the page is.
 */
async function touch(page: Page, target: Locator): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error("not shown");
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

async function switchLanguageFromTheMenu(page: Page, name: string): Promise<void> {
  await touch(page, page.getByRole("button", { name: "Menu" }));
  const link = page.locator("#mobile-menu").getByRole("link", { name });
  await link.waitFor();
  await touch(page, link);
}

describe("the language switch keeps the visitor's place", () => {
  it("on a long page, the section being read stays in view in the other language", async () => {
    const context = await browser().newContext({ ...phone, locale: "fr-FR" });
    await withConsent(context);
    const { page, errors } = await openPage(context);
    await page.goto(`${baseURL()}/qui-sommes-nous?lang=fr`);
    const headings = page.locator("main h2");
    expect(await headings.count()).toBeGreaterThan(3);
    await headings
      .nth(3)
      .evaluate((el) => window.scrollTo({ top: el.getBoundingClientRect().top + scrollY - 120, behavior: "instant" }));
    expect(await page.evaluate(() => scrollY)).toBeGreaterThan(800);
    // Where the heading settles once the scroll reveal has brought its section in.
    const topOf = () => headings.nth(3).evaluate((el) => el.getBoundingClientRect().top);
    const settled = () => headings.nth(3).evaluate((el) => !el.closest(".reveal-pending, .is-revealed"));
    await expect.poll(settled).toBe(true);
    const before = await topOf();
    await switchLanguageFromTheMenu(page, "English version");
    await page.waitForURL(/lang=en/);
    await page.waitForLoadState("load");
    // The same heading (the fourth), at the same height: the visitor reads on, in English.
    await expect.poll(async () => Math.abs((await topOf()) - before)).toBeLessThan(2);
    expect(await page.getAttribute("html", "lang")).toBe("en");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("on /contact, the form stays in view with what was typed, and once sent nothing is kept", async () => {
    const context = await browser().newContext({
      ...phone,
      locale: "fr-FR",
      extraHTTPHeaders: { "CF-Connecting-IP": freshIp() },
    });
    await withConsent(context);
    const { page, errors } = await openPage(context);
    await page.goto(`${baseURL()}/contact?lang=fr`);
    await wokenIsland(page, "contact-form");
    const form = page.locator("#contact-form");
    await form.locator('[name="firstName"]').fill("Léa");
    await form.locator('[name="message"]').fill("Bonjour, une question sur vos serious games.");
    const formTop = await form.evaluate((el) => el.getBoundingClientRect().top);
    await switchLanguageFromTheMenu(page, "English version");
    await page.waitForURL(/lang=en/);
    await expect.poll(() => page.locator('[data-island="contact-form"]').getAttribute("data-hydrated")).toBe("");
    await expect
      .poll(() => form.evaluate((el, top) => Math.abs(el.getBoundingClientRect().top - top), formTop))
      .toBeLessThan(2);
    await expect.poll(() => form.locator('[name="firstName"]').inputValue()).toBe("Léa");
    expect(await form.locator('[name="message"]').inputValue()).toBe("Bonjour, une question sur vos serious games.");
    // Kept in this tab only, and taken: a reload shows an empty form.
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
    await form.locator('[name="lastName"]').fill("Martin");
    await form.locator('[name="email"]').fill("lea.martin@example.fr");
    await form.locator('[name="subject"]').fill("Serious games");
    await form.getByRole("button", { name: "Send message" }).click();
    await expect.poll(() => page.locator(".toast").textContent(), { timeout: 10_000 }).toContain("Message sent!");
    await switchLanguageFromTheMenu(page, "Version française");
    await page.waitForURL(/lang=fr/);
    await expect.poll(() => page.locator('[data-island="contact-form"]').getAttribute("data-hydrated")).toBe("");
    expect(await form.locator('[name="firstName"]').inputValue()).toBe("");
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("without JavaScript, it is a plain link to the same page in the other language", async () => {
    const context = await browser().newContext({ ...desktop, javaScriptEnabled: false });
    const { page } = await openPage(context);
    await page.goto(`${baseURL()}/contact?lang=fr`);
    expect(await page.locator(".header-actions [data-language-switch]").getAttribute("href")).toBe("/contact?lang=en");
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
    expect(await menu.getByRole("link", { name: "Let’s talk about your project" }).isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(() => menu.isVisible()).toBe(false);
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("false");
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
    // Without scripts the hamburger is a link that opens the menu as the page's target (decision 082).
    await page.getByRole("link", { name: "Menu" }).tap();
    const nav = page.locator("#mobile-menu").getByRole("navigation", { name: "Navigation principale" });
    expect(await nav.getByRole("link", { name: "Équipe" }).isVisible()).toBe(true);
    expect(await page.locator("#mobile-menu").getByRole("link", { name: "English version" }).isVisible()).toBe(true);
    // Its cross closes it.
    await page.getByRole("link", { name: "Menu" }).tap();
    await expect.poll(() => page.locator("#mobile-menu").isVisible()).toBe(false);
    // Nothing is left hidden by the scroll reveal.
    await page.locator("footer").scrollIntoViewIfNeeded();
    const hidden = await page
      .locator("[data-reveal]")
      .evaluateAll((els) => els.filter((el) => getComputedStyle(el).opacity !== "1").length);
    expect(hidden).toBe(0);
    await context.close();
  });
});
