// The contract between the consent store (client/consent.ts) and the consent island: types and storage keys
// only, so the island and the store depend on this module and never on each other.

/** Storage keys and shape fixed by the spec (§3 "Cookie preferences"). */
export const PREFERENCES_KEY = "cookie-preferences";
export const CONSENT_DATE_KEY = "cookie-consent-date";

export interface CookiePreferences {
  necessary: true;
  analytics: boolean;
  marketing: boolean;
}

export type CookieChoice = Pick<CookiePreferences, "analytics" | "marketing">;

export interface ConsentState {
  /** False until the stored choice has been read (spec §4: "initially not consented and loading"). */
  loaded: boolean;
  given: boolean;
  preferences: CookiePreferences;
  /** ISO timestamp of the choice, when one was made. */
  date: string | null;
  /** Closed with its close button: hidden for this page view only, nothing recorded. */
  bannerDismissed: boolean;
  preferencesOpen: boolean;
}

/** What the island may read and do; handed to it as a prop, so it shares no code with this module. */
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
