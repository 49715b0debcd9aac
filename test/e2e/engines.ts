// The visitor's journeys run in the three engines visitors use (decision 036): Chromium and Firefox ESR
// (puppeteer-core, over the DevTools protocol and WebDriver BiDi) and WebKitGTK (W3C WebDriver, ./engines/webkit.ts),
// all Debian's and offline. A journey is written once against a Visitor: what a person does (open a page, press
// what they see, type into a field by its label, press a key) and what they can tell (what is shown, said,
// focused, where the page is). Each engine gives the same few primitives (EnginePage) and the page answers every
// question itself (./engines/in-page.ts), so no journey is written as a script in a string.
import { buildSync } from "esbuild";
import { fileURLToPath } from "node:url";
import puppeteer from "puppeteer-core";
import { afterAll, beforeAll, inject, vi } from "vitest";
import { TEST_CLIENT_COOKIE } from "../../src/security/rate-limit";
import { chromiumShell } from "./browser";
import { questions, type Questions, type Target } from "./engines/in-page";
import { launchWebKit } from "./engines/webkit";

export type { Target };

export type Engine = "chromium" | "firefox" | "webkit";
export const engines: readonly Engine[] = ["chromium", "firefox", "webkit"];

/** A phone's window: the narrowest every engine opens (Firefox never goes under 450 CSS px, still a phone). */
export const phone = { width: 412, height: 860 };

export interface LaunchOptions {
  width: number;
  height: number;
  /** false: the browser runs no script of the page's at all. */
  javaScript: boolean;
}

/** What each engine gives, in one browsing session: no cookies and no storage of the site's but `test-client`. */
export interface EnginePage {
  /** Opens an address and waits for its load event. */
  goto(url: string): Promise<void>;
  /** Asks the page a question of ./engines/in-page.ts (the bundle's `ask(question, args)`) and gives its answer. */
  ask(question: keyof Questions, args: unknown[]): Promise<unknown>;
  /** The page's own address. */
  url(): Promise<string>;
  /** A real pointer press at a point of the window (CSS px from its top left). */
  click(x: number, y: number): Promise<void>;
  /** Types `text` as a keyboard does into what has focus. */
  type(text: string): Promise<void>;
  key(key: "Escape"): Promise<void>;
  /** Resizes the window, where the engine can (Firefox cannot: null). */
  resize: ((width: number, height: number) => Promise<void>) | null;
}

export interface EngineDriver {
  /** A new session, its previous one closed, carrying a `test-client` cookie of that value (decision 105). */
  fresh(testClient: string): Promise<EnginePage>;
  close(): Promise<void>;
}

/** The in-page questions and dom-accessibility-api, one script defining `inPage`, built once per test file. */
const inPageBundle = buildSync({
  entryPoints: [fileURLToPath(new URL("./engines/in-page.ts", import.meta.url))],
  bundle: true,
  format: "iife",
  globalName: "inPage",
  platform: "browser",
  target: "es2022",
  minify: true,
  write: false,
}).outputFiles[0]!.text;

/** The questions a visitor asks the page, by name (./engines/in-page.ts), answered as a promise. */
type Asked = {
  [Q in keyof Questions]: (...args: Parameters<Questions[Q]>) => Promise<Awaited<ReturnType<Questions[Q]>>>;
};

export type Visitor = Omit<Asked, "aim" | "below" | "focus" | "address" | "store"> & {
  readonly engine: Engine;
  /** Opens a path of the site and waits for its load event. */
  open(path: string): Promise<void>;
  /** A pointer press in the middle of what the target finds (scrolled into view first if it is not). */
  press(target: Target): Promise<void>;
  /** A pointer press on the page below the target, halfway to the window's bottom (a tap outside a menu). */
  pressBelow(target: Target): Promise<void>;
  /** Presses the field, then types as a keyboard does. */
  type(field: Target, text: string): Promise<void>;
  /** One key, to whatever has focus. */
  key(key: "Escape"): Promise<void>;
  readonly resize: EnginePage["resize"];
  address(): Promise<URL>;
};

/**
 * Waits until `read` gives a value `accept` takes, and returns it at once; fails naming `what` with the last
 * value. A read that throws (the page is between two documents) counts as not yet.
 */
export function until<T>(what: string, read: () => Promise<T>, accept: (value: T) => boolean = Boolean): Promise<T> {
  return vi.waitFor(
    async () => {
      const value = await read().catch((error: unknown) => {
        throw new Error(`${what}: still ${String(error)}`);
      });
      if (!accept(value)) throw new Error(`${what}: still ${JSON.stringify(value)}`);
      return value;
    },
    { timeout: 10_000, interval: 50 },
  );
}

