// The visitor's journeys run in the three engines visitors use (decision 036): Chromium (playwright-core),
// Firefox ESR (puppeteer-core over WebDriver BiDi) and WebKitGTK (W3C WebDriver, `webdriver`), all Debian's and
// offline. A journey is written once against a Visitor: what a person does (open a page, press what they see,
// type into a field by its label, press a key) and what they can tell (what is shown, said, focused, where
// the page is). Each engine gives the same few primitives (./engines/driver.ts) and the page answers every
// question through one function (./engines/in-page.ts), so no journey is written as a script in a string.
import { afterAll, beforeAll, inject } from "vitest";
import { launch as chromium } from "./engines/chromium";
import type { EngineDriver, Key, LaunchOptions, Transport } from "./engines/driver";
import { launch as firefox } from "./engines/firefox";
import { sendable, type Focused, type Target } from "./engines/in-page";
import { launch as webkit } from "./engines/webkit";

import { until } from "./engines/until";

export { until };
export type { Target };

export type Engine = "chromium" | "firefox" | "webkit";
export const engines: readonly Engine[] = ["chromium", "firefox", "webkit"];

/** A phone's window: the narrowest every engine opens (Firefox never goes under 450 CSS px, still a phone). */
export const phone = { width: 412, height: 860 };

export interface Visitor {
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
  key(key: Key): Promise<void>;
  /** Scrolls at once so that the target's top is `offset` px under the window's top, as a reader leaves it. */
  scrollTo(target: Target, offset: number): Promise<void>;
  /** Back, or Forward, in the tab's history (as a swipe does). */
  back(): Promise<void>;
  forward(): Promise<void>;
  /** Resizes the window, where the engine can (Firefox cannot: null). */
  readonly resize: ((width: number, height: number) => Promise<void>) | null;

  address(): Promise<URL>;
  isShown(target: Target): Promise<boolean>;
  /** A field's value. */
  value(field: Target): Promise<string>;
  attribute(target: Target, name: string): Promise<string | null>;
  /** Where the target's top is, in px from the window's top. */
  top(target: Target): Promise<number>;
  /** What has focus (null: nothing but the page). */
  focused(): Promise<Focused | null>;
  /** What the page's live regions say now (toasts, status lines). */
  announced(): Promise<string>;
  language(): Promise<string>;
  /** Nothing scrolls sideways. */
  fitsWidth(): Promise<boolean>;
  /** The page's own scripts ran. */
  scriptsRan(): Promise<boolean>;
  /** The target is where it will stay: no scroll reveal is still bringing it in. */
  settled(target: Target): Promise<boolean>;
  /** The island of that name has woken (hydrated). */
  awake(island: string): Promise<boolean>;
  /** What the site keeps in this browser under `key` (localStorage). */
  stored(key: string): Promise<string | null>;
  /** Marks the page, so that `restored` can tell a page restored from the back/forward cache from a new load. */
  markPage(): Promise<void>;
  restored(): Promise<boolean | "loaded again" | null>;
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
    driver = await { chromium, firefox, webkit }[engine]({ ...size, javaScript });
  }, 60_000);
  afterAll(async () => {
    await driver?.close();
  });
  return {
    fresh: async ({ consented = false } = {}) => {
      if (!driver) throw new Error(`${engine} did not start`);
      const page = await driver.fresh(crypto.randomUUID());
      if (consented) await giveConsent(page);
      return visitorOf(engine, page);
    },
  };
}

const baseURL = (): string => inject("baseURL");

function visitorOf(engine: Engine, page: Transport): Visitor {
  return {
    engine,
    open: (path) => page.goto(`${baseURL()}${path}`),
    press: (target) => page.press(sendable(target)),
    pressBelow: async (target) => {
      const [x, y] = await page.query<[number, number]>({ kind: "below", target: sendable(target) });
      await page.pressAt(x, y);
    },
    type: async (field, text) => {
      const sent = sendable(field);
      await page.press(sent);
      // The field a finger lands on has focus; make sure before typing, so keys never go to the page instead.
      await page.query({ kind: "focus", target: sent });
      await page.typeInto(sent, text);
    },
    key: (key) => page.key(key),
    scrollTo: (target, offset) => page.query({ kind: "scrollTo", target: sendable(target), offset }),
    back: () => page.query({ kind: "history", direction: "back" }),
    forward: () => page.query({ kind: "history", direction: "forward" }),
    resize: page.resize,
    // Once the page has been read (./engines/in-page.ts): asked while a document loads, it waits for it.
    address: async () => new URL(await until("the page's address", () => page.url())),
    isShown: (target) => page.query({ kind: "shown", target: sendable(target) }),
    value: (field) => page.query({ kind: "value", target: sendable(field) }),
    attribute: (target, name) => page.query({ kind: "attribute", target: sendable(target), name }),
    top: (target) => page.query({ kind: "top", target: sendable(target) }),
    focused: () => page.query({ kind: "focused" }),
    announced: () => page.query({ kind: "announced" }),
    language: () => page.query({ kind: "language" }),
    fitsWidth: () => page.query({ kind: "fits" }),
    scriptsRan: () => page.query({ kind: "scripted" }),
    settled: (target) => page.query({ kind: "settled", target: sendable(target) }),
    awake: (island) => page.query({ kind: "awake", island }),
    stored: (key) => page.query({ kind: "stored", key }),
    markPage: () => page.query({ kind: "mark" }),
    restored: () => page.query({ kind: "restored" }),
  };
}

/** The keys and version client/consent.ts stores a choice under (CONSENT_VERSION there). */
export const consentStorage = {
  preferences: "cookie-preferences",
  date: "cookie-consent-date",
  version: "cookie-consent-version",
  currentVersion: "2",
} as const;

/** Stores a choice (all refused, made now) as client/consent.ts does, so the banner stays away. */
async function giveConsent(page: Transport): Promise<void> {
  await page.goto(`${baseURL()}/robots.txt`);
  await page.query({
    kind: "store",
    entries: {
      [consentStorage.preferences]: JSON.stringify({ necessary: true, analytics: false, marketing: false }),
      [consentStorage.date]: new Date().toISOString(),
      [consentStorage.version]: consentStorage.currentVersion,
    },
  });
}
