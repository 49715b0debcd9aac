import { createContext, useContext, type ReactNode } from "react";
import { renderToString } from "react-dom/server.edge";
import { PageProvider, type PageContextValue } from "./page-context";

/** True while a page is rendered with holes: each `<Slot>` then writes a marker in place of its content. */
const SlotMarkers = createContext(false);

/**
 * A part of a page that one request fills in itself (the contact form in a visitor's state after a refused
 * form post): the page around it comes from the memo, only the part is rendered for the request (decision 011).
 * Rendered normally, a slot is just its children.
 */
export function Slot({ name, children }: { name: string; children: ReactNode }) {
  // A marker this file writes and reads back before the page leaves the Worker: no browser ever sees it.
  // eslint-disable-next-line house/dom-contract
  return useContext(SlotMarkers) ? <div data-slot={name} /> : children;
}

/** A page element whose slots render as markers, for `fillSlots` to fill. */
export function withSlotMarkers(element: ReactNode) {
  return <SlotMarkers.Provider value>{element}</SlotMarkers.Provider>;
}

const marker = /<div data-slot="([\w-]+)"><\/div>/g;

/**
 * The page's HTML with each slot marker replaced by what `fills` gives for its name, rendered in the page's
 * context.
 */
export function fillSlots(html: string, context: PageContextValue, fills: Record<string, ReactNode>): string {
  return html.replace(marker, (found, name: string) =>
    name in fills ? renderToString(<PageProvider value={context}>{fills[name]}</PageProvider>) : found,
  );
}
