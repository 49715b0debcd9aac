import { byData } from "./dom-contract";

/** On the 404 page, the unknown path is logged as an error to the console (docs/product.md §2.15). */
export function logNotFound(): void {
  if (!document.querySelector(byData("notFound"))) return;
  console.error(`404: no page at ${window.location.pathname}`);
}
