// Cookie consent without React: reads the visitor's stored choice, runs analytics only once it is
// accepted, and wakes the consent island (banner and preferences dialog) only when it is needed: on a
// first visit, or when the footer's "manage cookies" link asks for the dialog. A visitor who has already
// chosen downloads no React at all.

import {
  CONSENT_DATE_KEY,
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
  bannerDismissed: false,
  preferencesOpen: false,
};

let state = initialState;
const listeners = new Set<() => void>();

function update(patch: Partial<ConsentState>): void {
  state = { ...state, ...patch };
  listeners.forEach((listener) => listener());
}

/** The stored choice, or null when there is none or it cannot be trusted (then the banner asks again). */
function readStoredConsent(): { preferences: CookiePreferences; date: string } | null {
  let raw: string | null;
  let date: string | null;
  try {
    raw = localStorage.getItem(PREFERENCES_KEY);
    date = localStorage.getItem(CONSENT_DATE_KEY);
  } catch {
    return null; // storage blocked: treated as a first visit
  }
  if (raw === null || date === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!isChoice(parsed) || Number.isNaN(Date.parse(date))) throw new Error("unexpected shape");
    return { preferences: { necessary: true, analytics: parsed.analytics, marketing: parsed.marketing }, date };
  } catch (error) {
    // Spec §8: logged and ignored. A warning, not an error: nothing is broken, the banner simply asks again.
    console.warn("Ignoring unreadable stored cookie preferences", error);
    return null;
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
    localStorage.setItem(PREFERENCES_KEY, JSON.stringify(preferences));
    localStorage.setItem(CONSENT_DATE_KEY, date);
  } catch (error) {
    // Storage full or blocked: the choice holds for this page view, and the banner will ask again.
    console.warn("Could not store cookie preferences", error);
  }
  update({ given: true, preferences, date, preferencesOpen: false });
  applyConsent();
}

let analyticsStarted = false;

/** Runs what the visitor accepted, once per page view. Nothing runs before consent. */
function applyConsent(): void {
  if (!state.given) return;
  if (state.preferences.analytics && !analyticsStarted) {
    analyticsStarted = true;
    // The spec's analytics initialisation only logs; a real measurement tag would be loaded here.
    console.info("Analytics initialised (consent given)");
  }
  // No marketing tag exists yet; one would start here when state.preferences.marketing is true.
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
    try {
      localStorage.removeItem(PREFERENCES_KEY);
      localStorage.removeItem(CONSENT_DATE_KEY);
    } catch {
      // nothing stored that we could remove
    }
    update({ given: false, preferences: defaults, date: null, bannerDismissed: false, preferencesOpen: false });
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
  const stored = readStoredConsent();
  update(stored ? { loaded: true, given: true, ...stored } : { loaded: true });
  applyConsent();
  document.addEventListener("click", onPreferencesLink);
  // A choice made or reset in another tab applies here too.
  window.addEventListener("storage", (event) => {
    if (event.key !== null && event.key !== PREFERENCES_KEY && event.key !== CONSENT_DATE_KEY) return;
    const next = readStoredConsent();
    update(next ? { given: true, ...next } : { given: false, preferences: defaults, date: null });
    applyConsent();
    if (!next) showBanner();
  });
  if (!stored) showBanner();
}

function showBanner(): void {
  wakeIsland().catch((error: unknown) => console.error("the cookie banner could not load", error));
}
