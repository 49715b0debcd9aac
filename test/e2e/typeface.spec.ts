// The brand typeface (Sora, self-hosted): preloaded, small, used by headings, and never swapped in under the
// reader (font-display: optional; a metric-matched fallback holds its place on a page whose font is late).
import type { Response } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseURL, desktop, openPage, phone, sharedBrowser, withConsent } from "./browser";

const browser = sharedBrowser();

describe("the heading typeface", () => {
  for (const [name, options] of [
    ["phone", phone],
    ["desktop", desktop],
  ] as const) {
    it(`on a ${name}: preloaded, at most 40 KB, no layout shift when it is late, headings set in it on the next page`, async () => {
      const context = await browser().newContext(options);
      await withConsent(context);
      // Layout shifts from the very start of the page, whatever their cause (the font swap among them).
      await context.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { shifts: number[] }).shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) shifts.push(entry.value);
        }).observe({ type: "layout-shift", buffered: true });
      });
      const { page, errors } = await openPage(context);
      // The font arrives late, as on a slow phone, so the page is painted with the fallback first and the
      // swap happens in view: what must not move is measured then.
      let fontArrived = false;
      await page.route("**/*.woff2", async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 800)); // the slowed network, not a wait of the test's
        fontArrived = true;
        await route.continue();
      });
      let fontBytes = 0;
      const countFont = async (response: Response) => {
        if (response.request().resourceType() === "font") fontBytes += (await response.body()).length;
      };
      page.on("response", countFont);
      await page.goto(`${baseURL()}/?lang=fr`, { waitUntil: "networkidle" });
      expect(fontArrived).toBe(true);
      expect(await page.locator('link[rel="preload"][as="font"]').count()).toBe(1);
      expect(await page.evaluate(() => document.fonts.ready.then(() => document.fonts.check('800 40px "Sora"')))).toBe(
        true,
      );
      expect(await page.locator("h1").evaluate((h1) => getComputedStyle(h1).fontFamily)).toMatch(/^"?Sora"?,/);
      expect(fontBytes).toBeGreaterThan(0);
      expect(fontBytes).toBeLessThanOrEqual(40 * 1024);
      const shift = await page.evaluate(() =>
        (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0),
      );
      expect(shift).toBeLessThanOrEqual(0.02);
      // Once the font comes in time (the next page, from the cache; here, the line no longer held back), the
      // heading is drawn in Sora, whatever its words: the glyphs Chromium really used, not the style asked for.
      page.off("response", countFont);
      await page.unroute("**/*.woff2");
      await page.goto(`${baseURL()}/qui-sommes-nous?lang=fr`, { waitUntil: "networkidle" });
      const cdp = await context.newCDPSession(page);
      await cdp.send("DOM.enable");
      await cdp.send("CSS.enable");
      const { root } = await cdp.send("DOM.getDocument");
      const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "h1" });
      const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
      // The file names its face, "Sora ExtraBold"; the fallback would be Arial's or Liberation Sans's.
      expect(fonts.map((font) => font.familyName)).toContainEqual(expect.stringMatching(/^Sora\b/));
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
