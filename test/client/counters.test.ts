// The home page's counters count up from 0, once, when half visible, ease-out, each over its own duration, and
// end on the figure as the server wrote it (client/counters.ts, docs/product.md §4.7, §9.4).
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startCounters } from "../../client/counters";

/** The server's markup (src/components/counters.tsx): the figure hidden from readers, its text beside it. */
function counters(...figures: { to: number; text: string; ms?: number }[]): HTMLElement[] {
  document.body.innerHTML = `<dl>${figures
    .map(
      ({ to, text, ms }) => `
      <div class="stat counter" data-counter="">
        <dt>Projets</dt>
        <dd><span aria-hidden="true" data-count-to="${to}" data-count-suffix="+" ${ms ? `data-count-ms="${ms}"` : ""}>${text}</span><span class="sr-only">${text}</span></dd>
      </div>`,
    )
    .join("")}</dl>`;
  return [...document.querySelectorAll<HTMLElement>("[data-count-to]")];
}

/** An IntersectionObserver the test drives: it says when a counter comes into view. */
class Viewport {
  static current: Viewport;
  readonly watched = new Set<Element>();
  constructor(
    private readonly report: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    Viewport.current = this;
  }
  observe(el: Element) {
    this.watched.add(el);
  }
  unobserve(el: Element) {
    this.watched.delete(el);
  }
  disconnect() {
    this.watched.clear();
  }
  show(el: Element) {
    this.report([{ isIntersecting: true, target: el } as IntersectionObserverEntry], this as never);
  }
}

let frames: FrameRequestCallback[] = [];
/** Runs the frames the animation asked for, at `now` milliseconds. */
function frame(now: number): void {
  const due = frames;
  frames = [];
  due.forEach((run) => run(now));
}

function reducedMotion(on: boolean): void {
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: on && query.includes("reduce") }));
}

describe("the counters", () => {
  beforeEach(() => {
    frames = [];
    vi.stubGlobal("IntersectionObserver", Viewport);
    vi.stubGlobal("requestAnimationFrame", (run: FrameRequestCallback) => frames.push(run));
    vi.spyOn(performance, "now").mockReturnValue(0);
    reducedMotion(false);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("show 0 until half of the counter is in view, then count up, easing out, to the figure as written", () => {
    const [number] = counters({ to: 1200, text: "1 200+", ms: 2000 });
    startCounters();
    expect(number!.textContent).toBe("0+");
    expect(Viewport.current.options.threshold).toBe(0.5);
    const card = number!.closest(".counter")!;
    expect([...Viewport.current.watched]).toEqual([card]);

    Viewport.current.show(card);
    frame(0);
    expect(number!.textContent).toBe("0+");
    frame(1000); // half the time: ease-out is already at 87.5 %
    expect(number!.textContent).toBe("1050+");
    frame(2000);
    expect(number!.textContent).toBe("1 200+"); // the server's figure: its locale's digits and spaces
    expect(frames).toEqual([]);
  });

  it("never show a figure below 0, from a frame timed before the count began", () => {
    const [number] = counters({ to: 110, text: "110+", ms: 2500 });
    startCounters();
    Viewport.current.show(number!.closest(".counter")!);
    frame(-16); // the frame began before the observer's report, where the count starts
    expect(number!.textContent).toBe("0+");
  });

  it("each take their own time, 2 seconds when none is given", () => {
    const [quick, plain] = counters({ to: 10, text: "10+", ms: 500 }, { to: 10, text: "10+" });
    startCounters();
    for (const number of [quick!, plain!]) Viewport.current.show(number.closest(".counter")!);
    frame(0);
    frame(500);
    expect([quick!.textContent, plain!.textContent]).toEqual(["10+", "6+"]);
    frame(2000);
    expect(plain!.textContent).toBe("10+");
  });

  it("count once: a counter scrolled away and back stays at its figure", () => {
    const [number] = counters({ to: 5, text: "5+", ms: 100 });
    startCounters();
    const card = number!.closest(".counter")!;
    Viewport.current.show(card);
    expect(Viewport.current.watched.size).toBe(0);
    frame(0);
    frame(100);
    expect(number!.textContent).toBe("5+");
  });

  it("under reduced motion, show the final figures at once and watch nothing", () => {
    reducedMotion(true);
    const [number] = counters({ to: 1200, text: "1 200+" });
    startCounters();
    expect(number!.textContent).toBe("1 200+");
    expect(number!.classList.contains("is-counting")).toBe(true); // CSS shows it
    expect(Viewport.current.watched.size).toBe(0);
  });
});
