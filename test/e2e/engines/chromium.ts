// Chromium: Debian's, driven by playwright-core over the DevTools protocol (decision 036).
import type { BrowserContext } from "playwright-core";
import { TEST_CLIENT_COOKIE } from "../../../src/security/rate-limit";
import { baseURL, launchChromium } from "../browser";
import type { EngineDriver, LaunchOptions } from "./driver";
import { scriptedSession } from "./page-script";

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
      const page = await context.newPage();
      return scriptedSession(page, (width, height) => page.setViewportSize({ width, height }));
    },
    close: () => browser.close(),
  };
}
