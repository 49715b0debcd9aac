// What a browser downloads per page template, and how much the layout moves: Debian's Chromium via
// playwright-core at desktop size with cookie consent already given (as test/e2e/browser.ts does), and
// what a phone downloads (412 px, touch) on a first visit, banner showing, and when it comes back.
// Sizes are gzip bytes computed here with zlib from each response body (default level 6), so
// they do not depend on what the local server chose to compress.
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";

const desktop = { width: 1366, height: 900 };
const phone = { viewport: { width: 412, height: 860 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
      "--disable-dev-shm-usage",
    ],
  });
}

/** Set before any page script runs: consent given (unless the page says a first visit), and every layout shift recorded. */
function beforePageScripts({ firstVisit = false } = {}) {
  try {
    if (firstVisit) throw new Error("a first visit: nothing stored");
    localStorage.setItem("cookie-preferences", JSON.stringify({ necessary: true, analytics: false, marketing: false }));
    localStorage.setItem("cookie-consent-date", new Date().toISOString());
    localStorage.setItem("cookie-consent-version", "2"); // CONSENT_VERSION in client/consent-types.ts
  } catch {
    // An opaque-origin frame (about:blank, a refused third party) has no storage; nothing to do.
  }
  const shifts = { total: 0, windowMax: 0, count: 0, largest: [] };
  // What moved, so a failing page says where to look.
  const describe = (node) => {
    if (!(node instanceof Element)) return node ? node.nodeName : "(removed)";
    const classes = [...node.classList]
      .slice(0, 3)
      .map((c) => "." + c)
      .join("");
    return node.tagName.toLowerCase() + (node.id ? "#" + node.id : "") + classes;
  };
  let window_ = { value: 0, first: 0, last: 0 };
  // Sum of every shift not caused by input (stricter than the session-window CLS), and the
  // session-window value Chrome reports as CLS (gaps < 1 s, windows ≤ 5 s), for reference.
  new PerformanceObserver((list) => {
    // Layout-shift entries (LayoutShift is not in TypeScript's DOM types).
    for (const entry of /** @type {any[]} */ (list.getEntries())) {
      if (entry.hadRecentInput) continue;
      shifts.total += entry.value;
      shifts.count += 1;
      const t = entry.startTime;
      if (t - window_.last < 1000 && t - window_.first < 5000)
        window_ = { value: window_.value + entry.value, first: window_.first, last: t };
      else window_ = { value: entry.value, first: t, last: t };
      shifts.windowMax = Math.max(shifts.windowMax, window_.value);
      shifts.largest.push({
        value: entry.value,
        atMs: Math.round(t),
        scrollY: Math.round(scrollY),
        moved: entry.sources.map((s) => describe(s.node)),
      });
      shifts.largest = shifts.largest.sort((a, b) => b.value - a.value).slice(0, 5);
    }
  }).observe({ type: "layout-shift", buffered: true });
  Object.defineProperty(window, "__benchShifts", { value: shifts });
}

/** Scrolls to the bottom in small steps, re-reading the height (lazy content can make it grow). */
async function scrollThrough() {
  const pause = () => new Promise((resolve) => setTimeout(resolve, 80));
  for (let i = 0; i < 400; i++) {
    const root = document.scrollingElement ?? document.documentElement;
    if (scrollY + innerHeight >= root.scrollHeight - 1) break;
    // Steps shorter than the viewport, so every element passes through view (and wakes its island).
    scrollBy({ top: Math.round(innerHeight * 0.6), behavior: "instant" });
    await pause();
  }
  await pause();
}

const gzipBytes = (body) => gzipSync(body).length;

function kindOf(response) {
  const type = response.request().resourceType();
  const contentType = response.headers()["content-type"] ?? "";
  if (type === "document") return "html";
  if (type === "script" || contentType.includes("javascript")) return "js";
  if (type === "stylesheet" || contentType.includes("text/css")) return "css";
  return "other";
}

