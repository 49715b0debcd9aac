// What a visitor's driver asks of the page, answered inside the page by one function that every engine runs the
// same way (./page-script.ts bundles it with dom-accessibility-api into one script that each driver sends).
// Elements are found as a visitor and a screen reader know them: by role and accessible name (dom-accessibility-api's
// `getRole` and `computeAccessibleName`, after the W3C's accname and html-aam), or a field by its label, so a
// class, an id or a data-* attribute can change without a journey noticing.
import { computeAccessibleName, getRole } from "dom-accessibility-api";

/** ARIA roles the journeys look for; each element's role is its `role` attribute, else its element's own. */
type Role = "button" | "link" | "switch" | "dialog" | "region" | "navigation" | "heading" | "main";

/**
 * What a visitor looks for: an element of a role with that accessible name (a string is the whole name, spaces
 * collapsed; a RegExp tests it), or a form field by its label. `within` narrows to the inside of another; `nth`
 * picks among those shown (0 by default); `level` is a heading's. Only what is shown is found, unless
 * `hidden` (a button's state read while the layout hides it).
 */
export type Target = ({ role: Role; name?: string | RegExp; level?: number } | { label: string | RegExp }) & {
  within?: Target;
  nth?: number;
  hidden?: boolean;
};

/** A Target as it travels to the page: a RegExp becomes its source and flags. */
export interface SentTarget {
  role?: Role;
  name?: string | { source: string; flags: string };
  level?: number;
  label?: string | { source: string; flags: string };
  within?: SentTarget;
  nth?: number;
  hidden?: boolean;
}

export function sendable(target: Target): SentTarget {
  const pattern = (value: string | RegExp | undefined) =>
    value instanceof RegExp ? { source: value.source, flags: value.flags } : value;
  return {
    ...target,
    ...("name" in target ? { name: pattern(target.name) } : {}),
    ...("label" in target ? { label: pattern(target.label) } : {}),
    ...(target.within ? { within: sendable(target.within) } : {}),
  };
}

export type Query =
  /**
   * The element, scrolled to the middle of the window when its middle is out of view or covered, once what moves
   * it has ended.
   */
  | { kind: "element"; target: SentTarget }
  /** The same, as the window coordinates of its middle, for a pointer press. */
  | { kind: "aim"; target: SentTarget }
  /** The window coordinates of a point of the page halfway between the element's bottom and the window's. */
  | { kind: "below"; target: SentTarget }
  /** Focus on the field, if the press that aimed at it left it elsewhere. */
  | { kind: "focus"; target: SentTarget }
  | { kind: "shown"; target: SentTarget }
  | { kind: "value"; target: SentTarget }
  | { kind: "attribute"; target: SentTarget; name: string }
  /** Distance in CSS px from the window's top to the element's, rounded. */
  | { kind: "top"; target: SentTarget }
  /** Scrolls at once so that the element's top is `offset` px under the window's top. */
  | { kind: "scrollTo"; target: SentTarget; offset: number }
  /** Role and name of what has focus (null: nothing but the page), and whether it is shown. */
  | { kind: "focused" }
  /** What live regions (status, aria-live) say now, joined. */
  | { kind: "announced" }
  | { kind: "language" }
  /**
   * The document's own address, once it has been read (a driver's record of it can lag a navigation the page made
   * itself, or come before the new document has any element).
   */
  | { kind: "address" }
  /** Forgets what the site stored in this browser (local and session storage). */
  | { kind: "forget" }
  /** The page is no wider than the window: nothing scrolls sideways. */
  | { kind: "fits" }
  /** The page's own scripts ran (the document says so on its root, as client/entry.ts marks it). */
  | { kind: "scripted" }
  /** The element is where it will stay: no scroll reveal (client/reveal.ts) is bringing it or its section in. */
  | { kind: "settled"; target: SentTarget }
  /** The island of that name has woken (client/hydrate.ts marks it). */
  | { kind: "awake"; island: string }
  | { kind: "stored"; key: string }
  | { kind: "store"; entries: Record<string, string> }
  | { kind: "history"; direction: "back" | "forward" }
  /** Marks this document (again) and listens for its `pageshow`: see `restored`. */
  | { kind: "mark" }
  /**
   * null until the marked document's next pageshow, then whether it came from the back/forward cache; "loaded
   * again" when the document is a new one (the mark is gone).
   */
  | { kind: "restored" };

export interface Focused {
  role: string;
  name: string;
  shown: boolean;
}

/** A DOM element (the name `Element` is also the Workers' HTMLRewriter one in the test program). */
type El = NonNullable<ReturnType<Document["querySelector"]>>;

