import { brand } from "../../brand";
import { formatNumber } from "../../i18n/format";
import type { Localized, Locale } from "../../i18n/locale-list";
import type { Rich } from "../types";

/** The share capital as each language writes an amount in euros: « 10 000 € » / "€10,000". */
export function shareCapital(locale: Locale): string {
  return formatNumber(locale, brand.shareCapitalEuros, {
    style: "currency",
    currency: "EUR",
    maximumFractionDigits: 0,
  });
}

/**
 * The recruitment software whose job-offers widget the careers page embeds (docs/product.md §2.12 names no
 * provider). Every policy names it from here, and lists it as a claim for the studio to confirm.
 */
export const careersPlatform = "Welcome to the Jungle";

/**
 * The Firebase services the studio's games built on it use, as rows of a game policy's table of service
 * providers (provider, purpose, privacy information): one wording and one link for every game that lists them.
 */
export const firebaseProcessors: Localized<Rich[][]> = {
  fr: [
    [
      "**Google Analytics for Firebase** (Google)",
      "Statistiques d'utilisation, uniquement avec votre consentement",
      "[Confidentialité et sécurité dans Firebase](https://firebase.google.com/support/privacy)",
    ],
    [
      "**Firebase Crashlytics** (Google)",
      "Rapports de plantage",
      "[Confidentialité et sécurité dans Firebase](https://firebase.google.com/support/privacy)",
    ],
  ],
  en: [
    [
      "**Google Analytics for Firebase** (Google)",
      "Usage statistics, only with your consent",
      "[Privacy and security in Firebase](https://firebase.google.com/support/privacy)",
    ],
    [
      "**Firebase Crashlytics** (Google)",
      "Crash reports",
      "[Privacy and security in Firebase](https://firebase.google.com/support/privacy)",
    ],
  ],
};
