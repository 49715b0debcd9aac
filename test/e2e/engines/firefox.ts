// Firefox: Debian's ESR, driven over WebDriver BiDi by puppeteer-core (decision 036). It cannot emulate a
// viewport: the window is sized at launch (never narrower than 450 CSS px, still the phone layout), one
// browser per size.
import puppeteer, { type BrowserContext } from "puppeteer-core";
import { TEST_CLIENT_COOKIE } from "../../../src/security/rate-limit";
import { baseURL } from "../browser";
import type { EngineDriver, LaunchOptions } from "./driver";
import { scriptedSession } from "./page-script";

const FIREFOX = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";

export async function launch({ width, height, javaScript }: LaunchOptions): Promise<EngineDriver> {
  const browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: FIREFOX,
    headless: true,
    defaultViewport: null,
    args: [`--width=${width}`, `--height=${height}`],
    extraPrefsFirefox: javaScript ? {} : { "javascript.enabled": false },
  });
  let context: BrowserContext | undefined;
  return {
    async fresh(testClient) {
      await context?.close();
      context = await browser.createBrowserContext();
      const { hostname } = new URL(baseURL());
      await context.setCookie({ name: TEST_CLIENT_COOKIE, value: testClient, domain: hostname, path: "/" });
      return scriptedSession(await context.newPage(), null);
    },
    close: () => browser.close(),
  };
}
