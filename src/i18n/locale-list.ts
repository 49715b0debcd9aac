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
  /** The typesetting rules its text follows (src/i18n/typography.ts). */
  typography: "french" | "english";
  /** What a spreadsheet set to this language's regional settings splits a CSV on. */
  listSeparator: ";" | ",";
  /** How the first day of a month is written, where it is not simply "1" (French: "1er juillet"). */
  firstOfMonth?: string;
  /** The flag drawn beside a link to this language (src/components/flag.tsx). */
  flag: "france" | "united-kingdom";
  /**
   * How the studio's telephone number is written for readers of this language: as dialled in France, or in
   * the international form a reader abroad can dial (`brand.phoneDisplay`, `brand.phone`; copy review X3-04).
   */
  phoneForm: "national" | "international";
  /** A test locale (decision 038): what it writes is derived from another language and pseudo-localised. */
  pseudoOf?: Locale;
}

/**
 * The test locale (decision 038): the English catalogue and content with every letter accented and each
 * text about 35 % longer ("[Ḉöñţåçţ ûš ·····]"). Served only when the Worker runs with PSEUDO_LOCALE, which
 * tests set and a deployment refuses: a page in it shows at once any text that came from elsewhere than the
 * catalogue or the content, and any box too small for a longer language. Typed as a Locale because it reads
 * every field of the language it is derived from.
 */
export const pseudoLocale = "en-XA" as Locale;
/** The language the test locale is derived from. */
export const pseudoSource: Locale = "en";

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
traits[pseudoLocale] = { ...traits[pseudoSource]!, pseudoOf: pseudoSource };

export function traitsOf(locale: Locale): LocaleTraits {
  return traits[locale] ?? traits[defaultLocale]!;
}

/** The languages a visitor can switch to from `locale`, in the order of the list. */
export function otherLocales(locale: Locale): Locale[] {
  return locales.filter((other) => other !== locale);
}

const ACCENTED: Record<string, string> = Object.fromEntries(
  [..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"].map((ch, i) => [
    ch,
    [..."åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁḈÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ"][i]!,
  ]),
);

/** Plain prose, accented: letters only (placeholders, markup and link targets are handled by the caller). */
function accent(text: string): string {
  return text.replace(/[A-Za-z]/g, (ch) => ACCENTED[ch] ?? ch);
}

/**
 * About 35 % more room, as a longer language needs: a dot for every three letters or so, in brackets, in
 * words of at most five dots (a longer language has longer words, not one unbreakable one).
 */
function lengthen(text: string): string {
  const letters = [...text].filter((ch) => ch > "\u007f" && /\p{L}/u.test(ch)).length;
  const dots = "·".repeat(Math.max(1, Math.ceil(letters * 0.35)));
  return `[${text} ${dots.replace(/(·{5})(?=·)/g, "$1 ")}]`;
}

/**
 * A text of the catalogue or the content in the test locale: its words accented and the whole lengthened.
 * ICU placeholders (`{name}`) and the keywords of plural and select messages stay as they are (their
 * options' text is pseudo-localised too), and so do the targets of rich-text links (`[text](/path)`).
 */
export function pseudoLocalize(text: string): string {
  if (!/[A-Za-z]/.test(text)) return text;
  return lengthen(pseudoMessage(text));
}

function pseudoMessage(text: string): string {
  let out = "";
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === "{") {
      const end = matchingBrace(text, i);
      out += pseudoArgument(text.slice(i + 1, end));
      i = end + 1;
    } else if (ch === "]" && text[i + 1] === "(") {
      // A rich-text link's target: kept as it is.
      const end = text.indexOf(")", i);
      out += text.slice(i, end < 0 ? text.length : end + 1);
      i = end < 0 ? text.length : end + 1;
    } else {
      out += accent(ch);
      i += 1;
    }
  }
  return out;
}

/** `{name}` kept; `{n, plural, one {…} other {…}}` keeps its name, type and selectors, its options pseudo. */
function pseudoArgument(inner: string): string {
  const parts = inner.split(",");
  if (parts.length < 3) return `{${inner}}`;
  const head = `${parts[0]},${parts[1]},`;
  let rest = inner.slice(head.length);
  let out = "";
  while (rest.length > 0) {
    const open = rest.indexOf("{");
    if (open < 0) {
      out += rest;
      break;
    }
    const end = matchingBrace(rest, open);
    out += rest.slice(0, open + 1) + pseudoMessage(rest.slice(open + 1, end)) + "}";
    rest = rest.slice(end + 1);
  }
  return `{${head}${out}}`;
}

function matchingBrace(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === "{") depth += 1;
    else if (text[i] === "}" && --depth === 0) return i;
  }
  return text.length - 1;
}

/** The language a tag names (a page's `lang`), the test locale included; the default for anything else. */
export function asLocale(tag: string | null | undefined): Locale {
  return tag && tag in traits ? (tag as Locale) : defaultLocale;
}