/** Chromium's headless shell or Firefox ESR, driven by puppeteer-core. */
async function launchPuppeteer(engine: "chromium" | "firefox", options: LaunchOptions): Promise<EngineDriver> {
  const { width, height, javaScript } = options;
  const browser = await puppeteer.launch(
    engine === "chromium"
      ? {
          ...chromiumShell,
          // Under puppeteer, Chromium prerenders a link from the press itself (the site's rules, decision 082). A
          // click released within about 80 ms activates that prerender as a new page target, which puppeteer
          // does not follow: a test kept the old document, or none, and read the old address. A visible Chromium
          // under xvfb showed the new page, so visitors are not affected. prerender-and-restore.spec.ts plays
          // prerendering instead. Puppeteer merges this flag with its own.
          args: [...chromiumShell.args, "--disable-features=Prerender2"],
          headless: "shell",
          defaultViewport: { width, height },
        }
      : {
          // Firefox cannot emulate a viewport: the window is sized at launch, one browser per size.
          browser: "firefox",
          executablePath: process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr",
          headless: true,
          defaultViewport: null,
          args: [`--width=${width}`, `--height=${height}`],
          extraPrefsFirefox: javaScript ? {} : { "javascript.enabled": false },
        },
  );
  let context: Awaited<ReturnType<typeof browser.createBrowserContext>> | undefined;
  return {
    async fresh(testClient) {
      await context?.close();
      context = await browser.createBrowserContext();
      const { hostname } = new URL(baseURL());
      await context.setCookie({ name: TEST_CLIENT_COOKIE, value: testClient, domain: hostname, path: "/" });
      const page = await context.newPage();
      if (engine === "chromium" && !javaScript) await page.setJavaScriptEnabled(false);
      const ask = (question: string, args: unknown[]) =>
        page.evaluate(
          `(() => {${inPageBundle};\nreturn inPage.ask(${JSON.stringify(question)}, ${JSON.stringify(args)});})()`,
        );
      return {
        goto: async (url) => {
          await page.goto(url, { waitUntil: "load" });
        },
        ask,
        // The page's own address, once its document has been read: a driver's record of it can lag a navigation
        // the page made itself.
        url: () => ask("address", []) as Promise<string>,
        // By coordinates: puppeteer's own click relies on page scripts, which a no-JavaScript window refuses.
        // Held 50 ms, as a tap is: were prerendering on (above), every press would activate it, never some.
        click: (x, y) => page.mouse.click(x, y, { delay: 50 }),
        type: (text) => page.keyboard.type(text),
        key: (key) => page.keyboard.press(key),
        resize: engine === "chromium" ? (width, height) => page.setViewport({ width, height }) : null,
      };
    },
    close: () => browser.close(),
  };
}

export interface SessionOptions {
  /** A visitor who already chose cookies (refused all): the banner stays away. */
  consented?: boolean;
}

/**
 * One browser of `engine` for a describe block, started before its first test and closed after its last.
 * `fresh()` gives each test a visitor with no cookies and no storage, as on a first visit, and a client of
 * its own for the rate limits (decision 105).
 */
export function visitors(
  engine: Engine,
  { javaScript = true, ...size }: Partial<LaunchOptions> & typeof phone,
): { fresh: (options?: SessionOptions) => Promise<Visitor> } {
  let driver: EngineDriver | undefined;
  beforeAll(async () => {
    const options = { ...size, javaScript };
    driver = await (engine === "webkit"
      ? launchWebKit(options, { baseURL: baseURL(), inPage: inPageBundle })
      : launchPuppeteer(engine, options));
  }, 60_000);
  afterAll(async () => {
    await driver?.close();
  });
  return {
    fresh: async ({ consented = false } = {}) => {
      if (!driver) throw new Error(`${engine} did not start`);
      const page = await driver.fresh(crypto.randomUUID());
      if (consented) {
        // A choice (all refused, made now) stored as client/consent.ts stores it, so the banner stays away.
        await page.goto(`${baseURL()}/robots.txt`);
        await page.ask("store", [
          {
            [consentStorage.preferences]: JSON.stringify({ necessary: true, analytics: false, marketing: false }),
            [consentStorage.date]: new Date().toISOString(),
            [consentStorage.version]: consentStorage.currentVersion,
          },
        ]);
      }
      return visitorOf(engine, page);
    },
  };
}

const baseURL = (): string => inject("baseURL");

function visitorOf(engine: Engine, page: EnginePage): Visitor {
  // A RegExp in a target travels to the page as its source and flags.
  const ask = <T>(question: keyof Questions, ...args: unknown[]) =>
    page.ask(
      question,
      JSON.parse(
        JSON.stringify(args, (_, v: unknown) => (v instanceof RegExp ? { source: v.source, flags: v.flags } : v)),
      ),
    ) as Promise<T>;
  const press = async (target: Target) => page.click(...(await ask<[number, number]>("aim", target)));
  const own = {
    engine,
    open: (path: string) => page.goto(`${baseURL()}${path}`),
    press,
    pressBelow: async (target: Target) => page.click(...(await ask<[number, number]>("below", target))),
    type: async (field: Target, text: string) => {
      await press(field);
      // The field a finger lands on has focus; make sure before typing, so keys never go to the page instead.
      await ask("focus", field);
      await page.type(text);
    },
    key: page.key,
    resize: page.resize,
    // Once the page has been read: asked while a document loads, it waits for it.
    address: async () => new URL(await until("the page's address", () => page.url())),
  };
  const asked = Object.keys(questions).map((question) => [
    question,
    (...args: unknown[]) => ask(question as keyof Questions, ...args),
  ]);
  return { ...Object.fromEntries(asked), ...own } as Visitor;
}

/** The keys and version client/consent.ts stores a choice under (CONSENT_VERSION there). */
export const consentStorage = {
  preferences: "cookie-preferences",
  date: "cookie-consent-date",
  version: "cookie-consent-version",
  currentVersion: "2",
} as const;
