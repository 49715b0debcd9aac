// A page the browser prerenders (Speculation Rules, decision 082) runs its scripts before the visitor has
// seen it, and may never be shown. Whatever a visitor would notice or that leaves a trace (the analytics
// beacon, a consent record, a counter's animation, the careers widget, a language place or a contact draft
// taken from storage) waits until the page is shown: `prerenderingchange` fires then, once.

type MaybePrerendered = Document & { readonly prerendering?: boolean };

/** True while the page is being prerendered and has not been shown (false in browsers without prerendering). */
export function isPrerendering(): boolean {
  return (document as MaybePrerendered).prerendering === true;
}

/** Runs `run` now on a page the visitor is looking at, else at the moment the prerendered page is shown. */
export function whenActivated(run: () => void): void {
  if (!isPrerendering()) return run();
  document.addEventListener("prerenderingchange", () => run(), { once: true });
}
