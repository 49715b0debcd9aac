// The mobile menu is a popover (src/components/header.tsx): it opens, closes on Escape or a tap outside and
// gives focus back with no script. This adds the three things the platform does not do: it says "expanded"
// where a browser does not tell assistive technology itself, closes on a chosen link (an in-page link such as
// /#team would leave it open), and closes when the window widens to the desktop bar.
import { ids } from "./dom-contract";

export function startMenu(): void {
  const menu = document.getElementById(ids.mobileMenu);
  const toggle = document.querySelector<HTMLButtonElement>(`button[popovertarget="${ids.mobileMenu}"]`);
  if (!menu || !toggle || typeof menu.hidePopover !== "function") return;

  toggle.setAttribute("aria-expanded", "false");
  menu.addEventListener("toggle", (event) => {
    toggle.setAttribute("aria-expanded", String((event as ToggleEvent).newState === "open"));
  });
  menu.addEventListener("click", (event) => {
    if (event.target instanceof Element && event.target.closest("a")) menu.hidePopover();
  });
  const wide = window.matchMedia("(min-width: 960px)");
  wide.addEventListener("change", () => {
    if (wide.matches && menu.matches(":popover-open")) menu.hidePopover();
  });
}
