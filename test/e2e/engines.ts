// Firefox and WebKit, the two engines besides Chromium that visitors use (Safari's engine is a quarter of
// phone visitors). Both come from Debian and run offline (decision 036):
// - Firefox ESR through WebDriver BiDi with puppeteer-core. It cannot emulate a viewport: the window is sized
//   at launch (never narrower than 450 CSS px, still the phone layout), one browser per size.
// - WebKitGTK's MiniBrowser through W3C WebDriver (WebKitWebDriver) with the `webdriver` package, under a
//   private Xvfb display (MiniBrowser has no headless mode).
// A Session is the handful of things a journey needs, the same for both, so one journey runs on each.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import puppeteer, { type Browser, type BrowserContext, type Page } from "puppeteer-core";
import WebDriver, { type Client } from "webdriver";
import { afterAll, beforeAll, inject } from "vitest";
import { freePort } from "../../scripts/free-port.mjs";

export type Engine = "firefox" | "webkit";
type Key = "Escape" | "Enter" | "Tab" | "Space";

export interface Session {
  readonly engine: Engine;
  /** Opens a path of the site (waits for the load event). */
  goto(path: string): Promise<void>;
  /** A real pointer click in the middle of the element, after scrolling it to the middle of the window. */
  click(selector: string): Promise<void>;
  /** Focuses the field with a click, then types as a keyboard does. */
  type(selector: string, text: string): Promise<void>;
  /** One key, to whatever has focus. */
  press(key: Key): Promise<void>;
  /** Runs `body` in the page (`return …` gives the result); works with the page's own scripts off too. */
  evaluate<T>(body: string): Promise<T>;
  url(): Promise<string>;
  /** Resizes the window, where the engine can (WebKit); null where it cannot. */
  resize: ((width: number, height: number) => Promise<void>) | null;
}

export interface EngineOptions {
  width: number;
  height: number;
  /** false: the browser runs no script of the page's at all. */
  javaScript?: boolean;
}

const baseURL = (): string => inject("baseURL");
const FIREFOX = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";
const MINIBROWSER = process.env.MINIBROWSER_PATH ?? "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";

/**
 * One browser of `engine` for a describe block, started before its first test and closed after its last.
 * `fresh()` gives each test a session with no cookies and no storage: a first visit.
 */
export function engineSessions(engine: Engine, options: EngineOptions): { fresh: () => Promise<Session> } {
  let driver: EngineDriver | undefined;
  beforeAll(async () => {
    driver = engine === "firefox" ? await FirefoxDriver.launch(options) : await WebKitDriver.launch(options);
  }, 60_000);
  afterAll(async () => {
    await driver?.close();
  });
  return {
    fresh: () => {
      if (!driver) throw new Error(`${engine} did not start`);
      return driver.fresh();
    },
  };
}

/**
 * Waits until `read` gives a value `accept` takes, and returns it; fails naming `what` with the last value. A
 * read that throws (the page is between two documents) counts as not yet.
 */
export async function until<T>(
  what: string,
  read: () => Promise<T>,
  accept: (value: T) => boolean = Boolean,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await read();
      if (accept(value)) return value;
      last = value;
    } catch (error) {
      last = String(error);
    }
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(last)} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Gives consent the way a stored choice looks (client/consent.ts), so the banner stays away. */
export async function withConsent(session: Session): Promise<void> {
  await session.goto("/robots.txt");
  await session.evaluate(`
    localStorage.setItem("cookie-preferences", JSON.stringify({ necessary: true, analytics: false, marketing: false }));
    localStorage.setItem("cookie-consent-date", new Date().toISOString());
    localStorage.setItem("cookie-consent-version", "2");`);
}

/** The path of the page the session shows. */
export const pathOf = async (session: Session) => new URL(await session.url()).pathname;

interface EngineDriver {
  fresh(): Promise<Session>;
  close(): Promise<void>;
}

// Firefox

class FirefoxDriver implements EngineDriver {
  private context: BrowserContext | undefined;

  private constructor(private readonly browser: Browser) {}

  static async launch({ width, height, javaScript = true }: EngineOptions): Promise<FirefoxDriver> {
    const browser = await puppeteer.launch({
      browser: "firefox",
      executablePath: FIREFOX,
      headless: true,
      defaultViewport: null,
      args: [`--width=${width}`, `--height=${height}`],
      extraPrefsFirefox: javaScript ? {} : { "javascript.enabled": false },
    });
    return new FirefoxDriver(browser);
  }

  async fresh(): Promise<Session> {
    await this.context?.close();
    this.context = await this.browser.createBrowserContext();
    return firefoxSession(await this.context.newPage());
  }

  async close(): Promise<void> {
    await this.browser.close();
  }
}

const puppeteerKeys = { Escape: "Escape", Enter: "Enter", Tab: "Tab", Space: " " } as const;

