// In-page transitions with no round trip (decision 082): a project card, in the home carousel as in a grid
// that sleeps until then, opens its dialog with its content in the same frame as the press once the visitor
// has shown intent, whatever the network; and without
// JavaScript, an in-page link chosen in the phone menu leaves the menu closed over its section.
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseURL, desktop, firstProject, openPage, sharedBrowser, withConsent, wokenIsland } from "./browser";

const browser = sharedBrowser();

/** How long the slowed network takes to answer the project API: far longer than a press. */
const SLOW_API_MS = 1500;

/** A context whose project API answers only after SLOW_API_MS; `answered` lists what it has answered. */
async function slowApiContext() {
  const context = await browser().newContext(desktop);
  await withConsent(context);
  const answered: string[] = [];
  await context.route("**/api/projects/**", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, SLOW_API_MS)); // the slowed network, not a wait of the test's
    await route.continue();
    answered.push(new URL(route.request().url()).pathname);
  });
  return { context, answered };
}

/**
 * From here on, the page notes whether a loading line ever shows, what the dialog holds when it opens, and in
 * which frame (a count of animation frames) the press came and the dialog opened.
 */
async function watchDialog(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen = { loading: false, openedWith: "", pressFrame: -1, openFrame: -1 };
    let frame = 0;
    const count = () => {
      frame += 1;
      requestAnimationFrame(count);
    };
    requestAnimationFrame(count);
    Object.assign(window, { dialogSeen: seen });
    // The press as the page first hears it (before an asleep island holds it to wake up).
    document.addEventListener("click", () => (seen.pressFrame = seen.pressFrame < 0 ? frame : seen.pressFrame), {
      capture: true,
    });
    new MutationObserver(() => {
      if (document.querySelector("dialog.project-dialog[open] .project-dialog-status")) seen.loading = true;
      const dialog = document.querySelector("dialog.project-dialog[open]");
      if (dialog && !seen.openedWith) {
        seen.openedWith = dialog.querySelector("h2")?.textContent ?? "(no heading)";
        seen.openFrame = frame;
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
}

const dialogSeen = (page: Page) =>
  page.evaluate(
    () =>
      (
        window as unknown as {
          dialogSeen: { loading: boolean; openedWith: string; pressFrame: number; openFrame: number };
        }
      ).dialogSeen,
  );

/**
 * Whether the page holds the first project's detail: asked of the page's own module
 * (client/components/project-details.ts), the one the dialog reads, not of the network. A response on its way
 * or being read is not yet at hand, however the machine's load delays it.
 */
const detailAtHand = (page: Page): Promise<boolean> =>
  // A string, not a function: the test runner rewrites `import()` in the test's own code.
  page.evaluate(`(async (slug) => {
    const url = performance.getEntriesByType("resource").map((entry) => entry.name)
      .find((name) => /\\/project-details-\\w+\\.js$/.test(name));
    if (!url) return false;
    const { projectDetailAtHand } = await import(url);
    return projectDetailAtHand(slug, document.documentElement.lang) !== undefined;
  })(${JSON.stringify(firstProject.slug)})`);

/**
 * Once intent has brought the first project's detail to the page, a press on its card opens the dialog with that
 * detail, in the frame of the press, and fetches nothing more.
 */
async function opensInThePressFrame(page: Page, card: Locator, answered: string[]): Promise<void> {
  await expect.poll(() => detailAtHand(page)).toBe(true);
  await card.click();
  const dialog = page.getByRole("dialog", { name: firstProject.title });
  await dialog.waitFor();
  expect(await dialog.getByRole("heading", { name: "Objective" }).isVisible()).toBe(true);
  const seen = await dialogSeen(page);
  expect(seen).toMatchObject({ loading: false, openedWith: firstProject.title });
  expect(seen.openFrame).toBe(seen.pressFrame);
  expect(answered).toEqual([`/api/projects/${firstProject.slug}`]);
}

describe("the project dialog on a warm page", () => {
  it("home carousel: opens with the project's title and sections in the same frame as the press, never 'Loading', on a slow network", async () => {
    const { context, answered } = await slowApiContext();
    const { page, errors } = await openPage(context);
    await page.goto(`${baseURL()}/?lang=en`);
    await wokenIsland(page, "project-browser");
    await watchDialog(page);
    const card = page.locator("#projects").getByRole("link", { name: firstProject.title, exact: true });
    // Intent: the pointer rests on the card while the visitor reads it.
    await card.hover();
    await opensInThePressFrame(page, card, answered);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("portfolio grid: its island asleep until intent, the card opens the same way, in the same frame, never 'Loading'", async () => {
    const { context, answered } = await slowApiContext();
    const { page, errors } = await openPage(context);
    await page.goto(`${baseURL()}/nos-realisations?lang=en`);
    const island = page.locator('[data-island="project-browser"]');
    expect(await island.getAttribute("data-when")).toBe("interaction");
    const card = island.getByRole("link", { name: firstProject.title, exact: true });
    await card.scrollIntoViewIfNeeded();
    // Read and scrolled to, the grid loads nothing: no React, no detail.
    expect(await island.getAttribute("data-hydrated")).toBeNull();
    expect(answered).toEqual([]);
    await watchDialog(page);
    // Intent: the pointer rests on the card; its island wakes and its detail comes, however slow the network.
    await card.hover();
    await expect.poll(() => island.getAttribute("data-hydrated"), { timeout: 15_000 }).toBe("");
    await opensInThePressFrame(page, card, answered);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("portfolio grid: a press with no intent before it wakes the island and opens the project after its loading line", async () => {
    const { context, answered } = await slowApiContext();
    const { page, errors } = await openPage(context);
    await page.goto(`${baseURL()}/nos-realisations?lang=en`);
    await watchDialog(page);
    // A click made by script: no pointer over the card and no focus on it first, the cold path.
    await page.evaluate(
      (href) => document.querySelector<HTMLAnchorElement>(`[data-island="project-browser"] a[href="${href}"]`)?.click(),
      `/project/${firstProject.slug}`,
    );
    const dialog = page.getByRole("dialog", { name: firstProject.title });
    await dialog.waitFor({ timeout: SLOW_API_MS * 6 });
    expect(await dialog.getByRole("heading", { name: "Objective" }).isVisible()).toBe(true);
    expect((await dialogSeen(page)).loading).toBe(true);
    expect(answered).toEqual([`/api/projects/${firstProject.slug}`]);
    expect(errors).toEqual([]);
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
