// Chromium: Debian's, driven by playwright-core over the DevTools protocol (decision 036).
import type { BrowserContext, Page } from "playwright-core";
import { TEST_CLIENT_COOKIE } from "../../../src/security/rate-limit";
import { baseURL, launchChromium } from "../browser";
import type { EngineDriver, Key, LaunchOptions, Transport } from "./driver";
import type { Query } from "./in-page";
import { queryExpression } from "./page-script";

export async function launch(options: LaunchOptions): Promise<EngineDriver> {
  const browser = await launchChromium();
  let context: BrowserContext | undefined;
  return {
    async fresh(testClient) {
      await context?.close();
      context = await browser.newContext({
        viewport: { width: options.width, height: options.height },
        javaScriptEnabled: options.javaScript,
      });
      await context.addCookies([{ name: TEST_CLIENT_COOKIE, value: testClient, url: baseURL() }]);
      return session(await context.newPage());
    },
    close: () => browser.close(),
  };
}

function session(page: Page): Transport {
  const query = <T>(q: Query) => page.evaluate(queryExpression(q)) as Promise<T>;
  return {
    goto: async (url) => {
      await page.goto(url, { waitUntil: "load" });
    },
    query,
    press: async (target) => {
      const [x, y] = await query<[number, number]>({ kind: "aim", target });
      await page.mouse.click(x, y);
    },
    pressAt: (x, y) => page.mouse.click(x, y),
    typeInto: (_target, text) => page.keyboard.type(text),
    key: (key: Key) => page.keyboard.press(key === "Space" ? " " : key),
    // The page's own address, once its document has been read (./in-page.ts).
    url: () => query<string>({ kind: "address" }),
    resize: (width, height) => page.setViewportSize({ width, height }),
  };
}