function firefoxSession(page: Page): Session {
  const evaluate = <T>(body: string): Promise<T> => page.evaluate(`(() => { ${body} })()`) as Promise<T>;
  const click = async (selector: string) => {
    // By coordinates: puppeteer's own click relies on page scripts, which a no-JavaScript window refuses.
    const [x, y] = await evaluate<[number, number]>(
      `${target(selector)}
       const r = el.getBoundingClientRect();
       return [r.x + r.width / 2, r.y + r.height / 2];`,
    );
    await page.mouse.click(x, y);
  };
  return {
    engine: "firefox",
    goto: async (path) => {
      await page.goto(`${baseURL()}${path}`, { waitUntil: "load" });
    },
    click,
    type: async (selector, text) => {
      await click(selector);
      // The field a finger lands on has focus; say so before typing, so keys never go to the page instead.
      await evaluate(`const el = document.querySelector(${JSON.stringify(selector)});
        if (document.activeElement !== el) el.focus();`);
      await page.keyboard.type(text);
    },
    press: (key) => page.keyboard.press(puppeteerKeys[key]),
    evaluate,
    // The page's own address: puppeteer's record of it can lag a navigation the page made itself.
    url: () => evaluate<string>("return location.href;").catch(() => page.url()),
    resize: null,
  };
}

// WebKit

/** The W3C WebDriver element reference key. */
const ELEMENT = "element-6066-11e4-a52e-4f735466cecf";
const webDriverKeys = { Escape: "\uE00C", Enter: "\uE007", Tab: "\uE004", Space: " " } as const;

class WebKitDriver implements EngineDriver {
  private constructor(
    private readonly client: Client,
    private readonly processes: ChildProcess[],
    private readonly size: { width: number; height: number },
  ) {}

  static async launch({ width, height, javaScript = true }: EngineOptions): Promise<WebKitDriver> {
    const display = freeDisplay();
    const xvfb = spawn("Xvfb", [`:${display}`, "-screen", "0", "1400x1000x24", "-nolisten", "tcp"], {
      stdio: "ignore",
    });
    const port = await freePort();
    const driver = spawn("WebKitWebDriver", [`--port=${port}`], {
      env: { ...process.env, DISPLAY: `:${display}` },
      stdio: "ignore",
    });
    const processes = [driver, xvfb];
    try {
      await until("WebKitWebDriver to listen", () => isListening(port), Boolean, 15_000);
      const client = await WebDriver.newSession({
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
      return new WebKitDriver(client, processes, { width, height });
    } catch (error) {
      processes.forEach((child) => child.kill());
      throw error;
    }
  }

  /** The same window at its size, emptied: cookies and storage of the site cleared, as on a first visit. */
  async fresh(): Promise<Session> {
    await this.client.setWindowRect(null, null, this.size.width, this.size.height);
    await this.client.navigateTo(`${baseURL()}/robots.txt`);
    await this.client.deleteAllCookies();
    await this.client.executeScript("localStorage.clear(); sessionStorage.clear();", []);
    return webKitSession(this.client);
  }

  async close(): Promise<void> {
    await this.client.deleteSession().catch(() => undefined);
    this.processes.forEach((child) => child.kill());
  }
}

function webKitSession(client: Client): Session {
  const find = async (selector: string): Promise<string> => {
    const found = (await client.findElement("css selector", selector)) as unknown as Record<string, string>;
    const id = found[ELEMENT];
    if (!id) throw new Error(`no element matches ${selector}`);
    return id;
  };
  const evaluate = <T>(body: string): Promise<T> => client.executeScript(body, []) as Promise<T>;
  const click = async (selector: string) => {
    const element = await client.executeScript(`${target(selector)} return el;`, []);
    await client.elementClick((element as Record<string, string>)[ELEMENT]!);
  };
  return {
    engine: "webkit",
    goto: (path) => client.navigateTo(`${baseURL()}${path}`),
    click,
    type: async (selector, text) => {
      await click(selector);
      await client.elementSendKeys(await find(selector), text);
    },
    press: (key) =>
      client.performActions([
        {
          type: "key",
          id: "keyboard",
          actions: [
            { type: "keyDown", value: webDriverKeys[key] },
            { type: "keyUp", value: webDriverKeys[key] },
          ],
        },
      ]),
    evaluate,
    url: () => client.getUrl(),
    resize: async (width, height) => {
      await client.setWindowRect(null, null, width, height);
    },
  };
}

/**
 * Script that finds what a visitor would click for `selector` (the first match that is shown, preferring one
 * inside the window's width: a carousel's visible card, not the one scrolled away) as `el`, and, when its middle
 * is not in view (out of the window, or under the sticky header), scrolls it to the middle of the window at
 * once (the site scrolls smoothly, which would move it under the pointer). What is in view is pressed where it
 * is, as a finger would.
 */
function target(selector: string): string {
  // The site scrolls smoothly (to a focused field, to an anchor): a pointer aimed during such a scroll misses.
  return `document.documentElement.style.scrollBehavior = "auto";
    const all = [...document.querySelectorAll(${JSON.stringify(selector)})].filter((e) => e.checkVisibility());
    const inView = (e) => { const r = e.getBoundingClientRect(); return r.left >= 0 && r.right <= innerWidth; };
    const el = all.find(inView) ?? all[0];
    if (!el) throw new Error("nothing shown matches " + ${JSON.stringify(selector)});
    const shown = el.getBoundingClientRect();
    const hit = document.elementFromPoint(shown.x + shown.width / 2, shown.y + shown.height / 2);
    if (!hit || !(el === hit || el.contains(hit) || hit.contains(el)))
      el.scrollIntoView({ block: "center", inline: "nearest", behavior: "instant" });`;
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
