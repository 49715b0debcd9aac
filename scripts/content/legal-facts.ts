import { brand } from "../../src/brand";
import { formatNumber } from "../../src/i18n/format";
import type { Locale } from "../../src/i18n/locale-list";

/** The share capital as each language writes an amount in euros: « 10 000 € » / "€10,000". */
export function shareCapital(locale: Locale): string {
  return formatNumber(locale, brand.shareCapitalEuros, {
    style: "currency",
    currency: "EUR",
    maximumFractionDigits: 0,
  });
}
