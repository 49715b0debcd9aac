// What a visitor's driver asks of the page, answered inside the page: ../engines.ts bundles this file with
// dom-accessibility-api into one script that every engine runs the same way, `ask(question, args)`.
// Elements are found as a visitor and a screen reader know them: by role and accessible name (dom-accessibility-api's
// `getRole` and `computeAccessibleName`, after the W3C's accname and html-aam), or a field by its label, so a
// class, an id or a data-* attribute can change without a journey noticing.
import { computeAccessibleName, getRole } from "dom-accessibility-api";

/** ARIA roles the journeys look for; each element's role is its `role` attribute, else its element's own. */
type Role = "button" | "link" | "switch" | "dialog" | "region" | "navigation" | "heading" | "main";
/** A RegExp as it travels to the page. */
type Pattern = string | RegExp | { source: string; flags: string };

/**
 * What a visitor looks for: an element of a role with that accessible name (a string is the whole name, spaces
 * collapsed; a RegExp tests it), or a form field by its label. `within` narrows to the inside of another; `nth`
 * picks among those shown (0 by default); `level` is a heading's. Only what is shown is found, unless
 * `hidden` (a button's state read while the layout hides it).
 */
export type Target = ({ role: Role; name?: Pattern; level?: number } | { label: Pattern }) & {
  within?: Target;
  nth?: number;
  hidden?: boolean;
};

export interface Focused {
  role: string;
  name: string;
  shown: boolean;
}

/** A DOM element (the name `Element` is also the Workers' HTMLRewriter one in the test program). */
type El = NonNullable<ReturnType<Document["querySelector"]>>;

const normal = (text: string) => text.replace(/\s+/g, " ").trim();
const matches = (value: string, expected: Pattern | undefined) => {
  if (expected === undefined) return true;
  if (typeof expected === "string") return value === normal(expected);
  return new RegExp(expected.source, expected.flags).test(value);
};

/**
 * The element's role. A `section` or a `form` is a landmark (region, form) only when it has a name, as
 * html-aam says and dom-accessibility-api leaves to its caller.
 */
function roleOf(el: El): string {
  const role = getRole(el) ?? "";
  if ((role === "region" || role === "form") && !el.hasAttribute("role") && !computeAccessibleName(el)) return "";
  return role;
}

/** The accessible name; of an element the layout hides, as if it were shown (`hidden` targets). */
const nameOf = (el: El, hidden = false): string => normal(computeAccessibleName(el, { hidden }));
const shown = (el: El) => el.checkVisibility({ visibilityProperty: true }) && !el.closest('[aria-hidden="true"]');

function all(target: Target): El[] {
  let scope: Document | El = document;
  if (target.within) {
    const [outer] = all(target.within);
    if (!outer) return [];
    scope = outer;
  }
  // Cheapest test first: the role or the label's presence, then whether it is shown, then the name.
  const found = Array.from(scope.querySelectorAll("*")).filter((el) => {
    if ("label" in target) {
      const labels = (el as HTMLInputElement).labels;
      if (!labels || labels.length === 0) return false;
      if (!target.hidden && !shown(el)) return false;
      return matches(nameOf(el, target.hidden), target.label);
    }
    if (roleOf(el) !== target.role) return false;
    if (target.level !== undefined && el.tagName !== `H${target.level}`) return false;
    if (!target.hidden && !shown(el)) return false;
    return matches(nameOf(el, target.hidden), target.name);
  });
  return found.slice(target.nth ?? 0);
}

function one(target: Target): El {
  const [el] = all(target);
  if (!el) throw new Error(`nothing shown is ${JSON.stringify(target)}`);
  return el;
}

/**
 * The window coordinates of the middle of what a visitor would press: the first match inside the window's width
 * (a carousel's visible card, not one scrolled away), scrolled at once to the middle of the window when its
 * middle is out of view or covered (the site scrolls smoothly, which would move it under the pointer), once what
 * moves it has ended: the animations and transitions running on it or a box that holds it (a dialog rising into
 * place, a section sliding in). Aimed while it moves, a press lands where the element was.
 */
function aim(target: Target): [number, number] | Promise<[number, number]> {
  document.documentElement.style.scrollBehavior = "auto";
  const found = all(target);
  const el = found.find((e) => e.getBoundingClientRect().left >= 0 && e.getBoundingClientRect().right <= innerWidth);
  const chosen = el ?? found[0];
  if (!chosen) throw new Error(`nothing shown is ${JSON.stringify(target)}`);
  const middle = () => {
    const box = chosen.getBoundingClientRect();
    return [box.x + box.width / 2, box.y + box.height / 2] as [number, number];
  };
  const hit = document.elementFromPoint(...middle());
  if (!hit || !(chosen === hit || chosen.contains(hit) || hit.contains(chosen)))
    chosen.scrollIntoView({ block: "center", inline: "nearest", behavior: "instant" });
  const moving = document.getAnimations().filter((animation) => {
    const effect = animation.effect;
    return (
      animation.playState === "running" &&
      effect instanceof KeyframeEffect &&
      effect.target?.contains(chosen) &&
      Number.isFinite(Number(effect.getComputedTiming().endTime))
    );
  });
  // Answered at once when nothing moves: a window without JavaScript (Firefox's) never settles a promise.
  if (moving.length === 0) return middle();
  return Promise.all(moving.map((animation) => animation.finished.catch(() => null))).then(middle);
}

