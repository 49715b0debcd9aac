// What the consent store (client/consent.ts) and the preferences dialog it loads on demand
// (client/consent-dialog.ts) share: types only, so the dialog's chunk depends on neither.

export interface CookieChoice {
  analytics: boolean;
  marketing: boolean;
}

/** A valid stored choice: what was chosen, when (ISO), and from when the banner asks again (ISO). */
export interface StoredConsent {
  choice: CookieChoice;
  date: string;
  expires: string;
}

/** What the preferences dialog (client/consent-dialog.ts) may read and do. */
export interface ConsentController {
  stored(): StoredConsent | null;
  save(choice: CookieChoice): void;
  reset(): void;
}
