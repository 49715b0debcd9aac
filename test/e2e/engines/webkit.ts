// WebKit: WebKitGTK's MiniBrowser, driven over W3C WebDriver (WebKitWebDriver) by the `webdriver` package, under a
// private Xvfb display, since MiniBrowser has no headless mode (decision 036).
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { vi } from "vitest";
import WebDriver, { type Client } from "webdriver";
import { freePort } from "../../../scripts/free-port.mjs";
import { TEST_CLIENT_COOKIE } from "../../../src/security/rate-limit";
import type { EngineDriver, EnginePage, LaunchOptions } from "../engines";

const MINIBROWSER = process.env.MINIBROWSER_PATH ?? "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";
/** The W3C WebDriver element reference key. */
const ELEMENT = "element-6066-11e4-a52e-4f735466cecf";

/** `inPage` is the in-page bundle's global (../engines.ts). */
export async function launchWebKit(
  { width, height, javaScript }: LaunchOptions,
  { baseURL, inPage }: { baseURL: string; inPage: string },
): Promise<EngineDriver> {
  // An X display number no other server holds (its lock file is absent).
  let display = 90;
  while (existsSync(`/tmp/.X${display}-lock`) || existsSync(`/tmp/.X11-unix/X${display}`)) display++;
  const xvfb = spawn("Xvfb", [`:${display}`, "-screen", "0", "1400x1000x24", "-nolisten", "tcp"], { stdio: "ignore" });
  const port = await freePort();
  const driver = spawn("WebKitWebDriver", [`--port=${port}`], {
    env: { ...process.env, DISPLAY: `:${display}` },
    stdio: "ignore",
  });
  const stop = () => [driver, xvfb].forEach((child) => child.kill());
  let client: Client;
  try {
    await vi.waitFor(() => fetch(`http://127.0.0.1:${port}/status`), { timeout: 15_000, interval: 50 });
    client = await WebDriver.newSession({
      hostname: "127.0.0.1",
      port,
      logLevel: "warn",
      connectionRetryCount: 0,
      capabilities: {
        browserName: "MiniBrowser",
        // The `webdriver` package asks for BiDi by default, which WebKitWebDriver refuses.
        "wdio:enforceWebDriverClassic": true,
        "webkitgtk:browserOptions": {
          binary: MINIBROWSER,
          args: ["--automation", ...(javaScript ? [] : ["--enable-javascript=false"])],
        },
      } as WebdriverIO.Capabilities,
    });
  } catch (error) {
    stop();
    throw error;
  }
  const pointer = (x: number, y: number) => [
    { type: "pointerMove", origin: "viewport", x: Math.round(x), y: Math.round(y) },
    { type: "pointerDown", button: 0 },
    { type: "pointerUp", button: 0 },
  ];
  const page: EnginePage = {
    goto: (url) => client.navigateTo(url),
    ask: (question, args) =>
      client.executeScript(`${inPage};\nreturn inPage.ask(arguments[0], arguments[1]);`, [question, args]),
    // WebDriver's own: a script sent while Back unloads the page fails ("Callback was not called before the unload
    // event"), and once held a journey until its timeout.
    url: () => client.getUrl(),
    click: (x, y) =>
      client.performActions([
        { type: "pointer", id: "mouse", parameters: { pointerType: "mouse" }, actions: pointer(x, y) },
      ]),
    type: async (text) => {
      // A line break is the Enter key, as a keyboard types it: WebKit's driver drops a "\n" character.
      const field = (await client.getActiveElement()) as unknown as Record<string, string>;
      await client.elementSendKeys(field[ELEMENT]!, text.replaceAll("\n", "\uE007"));
    },
    key: () =>
      client.performActions([
        {
          type: "key",
          id: "keyboard",
          actions: [
            { type: "keyDown", value: "\uE00C" },
            { type: "keyUp", value: "\uE00C" },
          ],
        },
      ]),
    resize: async (width, height) => {
      await client.setWindowRect(null, null, width, height);
    },
  };
  return {
    // The same window at its size, emptied: cookies and storage of the site cleared, as on a first visit.
    async fresh(testClient) {
      await client.setWindowRect(null, null, width, height);
      await client.navigateTo(`${baseURL}/robots.txt`);
      await client.deleteAllCookies();
      await page.ask("store", [{}]);
      await client.addCookie({ name: TEST_CLIENT_COOKIE, value: testClient, path: "/" });
      return page;
    },
    async close() {
      await client.deleteSession().catch(() => undefined);
      stop();
    },
  };
}
