// Items of a list come in one after another (client/reveal.ts, docs/product.md §9.4).
import { describe, expect, it } from "vitest";
import { revealDelay } from "../../client/reveal";

function list(html: string): HTMLElement[] {
  document.body.innerHTML = html;
  return [...document.querySelectorAll<HTMLElement>("[data-reveal]")];
}

describe("the reveal's delay", () => {
  it("is 100 ms, then 50 ms more per item, up to 200 ms, for the items of a list", () => {
    const items = list(`<ul>${"<li data-reveal></li>".repeat(5)}</ul>`);
    expect(items.map(revealDelay)).toEqual([100, 150, 200, 200, 200]);
  });

  it("follows a list's own rhythm (the service cards: 200 ms, then 400 ms each)", () => {
    const items = list(`<div data-reveal-stagger="200 400">${"<article data-reveal></article>".repeat(3)}</div>`);
    expect(items.map(revealDelay)).toEqual([200, 600, 1000]);
  });

  it("is none for an element alone in its parent, and counts only revealed siblings", () => {
    expect(list(`<section><h2 data-reveal></h2><p></p></section>`).map(revealDelay)).toEqual([0]);
    expect(list(`<ul><li></li><li data-reveal></li><li data-reveal></li></ul>`).map(revealDelay)).toEqual([100, 150]);
  });
});
