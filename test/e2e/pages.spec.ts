import { describe, expect, it } from "vitest";
import { baseURL, desktop, openPage, phone, withConsent, sharedBrowser } from "./browser";

const browser = sharedBrowser();

describe("careers page", () => {
  it("injects the job widget script about 100 ms after the page shows, and removes it when the visitor leaves", async () => {
    const context = await browser().newContext(desktop);
    await withConsent(context);
    await context.addInitScript(() => {
      const w = window as unknown as { widgetAddedAt?: number };
      new MutationObserver(() => {
        if (w.widgetAddedAt === undefined && document.querySelector("script[data-careers-widget-script]"))
          w.widgetAddedAt = performance.now();
      }).observe(document, { childList: true, subtree: true });
    });
    const { page } = await openPage(context);
    const widgetRequests: string[] = [];
    page.on(
      "request",
      (request) => request.url().includes("jobs.ludora.example") && widgetRequests.push(request.url()),
    );
    await page.goto(`${baseURL()}/careers?lang=fr`, { waitUntil: "load" });
    const script = page.locator("script[data-careers-widget-script]");
    await expect.poll(() => script.count()).toBe(1);
    const timing = await page.evaluate(() => {
      const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
      return {
        added: (window as unknown as { widgetAddedAt: number }).widgetAddedAt,
        domInteractive: nav.domInteractive,
      };
    });
    expect(timing.added - timing.domInteractive).toBeGreaterThanOrEqual(100);
    expect(widgetRequests.length).toBe(1);
    // The page reads well whatever the widget does: its own notices (not the widget area's fallback, hidden
    // while the widget loads) say the 15-day and PDF rules.
    for (const text of [/15 jours/, /PDF/])
      await page.getByText(text).filter({ visible: true }).first().waitFor({ timeout: 5000 });
    // Leaving the page takes the script away.
    await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent("pagehide", { persisted: true })));
    expect(await script.count()).toBe(0);
    await context.close();
  });
});

describe("inner heroes", () => {
  const withArt = [
    "/gamification-digitale",
    "/advergaming",
    "/serious-games",
    "/elearning-interactif",
    "/sante",
    "/jeux-marketing",
    "/qui-sommes-nous",
  ];

  it("show project covers beside the text on a desktop, and fetch none on a phone", async () => {
    const wide = await browser().newContext(desktop);
    await withConsent(wide);
    const page = await wide.newPage();
    for (const path of withArt) {
      await page.goto(`${baseURL()}${path}?lang=fr`);
      const art = page.locator(".page-hero .hero-art");
      expect(await art.isVisible(), path).toBe(true);
      // Beside the text, not under it: the art starts right of the text's middle, level with the title.
      const [text, box] = [await page.locator(".page-hero-text").boundingBox(), await art.boundingBox()];
      expect(box!.x, path).toBeGreaterThan(text!.x + text!.width / 2);
      expect(box!.y, path).toBeLessThan(text!.y + text!.height);
    }
    await wide.close();
    const narrow = await browser().newContext(phone);
    await withConsent(narrow);
    const small = await narrow.newPage();
    const covers: string[] = [];
    small.on("request", (request) => request.url().includes("/cover.") && covers.push(request.url()));
    await small.goto(`${baseURL()}/serious-games?lang=fr`, { waitUntil: "networkidle" });
    expect(await small.locator(".page-hero .hero-art").isVisible()).toBe(false);
    expect(covers).toEqual([]);
    await narrow.close();
  });
});
