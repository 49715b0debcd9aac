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
  it("opens, closes, and closes when a link is chosen", async () => {
    const context = await browser().newContext({ ...phone, locale: "en-GB" });
    const { page, errors } = await openPage(context);
    await page.goto(`${baseURL()}/qui-sommes-nous?lang=en`);
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect.poll(() => page.locator("[data-island=mobile-menu][data-hydrated]").count()).toBe(1);
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    // The desktop bar is replaced by the hamburger on a phone.
    expect(await page.locator(".nav-desktop").isVisible()).toBe(false);
    await toggle.click();
    const close = page.getByRole("button", { name: "Close menu" });
    expect(await close.getAttribute("aria-expanded")).toBe("true");
    const menu = page.locator(".mobile-menu");
    expect(await menu.isVisible()).toBe(true);
    await close.click();
    expect(await menu.isVisible()).toBe(false);
    await toggle.click();
    await page.keyboard.press("Escape");
    expect(await menu.isVisible()).toBe(false);
    await toggle.click();
    await menu.getByRole("link", { name: "Team" }).click();
    await page.waitForURL(/#team$/);
    expect(await menu.isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("without JavaScript", () => {
  it("pages read fully and the navigation still works", async () => {
    const context = await browser().newContext({ ...phone, javaScriptEnabled: false });
    const { page } = await openPage(context);
    await page.goto(`${baseURL()}/qui-sommes-nous?lang=fr`);
    expect(await page.locator("h1").isVisible()).toBe(true);
    // No hamburger without scripts: the links show in the bar instead.
    const nav = page.getByRole("navigation", { name: "Navigation principale" }).first();
    expect(await nav.isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: "English version" }).first().isVisible()).toBe(true);
    // Nothing is left hidden by the scroll reveal.
    await page.locator("footer").scrollIntoViewIfNeeded();
    const hidden = await page
      .locator("[data-reveal]")
      .evaluateAll((els) => els.filter((el) => getComputedStyle(el).opacity !== "1").length);
    expect(hidden).toBe(0);
    await context.close();
  });
});