type Marked = Window & { restoredFromCache?: boolean | null };

/** The questions, each answered in the page; the Visitor (../engines.ts) asks them by name. */
export const questions = {
  aim,
  /** The window coordinates of a point of the page halfway between the element's bottom and the window's. */
  below(target: Target): [number, number] {
    const box = one(target).getBoundingClientRect();
    return [innerWidth / 2, (box.bottom + innerHeight) / 2];
  },
  /** Focus on the field, if the press that aimed at it left it elsewhere. */
  focus(target: Target): null {
    const el = one(target) as HTMLElement;
    if (document.activeElement !== el) el.focus();
    return null;
  },
  isShown: (target: Target): boolean => all(target).length > 0,
  /** A field's value. */
  value: (field: Target): string => (one(field) as HTMLInputElement).value,
  attribute: (target: Target, name: string): string | null => all(target)[0]?.getAttribute(name) ?? null,
  /** Distance in CSS px from the window's top to the element's, rounded. */
  top: (target: Target): number => Math.round(one(target).getBoundingClientRect().top),
  /** Scrolls at once so that the element's top is `offset` px under the window's top, as a reader leaves it. */
  scrollTo(target: Target, offset: number): null {
    window.scrollTo({ top: one(target).getBoundingClientRect().top + scrollY - offset, behavior: "instant" });
    return null;
  },
  /** Role and name of what has focus (null: nothing but the page), and whether it is shown. */
  focused(): Focused | null {
    const el = document.activeElement;
    if (!el || el === document.body) return null;
    return { role: roleOf(el), name: nameOf(el), shown: shown(el) };
  },
  /** What the page's live regions (toasts, status lines) say now, joined. */
  announced(): string {
    const live = document.querySelectorAll(
      '[role="status"], [role="alert"], [aria-live="polite"], [aria-live="assertive"]',
    );
    return normal(
      Array.from(live)
        .filter((el) => el.checkVisibility())
        .map((el) => (el as HTMLElement).innerText)
        .join(" "),
    );
  },
  language: (): string => document.documentElement.lang,
  /**
   * The document's own address, once it has been read (a driver's record of it can lag a navigation the page made
   * itself, or come before the new document has any element).
   */
  address(): string {
    if (document.readyState === "loading") throw new Error("the page is still being read");
    return location.href;
  },
  /** Nothing scrolls sideways. */
  fitsWidth: (): boolean => document.documentElement.scrollWidth <= innerWidth,
  /** The page's own scripts ran (the document says so on its root, as client/entry.ts marks it). */
  scriptsRan: (): boolean => document.documentElement.classList.contains("js"),
  /** The element is where it will stay: no scroll reveal (client/reveal.ts) is bringing it or its section in. */
  settled: (target: Target): boolean => !one(target).closest(".reveal-pending, .is-revealed"),
  /** The island of that name has woken (client/hydrate.ts marks it). */
  awake: (island: string): boolean =>
    document.querySelector(`[data-island="${island}"]`)?.hasAttribute("data-hydrated") ?? false,
  /** What the site keeps in this browser under `key` (localStorage). */
  stored: (key: string): string | null => localStorage.getItem(key),
  /** Replaces what the site stored in this browser (local and session storage) with `entries`. */
  store(entries: Record<string, string>): null {
    localStorage.clear();
    sessionStorage.clear();
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    return null;
  },
  /** Back, or Forward, in the tab's history (as a swipe does). */
  back: (): null => (history.back(), null),
  forward: (): null => (history.forward(), null),
  /** Marks this document (again) and listens for its `pageshow`: see `restored`. */
  markPage(): null {
    const marked = window as Marked;
    if (marked.restoredFromCache === undefined)
      addEventListener("pageshow", (event) => (marked.restoredFromCache = event.persisted));
    marked.restoredFromCache = null;
    return null;
  },
  /**
   * null until the marked document's next pageshow, then whether it came from the back/forward cache; "loaded
   * again" when the document is a new one (the mark is gone).
   */
  restored(): boolean | "loaded again" | null {
    const marked = window as Marked;
    return marked.restoredFromCache === undefined ? "loaded again" : marked.restoredFromCache;
  },
};

export type Questions = typeof questions;

/** Answers a question inside the page. Throws, naming the target, when an element must exist and does not. */
export const ask = (question: keyof Questions, args: unknown[]): unknown =>
  (questions[question] as (...args: unknown[]) => unknown)(...args);
