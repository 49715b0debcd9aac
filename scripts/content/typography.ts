import { locales, traitsOf, type Locale } from "../../src/i18n/locale-list";
import { NOT_TEXT } from "../../src/i18n/text-keys";

/**
 * Typography, applied in one place to every string the site writes, at build (scripts/compile-content.mjs:
 * the content, the UI catalogues; decisions 081 and 087), so authors type plain spaces and straight quotes
 * and an isolate typesets nothing (decision 015). The Worker never imports this module (a
 * dependency-cruiser rule): its Intl look-ups and rules would run at every isolate's start.
 *
 * French: a no-break space before `:` and inside `« »`, a narrow no-break space before `; ! ?` (the
 * Imprimerie nationale's rule), added when missing; the typographic apostrophe (’) between letters; hours
 * as `9 h-18 h`; the ellipsis as one character; `n°`, `art.`, `M.`… bound to what follows; numbers typed in
 * prose held together as `Intl` writes them (groups of thousands, `%`, `€`).
 * English (British): the apostrophe and single quotation marks curly (‘…’, decision 015), the ellipsis as
 * one character.
 *
 * Never touched: URLs, link targets (`[text](/path)`), e-mail addresses, `mailto:` and `tel:`, telephone
 * numbers (written as the brand facts write them, never regrouped as thousands), times (`14:05`) and
 * ratios (`4,8/5`). Visitors' own words never go through here.
 */

export const NBSP = "\u00a0";
export const NNBSP = "\u202f";

/**
 * What the rules must not change, each kind with a cheap test first (most strings hold none of them): link
 * targets, URLs, e-mail addresses, telephone numbers ("+33 1 99 00 12 34", "+1 650 319 8930", "01 99 00 12 34").
 */
