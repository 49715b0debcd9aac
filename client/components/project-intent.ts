// A grid of project cards sleeps until a card is pressed (decision 003); as soon as the visitor shows intent (a
// pointer over a card, a finger down on it, focus on its link), its island wakes, so that by the press its code
// is usually here, with every project's detail, fetched beside it (decision 082). One listener per
// page, on the document, in the entry.

import { byData } from "../dom-contract";

const INTENT_EVENTS = ["pointerover", "pointerdown", "focusin"] as const;

/** Listens for intent on any project card of the page; `wakeIsland` wakes the island the card belongs to. */
export function startProjectIntent(wakeIsland: (root: HTMLElement) => void): void {
  let last: Element | null = null;
  const onIntent = (event: Event) => {
    const card = event.target instanceof Element ? event.target.closest(".project-card") : null;
    // A pointer moving within a card reports each element it crosses: the card counts once in a row.
    if (!card || (card === last && event.type === "pointerover")) return;
    last = card;
    // Only a card an island opens in a dialog: elsewhere a card is a plain link.
    const island = card.closest<HTMLElement>(byData("island"));
    if (island) wakeIsland(island);
  };
  for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { passive: true });
}
