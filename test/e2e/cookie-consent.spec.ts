// Cookie consent journeys (docs/product.md §2.1 banner, §2.16 preferences dialog, §3.2 storage, §4.2
// transitions).
import { gzipSync } from "node:zlib";
import type { BrowserContext, BrowserContextOptions, Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations } from "./axe";
import { baseURL, desktop, openPage, phone, sharedBrowser, webAnalyticsToken, withConsent } from "./browser";

const PREFERENCES = "cookie-preferences";
const DATE = "cookie-consent-date";
const VERSION = "cookie-consent-version";
/** CONSENT_VERSION in client/consent.ts. */
const CURRENT_VERSION = "2";
/** Cloudflare's beacon: never fetched from the network here; a stand-in answers for it (see standInBeacon). */
const BEACON = "https://static.cloudflareinsights.com/beacon.min.js";
/** The moment the browser believes it is, for tests about how old a choice is. */
const NOW = new Date("2026-11-22T12:00:00.000Z");
const ANALYTICS_LOG = "Analytics initialised";
/** The banner and the dialog (src/components/cookie-consent.tsx): no framework, so nothing to wake. */
const CONSENT_UI = "[data-consent-banner], [data-consent-dialog]";

const browser = sharedBrowser();

interface Visit {
  context: BrowserContext;
  page: Page;
  errors: string[];
  warnings: string[];
  logs: string[];
  /** Requests for the Web Analytics beacon, in order (answered by a local stand-in). */
  beaconRequests: string[];
}

/**
 * Answers the beacon's URL with a stand-in script in place of Cloudflare's (no network here). It counts its
 * runs on the page: it runs only if the page's CSP allows the beacon's host, as the real one would.
 */
async function standInBeacon(context: BrowserContext): Promise<string[]> {
  const requests: string[] = [];
  await context.route(BEACON, (route) => {
    requests.push(route.request().url());
    return route.fulfill({
      contentType: "text/javascript",
      body: "window.standInBeaconRuns = (window.standInBeaconRuns || 0) + 1;",
    });
  });
  return requests;
}

/** A stored choice as the site writes it, made at `date` under `version` (null: the key is absent). */
function storedChoice(choice: { analytics: boolean; marketing: boolean }, date: string, version: string | null) {
  return async (context: BrowserContext) => {
    await context.addInitScript(
      ([p, d, v, value, at, ver]) => {
        if (sessionStorage.getItem("seeded")) return; // only before the first load of this tab
        sessionStorage.setItem("seeded", "1");
        localStorage.setItem(p, value);
        localStorage.setItem(d, at);
        if (ver !== null) localStorage.setItem(v, ver);
      },
      [PREFERENCES, DATE, VERSION, JSON.stringify({ necessary: true, ...choice }), date, version] as const,
    );
  };
}

/** A fresh visitor (empty storage unless `before` sets some), on a page whose consent code has run. */
async function visit(
  path: string,
  options: BrowserContextOptions = desktop,
  before?: (context: BrowserContext) => Promise<void>,
): Promise<Visit> {
  const context = await browser().newContext(options);
  const beaconRequests = await standInBeacon(context);
  if (before) await before(context);
  const { page, errors } = await openPage(context);
  const warnings: string[] = [];
  const logs: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
    logs.push(message.text());
  });
  await page.goto(`${baseURL()}${path}`);
  return { context, page, errors, warnings, logs, beaconRequests };
}

const banner = (page: Page) =>
  page.getByRole("region", { name: /Cookies et confidentialité|Cookies and your privacy/ });
const dialog = (page: Page) => page.getByRole("dialog");
const gone = (locator: Locator) => locator.waitFor({ state: "hidden", timeout: 5000 });

/** The banner's and the dialog's own animations (entrance) have finished; the page's may run on. */
const settled = (page: Page) =>
  page.waitForFunction(
    (selector) =>
      [...document.querySelectorAll(selector)]
        .flatMap((el) => el.getAnimations({ subtree: true }))
        .every((animation) => animation.playState !== "running"),
    CONSENT_UI,
  );

/** Once the page has settled: no banner. */
async function expectNoBanner(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  expect(await banner(page).count()).toBe(0);
  expect(await page.locator("[data-consent-banner]").isVisible()).toBe(false);
}

