// Items of a list come in one after another (client/reveal.ts, docs/product.md §9.4). The rhythms of the home
// page's lists, as a visitor sees them, are the browser's: test/e2e/home-and-projects.spec.ts.
import { describe, expect, it } from "vitest";
import { revealDelay } from "../../client/reveal";

function list(html: string): HTMLElement[] {
  document.body.innerHTML = html;
  return [...document.querySelectorAll<HTMLElement>("[data-reveal]")];
}

describe("the reveal's delay", () => {
  it("is none for an element alone in its parent, and counts only revealed siblings", () => {
    expect(list(`<section><h2 data-reveal></h2><p></p></section>`).map(revealDelay)).toEqual([0]);
    expect(list(`<ul><li></li><li data-reveal></li><li data-reveal></li></ul>`).map(revealDelay)).toEqual([100, 150]);
  });
});
