// Whole-site sweeps over every route of the route table and every project page, in both languages, for what
// only a browser shows: layout and accessibility. What needs only the HTML runs without one: links and images
// (test/worker/pages/link-sweep.test.ts) and typography (test/worker/pages/typography-sweep.test.ts) in the
// worker tests, HTML validity in Node (test/node/html-validity.test.ts).
import { describe, expect, it } from "vitest";
import { projects } from "../../src/content/site-content";
import { pseudoLocale } from "../../src/i18n/test-locale";
import { pageRoutes } from "../../src/route-table";
import { axeViolations } from "./axe";
import { baseURL, desktop, phone, withConsent, sharedBrowser } from "./browser";

/** `npm run test:content` sweeps the pages a change touches (scripts/test-content.mjs); the suite, every page. */
const touched = process.env.SWEEP_PATHS ? new Set(process.env.SWEEP_PATHS.split(",")) : undefined;
const swept = (paths: string[]) => (touched ? paths.filter((path) => touched.has(path)) : paths);

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
  it("no violations on a page of every layout in either language, consent given", async () => {
    const context = await browser().newContext(desktop);
    await withConsent(context);
    const page = await context.newPage();
    const found: string[] = [];
    for (const path of axePaths) {
      for (const lang of langs) {
        await page.goto(`${baseURL()}${path}?lang=${lang}`, { waitUntil: "load" });
        for (const violation of await axeViolations(page)) found.push(`${path}?lang=${lang}: ${violation}`);
      }
    }
    expect(found).toEqual([]);
    await context.close();
  }, 300_000);

  it("no violations on a phone's first visit, banner shown, on a page of every template in either language", async () => {
    // Reduced motion: axe judges the banner as it settles, not halfway through its fade-in. The banner is the
    // same on every page (cookie-consent.spec.ts checks it and its dialog): one page of each layout is enough.
    const context = await browser().newContext({
      ...phone,
      viewport: { width: 412, height: 860 },
      reducedMotion: "reduce",
    });
    const page = await context.newPage();
    const found: string[] = [];
    for (const path of onePagePerTemplate) {
      for (const lang of langs) {
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

/**
 * The legal pages as a visitor reads them (decision 060): every policy and the legal notice, in each site
 * language and each language version of the document.
 */
describe("legal pages", () => {
  const policyPaths = pageRoutes.filter((route) => route.template === "policy").map((route) => route.path);
  // The game policies of today whose rules are checked below; one the studio deletes is simply not checked.
  const existing = (paths: string[]) => paths.filter((path) => policyPaths.includes(path));
  const games = existing([
    "/privacy-policy-climbing-blocks/",
    "/privacy-thorn-busters-9-mondes/",
    "/privacy-titan-survivor/",
  ]);
  const withDeviceIdentifier = existing([
    "/privacy-policy-promotion-sante-care-island/",
    "/privacy-thorn-busters-9-mondes/",
    "/privacy-titan-survivor/",
  ]);
  const acceptance =
    /en naviguant sur ce site|vaut acceptation|reconnaissez avoir pris connaissance|poursuite de l'utilisation|means you accept|constitutes (your )?acceptance|continu(e|ing) (to use|to play|using|playing)[^.]*accept/i;

  it("no acceptance by use, the post-mortem right everywhere, pseudonymous statistics, the required fields, each game policy in French", async () => {
    const context = await browser().newContext({ ...desktop, javaScriptEnabled: false });
    const page = await context.newPage();
    const found: string[] = [];
    for (const path of policyPaths) {
      for (const lang of langs) {
        for (const doc of [undefined, ...langs]) {
          const url = `${path}?lang=${lang}${doc ? `&doc=${doc}` : ""}`;
          await page.goto(`${baseURL()}${url}`);
          const { text, docLang, note, prevails } = await page.evaluate(() => {
            const article = document.querySelector<HTMLElement>("article.policy")!;
            return {
              text: article.innerText.replace(/[\u00a0\u202f]/g, " ").replace(/’/g, "'"),
              docLang: article.getAttribute("lang") ?? document.documentElement.lang,
              note: article.querySelectorAll(".policy-meta").length > 1,
              prevails: article.querySelector(".policy-version")?.textContent ?? "",
            };
          });
          // Every document is bilingual: each version says which one prevails (decision 072).
          if (!(docLang === "fr" ? /prévaut/ : /prevails/).test(prevails))
            found.push(`${url}: does not say which version prevails`);
          const [fault] = text.split("\n").filter((line) => acceptance.test(line));
          if (fault) found.push(`${url}: acceptance by use: "${fault.slice(0, 120)}"`);
          if (!(docLang === "fr" ? /après (votre|ton) décès/ : /after (your|their) death/).test(text))
            found.push(`${url}: no right to give instructions for after death`);
          if (withDeviceIdentifier.includes(path)) {
            if (!(docLang === "fr" ? /pseudonymisées/ : /pseudonymous/i).test(text))
              found.push(`${url}: not "pseudonymous"`);
            if (/statistiques anonymes|anonymous (usage )?statistics/i.test(text))
              found.push(`${url}: "anonymous" statistics`);
          }
          const requiredFields =
            docLang === "fr"
              ? /l'objet et le message sont obligatoires : sans eux/
              : /subject and message are required: without them/;
          if (path === "/privacy-policy" && !requiredFields.test(text))
            found.push(`${url}: which contact fields are required, and what happens without them`);
          if (games.includes(path) && doc === undefined && (docLang !== lang || note))
            found.push(`${url}: shown in ${docLang}, not in the site's language`);
        }
      }
    }
    expect(found).toEqual([]);
    await context.close();
  }, 240_000);

  it("the index leads to each game policy in French and in English, whatever the site's language", async () => {
    const context = await browser().newContext(desktop);
    await withConsent(context);
    const page = await context.newPage();
    for (const lang of langs) {
      for (const path of games) {
        for (const [version, name] of [
          ["fr", "Français"],
          ["en", "English"],
        ] as const) {
          await page.goto(`${baseURL()}/project-privacy?lang=${lang}`);
          await Promise.all([
            page.waitForURL((url) => url.pathname === path && url.searchParams.get("doc") === version),
            page.locator(`a[href="${path}?doc=${version}"]`).click(),
          ]);
          const article = page.locator("article.policy");
          expect(await article.getAttribute("lang"), `${lang} → ${path} in ${name}`).toBe(
            version === lang ? null : version,
          );
          const title = await page.locator("h1").innerText();
          expect(title, `${lang} → ${path} in ${name}`).toMatch(
            version === "fr" ? /^Politique de confidentialité/ : /privacy policy$/,
          );
        }
      }
    }
    await context.close();
  }, 120_000);

  it("the home page's contact form has its data notice right under it, in both languages", async () => {
    const context = await browser().newContext(desktop);
    await withConsent(context);
    const page = await context.newPage();
    for (const lang of langs) {
      await page.goto(`${baseURL()}/?lang=${lang}#contact`);
      const form = page.locator("#contact-form");
      const notice = page.locator("#contact .contact-data-notice");
      await notice.scrollIntoViewIfNeeded();
      expect(await notice.isVisible(), lang).toBe(true);
      const [formBox, noticeBox] = [await form.boundingBox(), await notice.boundingBox()];
      expect(noticeBox!.y, `${lang}: under the form`).toBeGreaterThanOrEqual(formBox!.y + formBox!.height);
      expect(noticeBox!.x, `${lang}: in the form's column`).toBeLessThan(formBox!.x + formBox!.width);
      expect(await notice.locator('a[href="/privacy-policy"]').count(), lang).toBe(1);
      expect(await notice.innerText(), lang).toMatch(lang === "fr" ? /12 mois/ : /12 months/);
    }
    await context.close();
  }, 60_000);
});
