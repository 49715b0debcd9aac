import { brand } from "../brand";
import { traitsOf, type Locale } from "../i18n/locale-list";

/** The studio's telephone number as readers of `locale` dial it: nationally in France, else from abroad (+33). */
export function phoneNumberFor(locale: Locale): string {
  return traitsOf(locale).phoneForm === "national" ? brand.phoneDisplay : brand.phone;
}
