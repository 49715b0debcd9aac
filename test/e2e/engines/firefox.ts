// Firefox: Debian's ESR, driven over WebDriver BiDi by puppeteer-core (decision 036). It cannot emulate a
// viewport: the window is sized at launch (never narrower than 450 CSS px, still the phone layout), one
// browser per size.
import puppeteer, { type BrowserContext, type Page } from "puppeteer-core";
import { TEST_CLIENT_COOKIE } from "../../../src/security/rate-limit";
import { baseURL } from "../browser";
import type { EngineDriver, Key, LaunchOptions, Transport } from "./driver";
import type { Query } from "./in-page";
import { queryExpression } from "./page-script";

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
      return session(await context.newPage());
    },
    close: () => browser.close(),
  };
}

const keys = { Escape: "Escape", Enter: "Enter", Tab: "Tab", Space: " " } as const;

function session(page: Page): Transport {
  const query = <T>(q: Query) => page.evaluate(queryExpression(q)) as Promise<T>;
  return {
    goto: async (url) => {
      await page.goto(url, { waitUntil: "load" });
    },
    query,
    // By coordinates: puppeteer's own click relies on page scripts, which a no-JavaScript window refuses.
    press: async (target) => {
      const [x, y] = await query<[number, number]>({ kind: "aim", target });
      await page.mouse.click(x, y);
    },
    pressAt: (x, y) => page.mouse.click(x, y),
    typeInto: (_target, text) => page.keyboard.type(text),
    key: (key: Key) => page.keyboard.press(keys[key]),
    // The page's own address: puppeteer's record of it can lag a navigation the page made itself.
    url: () => query<string>({ kind: "address" }),
    resize: null,
  };
}
