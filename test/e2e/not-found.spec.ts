// A visitor on an unknown address (docs/product.md §2.15): the unknown path is logged to the console. That the
// page's language switch keeps the address is its markup's (test/worker/routes/errors.test.ts).
import { describe, expect, it } from "vitest";
import { baseURL, desktop, openPage, sharedBrowser, withConsent } from "./browser";

const browser = sharedBrowser();

describe("the 404 page", () => {
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
