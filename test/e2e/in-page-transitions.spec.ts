// In-page transitions with no round trip (decision 082): a project card, in the home carousel as in a grid that
// sleeps until then, opens its dialog with its whole detail, fetched as the island wakes, on a slow network and with
// the network cut; and without JavaScript, an in-page link chosen in the phone menu leaves the menu closed over
// its section.
import type { BrowserContext, Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseURL, firstProject, openPage, phone, sharedBrowser, withConsent, wokenIsland } from "./browser";

const browser = sharedBrowser();

/** A phone at 412 px that already chose cookies. */
async function phoneContext(): Promise<BrowserContext> {
  const context = await browser().newContext({ ...phone, viewport: { width: 412, height: 860 } });
  await withConsent(context);
  return context;
}

/** A slow phone network from here on: 400 ms of latency, about 400 kbit/s down (Chromium's own throttling). */
async function slowNetwork(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 400,
    downloadThroughput: 50_000,
    uploadThroughput: 25_000,
  });
}

/**
 * From here on, the page notes what the project dialog holds in the first frame it is open (its heading and its
 * sections' headings) and in which frame (a count of animation frames) the tap came and the dialog opened; and
 * whether anything else than the detail (a status line) ever shows in it.
 */
async function watchDialog(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen = { other: false, openedWith: "", sections: [] as string[], pressFrame: -1, openFrame: -1 };
    let frame = 0;
    const count = () => {
      frame += 1;
      requestAnimationFrame(count);
    };
    requestAnimationFrame(count);
    Object.assign(window, { dialogSeen: seen });
    // The tap as the page first hears it (before an asleep island holds it to wake up).
    document.addEventListener("click", () => (seen.pressFrame = seen.pressFrame < 0 ? frame : seen.pressFrame), {
      capture: true,
    });
    new MutationObserver(() => {
      const dialog = document.querySelector("dialog.project-dialog[open]");
      if (!dialog) return;
      if (dialog.querySelector('[role="status"]') || !dialog.querySelector("h2")) seen.other = true;
      if (seen.openedWith) return;
      seen.openedWith = dialog.querySelector("h2")?.textContent ?? "(no heading)";
      seen.sections = [...dialog.querySelectorAll(".project-section h3")].map((h) => h.textContent ?? "");
      seen.openFrame = frame;
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
}

const dialogSeen = (page: Page) =>
  page.evaluate(
    () =>
      (
        window as unknown as {
          dialogSeen: { other: boolean; openedWith: string; sections: string[]; pressFrame: number; openFrame: number };
        }
      ).dialogSeen,
  );

/** The card's project title, as its link reads. */
const titleOf = async (card: Locator) => ((await card.textContent()) ?? "").trim();

/** Taps the card in one move; the dialog opens on that project with its title and sections in its first frame. */
async function tapOpens(page: Page, card: Locator): Promise<{ pressFrame: number; openFrame: number }> {
  const title = await titleOf(card);
  await watchDialog(page);
  await card.tap();
  await page.getByRole("dialog", { name: title }).waitFor();
  const seen = await dialogSeen(page);
  expect(seen).toMatchObject({ other: false, openedWith: title });
  expect(seen.sections.length).toBeGreaterThan(0);
  return seen;
}

describe("a project card on a phone opens its detail, which came with the island's code", () => {
  it("home carousel, slow network: a tap opens the detail in the frame of the tap, never a loading line", async () => {
    const context = await phoneContext();
    const { page, errors } = await openPage(context);
    await slowNetwork(context, page);
    await page.goto(`${baseURL()}/?lang=en`);
    await wokenIsland(page, "project-browser");
    const card = page.locator("#projects").getByRole("link", { name: firstProject.title, exact: true });
    const seen = await tapOpens(page, card);
    expect(seen.openFrame).toBe(seen.pressFrame);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("portfolio grid asleep, slow network: a tap wakes it and opens the detail; with the network cut, another card opens", async () => {
    const context = await phoneContext();
    const { page } = await openPage(context);
    await slowNetwork(context, page);
    await page.goto(`${baseURL()}/nos-realisations?lang=fr`);
    const island = page.locator('[data-island="project-browser"]');
    expect(await island.getAttribute("data-when")).toBe("interaction");
    const cards = island.locator(".project-card a.stretched-link");
    // Read and scrolled to, the grid loads nothing until a finger comes down on a card: one move wakes and opens.
    await cards.first().scrollIntoViewIfNeeded();
    expect(await island.getAttribute("data-hydrated")).toBeNull();
    await tapOpens(page, cards.first());
    await page.keyboard.press("Escape");
    await expect.poll(() => page.locator("dialog.project-dialog[open]").count()).toBe(0);
    // The network is cut: a card never tapped before opens its detail all the same.
    await context.setOffline(true);
    const other = cards.nth(1);
    await other.scrollIntoViewIfNeeded();
    const seen = await tapOpens(page, other);
    expect(seen.openFrame).toBe(seen.pressFrame);
    await context.close();
  });
});

/**
 * The page's scroll position once its smooth scroll to `selector` has come within a pixel of its end: the element's
 * top where the page's scroll padding and its own scroll margin put it, or the page at its end. Two reads alike
 * are not an end: on a busy machine a smooth scroll misses frames and stands still for a read.
 */
async function scrolledTo(page: Page, selector: string): Promise<number> {
  const where = () =>
    page.evaluate((selector) => {
      const el = document.querySelector(selector)!;
      const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
      const margin = parseFloat(getComputedStyle(el).scrollMarginTop) || 0;
      const top = el.getBoundingClientRect().top;
      const atEnd = scrollY >= document.documentElement.scrollHeight - innerHeight - 1;
      return Math.abs(top - padding - margin) < 1 || atEnd ? "arrived" : `${top} px from the window's top`;
    }, selector);
  await expect.poll(where).toBe("arrived");
  return page.evaluate(() => window.scrollY);
}

describe("the phone menu without JavaScript", () => {
  it("an in-page link leaves the menu closed over its section, and the menu opens again", async () => {
    const context = await browser().newContext({
      viewport: { width: 412, height: 860 },
      isMobile: true,
      hasTouch: true,
      javaScriptEnabled: false,
    });
    const { page } = await openPage(context);
    // French by its cookie, so the menu's "/#projects" is this very page.
    await page.goto(`${baseURL()}/?lang=fr`);
    await page.goto(`${baseURL()}/`);
    const menu = page.locator("#mobile-menu");
    // A finger on the hamburger where it is (the locator's own tap would first scroll the sticky header "into view").
    const toggle = async () => {
      const box = await page.getByRole("button", { name: "Menu" }).boundingBox();
      if (!box) throw new Error("no hamburger shown");
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    };
    const open = toggle;
    await open();
    await expect.poll(() => menu.isVisible()).toBe(true);
    await menu.getByRole("link", { name: "Projets" }).tap();
    await expect.poll(() => menu.isVisible()).toBe(false);
    await expect.poll(() => page.evaluate(() => location.href)).toBe(`${baseURL()}/#projects`);
    expect(await page.evaluate(() => performance.getEntriesByType("navigation").length)).toBe(1);
    // The section is in view, under the header, with nothing over it.
    const heading = page.locator("#projects h2").first();
    // The page scrolls there smoothly: the heading ends in view, under the header, with nothing over it.
    const whereHeading = () =>
      heading.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const hit = document.elementFromPoint(box.x + 4, box.y + box.height / 2);
        const shown = Boolean(hit && (el === hit || el.contains(hit)));
        return box.top >= 80 && box.bottom <= innerHeight && shown ? "in view, uncovered" : `at ${box.top}`;
      });
    await expect.poll(whereHeading).toBe("in view, uncovered");
    // And the menu still opens, then closes on its button where the page is: within the last pixel of the scroll
    // that brought the section (a menu that moved the page would move it by a screen).
    const before = await scrolledTo(page, "#projects");
    const position = () => page.evaluate(() => window.scrollY);
    await open();
    await expect.poll(() => menu.isVisible()).toBe(true);
    const opened = await position();
    expect(Math.abs(opened - before)).toBeLessThanOrEqual(1);
    await toggle();
    await expect.poll(() => menu.isVisible()).toBe(false);
    expect(Math.abs((await position()) - opened)).toBeLessThanOrEqual(1);
    await context.close();
  });
});
