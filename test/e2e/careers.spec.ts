// The careers page's job widget (docs/product.md §2.12, §4.9; decision 034): loading, rendered by the widget, or
// the e-mail fallback. The third-party script is never fetched from the network: each test answers its URL itself,
// and the page's clock is held, so "within a few seconds" is a time the test moves, not one it waits for.
import type { BrowserContext, Page, Route } from "playwright-core";
import { describe, expect, it } from "vitest";
import { WIDGET_TIMEOUT_MS } from "../../client/careers-widget";
import { axeViolations } from "./axe";
import { baseURL, desktop, openPage, sharedBrowser, withConsent } from "./browser";

/** CAREERS_WIDGET_URL of the local configuration (wrangler.toml). */
const WIDGET = "https://jobs.ludora.example/widget/v1/offers.js";
const INJECT_DELAY_MS = 100;
const START = new Date("2026-11-22T12:00:00.000Z");

const browser = sharedBrowser();

/** A stand-in for the job board: renders two offers where the page asks it to (`data-target`). */
const STAND_IN_WIDGET = `
  const target = document.querySelector(document.currentScript.dataset.target);
  const list = document.createElement("ul");
  for (const title of ["Développeur·se Unity", "Game designer"]) {
    const item = document.createElement("li");
    item.textContent = title;
    list.append(item);
  }
  target.append(list);
`;

async function careersPage(
  answer: (route: Route) => Promise<void> | void,
  setUp?: (context: BrowserContext) => Promise<void>,
): Promise<{ context: BrowserContext; page: Page; errors: string[]; widgetRequests: () => number }> {
  const context = await browser().newContext(desktop);
  await withConsent(context);
  let requests = 0;
  await context.route(WIDGET, (route) => {
    requests += 1;
    return answer(route);
  });
  if (setUp) await setUp(context);
  const { page, errors } = await openPage(context);
  // Held: the page's timers fire only when a test moves its clock on.
  await page.clock.install({ time: START });
  await page.clock.pauseAt(new Date(START.getTime() + 1000));
  await page.goto(`${baseURL()}/careers?lang=fr`);
  return { context, page, errors, widgetRequests: () => requests };
}

const area = (page: Page) => page.locator(".careers-widget");
const status = (page: Page) => area(page).getByRole("status");
const fallback = (page: Page) => area(page).getByRole("heading", { name: "Postulez par e-mail" });
const state = (page: Page) => area(page).getAttribute("data-state");

describe("the careers widget", () => {
  it("shows a polite loading state, never the fallback, while the widget loads; then the fallback", async () => {
    const { context, page, errors, widgetRequests } = await careersPage(() => {
      // Never answered: a slow job board.
    });
    await expect.poll(() => state(page)).toBe("loading");
    expect(await status(page).textContent()).toBe("Chargement de nos offres d’emploi…");
    expect(await status(page).isVisible()).toBe(true);
    expect(await area(page).getAttribute("aria-busy")).toBe("true");
    expect(await fallback(page).isVisible()).toBe(false);
    // Injected 100 ms after the page shows, on the page's own clock.
    expect(widgetRequests()).toBe(0);
    await page.clock.runFor(INJECT_DELAY_MS);
    await expect.poll(widgetRequests).toBe(1);
    // Still loading a moment before the deadline…
    await page.clock.runFor(WIDGET_TIMEOUT_MS - 1000);
    expect(await state(page)).toBe("loading");
    expect(await fallback(page).isVisible()).toBe(false);
    // …then the fallback, announced through the same live region.
    await page.clock.runFor(1000);
    expect(await state(page)).toBe("failed");
    expect(await fallback(page).isVisible()).toBe(true);
    expect(await status(page).textContent()).toBe(
      "Nos offres ne peuvent pas s’afficher pour le moment\u00a0: vous pouvez postuler par e-mail ci-dessous.",
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it("before the client script runs, the area already shows loading, not the fallback", async () => {
    const { context, page } = await careersPage(
      () => undefined,
      // The client bundle does nothing: only the server's HTML and the stylesheet decide what shows.
      async (ctx) => {
        await ctx.route(/\/assets\/entry-[^/]+\.js$/, (route) =>
          route.fulfill({ contentType: "text/javascript", body: "" }),
        );
      },
    );
    await page.waitForLoadState("load");
    expect(await state(page)).toBeNull();
    expect(await status(page).isVisible()).toBe(true);
    expect(await fallback(page).isVisible()).toBe(false);
    await context.close();
  });

  it("gives the area to the widget once it renders", async () => {
    const { context, page, errors } = await careersPage((route) =>
      route.fulfill({ contentType: "text/javascript", body: STAND_IN_WIDGET }),
    );
    await expect.poll(() => state(page)).toBe("loading");
    await page.clock.runFor(INJECT_DELAY_MS);
    await expect.poll(() => state(page)).toBe("ready");
    // The page's CSP let the widget's host run: its offers are there.
    expect(await area(page).getByRole("listitem").allTextContents()).toEqual(["Développeur·se Unity", "Game designer"]);
    expect(await fallback(page).isVisible()).toBe(false);
    expect(await area(page).getAttribute("aria-busy")).toBe("false");
    expect(await status(page).textContent()).toBe("Nos offres d’emploi sont affichées.");
    // Past the deadline, nothing changes.
    await page.clock.runFor(WIDGET_TIMEOUT_MS);
    expect(await state(page)).toBe("ready");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the fallback as soon as the script fails: a prefilled e-mail, with the PDF rule, the 15-day and 12-month notices in view on the page", async () => {
    const { context, page } = await careersPage((route) => route.abort("connectionrefused"));
    await expect.poll(() => state(page)).toBe("loading");
    await page.clock.runFor(INJECT_DELAY_MS);
    await expect.poll(() => state(page)).toBe("failed");
    const apply = area(page).getByRole("link", { name: "Envoyer ma candidature spontanée" });
    expect(await apply.getAttribute("href")).toBe(
      `mailto:jobs@ludora.example?subject=${encodeURIComponent("Candidature spontanée")}`,
    );
    // Said once, in the page's own notices (docs/product.md §2.12), not repeated in the fallback.
    for (const text of [/format PDF uniquement/, /délai de 15 jours/, /12 mois/]) {
      expect(await page.getByText(text).first().isVisible()).toBe(true);
      expect(await area(page).getByText(text).count()).toBe(0);
    }
    await page.clock.resume(); // axe-core schedules its own work on timers
    expect(await axeViolations(page, ".careers-widget")).toEqual([]);
    await context.close();
  });

  it("without JavaScript, shows the fallback at once and no loading state", async () => {
    const context = await browser().newContext({ ...desktop, javaScriptEnabled: false });
    const { page } = await openPage(context);
    await page.goto(`${baseURL()}/careers?lang=en`);
    expect(await area(page).getByRole("heading", { name: "Apply by e-mail" }).isVisible()).toBe(true);
    expect(await status(page).isVisible()).toBe(false);
    expect(await area(page).getByRole("link", { name: "Send a speculative application" }).getAttribute("href")).toBe(
      `mailto:jobs@ludora.example?subject=${encodeURIComponent("Speculative application")}`,
    );
    await context.close();
  });
});
