import { describe, expect, it } from "vitest";
import { baseURL, desktop, phone, withConsent, sharedBrowser } from "./browser";

const browser = sharedBrowser();

// The careers page's widget: test/e2e/careers.spec.ts in the browser, test/client/careers-widget.test.ts for when its
// script comes and goes.
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
