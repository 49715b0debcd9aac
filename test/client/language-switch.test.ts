// The language switch keeps the visitor's place: which heading or form they were reading (client/language-switch.ts).
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { anchorBeingRead, startLanguageSwitch } from "../../client/language-switch";

const HEADER = 64;
const VIEW = 800;

describe("the anchor being read when the language is switched", () => {
  it("is the form running across the top of the view, while the visitor fills it in", () => {
    const boxes = [
      { top: -900, height: 40 },
      { top: -300, height: 900 },
      { top: 650, height: 40 },
    ];
    expect(anchorBeingRead(boxes, HEADER, VIEW)).toBe(1);
  });

  it("is the first heading showing below the header, when none runs across it", () => {
    const boxes = [
      { top: -500, height: 40 },
      { top: 120, height: 40 },
      { top: 500, height: 40 },
    ];
    expect(anchorBeingRead(boxes, HEADER, VIEW)).toBe(1);
  });

  it("is the last heading scrolled past, when a long section fills the view", () => {
    const boxes = [
      { top: -1500, height: 40 },
      { top: -700, height: 40 },
      { top: 1200, height: 40 },
    ];
    expect(anchorBeingRead(boxes, HEADER, VIEW)).toBe(1);
  });

  it("is a heading just under the header, not the one hidden behind it", () => {
    const boxes = [
      { top: 30, height: 30 },
      { top: HEADER - 1, height: 40 },
    ];
    expect(anchorBeingRead(boxes, HEADER, VIEW)).toBe(1);
  });

  it("is the first anchor when every one is still below the view", () => {
    expect(anchorBeingRead([{ top: 900, height: 40 }], HEADER, VIEW)).toBe(0);
  });
});

describe("the place taken by the page in the other language", () => {
  const browserScroll = window.scrollTo.bind(window);
  let placings: MockInstance<typeof window.scrollTo>;
  beforeEach(() => {
    history.replaceState(null, "", "/contact");
    document.body.innerHTML = `<main><h1>Contact</h1><form></form></main>`;
    sessionStorage.setItem(
      "language-switch-place",
      JSON.stringify({ path: "/contact", anchor: 1, top: -120, at: Date.now() }),
    );
    placings = vi.spyOn(window, "scrollTo");
    startLanguageSwitch();
  });
  afterEach(() => placings.mockRestore());

  it("is placed again when the page has loaded, though the browser moved the scroll position meanwhile", () => {
    expect(placings).toHaveBeenCalledTimes(1);
    // What scroll anchoring does while images above grow: the position moves with no input from the visitor.
    browserScroll(0, 37);
    window.dispatchEvent(new Event("load"));
    expect(placings).toHaveBeenCalledTimes(2);
  });

  it("is left to the visitor once they scroll, tap or type", () => {
    window.dispatchEvent(new WheelEvent("wheel", { deltaY: 40 }));
    window.dispatchEvent(new Event("load"));
    expect(placings).toHaveBeenCalledTimes(1);
  });
});
