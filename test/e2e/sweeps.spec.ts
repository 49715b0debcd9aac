// Whole-site sweeps over every route of the route table and every project page, in both languages, for what
// only a browser shows: layout and accessibility. What needs only the HTML runs without one: links and images
// (test/worker/pages/link-sweep.test.ts) and typography (test/worker/pages/typography-sweep.test.ts) in the
// worker tests, HTML validity in Node (test/node/html-validity.test.ts).
import { describe, expect, it } from "vitest";
import { projects } from "../../src/content/site-content";
import { pseudoLocale } from "../../src/i18n/test-locale";
import { pageRoutes } from "../../src/route-table";
import { axeViolations } from "./axe";
import { swept, touchedPaths as touched } from "../fixtures/swept-paths";
import { baseURL, desktop, phone, withConsent, sharedBrowser } from "./browser";

const paths = swept([
  ...pageRoutes.map((route) => route.path),
  ...projects.map((project) => `/project/${project.slug}`),
]);
const langs = ["fr", "en"] as const;
/** The first route of each template, and a project page. */
const onePagePerTemplate = [
  ...new Map(pageRoutes.map((route) => [route.template, route.path] as const).reverse()).values(),
  `/project/${projects[0]!.slug}`,
];
/**
 * Where axe looks: the pages a change touches (the content lane), else a page of each template and the project
 * pages that differ in layout (panels, a video, a framed website). Pages of one template share their markup;
 * what differs with the words, each image's alternative text and every link, the worker's link sweep checks on
 * every page (test/worker/pages/link-sweep.test.ts).
 */
const axePaths = touched
  ? paths
  : [
      ...onePagePerTemplate,
      ...projects
        .filter((project) => project.panels || project.video || project.websiteUrl)
        .map((project) => `/project/${project.slug}`),
    ];
/**
 * The languages axe reads a page in. Both for the pages a change touches; else one, alternating from page to page
 * and between the two sweeps below, so that each template is read in both: a page's markup is the same in either,
 * a key a catalogue lacks throws at render (test/worker/i18n/translator.test.ts), and the content's schemas
 * require both languages of every text.
 */
const axeLangs = (i: number, sweep: 0 | 1): readonly (typeof langs)[number][] =>
  touched ? langs : [langs[(i + sweep) % langs.length]!];

const browser = sharedBrowser();

describe("layout at 412 px", () => {
  // The longest texts the site can get: French, and the test locale (the English text about 35 % longer,
  // decision 038), which stands for English: what overflows in English overflows there first. Laid out at one
  // device pixel per CSS pixel: the layout is the same, and the machine paints a quarter of the pixels.
  const layoutLangs = ["fr", pseudoLocale];

  it("no page scrolls sideways, and no line of text runs out of its box, in French or the test locale", async () => {
    const context = await browser().newContext({
      ...phone,
      deviceScaleFactor: 1,
      viewport: { width: 412, height: 860 },
    });
    await withConsent(context);
    const page = await context.newPage();
    const found: string[] = [];
    for (const path of paths) {
      for (const lang of layoutLangs) {
        await page.goto(`${baseURL()}${path}?lang=${lang}`, { waitUntil: "domcontentloaded" });
        for (const fault of await page.evaluate(layoutFaults)) found.push(`${path}?lang=${lang}: ${fault}`);
      }
    }
    expect(found).toEqual([]);
    await context.close();
  }, 300_000);
});

/**
 * What overflows at this width: the page itself wider than the window, or a line of text wider than the block
 * that holds it (its words spill out of their box). A box that hides or scrolls its overflow on purpose (a
 * carousel, the ticker, a table's scroll wrapper) clips what it holds, so its text is not counted.
 */
function layoutFaults(): string[] {
  const faults: string[] = [];
  if (document.documentElement.scrollWidth > window.innerWidth)
    faults.push(`the page is ${document.documentElement.scrollWidth}px wide`);
  const blockOf = (el: Element): Element => {
    let node: Element = el;
    while (node.parentElement && getComputedStyle(node).display.startsWith("inline")) node = node.parentElement;
    return node;
  };
  const clipped = (el: Element): boolean => {
    for (let node: Element | null = el; node && node !== document.body; node = node.parentElement)
      if (getComputedStyle(node).overflowX !== "visible") return true;
    return false;
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !node.textContent?.trim() || !parent.checkVisibility()) continue;
    if (parent.closest(".sr-only, script, style, svg")) continue;
    const block = blockOf(parent);
    if (clipped(block)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const text = range.getBoundingClientRect();
    const box = block.getBoundingClientRect();
    if (text.width === 0) continue;
    if (text.right > box.right + 1 || text.left < box.left - 1) {
      const name = block.tagName.toLowerCase() + (block.classList[0] ? `.${block.classList[0]}` : "");
      faults.push(
        `"${node.textContent.trim().slice(0, 50)}" runs ${Math.round(text.right - box.right)}px out of ${name}`,
      );
    }
  }
  return faults;
}

describe("accessibility (axe-core, WCAG 2.2 AA)", () => {
  it("no violations on a page of every layout, consent given", async () => {
    const context = await browser().newContext(desktop);
    await withConsent(context);
    const page = await context.newPage();
    const found: string[] = [];
    for (const [i, path] of axePaths.entries()) {
      for (const lang of axeLangs(i, 0)) {
        await page.goto(`${baseURL()}${path}?lang=${lang}`, { waitUntil: "load" });
        for (const violation of await axeViolations(page)) found.push(`${path}?lang=${lang}: ${violation}`);
      }
    }
    expect(found).toEqual([]);
    await context.close();
  }, 300_000);

  it("no violations on a phone's first visit, banner shown, on a page of every template", async () => {
    // Reduced motion: axe judges the banner as it settles, not halfway through its fade-in. The banner is the
    // same on every page (cookie-consent.spec.ts checks its dialog, and the banner as a desktop lays it out): one
    // page of each layout is enough.
    const context = await browser().newContext({
      ...phone,
      viewport: { width: 412, height: 860 },
      reducedMotion: "reduce",
    });
    const page = await context.newPage();
    const found: string[] = [];
    for (const [i, path] of onePagePerTemplate.entries()) {
      for (const lang of axeLangs(i, 1)) {
        await page.goto(`${baseURL()}${path}?lang=${lang}`, { waitUntil: "load" });
        await page
          .getByRole("button", { name: lang === "fr" ? /Accepter/ : /Accept/ })
          .first()
          .waitFor({ timeout: 10_000 });
        for (const violation of await axeViolations(page)) found.push(`${path}?lang=${lang}: ${violation}`);
      }
    }
    expect(found).toEqual([]);
    await context.close();
  }, 300_000);
});
