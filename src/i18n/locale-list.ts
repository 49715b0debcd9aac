// The site's languages and what each one means for the code. With the catalogues (src/i18n/<code>.ts) and
// the content's fields, this is the only place that names them: components ask for a trait (how dates are
// written, which flag to draw), never for "fr" or "en". Plain data and pure functions, so the browser's code
// may read it too. Adding a language: README, "Add a language".

export const locales = ["fr", "en"] as const;
export type Locale = (typeof locales)[number];

/** Text written in every language of the site, side by side. */
export type Localized<T = string> = Record<Locale, T>;

/** The studio's own language: what a visitor who states no preference gets, and what staff read. */
export const defaultLocale: Locale = "fr";

export interface LocaleTraits {
  /** BCP 47 tag for Intl (numbers, dates): its region's conventions. */
  intl: string;
  /** Open Graph's form of the tag. */
  og: string;
  /** The typesetting rules its text follows (scripts/content/typography.ts). */
  typography: "french" | "english";
  /** What a spreadsheet set to this language's regional settings splits a CSV on. */
  listSeparator: ";" | ",";
  /** How the first day of a month is written, where it is not simply "1" (French: "1er juillet"). */
  firstOfMonth?: string;
  /** The flag drawn beside a link to this language (src/components/flag.tsx). */
  flag: "france" | "united-kingdom";
  /**
   * How the studio's telephone number is written for readers of this language: as dialled in France, or in
   * the international form a reader abroad can dial (`brand.phoneDisplay`, `brand.phone`).
   */
  phoneForm: "national" | "international";
  /**
   * What the formatter does to every text it writes in this language (src/i18n/format.ts): nothing for a
   * language of the list; the test locale pseudo-localises it (src/i18n/test-locale.ts, decision 038).
   */
  rewrite?: (text: string) => string;
}

const traits: Record<string, LocaleTraits> = {
  fr: {
    intl: "fr-FR",
    og: "fr_FR",
    typography: "french",
    listSeparator: ";",
    firstOfMonth: "1er",
    flag: "france",
    phoneForm: "national",
  },
  en: {
    intl: "en-GB",
    og: "en_GB",
    typography: "english",
    listSeparator: ",",
    flag: "united-kingdom",
    phoneForm: "international",
  },
};

/**
 * A language the server serves besides the list, with its traits: the test locale (src/i18n/test-locale.ts,
 * decision 038), added only where a test asks for it. Browsers never add one.
 */
export function addServedLocale(tag: string, own: LocaleTraits): void {
  traits[tag] = own;
}

export function traitsOf(locale: Locale): LocaleTraits {
  return traits[locale] ?? traits[defaultLocale]!;
}

/** The languages a visitor can switch to from `locale`, in the order of the list. */
export function otherLocales(locale: Locale): Locale[] {
  return locales.filter((other) => other !== locale);
}

/**
 * The language a tag names (a page's `lang`): a language the server serves, else the list's language of its
 * first subtag (`en-XA`, the test locale, in a browser: `en`), else the default.
 */
export function asLocale(tag: string | null | undefined): Locale {
  if (!tag) return defaultLocale;
  if (Object.hasOwn(traits, tag)) return tag as Locale;
  const language = tag.split("-")[0]!.toLowerCase();
  return (locales as readonly string[]).includes(language) ? (language as Locale) : defaultLocale;
}
