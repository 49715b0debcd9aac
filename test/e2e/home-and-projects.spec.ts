import type { BrowserContext, BrowserContextOptions, Locator, Page, Response } from "playwright-core";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { homeCopy } from "../../src/content/site-content";
import { formatNumber } from "../../src/i18n/format";
import type { Locale } from "../../src/i18n/locale-list";
import {
  baseURL,
  desktop,
  firstProject,
  galleryProject,
  openPage,
  phone,
  tablet,
  withConsent,
  sharedBrowser,
  wokenIsland,
} from "./browser";

const browser = sharedBrowser();

/** The counters' figures as the content states them (or all at `value`), written as the language writes numbers. */
const counterFigures = (locale: Locale, value?: number) =>
  homeCopy[locale].clients.counters.map(
    (counter) => `${formatNumber(locale, value ?? counter.value)}${counter.suffix}`,
  );

async function consentingContext(options = desktop, extra: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser().newContext({ ...options, ...extra });
  await withConsent(context);
  return context;
}

const selectedSlide = (page: Page, region: string) =>
  page.getByRole("region", { name: region }).locator(".carousel-status").first().textContent();

describe("home page", () => {
  it("service cards: a press on a card opens it, a second closes it, only one open at a time, no script needed", async () => {
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser().newContext({ ...phone, javaScriptEnabled });
      await withConsent(context);
      const { page, errors } = await openPage(context);
      await page.goto(`${baseURL()}/?lang=en`);
      const cards = page.locator(".service-card");
      const toggles = page.locator(".service-card summary");
      // A press where a visitor would press: the card's whole surface is its toggle.
      const press = async (target: Locator) => {
        await target.scrollIntoViewIfNeeded();
        const box = await target.boundingBox();
        if (!box) throw new Error("not shown");
        await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      };
      const openCards = () => page.locator(".service-features:visible").count();
      expect(await cards.count()).toBe(4);
      expect(await openCards()).toBe(0);
      // Anywhere on the card: its text, not only the toggle.
      await press(cards.nth(0).locator("p").first());
      await expect.poll(openCards).toBe(1);
      expect(await cards.nth(0).locator(".service-features").isVisible()).toBe(true);
      expect(await toggles.nth(0).getAttribute("aria-describedby")).toBe(
        await cards.nth(0).locator("h3").getAttribute("id"),
      );
      await press(cards.nth(2).locator("h3"));
      await expect.poll(() => cards.nth(2).locator(".service-features").isVisible()).toBe(true);
      expect(await openCards()).toBe(1);
      await press(cards.nth(2).locator("h3"));
      await expect.poll(openCards).toBe(0);
      // Keyboard: Enter on a focused card's toggle opens it, and it says so.
      await toggles.nth(1).focus();
      await page.keyboard.press("Enter");
      await expect.poll(() => cards.nth(1).locator(".service-features").isVisible()).toBe(true);
      expect(await toggles.nth(1).textContent()).toContain("Hide details");
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it("service cards come in one after another (200 ms + 400 ms each), other lists 100 to 200 ms apart", async () => {
    const context = await consentingContext();
    const { page } = await openPage(context);
    await page.goto(`${baseURL()}/?lang=en`);
    const delays = (selector: string) =>
      page
        .locator(selector)
        .evaluateAll((els) => els.map((el) => (el as HTMLElement).style.getPropertyValue("--reveal-delay")));
    /** The delays the product document gives each of a list's items, however many the content has. */
    const expected = async (selector: string, delay: (index: number) => number) =>
      Array.from({ length: await page.locator(selector).count() }, (_, i) => `${delay(i)}ms`);
    await page.locator(".service-cards").scrollIntoViewIfNeeded();
    const services = await expected(".service-card", (i) => 200 + 400 * i);
    expect(services.length).toBeGreaterThan(1);
    await expect.poll(() => delays(".service-card"), { timeout: 5000 }).toEqual(services);
    await page.locator(".team-tiles").scrollIntoViewIfNeeded();
    const tiles = await expected(".team-tiles .stat", (i) => Math.min(100 + 50 * i, 200));
    expect(tiles.length).toBeGreaterThan(1);
    await expect.poll(() => delays(".team-tiles .stat"), { timeout: 5000 }).toEqual(tiles);
    // Once in, nothing stays hidden and nothing keeps the reveal's transition.
    await expect.poll(() => page.locator(".service-cards .reveal-pending").count(), { timeout: 5000 }).toBe(0);
    await context.close();
  });

  it("a section whose fade never runs still settles, shown and free of the reveal's classes", async () => {
    const context = await consentingContext();
    const { page } = await openPage(context);
    await page.goto(`${baseURL()}/?lang=en`);
    // As when a busy browser shows the section before it has drawn it hidden: no transition to wait for.
    const cards = page.locator(".service-cards");
    await cards
      .locator(".service-card")
      .evaluateAll((els) =>
        els.forEach((el) => (el as HTMLElement).style.setProperty("transition", "none", "important")),
      );
    await cards.scrollIntoViewIfNeeded();
    await expect.poll(() => page.locator(".service-card.is-revealed, .service-card.reveal-pending").count()).toBe(0);
    expect(
      await cards
        .locator(".service-card")
        .first()
        .evaluate((el) => getComputedStyle(el).opacity),
    ).toBe("1");
    await context.close();
  });

  it("projects carousel: next, previous, arrow keys, and it loops", async () => {
    const context = await consentingContext();
    const { page, errors } = await openPage(context);
    await page.goto(`${baseURL()}/?lang=en`);
    await wokenIsland(page, "project-browser");
    const region = "Projects carousel";
    expect(await selectedSlide(page, region)).toBe("Project 1 of 19");
    await page.getByRole("button", { name: "Next project" }).click();
    await expect.poll(() => selectedSlide(page, region)).toBe("Project 2 of 19");
    await page.getByRole("button", { name: "Previous project" }).click();
    await expect.poll(() => selectedSlide(page, region)).toBe("Project 1 of 19");
    // Looping: before the first comes the last.
    await page.getByRole("button", { name: "Previous project" }).click();
    await expect.poll(() => selectedSlide(page, region)).toBe("Project 19 of 19");
    await page.getByRole("button", { name: "Next project" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => selectedSlide(page, region)).toBe("Project 1 of 19");
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => selectedSlide(page, region)).toBe("Project 19 of 19");
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const [name, options, perView] of [
    ["phone", phone, 1],
    ["tablet", tablet, 2],
    ["desktop", desktop, 3],
  ] as const) {
    it(`shows ${perView} project card(s) per view on a ${name}`, async () => {
      const context = await consentingContext(options);
      const { page } = await openPage(context);
      await page.goto(`${baseURL()}/?lang=fr`);
      await wokenIsland(page, "project-browser");
      const visible = await page.locator("#projects .carousel-slide").evaluateAll((slides) => {
        const viewport = slides[0]!.closest(".carousel-viewport")!.getBoundingClientRect();
        return slides.filter((slide) => {
          const box = slide.getBoundingClientRect();
          return box.left >= viewport.left - 2 && box.right <= viewport.right + 2;
        }).length;
      });
      expect(visible).toBe(perView);
      await context.close();
    });
  }

  // Opening a project in its dialog, and Escape and its close button taking it back home with focus on the card,
  // is a journey of every engine (engines.spec.ts). Here, what the desktop layout adds.
  it("on a desktop, a project card's dialog holds the page still behind it, and a click beside it closes it", async () => {
    const context = await consentingContext();
    const { page, errors } = await openPage(context);
    await page.goto(`${baseURL()}/?lang=en`);
    await wokenIsland(page, "project-browser");
    const card = page.locator("#projects").getByRole("link", { name: firstProject.title, exact: true });
    await card.click();
    const dialog = page.getByRole("dialog", { name: firstProject.title });
    await dialog.waitFor();
    expect(await dialog.getByText("01").first().isVisible()).toBe(true);
    // The page behind does not scroll.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");
    // A click on the backdrop.
    await page.mouse.click(5, 450);
    await dialog.waitFor({ state: "hidden" });
    await expect.poll(() => new URL(page.url()).pathname).toBe("/");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the gallery viewer wraps around both ways and closes with Escape", async () => {
    const context = await consentingContext();
    const { page, errors } = await openPage(context);
    const { slug, title, images } = galleryProject;
    await page.goto(`${baseURL()}/project/${slug}?lang=en`);
    const thumbs = page.locator(".gallery-thumb");
    expect(await thumbs.count()).toBe(images);
    // Pressed at once, before anything has woken: the viewer opens, not the bare image.
    await thumbs.nth(0).click();
    const viewer = page.getByRole("dialog", { name: `Image viewer · ${title}` });
    await viewer.waitFor();
    expect(await viewer.locator(".gallery-counter").textContent()).toBe(`Image 1 of ${images}`);
    await viewer.getByRole("button", { name: "Previous image" }).click();
    expect(await viewer.locator(".gallery-counter").textContent()).toBe(`Image ${images} of ${images}`);
    await viewer.getByRole("button", { name: "Next image" }).click();
    expect(await viewer.locator(".gallery-counter").textContent()).toBe(`Image 1 of ${images}`);
    await page.keyboard.press("ArrowLeft");
    expect(await viewer.locator(".gallery-counter").textContent()).toBe(`Image ${images} of ${images}`);
    await viewer.getByRole("button", { name: `Image 3 of ${images}` }).click();
    expect(await viewer.locator(".gallery-counter").textContent()).toBe(`Image 3 of ${images}`);
    await page.keyboard.press("Escape");
    await viewer.waitFor({ state: "hidden" });
    // The project dialog itself is still open, and the page stays (a navigation started would finish here).
    await page.waitForLoadState("networkidle");
    expect(page.url()).toBe(`${baseURL()}/project/${slug}?lang=en`);
    expect(await page.getByRole("dialog", { name: title }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("testimonials: read more / read less, auto-advance that pauses under the pointer", async () => {
    const context = await consentingContext();
    const { page, errors } = await openPage(context);
    // The page's clock is held: its timers fire only when the test moves it on (no waiting on the wall clock).
    await page.clock.install();
    await page.clock.pauseAt(new Date(Date.now() + 1000));
    await page.goto(`${baseURL()}/?lang=en`);
    await wokenIsland(page, "testimonials");
    const region = page.getByRole("region", { name: "Client testimonials" });
    const status = () => region.locator(".carousel-status").textContent();
    // Keep the pointer away: one auto-advance every 5 s.
    await page.mouse.move(0, 0);
    const start = await status();
    await page.clock.runFor(4900);
    expect(await status()).toBe(start);
    await page.clock.runFor(200);
    await expect.poll(status).not.toBe(start);
    // While it turns by itself, a screen reader is not told of each turn.
    expect(await region.locator(".carousel-status").getAttribute("aria-live")).toBe("off");
    // Under the pointer it stops, however long it stays, and a move the visitor makes is announced.
    await region.hover();
    expect(await region.getAttribute("data-state")).toBe("paused");
    expect(await region.locator(".carousel-status").getAttribute("aria-live")).toBe("polite");
    const held = await status();
    await page.clock.runFor(15_000);
    expect(await status()).toBe(held);
    // Read more on the one testimonial with a full quote.
    const readMore = region.getByRole("button", { name: "Read more" });
    expect(await readMore.count()).toBe(1);
    await readMore.click({ force: true });
    expect(await region.getByRole("button", { name: "Read less" }).getAttribute("aria-expanded")).toBe("true");
    await region.getByRole("button", { name: "Read less" }).click({ force: true });
    expect(await region.getByRole("button", { name: "Read more" }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("on a phone, each testimonial fills the carousel exactly: no neighbour cut off, on any slide", async () => {
    const context = await consentingContext(phone);
    const { page } = await openPage(context);
    await page.goto(`${baseURL()}/?lang=fr`);
    await wokenIsland(page, "testimonials");
    const region = page.getByRole("region", { name: "Témoignages clients" });
    await region.getByRole("button", { name: "Mettre en pause" }).click();
    const edges = () =>
      region.locator(".carousel-viewport").evaluate((viewport) => {
        const box = viewport.getBoundingClientRect();
        // Slides showing at least a pixel inside the viewport, and how much of each shows.
        return Array.from(viewport.querySelectorAll(".testimonial-slide"))
          .map((slide) => slide.getBoundingClientRect())
          .filter((r) => r.right > box.left + 1 && r.left < box.right - 1)
          .map((r) => Math.round(Math.min(r.right, box.right) - Math.max(r.left, box.left)) === Math.round(r.width));
      });
    for (let i = 0; i < 6; i++) {
      await expect.poll(edges, { timeout: 3000 }).toEqual([true]);
      await region.getByRole("button", { name: "Témoignage suivant" }).click();
    }
    await context.close();
  });

  it("after a reload in the middle of the page, counters start from 0 rather than flash their figures, then count up to them", async () => {
    const context = await consentingContext();
    const { page } = await openPage(context);
    // Every paint of a counter's figure, from the very first one, is recorded in the page.
    await context.addInitScript(() => {
      const painted: string[] = [];
      (window as unknown as { painted: string[] }).painted = painted;
      const look = () => {
        for (const el of document.querySelectorAll<HTMLElement>(".counter-number")) {
          if (getComputedStyle(el).visibility === "visible") painted.push(el.textContent ?? "");
        }
        requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    await page.goto(`${baseURL()}/?lang=en#team`);
    await page.locator(".counters").scrollIntoViewIfNeeded();
    await page.reload();
    // Each counter counts up to its figure (when and how they count is test/client/counters.test.ts's).
    await expect
      .poll(() => page.locator(".counter-number").allTextContents(), { timeout: 6000 })
      .toEqual(counterFigures("en"));
    const painted = await page.evaluate(() => (window as unknown as { painted: string[] }).painted);
    expect(painted[0]).toBe(counterFigures("en", 0)[0]);
    await context.close();
  });

  // Under reduced motion they are there at once: test/client/counters.test.ts.
  it("without JavaScript, the figures are simply there", async () => {
    const context = await browser().newContext({ ...desktop, javaScriptEnabled: false });
    const { page } = await openPage(context);
    await page.goto(`${baseURL()}/?lang=fr`);
    await page.locator(".counters").scrollIntoViewIfNeeded();
    expect(await page.locator(".counter-number").allTextContents()).toEqual(counterFigures("fr"));
    expect(await page.locator(".counter-number").first().isVisible()).toBe(true);
    await context.close();
  });
});

describe("project page", () => {
  it("first view: the detail open and complete, no React, under 10 KB of gzipped JavaScript", async () => {
    const context = await consentingContext();
    const { page, errors } = await openPage(context);
    const scripts: { url: string; gzip: number }[] = [];
    const onResponse = async (response: Response) => {
      if (response.request().resourceType() !== "script") return;
      scripts.push({ url: response.url(), gzip: gzipSync(await response.body()).length });
    };
    page.on("response", onResponse);
    await page.goto(`${baseURL()}/project/electricity?lang=fr`, { waitUntil: "networkidle" });
    page.off("response", onResponse);
    expect(await page.locator("h1").textContent()).toBe("ElectriCity");
    expect(await page.getByText("Découvrez ce projet en détail").isVisible()).toBe(true);
    const dialog = page.getByRole("dialog", { name: "ElectriCity" });
    expect(await dialog.getByRole("heading", { name: "Contexte" }).isVisible()).toBe(true);
    expect(scripts.filter((s) => /\/(hydrate|project-page-dialog)-/.test(s.url))).toEqual([]);
    expect(scripts.reduce((sum, s) => sum + s.gzip, 0)).toBeLessThan(10_000);
    // "Fermer" is a link home: it closes with no React at all.
    await dialog.getByRole("link", { name: "Fermer" }).first().click();
    await page.waitForURL(`${baseURL()}/`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("Escape inside the detail goes home; the language switch stays usable and keeps the project", async () => {
    const context = await consentingContext();
    const { page, errors } = await openPage(context);
    await page.goto(`${baseURL()}/project/electricity?lang=fr`);
    // The detail is part of the page, not a modal: the header's language link works.
    await page.getByRole("link", { name: "English version" }).first().click();
    await page.waitForURL(`${baseURL()}/project/electricity?lang=en`);
    expect(await page.getAttribute("html", "lang")).toBe("en");
    const dialog = page.getByRole("dialog", { name: "ElectriCity" });
    expect(await dialog.getByRole("heading", { name: "Context" }).isVisible()).toBe(true);
    await dialog.getByRole("link", { name: "Close" }).first().focus();
    await page.keyboard.press("Escape");
    await page.waitForURL(`${baseURL()}/`);
    expect(errors).toEqual([]);
    await context.close();
  });

  // Escape as a first visit's first key, closing the detail and going home, is a journey of every engine
  // (engines.spec.ts).

  it("reads fully without JavaScript", async () => {
    const context = await browser().newContext({ ...phone, javaScriptEnabled: false });
    const { page } = await openPage(context);
    await page.goto(`${baseURL()}/project/risk-pursuit?lang=en`);
    expect(await page.getByRole("heading", { name: "Results and impact" }).isVisible()).toBe(true);
    await context.close();
  });
});
