// A visitor on an unknown address (docs/product.md §2.15): the language switch keeps that address, and the
// unknown path is logged to the console.
import { describe, expect, it } from "vitest";
import { baseURL, desktop, openPage, sharedBrowser, withConsent } from "./browser";

const browser = sharedBrowser();

describe("the 404 page", () => {
  it("switches language on the same missing address, not on /404", async () => {
    const context = await browser().newContext(desktop);
    await withConsent(context);
    const { page } = await openPage(context);
    const response = await page.goto(`${baseURL()}/missing?lang=fr`);
    expect(response?.status()).toBe(404);
    await page
      .locator("header")
      .getByRole("link", { name: /English/ })
      .click();
    await page.waitForURL(/\/missing\?lang=en$/);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Oops! Page not found");
    await context.close();
  });

  it("logs the unknown path to the console as an error", async () => {
    const context = await browser().newContext(desktop);
    await withConsent(context);
    const { page, errors } = await openPage(context);
    await page.goto(`${baseURL()}/nulle-part/ici?lang=fr`);
    await expect.poll(() => errors).toContain("404: no page at /nulle-part/ici");
    // Pages that exist log nothing of the kind.
    errors.length = 0;
    await page.goto(`${baseURL()}/contact?lang=fr`, { waitUntil: "networkidle" });
    expect(errors).toEqual([]);
    await context.close();
  });
});
