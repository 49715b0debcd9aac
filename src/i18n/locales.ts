import { match } from "@formatjs/intl-localematcher";
import { defaultLocale, locales, type Locale } from "./locale-list";
import { pseudoLocale } from "./test-locale";

/** One of the site's languages (the test locale only where `withPseudo` says it is served). */
export function isLocale(value: unknown, { withPseudo = false } = {}): value is Locale {
  return (
    typeof value === "string" &&
    ((locales as readonly string[]).includes(value) || (withPseudo && value === pseudoLocale))
  );
}

/** Where the language of a response came from; anything but `query` makes the response vary. */
export type LocaleSource = "query" | "cookie" | "header" | "default";

export interface NegotiationInput {
  query?: string | null;
  cookie?: string | null;
  acceptLanguage?: string | null;
}

/**
 * `?lang=` > `lang` cookie > `Accept-Language` (q-values, region fallbacks) > the default language. The test
 * locale is taken from the query or the cookie only, and only `withPseudo`.
 * Junk in any input is ignored, never thrown.
 */
export function negotiateLocale(
  input: NegotiationInput,
  { withPseudo = false } = {},
): { locale: Locale; source: LocaleSource } {
  const own = (value: string | null | undefined) => {
    const tag = value?.trim();
    return [tag, tag?.toLowerCase()].find((candidate) => isLocale(candidate, { withPseudo }));
  };
  const query = own(input.query);
  if (query) return { locale: query, source: "query" };
  const cookie = own(input.cookie);
  if (cookie) return { locale: cookie, source: "cookie" };
  const requested = parseAcceptLanguage(input.acceptLanguage ?? "");
  if (requested.length > 0) {
    const matched = match(requested, locales, defaultLocale, { algorithm: "best fit" });
    if (isLocale(matched)) return { locale: matched, source: "header" };
  }
  return { locale: defaultLocale, source: "default" };
}

/** `fr-CA;q=0.8, en, *;q=0.1` → canonical tags by descending q (stable), junk dropped. */
export function parseAcceptLanguage(header: string): string[] {
  const entries: { tag: string; q: number; order: number }[] = [];
  header
    .slice(0, 512)
    .split(",")
    .forEach((part, order) => {
      const [rawTag = "", ...params] = part.trim().split(";");
      const tag = rawTag.trim();
      if (!tag || tag === "*") return;
      let q = 1;
      for (const param of params) {
        const [name, value] = param.split("=").map((s) => s.trim());
        if (name === "q") q = Number(value);
      }
      if (!Number.isFinite(q) || q <= 0 || q > 1) return;
      try {
        const [canonical] = Intl.getCanonicalLocales(tag);
        if (canonical) entries.push({ tag: canonical, q, order });
      } catch {
        // not a BCP 47 tag: ignore it
      }
    });
  return entries.sort((a, b) => b.q - a.q || a.order - b.order).map((e) => e.tag);
}
