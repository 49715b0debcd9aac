// WebKit: WebKitGTK's MiniBrowser, driven over W3C WebDriver (WebKitWebDriver) by the `webdriver` package, under a
// private Xvfb display, since MiniBrowser has no headless mode (decision 036).
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import WebDriver, { type Client } from "webdriver";
import { freePort } from "../../../scripts/free-port.mjs";
import { TEST_CLIENT_COOKIE } from "../../../src/security/rate-limit";
import { baseURL } from "../browser";
import { until } from "./until";
import type { EngineDriver, Key, LaunchOptions, Transport } from "./driver";
import type { Query } from "./in-page";
import { queryScript } from "./page-script";

const MINIBROWSER = process.env.MINIBROWSER_PATH ?? "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";
/** The W3C WebDriver element reference key. */
const ELEMENT = "element-6066-11e4-a52e-4f735466cecf";
const keys = { Escape: "\uE00C", Enter: "\uE007" } as const;

export async function launch({ width, height, javaScript }: LaunchOptions): Promise<EngineDriver> {
  const display = freeDisplay();
  const xvfb = spawn("Xvfb", [`:${display}`, "-screen", "0", "1400x1000x24", "-nolisten", "tcp"], { stdio: "ignore" });
  const port = await freePort();
  const driver = spawn("WebKitWebDriver", [`--port=${port}`], {
    env: { ...process.env, DISPLAY: `:${display}` },
    stdio: "ignore",
  });
  const processes: ChildProcess[] = [driver, xvfb];
  let client: Client;
  try {
    await until("WebKitWebDriver to listen", () => isListening(port), Boolean, 15_000);
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
    processes.forEach((child) => child.kill());
    throw error;
  }
  return {
    // The same window at its size, emptied: cookies and storage of the site cleared, as on a first visit.
    async fresh(testClient) {
      await client.setWindowRect(null, null, width, height);
      await client.navigateTo(`${baseURL()}/robots.txt`);
      await client.deleteAllCookies();
      await session(client).query({ kind: "forget" });
      await client.addCookie({ name: TEST_CLIENT_COOKIE, value: testClient, path: "/" });
      return session(client);
    },
    async close() {
      await client.deleteSession().catch(() => undefined);
      processes.forEach((child) => child.kill());
    },
  };
}

function session(client: Client): Transport {
  const query = <T>(q: Query) => client.executeScript(queryScript, [q]) as Promise<T>;
  const element = async (target: Parameters<Transport["press"]>[0]): Promise<string> => {
    const found = await query<Record<string, string>>({ kind: "element", target });
    return found[ELEMENT]!;
  };
  return {
    goto: (url) => client.navigateTo(url),
    query,
    press: async (target) => {
      await client.elementClick(await element(target));
    },
    pressAt: (x, y) =>
      client.performActions([
        {
          type: "pointer",
          id: "mouse",
          parameters: { pointerType: "mouse" },
          actions: [
            { type: "pointerMove", origin: "viewport", x: Math.round(x), y: Math.round(y) },
            { type: "pointerDown", button: 0 },
            { type: "pointerUp", button: 0 },
          ],
        },
      ]),
    typeInto: async (target, text) => {
      // A line break is the Enter key, as a keyboard types it: WebKit's driver drops a "\n" character.
      await client.elementSendKeys(await element(target), text.replaceAll("\n", keys.Enter));
    },
    key: (key: Key) =>
      client.performActions([
        {
          type: "key",
          id: "keyboard",
          actions: [
            { type: "keyDown", value: keys[key] },
            { type: "keyUp", value: keys[key] },
          ],
        },
      ]),
    // WebDriver's own: a script sent while Back unloads the page fails ("Callback was not called before the unload
    // event"), and once held a journey until its timeout.
    url: () => client.getUrl(),
    resize: async (width, height) => {
      await client.setWindowRect(null, null, width, height);
    },
  };
}

function isListening(port: number): Promise<boolean> {
  return fetch(`http://127.0.0.1:${port}/status`).then(
    (res) => res.ok,
    () => false,
  );
}

/** An X display number no other server holds (its lock file is absent). */
function freeDisplay(): number {
  for (let n = 90; ; n++) {
    if (!existsSync(`/tmp/.X${n}-lock`) && !existsSync(`/tmp/.X11-unix/X${n}`)) return n;
  }
}
