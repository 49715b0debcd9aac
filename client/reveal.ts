// Sections fade and slide in when scrolled into view (docs/product.md §9.4: threshold 0.1, 0.2 for heroes, 50px
// margin). Only what is below the fold at load is hidden, and only here in JavaScript: without it, or with
// reduced motion, everything simply shows.
//
// Items of a list come in one after another (docs/product.md §9.4): 100 to 200 ms apart by default, and a list
// may set its own rhythm with `data-reveal-stagger="<first ms> <step ms>"` (the service cards: 200 + 400 × index).

import { byData, readData } from "./dom-contract";

const ITEM_DELAYS = { first: 100, step: 50, max: 200 };
/** How far above the window's bottom edge an element must come to be revealed (docs/product.md §9.4), in pixels. */
const BOTTOM_MARGIN = 50;

/** The delay of a revealed element: its place among the revealed items of its list, else none. */
export function revealDelay(el: HTMLElement): number {
  const parent = el.parentElement;
  const siblings = parent ? Array.from(parent.children).filter((child) => child.matches(byData("reveal"))) : [];
  if (siblings.length < 2) return 0;
  const index = siblings.indexOf(el);
  const [first, step] = ((parent && readData(parent, "revealStagger")) ?? "").split(" ").map(Number);
  if (first !== undefined && step !== undefined && !Number.isNaN(first) && !Number.isNaN(step))
    return first + step * index;
  return Math.min(ITEM_DELAYS.first + ITEM_DELAYS.step * index, ITEM_DELAYS.max);
}

function reveal(el: HTMLElement): void {
  // The delay goes through a custom property (set with the CSSOM, which the CSP allows); once shown, the
  // element drops the reveal classes, so its own transitions (hover, open) run without the delay.
  const delay = revealDelay(el);
  if (delay > 0) el.style.setProperty("--reveal-delay", `${delay}ms`);
  el.classList.add("is-revealed");
  // Dropped when its fade and slide have ended, or at once when they never started (the browser had not yet
  // drawn it hidden, as on a busy phone) or were cancelled: waiting for a `transitionend` that never comes
  // would leave it with the delay for good.
  const fading = el.getAnimations().filter((animation) => animation instanceof CSSTransition);
  void Promise.allSettled(fading.map((animation) => animation.finished)).then(() =>
    el.classList.remove("reveal-pending", "is-revealed"),
  );
}

export function startReveal(): void {
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
  const observe = (threshold: number, items: HTMLElement[]) => {
    if (items.length === 0) return;
    // The observer's first report on each element says where it is at load, measured with the page's own
    // first layout rather than one forced here: above the fold it stays as drawn, below it hides until reached.
    const observer = new IntersectionObserver(
      (entries) => {
        // The window's bottom edge, from the report itself (its root less the margin below): reading `innerHeight`
        // here would lay the page out again, as the script has changed it since the report was measured.
        const root = entries[0]?.rootBounds;
        const fold = root ? root.bottom + BOTTOM_MARGIN : window.innerHeight;
        for (const entry of entries) {
          const el = entry.target as HTMLElement;
          if (el.classList.contains("reveal-pending")) {
            if (!entry.isIntersecting) continue;
            reveal(el);
            observer.unobserve(el);
          } else if (entry.boundingClientRect.top <= fold) observer.unobserve(el);
          else el.classList.add("reveal-pending");
        }
      },
      { threshold, rootMargin: `0px 0px -${BOTTOM_MARGIN}px 0px` },
    );
    for (const el of items) observer.observe(el);
  };
  const targets = Array.from(document.querySelectorAll<HTMLElement>(byData("reveal")));
  observe(
    0.2,
    targets.filter((el) => readData(el, "reveal") === "hero"),
  );
  observe(
    0.1,
    targets.filter((el) => readData(el, "reveal") !== "hero"),
  );
}
