// The contract between the consent store (client/consent.ts) and the consent island: types and storage keys
// only, so the island and the store depend on this module and never on each other.

/** Storage keys and shape fixed by docs/product.md §3.2. */
export const PREFERENCES_KEY = "cookie-preferences";
export const CONSENT_DATE_KEY = "cookie-consent-date";
/** Ours, beside those two (decision 032): which version of the cookie policy the choice was made under. */
export const CONSENT_VERSION_KEY = "cookie-consent-version";

/**
 * Bump when the cookie policy changes what a choice sets: every stored choice then asks again. Version 1
 * was the choice stored before versions existed (no key); 2 added the Web Analytics beacon (decision 032).
 */
export const CONSENT_VERSION = 2;

/** A choice is asked again after this many months, as the CNIL recommends (decision 032). */
export const CONSENT_VALID_MONTHS = 6;

export interface CookiePreferences {
  necessary: true;
  analytics: boolean;
  marketing: boolean;
}

export type CookieChoice = Pick<CookiePreferences, "analytics" | "marketing">;

export interface ConsentState {
  /** False until the stored choice has been read (docs/product.md §4.2: the store starts loading). */
  loaded: boolean;
  given: boolean;
  preferences: CookiePreferences;
  /** ISO timestamp of the choice, when one was made. */
  date: string | null;
  /** ISO timestamp from which the banner asks again (the choice's date plus CONSENT_VALID_MONTHS). */
  expires: string | null;
  /** Closed with its close button: hidden for this page view only, nothing recorded. */
  bannerDismissed: boolean;
  preferencesOpen: boolean;
}

/** What the island may read and do; handed to it as a prop, so the island never imports client/consent.ts. */
export interface ConsentController {
  getState(): ConsentState;
  subscribe(listener: () => void): () => void;
  acceptAll(): void;
  rejectAll(): void;
  save(choice: CookieChoice): void;
  reset(): void;
  dismissBanner(): void;
  openPreferences(): void;
  closePreferences(): void;
}
