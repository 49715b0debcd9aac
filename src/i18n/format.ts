import { traitsOf, type Locale } from "./locale-list";

/**
 * The one locale formatter: every number and date the site shows goes through here, so each language
 * writes them its own way (French `4,8/5`, `90 %`, `1 000 000`, `1er juillet 2025`; British English
 * `4.8/5`, `90%`, `1,000,000`, `1 July 2025`).
 */

/** Staff and visitors read times in the studio's time zone. */
const SITE_TIME_ZONE = "Europe/Paris";

const numberFormat = (locale: Locale, options: Intl.NumberFormatOptions) =>
  new Intl.NumberFormat(traitsOf(locale).intl, options);

const dateFormat = (locale: Locale, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(traitsOf(locale).intl, options);

/**
 * What the formatter writes: the language's own rewrite, if it has one (the test locale's, pseudo-localised
 * as its catalogue is, which only the server adds: decision 038).
 */
function written(locale: Locale, text: string): string {
  const { rewrite } = traitsOf(locale);
  return rewrite ? rewrite(text) : text;
}

/**
 * A language's name in the words of `locale`, as the platform's CLDR data writes it (`anglais`, `French`);
 * `standalone`, capitalised as a label or a link stands (`Français`, `Anglais`).
 */
export function languageName(locale: Locale, language: Locale, { standalone = false } = {}): string {
  const { intl } = traitsOf(locale);
  const name = new Intl.DisplayNames(intl, { type: "language" }).of(language) ?? language;
  return written(locale, standalone ? name.charAt(0).toLocaleUpperCase(intl) + name.slice(1) : name);
}

/** A number with the language's separators: `1 000 000` / `1,000,000`, `4,8` / `4.8`. */
export function formatNumber(locale: Locale, value: number, options: Intl.NumberFormatOptions = {}): string {
  return written(locale, numberFormat(locale, { maximumFractionDigits: 1, ...options }).format(value));
}

/** A percentage given in percent: 90 → `90 %` / `90%`; `signed` writes `+150 %` / `+150%`. */
function formatPercent(locale: Locale, percent: number, { signed = false } = {}): string {
  return numberFormat(locale, {
    style: "percent",
    maximumFractionDigits: 1,
    signDisplay: signed ? "exceptZero" : "auto",
  }).format(percent / 100);
}

/** A calendar date (an ISO day such as "2025-07-01", or a Date): `1er juillet 2025` / `1 July 2025`. */
export function formatDate(locale: Locale, date: string | Date): string {
  const value = typeof date === "string" ? new Date(`${date.slice(0, 10)}T12:00:00Z`) : date;
  const parts = dateFormat(locale, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: SITE_TIME_ZONE,
  }).formatToParts(value);
  // French writes the first day of a month as an ordinal: « 1er juillet ».
  const { firstOfMonth } = traitsOf(locale);
  return written(
    locale,
    parts
      .map((part) => (firstOfMonth && part.type === "day" && part.value === "1" ? firstOfMonth : part.value))
      .join(""),
  );
}

/** A moment, to the minute, in the studio's time zone: `22 nov. 2026, 14:05` / `22 Nov 2026, 14:05`. */
export function formatDateTime(locale: Locale, date: string | Date): string {
  const format = dateFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: SITE_TIME_ZONE });
  return written(locale, format.format(typeof date === "string" ? new Date(date) : date));
}

/**
 * A number the site states, kept as a number (in the content's data files, `{ kind: percent, value: 90,
 * signed: false }`) and written each language's way by `formatFigure` below: a percent 90 is "90 %" / "90%",
 * a rating 4.8 "4,8/5" / "4.8/5", times 3 "×3", a count 18 with `plus` "18+", a count 100 000 000 with
 * `plus` and `compact` "100 M+" / "100m+" (British style, as CLDR 48 writes it).
 */
export type Figure =
  | { kind: "percent"; value: number; signed: boolean }
  | { kind: "rating"; value: number; outOf: number }
  | { kind: "times"; value: number }
  | { kind: "count"; value: number; plus: boolean; compact: boolean };

/** A figure written the language's way. */
export function formatFigure(locale: Locale, figure: Figure): string {
  switch (figure.kind) {
    case "percent":
      return formatPercent(locale, figure.value, { signed: figure.signed });
    case "rating":
      return `${formatNumber(locale, figure.value)}/${formatNumber(locale, figure.outOf)}`;
    case "times":
      return `×${formatNumber(locale, figure.value)}`;
    case "count": {
      const number = formatNumber(locale, figure.value, figure.compact ? { notation: "compact" } : {});
      return figure.plus ? `${number}+` : number;
    }
  }
}

/** A day and short month, for chart labels: `17 nov.` / `17 Nov`. `date` is an ISO day, read in UTC. */
export function formatDayMonth(locale: Locale, date: string): string {
  const format = dateFormat(locale, { day: "numeric", month: "short", timeZone: "UTC" });
  return written(locale, format.format(new Date(`${date.slice(0, 10)}T00:00:00Z`)));
}
