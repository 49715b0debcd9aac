// Cookie consent in plain script, no framework (decision 003). It reads the visitor's stored choice, runs
// analytics only once it is accepted, shows the server-rendered banner (src/components/cookie-consent.tsx) when
// no valid choice is stored, and loads the preferences dialog's code when the visitor first asks for it. A
// choice is asked again after six months or when the cookie policy's version changes (decision 006).
import { isPrerendering, whenActivated } from "./activation";
import { isPlainClick } from "./components/plain-click";
import { byData, ids, readData, writeData } from "./dom-contract";
import { onRestore } from "./page-restore";
import type { ConsentController, CookieChoice, StoredConsent } from "./consent-types";

/** Storage keys and shape fixed by the product (docs/product.md §3, "Cookie preferences"). */
const PREFERENCES_KEY = "cookie-preferences";
const CONSENT_DATE_KEY = "cookie-consent-date";
/** Ours, beside those two: which version of the cookie policy the choice was made under. */
const CONSENT_VERSION_KEY = "cookie-consent-version";
const storageKeys = [PREFERENCES_KEY, CONSENT_DATE_KEY, CONSENT_VERSION_KEY];
/**
 * The banner closed without a choice: kept for the tab's session (sessionStorage), so the banner stays hidden on
 * the next pages of the visit and returns on the next visit (docs/product.md §3, decision 006). A setting the
 * visitor asked for, exempt from consent; no choice is recorded.
 */
const BANNER_CLOSED_KEY = "cookie-banner-closed";

/**
 * Bump when the cookie policy changes what a choice sets: every stored choice then asks again. Version 1
 * was the choice stored before versions existed (no key); 2 added the Web Analytics beacon (decision 006).
 */
const CONSENT_VERSION = 2;

/** A choice is asked again after this many months, as the CNIL recommends (decision 006). */
const CONSENT_VALID_MONTHS = 6;

let current: StoredConsent | null = null;

/** The moment a choice made at `date` stops counting: the same day, CONSENT_VALID_MONTHS later. */
function expiryOf(date: string): Date {
  const expires = new Date(date);
  expires.setMonth(expires.getMonth() + CONSENT_VALID_MONTHS);
  return expires;
}

/**
 * The stored choice, or null when there is none, it cannot be trusted, it is over six months old or it was
 * made under an older cookie policy: the banner then asks again.
 */
function readStoredConsent({ forgetStale }: { forgetStale: boolean }): StoredConsent | null {
  let raw: string | null;
  let date: string | null;
  let version: string | null;
  try {
    raw = localStorage.getItem(PREFERENCES_KEY);
    date = localStorage.getItem(CONSENT_DATE_KEY);
    version = localStorage.getItem(CONSENT_VERSION_KEY);
  } catch {
    return null; // storage blocked: treated as a first visit
  }
  if (raw === null || date === null) return null;
  let choice: CookieChoice;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!isChoice(parsed) || Number.isNaN(Date.parse(date))) throw new Error("unexpected shape");
    choice = { analytics: parsed.analytics, marketing: parsed.marketing };
  } catch (error) {
    // Logged and ignored (docs/product.md §8). A warning: nothing is broken, the banner simply asks again.
    console.warn("Ignoring unreadable stored cookie preferences", error);
    return null;
  }
  const expires = expiryOf(date);
  if (version !== String(CONSENT_VERSION) || Date.now() >= expires.getTime()) {
    // Not an error: the choice was valid when made. Forgotten, so no later page acts on it.
    console.info("Cookie choice expired or made under an older cookie policy: asking again");
    if (forgetStale) forgetStoredConsent();
    return null;
  }
  return { choice, date, expires: expires.toISOString() };
}

function forgetStoredConsent(): void {
  try {
    storageKeys.forEach((key) => localStorage.removeItem(key));
  } catch {
    // nothing stored that we could remove
  }
}

function isChoice(value: unknown): value is CookieChoice {
  if (typeof value !== "object" || value === null) return false;
  const { analytics, marketing } = value as Record<string, unknown>;
  return typeof analytics === "boolean" && typeof marketing === "boolean";
}

function record(choice: CookieChoice): void {
  const date = new Date().toISOString();
  try {
    // The version first: another tab reading between these writes never sees a new choice with an old version.
    localStorage.setItem(CONSENT_VERSION_KEY, String(CONSENT_VERSION));
    localStorage.setItem(PREFERENCES_KEY, JSON.stringify({ necessary: true, ...choice }));
    localStorage.setItem(CONSENT_DATE_KEY, date);
  } catch (error) {
    // Storage full or blocked: the choice holds for this page view, and the banner will ask again.
    console.warn("Could not store cookie preferences", error);
  }
  current = { choice, date, expires: expiryOf(date).toISOString() };
  applyConsent();
  hideBanner();
}

let analyticsStarted = false;

/**
 * Runs what the visitor accepted, once per page view. Nothing runs before consent. A withdrawal cannot
 * unload a script already running: it takes effect from the next page, which reads the new choice.
 */
function applyConsent(): void {
  if (!current?.choice.analytics || analyticsStarted) return;
  analyticsStarted = true;
  console.info("Analytics initialised (consent given)");
  loadWebAnalytics();
  // No marketing tag exists: accepting marketing sets nothing (the policy says so).
}

/**
 * Cloudflare Web Analytics, when the server configured a site token (src/components/cookie-consent.tsx
 * writes it, and the CSP then allows its hosts): cookieless page-view and performance measurement.
 */
