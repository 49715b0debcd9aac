// A dialog the server renders open in the page (the project page's detail, client/components/project-dialog.tsx)
// closes by leaving for its `data-close-href`. Its close button is a plain link; this gives it Escape from the
// very first key, before and without the island's React (decision 003).
import { byData, ids, readData } from "./dom-contract";

export function startServerDialogs(): void {
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || event.defaultPrevented || event.isComposing) return;
    const dialog = document.querySelector<HTMLDialogElement>(`dialog[open]${byData("closeHref")}`);
    const closeHref = dialog && readData(dialog, "closeHref");
    if (!closeHref) return;
    // Escape in a modal dialog (the gallery viewer, the cookie preferences) or in an open menu is theirs.
    if (document.querySelector("dialog:modal") || menuOpen()) return;
    event.preventDefault();
    window.location.assign(closeHref);
  });
}

function menuOpen(): boolean {
  const menu = document.getElementById(ids.menuPopover);
  return Boolean(menu && CSS.supports("selector(:popover-open)") && menu.matches(":popover-open"));
}