async function stored(page: Page): Promise<{ preferences: unknown; date: string | null }> {
  const { preferences, date, version } = await page.evaluate(
    ([p, d, v]) => ({
      preferences: JSON.parse(localStorage.getItem(p) ?? "null") as unknown,
      date: localStorage.getItem(d),
      version: localStorage.getItem(v),
    }),
    [PREFERENCES, DATE, VERSION] as const,
  );
  // The version goes with the choice: stored with it, removed with it.
  expect(version).toBe(date === null ? null : CURRENT_VERSION);
  return { preferences, date };
}

/** The stored date is an ISO timestamp of the moment of the choice. */
function expectIsoNow(date: string | null, since: number): void {
  expect(date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  expect(new Date(date!).toISOString()).toBe(date);
  expect(Date.parse(date!)).toBeGreaterThanOrEqual(since - 1000);
  expect(Date.parse(date!)).toBeLessThanOrEqual(Date.now() + 1000);
}

describe("the banner and the dialog", () => {
  it("appears over the page without moving it, and leaves a phone's header and call to action clear", async () => {
    // Every shift from the page's first moment is added up as it happens, until the page has settled (loaded,
    // its fonts in, the banner's entrance over, two frames painted): the measure ends when the page's own work
    // does, not after a fixed window.
    const { context, page } = await visit("/legal-notice?lang=fr", phone, async (context) => {
      await context.addInitScript(() => {
        const w = window as unknown as { shifted: number };
        w.shifted = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) w.shifted += (entry as unknown as { value: number }).value;
        }).observe({ type: "layout-shift", buffered: true });
      });
    });
    await banner(page).waitFor();
    await page.waitForLoadState("load");
    const shift = await page.evaluate(async () => {
      await document.fonts.ready;
      await Promise.all(document.getAnimations().map((animation) => animation.finished));
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return (window as unknown as { shifted: number }).shifted;
    });
    expect(shift).toBe(0);
    expect(await banner(page).evaluate((el) => getComputedStyle(el).position)).toBe("fixed");
    const box = (await banner(page).boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(844 * 0.4);
    expect(box.y).toBeGreaterThan(80); // the 80px header (menu, language) stays clear
    // Scrolled to the end, the footer's last line shows above the banner (WCAG 2.4.11: nothing left under it).
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
    const lastLine = (await page.locator("footer p").last().boundingBox())!;
    expect(lastLine.y + lastLine.height).toBeLessThanOrEqual((await banner(page).boundingBox())!.y);
    let checked = 0;
    for (const path of ["/", "/contact", "/legal-notice"]) {
      await page.goto(`${baseURL()}${path}?lang=fr`);
      await banner(page).waitFor();
      const top = (await banner(page).boundingBox())!.y;
      // The page's first call to action is either fully above the banner or below the fold.
      const cta = await page
        .locator("main .btn")
        .first()
        .boundingBox({ timeout: 1000 })
        .catch(() => null);
      if (!cta) continue;
      checked += 1;
      expect(cta.y + cta.height <= top || cta.y >= 844, `${path}: call to action at ${cta.y}, banner from ${top}`).toBe(
        true,
      );
    }
    expect(checked).toBeGreaterThan(0);
    await context.close();
  });

  // Refusing from the banner (both off, dated, no banner on the next page), and customising in the dialog (the
  // necessary switch locked on, the chosen values saved, Escape discarding a change), are a journey of every engine
  // (engines.spec.ts); closing the banner without a choice is test/client/consent.test.ts's.
  it("the dialog is at most 42rem wide and 80vh high, and scrolls inside with its buttons in view", async () => {
    for (const [options, height] of [
      [phone, 844],
      [desktop, 900],
    ] as const) {
      const { context, page } = await visit("/?lang=fr", options);
      await banner(page).getByRole("button", { name: "Personnaliser" }).click();
      await dialog(page).waitFor();
      const box = (await dialog(page).boundingBox())!;
      expect(box.width).toBeLessThanOrEqual(42 * 16);
      expect(box.height).toBeLessThanOrEqual(height * 0.8 + 1);
      const save = (await dialog(page).getByRole("button", { name: "Enregistrer mes préférences" }).boundingBox())!;
      expect(save.y + save.height).toBeLessThanOrEqual(box.y + box.height);
      if (options === phone) {
        // On a phone the categories do not fit: the middle scrolls, not the page.
        const scrolls = await page
          .locator(".consent-dialog-body")
          .evaluate((el) => el.scrollHeight > el.clientHeight && getComputedStyle(el).overflowY === "auto");
        expect(scrolls).toBe(true);
      }
      await context.close();
    }
  });

  it("cancel discards the changes and keeps the banner", async () => {
    const { context, page } = await visit("/?lang=en");
    await banner(page).getByRole("button", { name: "Customise" }).click();
    await dialog(page).getByRole("switch", { name: "Marketing" }).click();
    await dialog(page).getByRole("button", { name: "Cancel" }).click();
    await gone(dialog(page));
    expect(await stored(page)).toEqual({ preferences: null, date: null });
    expect(await banner(page).isVisible()).toBe(true);
    // Reopened, the switches show the stored state again, not the cancelled one.
    await banner(page).getByRole("button", { name: "Customise" }).click();
    expect(await dialog(page).getByRole("switch", { name: "Marketing" }).getAttribute("aria-checked")).toBe("false");
    expect(await dialog(page).getByRole("button", { name: "Save my preferences" }).isVisible()).toBe(true);
    await context.close();
  });

  it("a choice made in another tab applies to this one", async () => {
    const { context, page } = await visit("/?lang=fr");
    await banner(page).waitFor();
    const other = await context.newPage();
    await other.goto(`${baseURL()}/contact?lang=fr`);
    await banner(other).getByRole("button", { name: "Refuser" }).click();
    await expect.poll(() => banner(page).count()).toBe(0);
    await context.close();
  });
});