function loadWebAnalytics(): void {
  const settings = document.querySelector<HTMLElement>(byData("webAnalyticsToken"));
  const token = settings && readData(settings, "webAnalyticsToken");
  const src = settings && readData(settings, "webAnalyticsBeacon");
  if (!token || !src) return;
  const script = document.createElement("script");
  script.defer = true;
  script.src = src;
  writeData(script, "cfBeacon", JSON.stringify({ token }));
  document.head.appendChild(script);
}

const controller: ConsentController = {
  stored: () => current,
  save: record,
  reset() {
    forgetStoredConsent();
    current = null;
    try {
      sessionStorage.removeItem(BANNER_CLOSED_KEY);
    } catch {
      // Nothing was kept, so nothing hides the banner.
    }
    showBanner();
  },
};

// The banner

let bannerSpace: ResizeObserver | undefined;

/** Whether the visitor closed the banner earlier in this visit. */
function closedThisVisit(): boolean {
  try {
    return sessionStorage.getItem(BANNER_CLOSED_KEY) !== null;
  } catch {
    return false; // storage refused: the banner is asked for again on each page, as it was before
  }
}

/** The banner for a visitor with no choice stored, unless they closed it earlier in this visit. */
function askUnlessChosen(): void {
  if (current || closedThisVisit()) hideBanner();
  else showBanner();
}

function banner(): HTMLElement | null {
  return document.querySelector<HTMLElement>(byData("consentBanner"));
}

function showBanner(): void {
  const el = banner();
  if (!el || !el.hidden) return;
  // Keyboard and screen-reader users meet it first by its place, first in the document, not by focus: focusing it
  // here would lay the whole page out inside this first task, on a phone the longest of the load (decision 006).
  el.hidden = false;
  // Room at the end of the page and above focused elements, so the overlay never hides the last lines or a
  // focused link (WCAG 2.4.11). Set through CSSOM (allowed by the CSP) on the two elements that use it, never
  // as an inherited property, which would restyle the whole page; measured by the observer, which reports
  // after the page's own layout, so nothing is laid out early for it.
  bannerSpace = new ResizeObserver(() => reserveSpace(`${el.offsetHeight + 16}px`));
  bannerSpace.observe(el);
}

/** The banner's room: scroll padding for focus, and padding after the footer's last line (empty: none). */
function reserveSpace(space: string): void {
  document.documentElement.style.scrollPaddingBottom = space;
  const footer = document.querySelector<HTMLElement>("body > footer");
  if (footer) footer.style.paddingBottom = space;
}

/** Hides the banner; if focus was in it, focus goes on to the page's content, not to nowhere. */
function hideBanner(): void {
  const el = banner();
  if (!el || el.hidden) return;
  const hadFocus = el.contains(document.activeElement);
  el.hidden = true;
  bannerSpace?.disconnect();
  reserveSpace("");
  if (hadFocus) document.getElementById(ids.main)?.focus({ preventScroll: true });
}

// The preferences dialog: its code loads when it is first asked for.

let dialogModule: Promise<typeof import("./consent-dialog")> | undefined;

function openPreferences(fallbackHref?: string): void {
  dialogModule ??= import("./consent-dialog");
  dialogModule.then(
    ({ openConsentDialog }) => openConsentDialog(controller),
    (error: unknown) => {
      dialogModule = undefined; // a later press tries again
      console.warn("cookie preferences could not load", error);
      if (fallbackHref) window.location.assign(fallbackHref);
    },
  );
}

function onBannerClick(event: MouseEvent): void {
  const action = event.target instanceof Element && event.target.closest<HTMLElement>(byData("consentAction"));
  if (!action) return;
  switch (readData(action, "consentAction")) {
    case "accept":
      return record({ analytics: true, marketing: true });
    case "reject":
      return record({ analytics: false, marketing: false });
    case "customize":
      return openPreferences();
    case "dismiss":
      // For the rest of the visit, recording no choice: nothing runs that a choice would run.
      try {
        sessionStorage.setItem(BANNER_CLOSED_KEY, "closed");
      } catch {
        // Storage refused: it is hidden for this page only.
      }
      return hideBanner();
  }
}

/** The footer's "manage cookies" link opens the dialog; its href (the policy's cookie section) is the fallback. */
function onPreferencesLink(event: MouseEvent): void {
  const link =
    event.target instanceof Element && event.target.closest<HTMLAnchorElement>(`a${byData("cookiePreferences")}`);
  // Modified clicks keep their usual meaning (a new tab on the policy's cookie section).
  if (!link || event.defaultPrevented || !isPlainClick(event)) return;
  event.preventDefault();
  openPreferences(link.href);
}

/** Reads the stored choice, runs what it accepted, and shows the banner when there is none. Called once by entry.ts. */
export function startConsent(): void {
  // A prerendered page (decision 082) shows the banner as it will look, but only reads the store: it forgets
  // a stale choice and starts analytics once the visitor sees it, reading again what may have changed since.
  if (isPrerendering()) {
    current = readStoredConsent({ forgetStale: false });
    if (!current && !closedThisVisit()) showBanner();
  }
  whenActivated(() => {
    current = readStoredConsent({ forgetStale: true });
    applyConsent();
    askUnlessChosen();
  });
  banner()?.addEventListener("click", onBannerClick);
  document.addEventListener("click", onPreferencesLink);
  // A choice made or reset in another tab applies here too, and so does one made while this page waited
  // in the back/forward cache (no `storage` event reaches a page there).
  window.addEventListener("storage", (event) => {
    if (event.key !== null && !storageKeys.includes(event.key)) return;
    readAgain();
  });
  onRestore(readAgain);
}

/** The store read again, read only: this page must not erase what another may be writing right now. */
function readAgain(): void {
  current = readStoredConsent({ forgetStale: false });
  applyConsent();
  askUnlessChosen();
}
