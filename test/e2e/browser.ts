// Debian's Chromium driven by playwright-core (no browser download): its headless shell, the same Blink and V8
// as /usr/bin/chromium without the browser's own interface, about a third of the CPU a page costs (decision 036).
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from "playwright-core";
import { afterAll, beforeAll, expect, inject, onTestFailed } from "vitest";
import { projects } from "../../src/content/site-content";

export const baseURL = (): string => inject("baseURL");

/**
 * The projects the journeys open, named from the content as it is today, never by a title of today's: the first
 * of the lists (the home carousel's first card) and the first with a gallery to browse (decision 100).
 */
export const firstProject = { slug: projects[0]!.slug, title: projects[0]!.title.en };
const withGallery = projects.find((project) => project.images.length >= 3)!;
export const galleryProject = {
  slug: withGallery.slug,
  title: withGallery.title.en,
  images: withGallery.images.length,
};
export const webAnalyticsToken = (): string => inject("webAnalyticsToken");

/**
 * One Chromium for a spec file: launched before its first test and closed after its last.
 * Call at the top of the file; the returned function hands the browser to the tests.
 */
export function sharedBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await chromium.launch({ ...chromiumShell, headless: true });
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error("sharedBrowser(): the browser is only there while the file's tests run");
    return browser;
  };
}

/** Debian's Chromium headless shell (package `chromium-headless-shell`), as every Chromium test runs it. */
export const chromiumShell = {
  executablePath: process.env.CHROMIUM_SHELL_PATH ?? "/usr/lib/chromium/chromium-headless-shell",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    "--disable-dev-shm-usage",
  ],
};

export const phone: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
};
export const tablet: BrowserContextOptions = { viewport: { width: 820, height: 1180 } };
export const desktop: BrowserContextOptions = { viewport: { width: 1366, height: 900 } };

/**
 * A new page that records console errors and failed requests, so a test can insist on none. It also keeps a
 * log of everything the page said, each load, and every request that failed or was refused; if the test
 * fails, the log is printed with it, to tell a slow page from a broken one.
 */
export async function openPage(context: BrowserContext): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors: string[] = [];
  const log: string[] = [];
  const started = Date.now();
  const note = (line: string) => log.push(`${Date.now() - started} ms ${line}`);
  onTestFailed(() => console.log(`What the page said (now at ${page.url()}):\n${log.join("\n")}`));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
    note(`console.${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => {
    errors.push(String(error));
    note(`uncaught: ${String(error)}`);
  });
  page.on("requestfailed", (request) => note(`request failed: ${request.url()} (${request.failure()?.errorText})`));
  page.on("response", (response) => {
    if (response.status() >= 400) note(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  page.on("load", () => note(`load ${page.url()}`));
  return { page, errors };
}

/** Scrolls an island into view and waits until it has woken (hydrated: `data-hydrated`, set by client/hydrate.ts). */
export async function wokenIsland(page: Page, name: string, index = 0) {
  const island = page.locator(`[data-island="${name}"]`).nth(index);
  await island.scrollIntoViewIfNeeded();
  await expect
    .poll(() => island.getAttribute("data-hydrated"), { timeout: 15_000, message: `island ${name} woke` })
    .toBe("");
  return island;
}

/** Pre-accepts cookies in localStorage, so the consent banner does not cover what a test looks at. */
export async function withConsent(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    localStorage.setItem("cookie-preferences", JSON.stringify({ necessary: true, analytics: false, marketing: false }));
    localStorage.setItem("cookie-consent-date", new Date().toISOString());
    localStorage.setItem("cookie-consent-version", "2"); // CONSENT_VERSION in client/consent.ts
  });
}
