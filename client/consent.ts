// Cookie consent without React: reads the visitor's stored choice, runs analytics only once it is
// accepted, and wakes the consent island (banner and preferences dialog) only when it is needed: on a
// first visit, when the stored choice is older than six months or than the cookie policy's version, or
// when the footer's "manage cookies" link asks for the dialog. A visitor who has chosen downloads no React.

import {
  CONSENT_DATE_KEY,
  CONSENT_VALID_MONTHS,
  CONSENT_VERSION,
  CONSENT_VERSION_KEY,
  PREFERENCES_KEY,
  type ConsentController,
  type ConsentState,
  type CookieChoice,
  type CookiePreferences,
} from "./consent-types";

const defaults: CookiePreferences = { necessary: true, analytics: false, marketing: false };

const initialState: ConsentState = {
  loaded: false,
  given: false,
  preferences: defaults,
  date: null,
  expires: null,
  bannerDismissed: false,
  preferencesOpen: false,
};

const storageKeys = [PREFERENCES_KEY, CONSENT_DATE_KEY, CONSENT_VERSION_KEY];

let state = initialState;
const listeners = new Set<() => void>();

function update(patch: Partial<ConsentState>): void {
  state = { ...state, ...patch };
  listeners.forEach((listener) => listener());
}

type StoredConsent = Pick<ConsentState, "preferences" | "date" | "expires">;

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
  let preferences: CookiePreferences;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!isChoice(parsed) || Number.isNaN(Date.parse(date))) throw new Error("unexpected shape");
    preferences = { necessary: true, analytics: parsed.analytics, marketing: parsed.marketing };
  } catch (error) {
    // Spec §8: logged and ignored. A warning, not an error: nothing is broken, the banner simply asks again.
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
  return { preferences, date, expires: expires.toISOString() };
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
  const preferences: CookiePreferences = { necessary: true, analytics: choice.analytics, marketing: choice.marketing };
  const date = new Date().toISOString();
  try {
    // The version first: another tab reading between these writes never sees a new choice with an old version.
    localStorage.setItem(CONSENT_VERSION_KEY, String(CONSENT_VERSION));
    localStorage.setItem(PREFERENCES_KEY, JSON.stringify(preferences));
    localStorage.setItem(CONSENT_DATE_KEY, date);
  } catch (error) {
    // Storage full or blocked: the choice holds for this page view, and the banner will ask again.
    console.warn("Could not store cookie preferences", error);
  }
  update({ given: true, preferences, date, expires: expiryOf(date).toISOString(), preferencesOpen: false });
  applyConsent();
}

let analyticsStarted = false;

/**
 * Runs what the visitor accepted, once per page view. Nothing runs before consent. A withdrawal cannot
 * unload a script already running: it takes effect from the next page, which reads the new choice.
 */
function applyConsent(): void {
  if (!state.given) return;
  if (state.preferences.analytics && !analyticsStarted) {
    analyticsStarted = true;
    // The spec's analytics initialisation logs; the beacon loads only where the site configured one.
    console.info("Analytics initialised (consent given)");
    loadWebAnalytics();
  }
  // No marketing tag exists: accepting marketing sets nothing (the policy says so).
}

/**
 * Cloudflare Web Analytics, when the server configured a site token (src/components/cookie-consent-slot.tsx
 * writes it, and the CSP then allows its hosts): cookieless page-view and performance measurement.
 */
function loadWebAnalytics(): void {
  const settings = document.querySelector<HTMLElement>("[data-web-analytics-token]");
  const token = settings?.dataset.webAnalyticsToken;
  const src = settings?.dataset.webAnalyticsBeacon;
  if (!token || !src) return;
  const script = document.createElement("script");
  script.defer = true;
  script.src = src;
  script.dataset.cfBeacon = JSON.stringify({ token });
  document.head.appendChild(script);
}

export const consent: ConsentController = {
  getState: () => state,
  subscribe(listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  acceptAll: () => record({ analytics: true, marketing: true }),
  rejectAll: () => record({ analytics: false, marketing: false }),
  save: (choice) => record(choice),
  reset() {
    forgetStoredConsent();
    update({
      given: false,
      preferences: defaults,
      date: null,
      expires: null,
      bannerDismissed: false,
      preferencesOpen: false,
    });
  },
  dismissBanner: () => update({ bannerDismissed: true }),
  openPreferences: () => update({ preferencesOpen: true }),
  closePreferences: () => update({ preferencesOpen: false }),
};

/** Wakes the consent island with the controller as an extra prop; given by entry.ts (the one island protocol). */
export type WakeConsentIsland = (extraProps: { consent: ConsentController }) => Promise<void>;

let wakeIsland: () => Promise<void> = () => Promise.reject(new Error("startConsent() was not called"));

/** The footer's "manage cookies" link: opens the dialog; its href (the policy's cookie section) is the fallback. */
function onPreferencesLink(event: MouseEvent): void {
  if (!(event.target instanceof Element)) return;
  const link = event.target.closest<HTMLAnchorElement>("a[data-cookie-preferences]");
  // Modified clicks keep their usual meaning (a new tab on the policy's cookie section).
  if (
    !link ||
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  )
    return;
  event.preventDefault();
  consent.openPreferences();
  wakeIsland().catch((error: unknown) => {
    console.warn("cookie preferences could not load; showing the policy instead", error);
    window.location.assign(link.href);
  });
}

/** Reads the stored choice and decides whether the consent island is needed. Called once by entry.ts. */
export function startConsent(wake: WakeConsentIsland): void {
  let island: Promise<void> | undefined;
  wakeIsland = () => {
    island ??= wake({ consent });
    // A failed load may be tried again later (the footer link).
    island.catch(() => (island = undefined));
    return island;
  };
  const stored = readStoredConsent({ forgetStale: true });
  update(stored ? { loaded: true, given: true, ...stored } : { loaded: true });
  applyConsent();
  document.addEventListener("click", onPreferencesLink);
  // A choice made or reset in another tab applies here too.
  window.addEventListener("storage", (event) => {
    if (event.key !== null && !storageKeys.includes(event.key)) return;
    // Read only: this tab must not erase what another tab may be writing right now.
    const next = readStoredConsent({ forgetStale: false });
    update(next ? { given: true, ...next } : { given: false, preferences: defaults, date: null, expires: null });
    applyConsent();
    if (!next) showBanner();
  });
  if (!stored) showBanner();
}

function showBanner(): void {
  wakeIsland().catch((error: unknown) => console.error("the cookie banner could not load", error));
}