const PROTECTED: [(text: string) => boolean, RegExp][] = [
  [(text) => text.includes("]("), /\]\([^)\s]*\)/g],
  [(text) => text.includes(":"), /\b(?:https?:\/\/|ftp:\/\/|mailto:|tel:)[^\s)\]»"”]+/g],
  [(text) => text.includes("www."), /\bwww\.[^\s)\]»"”]+/g],
  [(text) => text.includes("@"), /[\p{L}\p{N}._%+'’-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu],
  [(text) => text.includes("+"), /\+\d{1,3}(?:[ .\u00a0\u202f]\(?\d{1,4}\)?){2,}(?!\d)/g],
  [(text) => text.includes("0"), /(?<!\d)0\d(?:[ .\u00a0\u202f]\d{2}){4}(?!\d)/g],
];

/** Where the protected parts of a text lie, as [start, end) pairs. */
function protectedRanges(text: string): [number, number][] {
  const ranges: [number, number][] = [];
  for (const [mayHold, pattern] of PROTECTED)
    if (mayHold(text))
      for (const match of text.matchAll(pattern)) ranges.push([match.index, match.index + match[0].length]);
  return ranges;
}

type Replacer = (match: string, ...groups: (string | undefined)[]) => string;

/** `text.replace(pattern, replacer)`, except where a match touches a protected part (a URL, an address…). */
function replaceInProse(text: string, pattern: RegExp, replacer: Replacer): string {
  // Found only when a rule matches: most rules match nothing in most strings.
  let ranges: [number, number][] | undefined;
  // The arguments of a replace callback: the match, each group, the offset, the whole text (no named groups here).
  return text.replace(pattern, (match: string, ...rest: unknown[]) => {
    const offset = rest.at(-2) as number;
    const end = offset + match.length;
    ranges ??= protectedRanges(text);
    if (ranges.some(([from, to]) => offset < to && end > from)) return match;
    return replacer(match, ...(rest.slice(0, -2) as (string | undefined)[]));
  });
}

const intlSpace = (options: Intl.NumberFormatOptions, value: number, type: Intl.NumberFormatPartTypes) =>
  new Intl.NumberFormat("fr-FR", options).formatToParts(value).find((part) => part.type === type)?.value ?? NNBSP;
const GROUP_SPACE = intlSpace({}, 1000, "group");
const PERCENT_SPACE = intlSpace({ style: "percent" }, 0.5, "literal");
const EURO_SPACE = intlSpace({ style: "currency", currency: "EUR", maximumFractionDigits: 0 }, 10, "literal");
const HOUR_SPACE = intlSpace({ style: "unit", unit: "hour" }, 9, "literal");

const spaceFor = (sign: string) => (sign === ":" || sign === "»" ? NBSP : NNBSP);

const SPACE = "[ \\t\\u00a0\\u202f]";
const frenchRules: [RegExp, Replacer][] = [
  // "Pourquoi ?" with a plain space (or the wrong one): the right one.
  [new RegExp(`${SPACE}+([;:!?»])`, "g"), (_, sign) => spaceFor(sign!) + sign],
  // A sign glued to the end of a word or a closing mark, followed by a space, a closing mark or the end:
  // "Bonjour!", "**Attention!**", "(pourquoi pas?)". `;` only before a space: "a;b" is not prose.
  [
    /([\p{L}\p{N}*)\]’'"»])(;(?=\s|$)|[:!?]+(?=[\s*)\]»"”’.,]|$))/gu,
    (_, before, signs) => before! + spaceFor(signs![0]!) + signs,
  ],
  [new RegExp(`«${SPACE}*`, "g"), () => `«${NBSP}`],
  [/([^\s\u00a0\u202f])»/g, (_, before) => `${before}${NBSP}»`],
  // "1 000 000": a number of one to three digits then groups of three, nothing numeric around it (so "2018
  // 100 000" is a year then a count, and "1 650 319 8930" is not a number).
  [
    new RegExp(`(?<![\\p{N}+,.])\\d{1,3}(?:${SPACE}\\d{3})+(?!${SPACE}?\\p{N})(?![,.]\\p{N})`, "gu"),
    (number) => number.replace(/[ \t\u00a0\u202f]/g, GROUP_SPACE),
  ],
  // "90%" or "90 %": Intl's space. "%20" in an encoded URL is not a percentage.
  [new RegExp(`(\\d)${SPACE}?%(?![0-9A-Fa-f]{2})`, "g"), (_, digit) => `${digit}${PERCENT_SPACE}%`],
  [new RegExp(`(\\d)${SPACE}€`, "g"), (_, digit) => `${digit}${EURO_SPACE}€`],
  // The apostrophe: "l'idée" → "l’idée", also across bold and link marks ("d'**e-learning**").
  [/'(?<=\p{L}[*_\]]*')(?=[*_[]*\p{L})/gu, () => "’"],
  // Hours: "9h-18h", "de 9h à 18h", "9h30" → "9 h-18 h", "de 9 h à 18 h", "9 h 30".
  [
    new RegExp(`(?<![\\p{L}\\p{N},.])(\\d{1,2})${SPACE}?h(?:${SPACE}?([0-5]\\d))?(?![\\p{L}\\p{N}])`, "gu"),
    (_, hour, minutes) => `${hour}${HOUR_SPACE}h${minutes ? HOUR_SPACE + minutes : ""}`,
  ],
  [/\.\.\./g, () => "…"],
  // Abbreviations never end a line: "n° 2004-575", "art. 6", "M. Martin", "p. 12".
  [new RegExp(`\\b([nN]°|[aA]rt\\.)${SPACE}`, "g"), (_, abbreviation) => abbreviation + NBSP],
  [new RegExp(`§${SPACE}`, "g"), () => `§${NBSP}`],
  [new RegExp(`\\b(M\\.|MM\\.|Mmes?|Dr|Pr\\.?)${SPACE}(?=\\p{Lu})`, "gu"), (_, abbreviation) => abbreviation + NBSP],
  [new RegExp(`\\bp\\.${SPACE}(?=\\d)`, "g"), () => `p.${NBSP}`],
  // An article of a code, with one notation: "L. 335-2", "L.1111-8" → "L. 1111-8", the letter bound to its number.
  [new RegExp(`\\b([LRD])\\.${SPACE}?(?=\\d)`, "g"), (_, letter) => `${letter}.${NBSP}`],
];

const englishRules: [RegExp, Replacer][] = [
  // British quotation marks are single: "…" and “…” become ‘…’ when nothing inside is quoted already.
  [/["“]([^"“”‘]*)["”]/g, (_, inner) => `‘${inner}’`],
  // An opening single quote (after a space, an opening bracket or a dash, before a letter or digit): ‘…
  [/'(?<=(?:^|[\s([{—–‘"“])[*_]*')(?=[\p{L}\p{N}])/gu, () => "‘"],
  // Every other straight single quote is an apostrophe or a closing quote: ’.
  [/'(?<=[\p{L}\p{N}.,!?)\]*_]')/gu, () => "’"],
  [/\.\.\./g, () => "…"],
];

function applyRules(text: string, rules: [RegExp, Replacer][]): string {
  let out = text;
  for (const [pattern, replacer] of rules) out = replaceInProse(out, pattern, replacer);
  return out;
}

export function typesetFrench(text: string): string {
  return applyRules(text, frenchRules);
}

export function typesetEnglish(text: string): string {
  return applyRules(text, englishRules);
}

export function typeset(locale: Locale, text: string): string {
  return traitsOf(locale).typography === "french" ? typesetFrench(text) : typesetEnglish(text);
}

/**
 * A copy of multilingual data with every string under a language's key (`fr`, `en`…) typeset its way
 * (deeply: records, arrays, nested pairs). Keys, strings outside a language and the values of keys that hold
 * no text (href, url, id, icon…) are untouched.
 */
export function typesetLocalized<T>(data: T): T {
  return walk(data, undefined) as T;
}

/** A copy of data written in one language throughout (no groups of languages), every text string typeset. */
export function typesetAll<T>(data: T, locale: Locale): T {
  return walk(data, locale) as T;
}

const isAuthoredLocale = (key: string): key is Locale => (locales as readonly string[]).includes(key);

function walk(value: unknown, locale: Locale | undefined): unknown {
  if (typeof value === "string") return locale ? typeset(locale, value) : value;
  if (Array.isArray(value)) return value.map((item) => walk(item, locale));
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        NOT_TEXT.test(key) ? item : walk(item, isAuthoredLocale(key) ? key : locale),
      ]),
    );
  }
  return value;
}
