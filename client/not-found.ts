/** On the 404 page, the unknown path is logged as an error to the console (spec §2 "404 page"). */
export function logNotFound(): void {
  if (!document.querySelector("[data-not-found]")) return;
  console.error(`404: no page at ${window.location.pathname}`);
}
