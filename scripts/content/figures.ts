import type { z } from "zod";
import { brand } from "../../src/brand";
import { formatFigure, formatNumber, type Figure } from "../../src/i18n/format";
import { locales, type Locale } from "../../src/i18n/locale-list";
import type { Claim } from "./claims";
import { shareCapital } from "./legal-facts";
import { stringsMarked, valuesMarked, type FigureShape } from "./schema-walk";

/*
 * Every number a visitor reads in a record (decision 101): the figures its schema marks (a stat tile, a
 * counter, a team tile, a year of the timeline, a testimonial's stars) and the numbers written in its texts. Each
 * must sit inside the words of one of the record's `figure` claims, which says where it comes from (its
 * `source`). Read at build, by the claims report and its test; the Worker never imports it.
 */

/** A number as one page shows it. */
export interface ShownFigure {
  locale: Locale;
  /** Where it is in its record, as the build names a field: "fr.copy.stats[1]". */
  field: string;
  /** As the page writes it: "+75 %", "100 000", "2006", "★★★★★". */
  figure: string;
  /** The words shown beside a figure of the schema ("Hausse de la rétention"): a claim quotes them too. */
  label?: string;
  /** The text a number is written in, and where it starts there. */
  text?: string;
  at?: number;
}

/** A number written in a text: not a part of a word ("HTML5", "3D"), its thousands and decimals included. */
const NUMBER = /(?<![\p{L}\p{N}_])\d+(?:[\u00a0\u202f ,.]\d+)*(?![\p{Lu}\p{N}])/gu;

/** Spaces and apostrophes as people type them, so "90 %" typeset still reads "90 %"; one character for one. */
export function plain(text: string): string {
  return text.replace(/[\u00a0\u202f\u2009]/g, " ").replace(/[’‘]/g, "'");
}

/** As a claim's words are matched: plain, and "Depuis 2006" is "depuis 2006". */
const matched = (text: string) => plain(text).toLowerCase();

/**
 * What is not a figure in a text, hidden before numbers are looked for: link targets (`](tel:+33…)`), the site
 * facts of src/brand.ts (a phone number, an address: `npm run preflight` checks them) and names (`names`: a
 * project called "Activ 5").
 */
function masked(text: string, locale: Locale, names: readonly string[]): string {
  let out = plain(text).replace(/\]\([^)]*\)/g, (target) => " ".repeat(target.length));
  for (const fact of [...brandStrings(brand), shareCapital(locale), ...names]) {
    const hidden = plain(fact);
    if (hidden.length > 0 && /\d/.test(hidden)) out = out.split(hidden).join(" ".repeat(hidden.length));
  }
  return out;
}

function brandStrings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (value && typeof value === "object") return Object.values(value).flatMap(brandStrings);
  return [];
}

/** `["fr", "copy", "stats", 1]` → "fr.copy.stats[1]", as the build's errors name a field. */
function fieldName(path: (string | number)[]): string {
  return path.reduce<string>(
    (out, segment) =>
      typeof segment === "number" ? `${out}[${segment}]` : out ? `${out}.${segment}` : String(segment),
    "",
  );
}

/** A figure of the schema as the page writes it (src/components/blocks.tsx, counters.tsx, about-page.tsx…). */
function written(shape: FigureShape, value: unknown, parent: unknown, locale: Locale): string {
  switch (shape) {
    case "figure":
      return formatFigure(locale, value as Figure);
    case "count":
      return `${formatNumber(locale, value as number)}${(parent as { suffix?: string }).suffix ?? ""}`;
    case "year":
      return String(value);
    case "stars":
      return "★".repeat(value as number);
  }
}

/**
 * Every number a record shows, in each language. `names`: what reads as a number but names something (the
 * projects' titles).
 */
export function shownFigures(schema: z.ZodType, record: unknown, names: readonly string[] = []): ShownFigure[] {
  const found: ShownFigure[] = [];
  for (const { meta, locale, path, value, parent } of valuesMarked(schema, record, "figure")) {
    const holder = parent as { label?: unknown; title?: unknown } | undefined;
    const label =
      typeof holder?.label === "string" ? holder.label : typeof holder?.title === "string" ? holder.title : undefined;
    for (const shownIn of locale ? [locale] : locales) {
      found.push({
        locale: shownIn,
        field: fieldName(path),
        figure: written(meta.figure!, value, parent, shownIn),
        ...(label ? { label } : {}),
      });
    }
  }
  for (const { text, locale, path } of [
    ...stringsMarked(schema, record, "text"),
    ...stringsMarked(schema, record, "rich"),
  ]) {
    // A claim's own words are not the page's.
    if (!locale || path[0] === "claims") continue;
    for (const match of masked(text, locale, names).matchAll(NUMBER)) {
      found.push({ locale, field: fieldName(path), figure: match[0], text, at: match.index });
    }
  }
  return found;
}

/** Whether one of the claims states the figure: its words hold the number where the page writes it. */
export function trackedBy(figure: ShownFigure, claims: readonly Claim[]): Claim | undefined {
  return claims.find((claim) => {
    const quote = claim.kind === "figure" ? claim.quote[figure.locale] : undefined;
    if (!quote) return false;
    const words = matched(quote);
    if (figure.text === undefined) {
      return words.includes(matched(figure.figure)) && (!figure.label || words.includes(matched(figure.label)));
    }
    // A number in a sentence: inside one of the places the sentence holds the claim's words.
    const text = matched(figure.text);
    for (let at = text.indexOf(words); at >= 0; at = text.indexOf(words, at + 1)) {
      if (at <= figure.at! && figure.at! + figure.figure.length <= at + words.length) return true;
    }
    return false;
  });
}