/** Loads `origin + path`, then scrolls through it; returns gzip sizes per kind and layout shift. */
export async function measurePage(browser, origin, path) {
  const context = await browser.newContext({ viewport: desktop });
  await context.addInitScript(beforePageScripts);
  // Offline and on loopback only: anything else (a third-party widget) is refused and listed.
  const refused = [];
  await context.route(
    (url) => url.origin !== origin,
    (route) => {
      refused.push(route.request().url());
      return route.abort();
    },
  );
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (error) => errors.push(String(error)));
  const files = [];
  const reads = [];
  page.on("response", (response) => {
    if (response.status() !== 200) return;
    reads.push(
      response.body().then(
        (body) =>
          files.push({
            url: response.url().replace(origin, ""),
            kind: kindOf(response),
            bytes: body.length,
            gzip: gzipBytes(body),
          }),
        () => {},
      ),
    );
  });
  const sum = (kind) => files.filter((f) => f.kind === kind).reduce((total, f) => total + f.gzip, 0);

  await page.goto(origin + path, { waitUntil: "load" });
  await page.waitForLoadState("networkidle");
  await Promise.all(reads);
  const firstViewJs = sum("js");
  const firstViewFiles = files.filter((f) => f.kind === "js").map((f) => f.url);

  await page.evaluate(scrollThrough);
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(300);
  await Promise.all(reads);
  const shifts = await page.evaluate(() => /** @type {any} */ (window).__benchShifts);
  await context.close();

  return {
    path,
    htmlGzip: sum("html"),
    cssGzip: sum("css"),
    jsFirstViewGzip: firstViewJs,
    jsAfterScrollGzip: sum("js"),
    cls: shifts.total,
    clsSessionWindow: shifts.windowMax,
    layoutShifts: shifts.count,
    largestShifts: shifts.largest,
    jsFirstViewFiles: firstViewFiles,
    files,
    refused,
    errors,
  };
}

/** A phone context (412 × 860, touch) that may only reach `origin`; a first visit stores no cookie choice. */
async function phoneContext(browser, origin, { firstVisit }) {
  const context = await browser.newContext(phone);
  await context.addInitScript(beforePageScripts, { firstVisit });
  await context.route(
    (url) => url.origin !== origin,
    (route) => route.abort(),
  );
  return context;
}

/** Every script a page downloads, as gzip bytes summed; `settled()` waits for what is in flight. */
function scriptsOf(page, origin) {
  const files = [];
  const reads = [];
  page.on("response", (response) => {
    if (response.status() !== 200 || kindOf(response) !== "js") return;
    reads.push(
      response.body().then((body) => files.push({ url: response.url().replace(origin, ""), gzip: gzipBytes(body) })),
    );
  });
  return {
    async settled() {
      await page.waitForLoadState("networkidle");
      await Promise.all(reads);
      return { gzip: files.reduce((total, f) => total + f.gzip, 0), files: files.map((f) => f.url) };
    },
  };
}

/**
 * JavaScript on a phone's first view of `path` (nothing scrolled, nothing pressed): on a first visit, with the
 * cookie banner showing, and on a return visit with a stored choice.
 */
export async function measurePhone(browser, origin, path) {
  const result = { path };
  for (const firstVisit of [true, false]) {
    const context = await phoneContext(browser, origin, { firstVisit });
    const page = await context.newPage();
    const scripts = scriptsOf(page, origin);
    await page.goto(origin + path, { waitUntil: "load" });
    const { gzip, files } = await scripts.settled();
    result[firstVisit ? "firstVisitJsGzip" : "returningJsGzip"] = gzip;
    result[firstVisit ? "firstVisitJsFiles" : "returningJsFiles"] = files;
    await context.close();
  }
  return result;
}

/**
 * What a phone's first visit of `path` has downloaded once the visitor has opened the menu, closed it, and
 * refused cookies in the banner: the chrome a visitor uses first (decision 003).
 */
export async function measurePhoneChrome(browser, origin, path) {
  const context = await phoneContext(browser, origin, { firstVisit: true });
  const page = await context.newPage();
  const scripts = scriptsOf(page, origin);
  await page.goto(origin + path, { waitUntil: "load" });
  await page.tap(".menu-toggle");
  await page.waitForFunction(() => document.getElementById("mobile-menu-open")?.matches(":popover-open"));
  await page.keyboard.press("Escape");
  await page.tap('[data-consent-action="reject"]');
  await page.waitForFunction(() => localStorage.getItem("cookie-preferences") !== null);
  const { gzip, files } = await scripts.settled();
  await context.close();
  return { path, menuAndRefusalJsGzip: gzip, files };
}
