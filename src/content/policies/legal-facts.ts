import { brand } from "../../brand";
import { formatNumber } from "../../i18n/format";
import type { Locale } from "../../i18n/locale-list";

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