describe("Web Analytics", () => {
  const beaconRuns = (page: Page) =>
    page.evaluate(() => (window as unknown as { standInBeaconRuns?: number }).standInBeaconRuns ?? 0);

  it("asks on a first visit, with a link to the policy, and starts analytics only once all is accepted", async () => {
    expect(webAnalyticsToken(), "the test server runs with a Web Analytics token").not.toBe("");
    const since = Date.now();
    const { context, page, beaconRequests, errors, warnings, logs } = await visit("/?lang=fr");
    await banner(page).waitFor();
    expect(await banner(page).getByRole("link", { name: "En savoir plus" }).getAttribute("href")).toBe(
      "/privacy-policy",
    );
    expect(warnings).toEqual([]); // e.g. no hydration mismatch
    await page.waitForLoadState("networkidle");
    expect(await stored(page)).toEqual({ preferences: null, date: null });
    expect(logs.filter((l) => l.includes(ANALYTICS_LOG))).toEqual([]);
    expect(beaconRequests).toEqual([]);
    await banner(page).getByRole("button", { name: "Accepter" }).click();
    await gone(banner(page));
    // Stored exactly as docs/product.md says (§3.2): everything on, dated now.
    expect(await page.evaluate((key) => localStorage.getItem(key), PREFERENCES)).toBe(
      '{"necessary":true,"analytics":true,"marketing":true}',
    );
    expectIsoNow((await stored(page)).date, since);
    expect(logs.filter((l) => l.includes(ANALYTICS_LOG))).toHaveLength(1);
    await expect.poll(() => beaconRequests.length).toBe(1);
    // It ran: the page's CSP allows its host. It carries the site's token as Cloudflare's snippet does.
    await expect.poll(() => beaconRuns(page)).toBe(1);
    const config = await page.locator(`script[src="${BEACON}"]`).getAttribute("data-cf-beacon");
    expect(JSON.parse(config ?? "{}")).toEqual({ token: webAnalyticsToken() });
    // Stored: the next page loads it at once, with no banner.
    await page.goto(`${baseURL()}/contact?lang=fr`);
    await expectNoBanner(page);
    await expect.poll(() => beaconRequests.length).toBe(2);
    expect(logs.filter((l) => l.includes(ANALYTICS_LOG))).toHaveLength(2);
    // Withdrawn from the footer's entry: no beacon from the next page on.
    await page.locator("footer").getByRole("link", { name: "Gérer les cookies" }).click();
    await dialog(page).getByRole("switch", { name: "Analytiques" }).click();
    await dialog(page).getByRole("button", { name: "Enregistrer mes préférences" }).click();
    await gone(dialog(page));
    await page.goto(`${baseURL()}/legal-notice?lang=fr`, { waitUntil: "networkidle" });
    expect(await beaconRuns(page)).toBe(0);
    expect(beaconRequests).toHaveLength(2);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("never requests it after a refusal, on the next page or after a reload, or with only marketing accepted", async () => {
    const { context, page, errors, logs, beaconRequests } = await visit("/?lang=fr");
    await banner(page).getByRole("button", { name: "Refuser" }).click();
    await gone(banner(page));
    // On the next page (where the refusal keeps the banner away: engines.spec.ts), analytics stays off.
    await page.goto(`${baseURL()}/contact?lang=fr`, { waitUntil: "networkidle" });
    expect(logs.filter((l) => l.includes(ANALYTICS_LOG))).toEqual([]);
    expect(errors).toEqual([]);
    await page.locator("footer").getByRole("link", { name: "Gérer les cookies" }).click();
    await dialog(page).getByRole("switch", { name: "Marketing" }).click();
    await dialog(page).getByRole("button", { name: "Enregistrer mes préférences" }).click();
    await gone(dialog(page));
    await page.reload({ waitUntil: "networkidle" });
    expect(beaconRequests).toEqual([]);
    await context.close();
  });
});

describe("the footer's cookie entry", () => {
  it("opens the preferences dialog; reset removes the choice and the banner asks again", async () => {
    const { context, page, errors } = await visit("/legal-notice?lang=fr", desktop, async (ctx) => {
      await ctx.clock.setFixedTime(NOW);
      await storedChoice({ analytics: false, marketing: true }, "2026-07-01T10:00:00.000Z", CURRENT_VERSION)(ctx);
    });
    await expectNoBanner(page);
    const link = page.locator("footer").getByRole("link", { name: "Gérer les cookies" });
    await link.click();
    const box = dialog(page);
    await box.waitFor();
    expect(page.url()).not.toContain("#4-cookies");
    // The switches show the stored choice.
    expect(await box.getByRole("switch", { name: "Marketing" }).getAttribute("aria-checked")).toBe("true");
    expect(await box.getByRole("switch", { name: "Analytiques" }).getAttribute("aria-checked")).toBe("false");
    // When the choice was made, and when the banner will ask again (six months on).
    expect(
      await box.getByText("Choix enregistré le 1er juillet 2026, valable jusqu’au 1er janvier 2027.").isVisible(),
    ).toBe(true);
    await box.getByRole("button", { name: "Réinitialiser mes choix" }).click();
    await gone(dialog(page));
    expect(await stored(page)).toEqual({ preferences: null, date: null });
    await banner(page).waitFor();
    // Defaults are back: the dialog starts from analytics and marketing off.
    await banner(page).getByRole("button", { name: "Personnaliser" }).click();
    expect(await dialog(page).getByRole("switch", { name: "Marketing" }).getAttribute("aria-checked")).toBe("false");
    expect(await dialog(page).getByRole("button", { name: "Réinitialiser mes choix" }).count()).toBe(0);
    await page.reload();
    await banner(page).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("without JavaScript, leads to the policy's cookie section (and no banner is shown)", async () => {
    const context = await browser().newContext({ ...desktop, javaScriptEnabled: false });
    const { page } = await openPage(context);
    await page.goto(`${baseURL()}/legal-notice?lang=fr`);
    expect(await page.locator(".consent-banner").isVisible()).toBe(false);
    await page.locator("footer").getByRole("link", { name: "Gérer les cookies" }).click();
    await page.waitForURL(/\/privacy-policy#4-cookies$/);
    await context.close();
  });
});

describe("keyboard only", () => {
  const focused = (page: Page) =>
    page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return {
        tag: el?.tagName ?? "",
        role: el?.getAttribute("role") ?? "",
        text: (el?.getAttribute("aria-label") || el?.textContent || "").trim(),
        inDialog: !!el?.closest("dialog"),
      };
    });

  it("reaches the banner first, customises with Space and Enter, Escape closes, focus returns", async () => {
    const { context, page, errors } = await visit("/legal-notice?lang=fr");
    await banner(page).waitFor();
    // On a first visit the banner comes first in the document, so the first Tab walks its controls.
    await page.keyboard.press("Tab");
    expect(await focused(page)).toMatchObject({ tag: "A", text: "En savoir plus sur les cookies et vos données" });
    await page.keyboard.press("Tab");
    expect(await focused(page)).toMatchObject({ tag: "BUTTON", text: "Refuser" });
    await page.keyboard.press("Tab");
    expect(await focused(page)).toMatchObject({ tag: "BUTTON", text: "Accepter" });
    await page.keyboard.press("Tab");
    expect(await focused(page)).toMatchObject({ tag: "BUTTON", text: "Personnaliser" });
    await page.keyboard.press("Enter");
    await dialog(page).waitFor();
    expect(await focused(page)).toMatchObject({ tag: "H2", text: "Préférences de cookies", inDialog: true });
    await page.keyboard.press("Tab");
    expect(await focused(page)).toMatchObject({ role: "switch", inDialog: true });
    await page.keyboard.press("Space");
    expect(await dialog(page).getByRole("switch", { name: "Analytiques" }).getAttribute("aria-checked")).toBe("true");
    // Focus stays inside the modal dialog however far one tabs.
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press("Tab");
      const now = await focused(page);
      expect(now.inDialog || now.tag === "BODY").toBe(true);
    }
    await page.keyboard.press("Escape");
    await gone(dialog(page));
    expect(await focused(page)).toMatchObject({ tag: "BUTTON", text: "Personnaliser" });
    expect(await stored(page)).toEqual({ preferences: null, date: null });
    // Reopen with Space, turn marketing on with Enter, save with Enter.
    await page.keyboard.press("Space");
    await dialog(page).waitFor();
    expect(await dialog(page).getByRole("switch", { name: "Analytiques" }).getAttribute("aria-checked")).toBe("false");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    expect(await dialog(page).getByRole("switch", { name: "Marketing" }).getAttribute("aria-checked")).toBe("true");
    await dialog(page).getByRole("button", { name: "Enregistrer mes préférences" }).focus();
    await page.keyboard.press("Enter");
    await gone(dialog(page));
    expect((await stored(page)).preferences).toEqual({ necessary: true, analytics: false, marketing: true });
    // The banner is gone with the opener: focus goes on to the page's content, not nowhere.
    expect(await focused(page)).toMatchObject({ tag: "MAIN" });
    expect(errors).toEqual([]);
    await context.close();
  });

  // The footer's entry opening the dialog and taking focus back on Escape is a journey of every engine
  // (engines.spec.ts); what accepting stores, the test of accept all above.
  it("reopens at once when Space follows Escape without a pause", async () => {
    // The browser's `close` event comes a task after Escape; a reopen pressed in between was undone by it
    // (about one try in two before the fix). Five tries in a row, each checked.
    const { context, page, errors } = await visit("/legal-notice?lang=fr");
    const customise = banner(page).getByRole("button", { name: "Personnaliser" });
    await customise.focus();
    await page.keyboard.press("Enter");
    await dialog(page).waitFor();
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press("Escape");
      await page.keyboard.press("Space");
      // Two frames: any late close has run by then.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      expect(await page.evaluate(() => document.querySelector("dialog")?.open), `try ${i + 1}`).toBe(true);
      expect(await focused(page)).toMatchObject({ tag: "H2", inDialog: true });
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("performance", () => {
  it("a policy page, consent already given, loads no React and under 10 KB of gzipped JavaScript", async () => {
    const context = await browser().newContext(desktop);
    await withConsent(context);
    const { page, errors } = await openPage(context);
    const scripts: { url: string; gzip: number }[] = [];
    page.on("response", async (response) => {
      if (response.request().resourceType() !== "script") return;
      scripts.push({ url: response.url(), gzip: gzipSync(await response.body()).length });
    });
    await page.goto(`${baseURL()}/privacy-policy`, { waitUntil: "networkidle" });
    await page.locator("footer").scrollIntoViewIfNeeded();
    await page.waitForLoadState("networkidle");
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => /\/(hydrate|consent-dialog)-/.test(s.url))).toEqual([]);
    expect(scripts.reduce((sum, s) => sum + s.gzip, 0)).toBeLessThan(10_000);
    expect(await page.locator(".consent-banner").isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("accessibility (axe-core)", () => {
  // The banner on a phone's first visit is read in both languages by the sweep of every template
  // (sweeps.spec.ts); here, the dialog in each language and the banner as a desktop lays it out. Their markup is
  // the same in either language.
  const cases = [
    { options: phone, lang: "en", bannerToo: false },
    { options: desktop, lang: "fr", bannerToo: true },
  ] as const;

  it("finds no violations in the dialog, on a phone and a desktop, or in the banner on a desktop", async () => {
    for (const { options, lang, bannerToo } of cases) {
      // Axe is injected as an inline script, which the site's CSP rightly refuses: bypassed for the test only.
      const { context, page } = await visit(`/?lang=${lang}`, options);
      await banner(page).waitFor();
      await settled(page); // the entrance animation done before contrast is measured
      if (bannerToo) expect(await axeViolations(page, CONSENT_UI)).toEqual([]);
      await banner(page)
        .getByRole("button", { name: lang === "fr" ? "Personnaliser" : "Customise" })
        .click();
      await dialog(page).waitFor();
      await settled(page);
      expect(await axeViolations(page, CONSENT_UI)).toEqual([]);
      await context.close();
    }
  });
});
