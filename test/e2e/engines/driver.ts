// What each engine's driver gives the visitor (test/e2e/engines.ts): a page to open, the one in-page query
// function to run (./in-page.ts), and a pointer, a keyboard and a cookie. Everything else is built on these
// once, for all three engines.
import type { Query, SentTarget } from "./in-page";

export type Key = "Escape";

export interface LaunchOptions {
  width: number;
  height: number;
  /** false: the browser runs no script of the page's at all. */
  javaScript: boolean;
}

/** One browsing session: no cookies and no storage of the site's but a `test-client` cookie. */
export interface Transport {
  /** Opens an address and waits for its load event. */
  goto(url: string): Promise<void>;
  /** Runs pageQuery(query) in the page and gives its answer. */
  query<T>(query: Query): Promise<T>;
  /** A real pointer press in the middle of the element (after the query scrolled it into view). */
  press(target: SentTarget): Promise<void>;
  /** A real pointer press at a point of the window (CSS px from its top left). */
  pressAt(x: number, y: number): Promise<void>;
  /** Types `text` as a keyboard does into the field, which has focus. */
  typeInto(target: SentTarget, text: string): Promise<void>;
  key(key: Key): Promise<void>;
  /** The page's own address. */
  url(): Promise<string>;
  /** Resizes the window, where the engine can; null where it cannot. */
  resize: ((width: number, height: number) => Promise<void>) | null;
}

export interface EngineDriver {
  /** A new session, its previous one closed, carrying a `test-client` cookie of that value (decision 105). */
  fresh(testClient: string): Promise<Transport>;
  close(): Promise<void>;
}
