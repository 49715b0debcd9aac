// The language switch (src/components/header.tsx) is a plain link to the same page in the other language:
// without scripts it opens that page at its top. With them it keeps the visitor's place: the heading (or
// form) they were reading comes back at the same height in the other language, and what they typed in the
// contact form comes back in its fields (client/contact-draft.ts). Kept in this tab's session storage only.
import { isPrerendering } from "./activation";
import { isPlainClick } from "./components/plain-click";
import { keepContactDraft } from "./contact-draft";
import { byData, ids } from "./dom-contract";

const PLACE_KEY = "language-switch-place";
/** A place older than this is stale (the visitor went elsewhere before the page opened). */
const PLACE_TTL_MS = 30_000;

interface Place {
  path: string;
  /** The anchor's rank among the page's anchors: the two languages have the same headings in the same order. */
  anchor: number;
  /** Where its top was, in pixels from the top of the window. */
  top: number;
  at: number;
}

/** What a place is measured from: the page's headings and its contact form, in document order. */
function anchors(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>("main :is(h1, h2, h3, form)")];
}

/**
 * Where an element's top sits in the page, as laid out: the scroll reveal moves sections with transforms while
 * they come in, which must not move the place.
 */
function layoutTop(el: HTMLElement): number {
  let top = 0;
  for (let node: HTMLElement | null = el; node; node = node.offsetParent as HTMLElement | null) top += node.offsetTop;
  return top;
}

/** An anchor as the view shows it: its top from the top of the window, and its height, in pixels. */
export interface AnchorBox {
  top: number;
  height: number;
}

/**
 * Which anchor the visitor is reading, below a header whose bottom edge is at `header`: one that runs across
 * the top of the view (the form being filled in), else the first one showing below the header, else the last
 * one scrolled past (its section goes on below), else the first.
 */
export function anchorBeingRead(boxes: AnchorBox[], header: number, viewHeight: number): number {
  const across = boxes.findIndex(({ top, height }) => top < header && top + height > header + 1);
  if (across >= 0) return across;
  const showing = boxes.findIndex(({ top }) => top >= header - 1 && top < viewHeight);
  if (showing >= 0) return showing;
  return Math.max(
    0,
    boxes.findLastIndex(({ top }) => top < header),
  );
}

function rememberPlace(): void {
  const all = anchors();
  const header = document.querySelector(byData("siteHeader"))?.getBoundingClientRect().bottom ?? 0;
  const boxes = all.map((el) => ({ top: layoutTop(el) - window.scrollY, height: el.offsetHeight }));
  const anchor = anchorBeingRead(boxes, header, window.innerHeight);
  if (window.scrollY === 0 || all.length === 0) return;
  const top = layoutTop(all[anchor]!) - window.scrollY;
  try {
    sessionStorage.setItem(
      PLACE_KEY,
      JSON.stringify({ path: location.pathname, anchor, top, at: Date.now() } satisfies Place),
    );
  } catch {
    // storage refused: the other language opens at its top, as without scripts
  }
}

function restorePlace(): void {
  let place: Place | null = null;
  try {
    const raw = sessionStorage.getItem(PLACE_KEY);
    if (raw === null) return;
    sessionStorage.removeItem(PLACE_KEY);
    place = JSON.parse(raw) as Place;
  } catch {
    return;
  }
  if (place.path !== location.pathname || !(Date.now() - place.at < PLACE_TTL_MS)) return;
  const anchor = anchors()[place.anchor];
  if (!anchor) return;
  const target = place.top;
  // Once the visitor scrolls, taps, clicks or types, the page is theirs. Told by their input, not by the scroll
  // position: the browser moves that itself while the page grows (scroll anchoring, clamping to a short page).
  let theirs = false;
  const takeOver = () => {
    theirs = true;
  };
  for (const type of ["wheel", "touchstart", "pointerdown", "keydown"])
    window.addEventListener(type, takeOver, { once: true, passive: true, capture: true });
  const placeAnchor = () => {
    if (!theirs) window.scrollTo({ top: layoutTop(anchor) - target, behavior: "instant" });
  };
  placeAnchor();
  // The web font and late images can move the anchor after this first placing: placed again as they land.
  void document.fonts?.ready.then(placeAnchor);
  window.addEventListener("load", placeAnchor, { once: true });
}

export function startLanguageSwitch(): void {
  // A prerendered page (decision 082) was opened by a link, never by the language switch (its `?lang=` links
  // are never prerendered): it has no place to take, and it leaves session storage alone. Its first read after
  // activation waits for the browser, busy showing the page, and would hold back its first paint.
  if (!isPrerendering()) restorePlace();
  document.addEventListener("click", (event) => {
    const link = event.target instanceof Element && event.target.closest(`a${byData("languageSwitch")}`);
    if (!link || event.defaultPrevented || !isPlainClick(event)) return; // another tab keeps nothing
    rememberPlace();
    keepContactDraft(document.forms.namedItem(ids.contactForm));
  });
}
