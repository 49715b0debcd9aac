/**
 * French typography, applied in one place to every French string the site writes (the catalogue, the
 * content, the route table): a no-break space before `:` and inside `« »`, a narrow no-break space before
 * `; ! ?` (the Imprimerie nationale's rule, decision 015). A plain space there becomes the right one; a
 * missing one before `: ! ?` at the end of a word is added. Nothing else moves: URLs (`https://`,
 * `?lang=fr`), e-mail addresses, times (`14:05`, `9h-18h`), ratios (`4,8/5`) and code have no space
 * around these signs and are left as they are. Numbers typed in prose are held together as `Intl` writes
 * them (the no-break spaces Intl puts between groups of thousands and before `%` and `€`). Visitors' own words
 * never go through here.
 */

export const NBSP = "\u00a0";
export const NNBSP = "\u202f";

const SPACE_BEFORE = /[ \t\u00a0\u202f]+([;:!?»])/g;
// A sign glued to the end of a word (or a closing mark) and followed by a space or the end: "Bonjour!".
const GLUED_BEFORE = /([\p{L}\p{N}*)\]’'"»])([:!?]+)(?=\s|$)/gu;
const AFTER_OPENING_QUOTE = /«[ \t\u00a0\u202f]*/g;
const GLUED_CLOSING_QUOTE = /([^\s\u00a0\u202f])»/g;
// Numbers typed in prose ("1 000 000", "90 %", "10 000 €") take the very spaces Intl puts there, so prose and
// formatted figures (src/i18n/format.ts) look the same.
const THOUSANDS = /(\d)[ \u00a0\u202f](?=\d{3}(?!\d))/g;
// "90%" typed glued gets its space too; "%20" in an encoded URL is not a percentage.
const BEFORE_PERCENT = /(\d)[ \u00a0\u202f]?%(?![0-9A-Fa-f]{2})/g;
const BEFORE_EURO = /(\d)[ \u00a0\u202f]€/g;
const intlSpace = (options: Intl.NumberFormatOptions, value: number, type: Intl.NumberFormatPartTypes) =>
  new Intl.NumberFormat("fr-FR", options).formatToParts(value).find((part) => part.type === type)?.value ?? NNBSP;
const GROUP_SPACE = intlSpace({}, 1000, "group");
const PERCENT_SPACE = intlSpace({ style: "percent" }, 0.5, "literal");
const EURO_SPACE = intlSpace({ style: "currency", currency: "EUR", maximumFractionDigits: 0 }, 10, "literal");

const spaceFor = (sign: string) => (sign === ":" || sign === "»" ? NBSP : NNBSP);

export function typesetFrench(text: string): string {
  return text
    .replace(SPACE_BEFORE, (_, sign: string) => spaceFor(sign) + sign)
    .replace(GLUED_BEFORE, (_, before: string, signs: string) => before + spaceFor(signs[0]!) + signs)
    .replace(AFTER_OPENING_QUOTE, `«${NBSP}`)
    .replace(GLUED_CLOSING_QUOTE, `$1${NBSP}»`)
    .replace(THOUSANDS, `$1${GROUP_SPACE}`)
    .replace(BEFORE_PERCENT, `$1${PERCENT_SPACE}%`)
    .replace(BEFORE_EURO, `$1${EURO_SPACE}€`);
}

/**
 * A copy of bilingual data with every string under a `fr` key typeset (deeply: records, arrays, nested
 * `{ fr, en }` pairs). English strings, keys and non-string values are untouched.
 */
export function typesetLocalized<T>(data: T): T {
  return walk(data, false) as T;
}

/** A copy of data that is French throughout (no `{ fr, en }` pairs), every string typeset. */
export function typesetAllFrench<T>(data: T): T {
  return walk(data, true) as T;
}

function walk(value: unknown, french: boolean): unknown {
  if (typeof value === "string") return french ? typesetFrench(value) : value;
  if (Array.isArray(value)) return value.map((item) => walk(item, french));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item, french || key === "fr")]));
  }
  return value;
}
