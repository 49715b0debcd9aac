// Every project card, in the home carousel as in a grid, loads what its dialog needs as soon as the visitor
// shows intent (a pointer over it, a finger down on it, focus on its link), whether its island is awake or
// not: the project's detail (client/components/project-details.ts) and, for a grid that wakes at the first
// press, the island itself. By the press, both are usually here, and the dialog opens with the project's
// title and sections in the same frame (decision 082). One listener per page, on the document, in the entry.

import { byData } from "../dom-contract";

const INTENT_EVENTS = ["pointerover", "pointerdown", "focusin"] as const;

/** The card's project, from its link to the project page (`/project/{slug}`), which every card has. */
function projectOfCard(card: Element): string | null {
  const link = card.querySelector<HTMLAnchorElement>('a[href^="/project/"]');
  if (!link) return null;
  const slug = link.pathname.slice("/project/".length);
  return slug ? decodeURIComponent(slug) : null;
}

/**
 * Listens for intent on any project card of the page. `wakeIsland` wakes the island the card belongs to (a
 * grid sleeps until then); the detail is fetched in the page's language, as the island asks for it.
 */
export function startProjectIntent(wakeIsland: (root: HTMLElement) => void): void {
  let last: Element | null = null;
  const onIntent = (event: Event) => {
    const card = event.target instanceof Element ? event.target.closest(".project-card") : null;
    // A pointer moving within a card reports each element it crosses: the card counts once in a row.
    if (!card || (card === last && event.type === "pointerover")) return;
    last = card;
    // Only a card an island opens in a dialog: elsewhere a card is a plain link.
    const island = card.closest<HTMLElement>(byData("island"));
    const slug = projectOfCard(card);
    if (!island || !slug) return;
    const lang = document.documentElement.lang;
    void import("./project-details").then(
      ({ fetchProjectDetail }) => fetchProjectDetail(slug, lang).catch(() => undefined),
      () => undefined, // the press will ask again
    );
    wakeIsland(island);
  };
  for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { passive: true });
}
