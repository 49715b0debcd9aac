// A policy's date is its last change (decision 104): each language version carries, beside its date, a
// fingerprint of its text as a reader sees it, site facts written in (`<!-- lang: fr, updated: 2026-11-28, hash:
// 1f0c… -->`). A version whose fingerprint no longer matches changed after it was dated, whether its words or a
// fact it shows (src/brand.ts) changed: the editor re-dates it when it saves (editor/formats.ts), and the build
// dates it the day it compiles it (scripts/compile-content.mjs), so the date always follows the text and no lane
// refuses it. Plain JavaScript with no Node import: the editor's bundle reads it too.
import { languageLine, splitPolicy } from "./content-files.mjs";

/**
 * The fingerprint of a text: 64-bit FNV-1a over its words, spaces and line breaks aside (a paragraph rewrapped is
 * the same text), as 16 hexadecimal digits. It tells a change, nothing more: it is no signature.
 * @param {string} text
 */
export function policyTextHash(text) {
  const words = text.replace(/\s+/g, " ").trim();
  let hash = 0xcbf29ce484222325n;
  for (const byte of new TextEncoder().encode(words)) {
    hash ^= BigInt(byte);
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return hash.toString(16).padStart(16, "0");
}

/**
 * @typedef {{ brand: object; telUrl: (phone: string) => string; formatNumber: Function }} SiteFacts
 *   src/brand.ts's facts and tel: link, and the number formatter
 */

/**
 * A text with each site fact it quotes written in: `{brand.email}` is src/brand.ts's `brand.email`,
 * `{brand.phone|tel}` its `tel:` link, `{brand.shareCapitalEuros|euros}` the amount as `locale` writes it. Texts
 * name the facts rather than copy them, so a real deployment changes them in one place (decision 081).
 * @param {string} text @param {SiteFacts} facts @param {string | undefined} locale
 * @param {(problem: string) => Error} fail the error for a fact src/brand.ts does not have, or an amount outside a
 *   language
 */
export function writeBrandFacts(text, facts, locale, fail = (problem) => new Error(problem)) {
  return text.replace(/\{brand((?:\.\w+)+)(?:\|(tel|euros))?\}/g, (placeholder, keys, format) => {
    const fact = keys
      .slice(1)
      .split(".")
      .reduce((at, key) => (at && typeof at === "object" ? at[key] : undefined), facts.brand);
    if (typeof fact !== "string" && typeof fact !== "number")
      throw fail(`quotes ${placeholder}, which src/brand.ts does not have`);
    if (format === "tel") return facts.telUrl(String(fact));
    if (format === "euros") {
      if (!locale) throw fail(`writes ${placeholder}, an amount, outside a language`);
      return facts.formatNumber(locale, Number(fact), { style: "currency", currency: "EUR", maximumFractionDigits: 0 });
    }
    return String(fact);
  });
}

/**
 * The fingerprint of a version as its readers see it: its Markdown with the site facts written in, so a fact
 * changed in src/brand.ts changes the fingerprint of every version that shows it (decision 104).
 * @param {string} body the version's Markdown, as written after its `<!-- lang -->` line
 * @param {SiteFacts} facts @param {string} locale
 */
export const renderedTextHash = (body, facts, locale) => policyTextHash(writeBrandFacts(body, facts, locale));

/**
 * Each version's date as the site shows it: its own while its fingerprint matches its text and the day has come,
 * else `today` (its text changed since it was dated: the day the build sees it is the first day a reader can).
 * `stale` lists those, each with the line that keeps the date from moving again, and `behind` the translations
 * now dated before the version they translate (the French version prevails meanwhile, decision 060), for the
 * build to print.
 * @param {string} source the file
 * @param {{ facts: SiteFacts; today: string }} options
 * @returns {{ dates: Record<string, string>; stale: { locale: string; line: string }[]; behind: string[] }}
 */
export function effectiveDates(source, { facts, today }) {
  const { versions, reference } =
    /** @type {{ reference?: string; versions: Record<string, { updated?: string; hash?: string; body: string }> }} */ (
      splitPolicy(source)
    );
  /** @type {Record<string, string>} */
  const dates = {};
  const stale = [];
  for (const [locale, { updated, hash, body }] of Object.entries(versions)) {
    const now = renderedTextHash(body, facts, locale);
    // A date to come is no day a reader saw the text: dated today too, until it is written right.
    if (updated && updated <= today && hash === now) dates[locale] = updated;
    else {
      dates[locale] = today;
      stale.push({ locale, line: languageLine(locale, { updated: today, hash: now }) });
    }
  }
  const original = reference ? dates[reference] : undefined;
  const behind = Object.keys(dates).filter((locale) => locale !== reference && original && dates[locale] < original);
  return { dates, stale, behind };
}