/** Answers a Query inside the page. Throws, naming the target, when an element must exist and does not. */
export function pageQuery(query: Query): unknown {
  const normal = (text: string) => text.replace(/\s+/g, " ").trim();
  const matches = (value: string, expected: SentTarget["name"]) => {
    if (expected === undefined) return true;
    if (typeof expected === "string") return value === normal(expected);
    return new RegExp(expected.source, expected.flags).test(value);
  };

  /**
   * The element's role. A `section` or a `form` is a landmark (region, form) only when it has a name, as
   * html-aam says and dom-accessibility-api leaves to its caller.
   */
  const roleOf = (el: El): string => {
    const role = getRole(el) ?? "";
    if ((role === "region" || role === "form") && !el.hasAttribute("role") && !computeAccessibleName(el)) return "";
    return role;
  };

  /** The accessible name; of an element the layout hides, as if it were shown (`hidden` targets). */
  const nameOf = (el: El, hidden = false): string => normal(computeAccessibleName(el, { hidden }));
  const shown = (el: El) => el.checkVisibility({ visibilityProperty: true }) && !el.closest('[aria-hidden="true"]');

  const all = (target: SentTarget): El[] => {
    let scope: Document | El = document;
    if (target.within) {
      const [outer] = all(target.within);
      if (!outer) return [];
      scope = outer;
    }
    // Cheapest test first: the role or the label's presence, then whether it is shown, then the name.
    const found = Array.from(scope.querySelectorAll("*")).filter((el) => {
      if (target.label !== undefined) {
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
  };
  const one = (target: SentTarget): El => {
    const [el] = all(target);
    if (!el) throw new Error(`nothing shown is ${JSON.stringify(target)}`);
    return el;
  };
  /**
   * What a visitor would press: the first match inside the window's width (a carousel's visible card, not one
   * scrolled away), scrolled at once to the middle of the window when its middle is out of view or covered
   * (the site scrolls smoothly, which would move it under the pointer).
   */
  const aimAt = (target: SentTarget): El => {
    document.documentElement.style.scrollBehavior = "auto";
    const found = all(target);
    const inView = (e: El) => {
      const r = e.getBoundingClientRect();
      return r.left >= 0 && r.right <= innerWidth;
    };
    const el = found.find(inView) ?? found[0];
    if (!el) throw new Error(`nothing shown is ${JSON.stringify(target)}`);
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    if (!hit || !(el === hit || el.contains(hit) || hit.contains(el)))
      el.scrollIntoView({ block: "center", inline: "nearest", behavior: "instant" });
    return el;
  };

  /**
   * The element once what moves it has ended: the animations and transitions running on it or a box that holds
   * it (a dialog rising into place, a section sliding in), those that end. A press is aimed where the element
   * is, then sent: aimed while it moves, it lands where the element was (Playwright waits for a still box too).
   */
  const still = (el: El): El | Promise<El> => {
    const moving = document.getAnimations().filter((animation) => {
      const effect = animation.effect;
      return (
        animation.playState === "running" &&
        effect instanceof KeyframeEffect &&
        effect.target?.contains(el) &&
        Number.isFinite(Number(effect.getComputedTiming().endTime))
      );
    });
    if (moving.length === 0) return el;
    return Promise.all(moving.map((animation) => animation.finished.catch(() => null))).then(() => el);
  };
  const middle = (el: El): [number, number] => {
    const box = el.getBoundingClientRect();
    return [box.x + box.width / 2, box.y + box.height / 2];
  };

  switch (query.kind) {
    case "element":
      return still(aimAt(query.target));
    case "aim": {
      const el = still(aimAt(query.target));
      return el instanceof Promise ? el.then(middle) : middle(el);
    }
    case "below": {
      const box = one(query.target).getBoundingClientRect();
      return [innerWidth / 2, (box.bottom + innerHeight) / 2];
    }
    case "focus": {
      const el = one(query.target) as HTMLElement;
      if (document.activeElement !== el) el.focus();
      return null;
    }
    case "shown":
      return all(query.target).length > 0;
    case "value":
      return (one(query.target) as HTMLInputElement).value;
    case "attribute":
      return all(query.target)[0]?.getAttribute(query.name) ?? null;
    case "top":
      return Math.round(one(query.target).getBoundingClientRect().top);
    case "scrollTo": {
      const top = one(query.target).getBoundingClientRect().top + scrollY - query.offset;
      window.scrollTo({ top, behavior: "instant" });
      return null;
    }
    case "focused": {
      const el = document.activeElement;
      if (!el || el === document.body) return null;
      return { role: roleOf(el), name: nameOf(el), shown: shown(el) } satisfies Focused;
    }
    case "announced": {
      const live = document.querySelectorAll(
        '[role="status"], [role="alert"], [aria-live="polite"], [aria-live="assertive"]',
      );
      return normal(
        Array.from(live)
          .filter((el) => el.checkVisibility())
          .map((el) => (el as HTMLElement).innerText)
          .join(" "),
      );
    }
    case "language":
      return document.documentElement.lang;
    case "address":
      // A document still being read has its new address before its elements: it is not reached yet (a query
      // made then finds no root element).
      if (document.readyState === "loading") throw new Error("the page is still being read");
      return location.href;
    case "forget":
      localStorage.clear();
      sessionStorage.clear();
      return null;
    case "fits":
      return document.documentElement.scrollWidth <= innerWidth;
    case "scripted":
      return document.documentElement.classList.contains("js");
    case "settled":
      return !one(query.target).closest(".reveal-pending, .is-revealed");
    case "awake":
      return document.querySelector(`[data-island="${query.island}"]`)?.hasAttribute("data-hydrated") ?? false;
    case "stored":
      return localStorage.getItem(query.key);
    case "store":
      for (const [key, value] of Object.entries(query.entries)) localStorage.setItem(key, value);
      return null;
    case "history":
      history[query.direction]();
      return null;
    case "mark": {
      const marked = window as unknown as { restoredFromCache?: boolean | null };
      if (marked.restoredFromCache === undefined)
        addEventListener("pageshow", (event) => (marked.restoredFromCache = event.persisted));
      marked.restoredFromCache = null;
      return null;
    }
    case "restored": {
      const marked = window as unknown as { restoredFromCache?: boolean | null };
      return marked.restoredFromCache === undefined ? "loaded again" : marked.restoredFromCache;
    }
  }
}
