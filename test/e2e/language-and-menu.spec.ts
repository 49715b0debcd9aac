import { describe, expect, it } from "vitest";
import { baseURL, openPage, phone, sharedBrowser } from "./browser";

const browser = sharedBrowser();

// Switching language from the menu, and keeping the visitor's place (the section being read, the form and what
// was typed), are journeys of every engine (engines.spec.ts). The switch as a plain link to the same page, the
// choice kept by its cookie, and an English browser's first visit are the worker's
// (test/worker/middleware/locale.test.ts). The menu's journey, with scripts and with none at all, runs in every
// engine too (engines.spec.ts).

describe("without JavaScript", () => {
  it("the narrow header keeps its 80 px with nothing spilling out, and pages read fully", async () => {
    const context = await browser().newContext({
      ...phone,
      viewport: { width: 412, height: 860 },
      javaScriptEnabled: false,
    });
    const { page } = await openPage(context);
    await page.goto(`${baseURL()}/qui-sommes-nous?lang=fr`);
    expect(await page.locator("h1").isVisible()).toBe(true);
    // Nothing of the header spills out of its 80 px or sideways, and the bar's links are not drawn over it (that the
    // page as a whole does not scroll sideways without scripts is a journey of every engine: engines.spec.ts).
    const layout = await page.evaluate(() => {
      const header = document.querySelector(".site-header")!.getBoundingClientRect();
      const shown = [...document.querySelectorAll(".site-header *")].filter((el) =>
        (el as HTMLElement).checkVisibility(),
      );
      return {
        height: header.height,
        overflowing: shown.filter((el) => {
          const r = el.getBoundingClientRect();
          return r.bottom > header.bottom + 0.5 || r.right > innerWidth + 0.5;
        }).length,
      };
    });
    expect(layout).toEqual({ height: 80, overflowing: 0 });
    // Its menu, opened and closed without scripts, is a journey of every engine: engines.spec.ts.
    // Nothing is left hidden by the scroll reveal.
    await page.locator("footer").scrollIntoViewIfNeeded();
    const hidden = await page
      .locator("[data-reveal]")
      .evaluateAll((els) => els.filter((el) => getComputedStyle(el).opacity !== "1").length);
    expect(hidden).toBe(0);
    await context.close();
  });
});
