// Debian's Chromium driven by playwright-core (no browser download: /usr/bin/chromium).
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";

export const baseURL = (): string => inject("baseURL");
export const webAnalyticsToken = (): string => inject("webAnalyticsToken");

/**
 * One Chromium for a spec file: launched before its first test and closed after its last.
 * Call at the top of the file; the returned function hands the browser to the tests.
 */
export function sharedBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error("sharedBrowser(): the browser is only there while the file's tests run");
    return browser;
  };
}

function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
      "--disable-dev-shm-usage",
    ],
  });
}

export const phone: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
};
export const tablet: BrowserContextOptions = { viewport: { width: 820, height: 1180 } };
export const desktop: BrowserContextOptions = { viewport: { width: 1366, height: 900 } };

/** A new page that records console errors and failed requests, so a test can insist on none. */
export async function openPage(context: BrowserContext): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(String(error)));
  return { page, errors };
}

/** Pre-accepts cookies in localStorage, so the consent banner does not cover what a test looks at. */
export async function withConsent(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    localStorage.setItem("cookie-preferences", JSON.stringify({ necessary: true, analytics: false, marketing: false }));
    localStorage.setItem("cookie-consent-date", new Date().toISOString());
    localStorage.setItem("cookie-consent-version", "2"); // CONSENT_VERSION in client/consent-types.ts
  });
}
