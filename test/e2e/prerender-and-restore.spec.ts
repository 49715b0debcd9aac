// Instant navigation (decision 082): a page Chromium prerenders does nothing a visitor has not seen until it
// is shown. Chromium does not prerender under Playwright (as here), so these tests give the page the
// platform's contract itself: `document.prerendering` is true until the test shows the page, which then
// fires `prerenderingchange`, as an activation does; and a restored page is told so by `pageshow` with
// `persisted`. A real prerender shows in Chrome's DevTools (Application → Speculative loads; README).
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseURL, openPage, phone, sharedBrowser, wokenIsland } from "./browser";

const browser = sharedBrowser();

/** The careers widget's URL in the local configuration (wrangler.toml): never fetched from the network here. */
const WIDGET = "https://jobs.ludora.example/widget/v1/offers.js";
const BEACON = "https://static.cloudflareinsights.com/beacon.min.js";

/** A context whose pages believe they are prerendered until `show(page)`, and what is in storage at first. */
async function prerenderedContext(storage: { local?: Record<string, string>; session?: Record<string, string> }) {
  const context = await browser().newContext(phone);
  await context.addInitScript(
    ({ local, session }) => {
      let prerendering = true;
      Object.defineProperty(Document.prototype, "prerendering", { configurable: true, get: () => prerendering });
      Object.assign(window, {
        showPrerendered() {
          prerendering = false;
          document.dispatchEvent(new Event("prerenderingchange"));
        },
      });
      for (const [key, value] of Object.entries(local ?? {})) localStorage.setItem(key, value);
      for (const [key, value] of Object.entries(session ?? {})) sessionStorage.setItem(key, value);
    },
    { local: storage.local ?? {}, session: storage.session ?? {} },
  );
  await context.route(BEACON, (route) => route.fulfill({ contentType: "text/javascript", body: "" }));
  await context.route(WIDGET, (route) => route.fulfill({ contentType: "text/javascript", body: "" }));
  return context;
}

/** Opens a path and waits for the entry script to have run (it marks the document `js` first, then starts all). */
async function openPrerendered(context: BrowserContext, path: string): Promise<{ page: Page; errors: string[] }> {
  const opened = await openPage(context);
  await opened.page.goto(`${baseURL()}${path}`);
  await expect.poll(() => opened.page.evaluate(() => document.documentElement.classList.contains("js"))).toBe(true);
  expect(await opened.page.evaluate(() => (document as Document & { prerendering?: boolean }).prerendering)).toBe(true);
  return opened;
}

const show = (page: Page) => page.evaluate(() => (window as unknown as { showPrerendered(): void }).showPrerendered());

const consent = (analytics: boolean, version = "2") => ({
  "cookie-preferences": JSON.stringify({ necessary: true, analytics, marketing: false }),
  "cookie-consent-date": new Date().toISOString(),
  "cookie-consent-version": version,
});

const storedKeys = (page: Page, storage: "localStorage" | "sessionStorage") =>
  page.evaluate((name) => Object.keys(window[name]).sort(), storage);

describe("a prerendered page waits until it is shown", () => {
  it("home: no analytics beacon and no counting before it is shown; both once it is", async () => {
    const context = await prerenderedContext({ local: consent(true) });
    const { page, errors } = await openPrerendered(context, "/?lang=fr");
    const beacons = () => page.locator("script[data-cf-beacon]").count();
    const counting = () => page.locator(".counter-number.is-counting").count();
    expect(await beacons()).toBe(0);
    expect(await counting()).toBe(0);
    await show(page);
    await expect.poll(beacons).toBe(1);
    await expect.poll(counting).toBe(3);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a choice made under an older cookie policy stays stored until the page is shown, then the banner asks", async () => {
    const context = await prerenderedContext({ local: consent(false, "1") });
    const { page } = await openPrerendered(context, "/qui-sommes-nous?lang=fr");
    // The banner is drawn as it will show, but nothing is forgotten yet.
    await expect.poll(() => page.locator("[data-consent-banner]").isVisible()).toBe(true);
    expect(await storedKeys(page, "localStorage")).toEqual([
      "cookie-consent-date",
      "cookie-consent-version",
      "cookie-preferences",
    ]);
    await show(page);
    await expect.poll(() => storedKeys(page, "localStorage")).toEqual([]);
    expect(await page.locator("[data-consent-banner]").isVisible()).toBe(true);
    await context.close();
  });

  it("careers: the job board's script is added only once the page is shown", async () => {
    const context = await prerenderedContext({ local: consent(false) });
    const { page } = await openPrerendered(context, "/careers?lang=fr");
    const widgetScripts = () => page.locator("script[data-careers-widget-script]").count();
    expect(await widgetScripts()).toBe(0);
    await show(page);
    await expect.poll(widgetScripts).toBe(1);
    await context.close();
  });

  // The place a language switch keeps is for the page the switch opens, which is never prerendered (its
  // `?lang=` links are not in the rules): a prerendered page leaves it, and session storage, alone.
  it("contact: the draft stays in storage until the page is shown; the place kept by a language switch stays for its page", async () => {
    const draft = JSON.stringify({ path: "/contact", values: { firstName: "Inès" } });
    const place = JSON.stringify({ path: "/contact", anchor: 0, top: 120, at: Date.now() });
    const context = await prerenderedContext({
      local: consent(false),
      session: { "contact-draft": draft, "language-switch-place": place },
    });
    const { page, errors } = await openPrerendered(context, "/contact?lang=fr");
    await wokenIsland(page, "contact-form");
    const firstName = page.locator('#contact-form [name="firstName"]');
    expect(await firstName.inputValue()).toBe("");
    expect(await storedKeys(page, "sessionStorage")).toEqual(["contact-draft", "language-switch-place"]);
    await show(page);
    await expect.poll(() => firstName.inputValue()).toBe("Inès");
    expect(await storedKeys(page, "sessionStorage")).toEqual(["language-switch-place"]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("a page restored from the back/forward cache", () => {
  // Chromium under Playwright never restores from the cache: here the page is told so as the platform tells it, by
  // `pageshow` with `persisted`. Its menu closed and focus kept in the page on a real restore are journeys of
  // Firefox and WebKit (engines.spec.ts).
  it("comes back with the consent choice made meanwhile", async () => {
    const context = await browser().newContext(phone);
    const { page, errors } = await openPage(context);
    await page.goto(`${baseURL()}/qui-sommes-nous?lang=fr`);
    const banner = page.locator("[data-consent-banner]");
    await expect.poll(() => banner.isVisible()).toBe(true);
    // Meanwhile, in another page of the site, the visitor refused cookies (no `storage` event reaches a
    // page in the cache).
    await page.evaluate((stored) => {
      for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
      window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true }));
    }, consent(false));
    await expect.poll(() => banner.isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });
});
