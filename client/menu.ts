// The mobile menu opens on an empty popover and shows while it is open (src/components/header.tsx, decision 082):
// it opens, and closes on Escape, a tap outside or a chosen link, with no script. This adds what the platform
// does not do for a menu outside its popover: it says "expanded" where a browser does not tell assistive
// technology itself, gives focus back to the button when the menu closes with focus in it (the platform does so
// only from inside the popover), and closes the menu when the window widens to the desktop bar.
import { ids } from "./dom-contract";

export function startMenu(): void {
  const popover = document.getElementById(ids.menuPopover);
  const menu = document.getElementById(ids.mobileMenu);
  const toggle = document.querySelector<HTMLButtonElement>(`button[popovertarget="${ids.menuPopover}"]`);
  if (!popover || !menu || !toggle || typeof popover.hidePopover !== "function") return;

  toggle.setAttribute("aria-expanded", "false");
  popover.addEventListener("toggle", (event) => {
    const open = (event as ToggleEvent).newState === "open";
    toggle.setAttribute("aria-expanded", String(open));
    if (!open && menu.contains(document.activeElement)) toggle.focus({ preventScroll: true });
  });
  const wide = window.matchMedia("(min-width: 960px)");
  wide.addEventListener("change", () => {
    if (wide.matches && popover.matches(":popover-open")) popover.hidePopover();
  });
}
