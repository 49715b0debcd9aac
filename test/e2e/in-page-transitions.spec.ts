// In-page transitions with no round trip (decision 082): a project card opens its dialog with its content in
// the same frame as the press once the visitor has shown intent, whatever the network; and without
// JavaScript, an in-page link chosen in the phone menu leaves the menu closed over its section.
import { describe, expect, it } from "vitest";
import { baseURL, desktop, openPage, sharedBrowser, withConsent, wokenIsland } from "./browser";

const browser = sharedBrowser();

/** How long the slowed network takes to answer the project API: far longer than a press. */
const SLOW_API_MS = 1500;

describe("the project dialog on a warm page", () => {
  it("opens with the project's title and sections in the same frame as the press, never 'Loading', on a slow network", async () => {
    const context = await browser().newContext(desktop);
    await withConsent(context);
    const answered: string[] = [];
    await context.route("**/api/projects/**", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, SLOW_API_MS)); // the slowed network, not a wait of the test's
      await route.continue();
      answered.push(new URL(route.request().url()).pathname);
    });
    const { page, errors } = await openPage(context);
    await page.goto(`${baseURL()}/?lang=en`);
    await wokenIsland(page, "project-browser");
    // From here on, the page notes whether a loading line ever shows, and what the dialog holds when it opens.
    await page.evaluate(() => {
      const seen = { loading: false, openedWith: "" };
      Object.assign(window, { dialogSeen: seen });
      new MutationObserver(() => {
        if (document.querySelector("dialog.project-dialog[open] .project-dialog-status")) seen.loading = true;
        const dialog = document.querySelector("dialog.project-dialog[open]");
        if (dialog && !seen.openedWith) seen.openedWith = dialog.querySelector("h2")?.textContent ?? "(no heading)";
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    const card = page.locator("#projects").getByRole("link", { name: "WeCare", exact: true });
    // Intent: the pointer rests on the card while the visitor reads it.
    await card.hover();
    await expect.poll(() => answered, { timeout: SLOW_API_MS * 4 }).toContain("/api/projects/wecare");
    await card.click();
    const dialog = page.getByRole("dialog", { name: "WeCare" });
    await dialog.waitFor();
    expect(await dialog.getByRole("heading", { name: "Objective" }).isVisible()).toBe(true);
    const seen = await page.evaluate(() => (window as unknown as { dialogSeen: object }).dialogSeen);
    expect(seen).toEqual({ loading: false, openedWith: "WeCare" });
    expect(answered).toEqual(["/api/projects/wecare"]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
