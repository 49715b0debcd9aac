import { brand } from "../../brand";
import { formatNumber } from "../../i18n/format";
import type { Localized, Locale } from "../../i18n/locale-list";
import type { Claim } from "../claims";
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

/**
 * The contact of the studio's data protection officer, which every privacy policy gives (GDPR art. 13(1)(b)),
 * in section 1, from here. WeCare processes health data and Care Island is for teenagers, so a designation is
 * likely required (art. 37(1)(c)): whether one is designated, and who, is the studio's to confirm (the claim).
 */
export const dataProtectionOfficer: Localized = {
  fr: `**Délégué à la protection des données :** notre délégué à la protection des données (DPO) est joignable à l'adresse [${brand.privacyEmail}](mailto:${brand.privacyEmail}).`,
  en: `**Data protection officer:** our data protection officer (DPO) can be reached at [${brand.privacyEmail}](mailto:${brand.privacyEmail}).`,
};

export const dataProtectionOfficerClaim: Claim = {
  kind: "practice",
  quote: { fr: "notre délégué à la protection des données (DPO)", en: "our data protection officer (DPO)" },
  note: "Counsel and the studio to confirm that a DPO is designated (health data in WeCare, minors in Care Island: GDPR art. 37(1)(c)) and declared to the CNIL, and whether the DPO has an address of their own. Record the DPIA for WeCare and Care Island (art. 35).",
};
