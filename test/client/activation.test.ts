// A prerendered page does nothing a visitor has not seen until it is shown (client/activation.ts, decision 082).
import { afterEach, describe, expect, it } from "vitest";
import { isPrerendering, whenActivated } from "../../client/activation";

function prerendering(value: boolean | undefined): void {
  Object.defineProperty(document, "prerendering", { value, configurable: true });
}

describe("whenActivated", () => {
  afterEach(() => prerendering(undefined));

  it("runs at once on a page the visitor is looking at, and in browsers without prerendering", () => {
    const runs: string[] = [];
    whenActivated(() => runs.push("shown"));
    prerendering(false);
    whenActivated(() => runs.push("not prerendered"));
    expect(runs).toEqual(["shown", "not prerendered"]);
  });

  it("waits on a prerendered page until it is shown, then runs once", () => {
    prerendering(true);
    expect(isPrerendering()).toBe(true);
    const runs: string[] = [];
    whenActivated(() => runs.push("beacon"));
    expect(runs).toEqual([]);
    prerendering(false);
    document.dispatchEvent(new Event("prerenderingchange"));
    document.dispatchEvent(new Event("prerenderingchange"));
    expect(runs).toEqual(["beacon"]);
  });
});
