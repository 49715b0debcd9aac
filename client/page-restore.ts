// Back and Forward may restore a page from the back/forward cache (decision 082): its scripts do not run
// again, and it comes back as the visitor left it, a menu open over it and focus on the link they chose.
// `pageshow` with `persisted` says so; this puts it back in a state they can read.
import { ids } from "./dom-contract";

/** Runs `run` each time the page is restored from the back/forward cache. */
export function onRestore(run: () => void): void {
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) run();
  });
}

/** Closes open popovers (the phone menu) and brings focus back into the page when it was left on nothing visible. */
export function startPageRestore(): void {
  onRestore(() => {
    for (const popover of document.querySelectorAll<HTMLElement>("[popover]")) {
      if (popover.matches(":popover-open")) popover.hidePopover();
    }
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || focused === document.body || focused.getClientRects().length === 0)
      document.getElementById(ids.main)?.focus({ preventScroll: true });
  });
}
