import type { Context } from "hono";
import { detectFromCookie, detectFromQuery, type DetectorOptions } from "hono/language";
import { parseAccept } from "hono/utils/accept";
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

/** hono/language's query and cookie detectors, each asked on its own: the source decides the cookie and `Vary`. */
const detection: DetectorOptions = {
  order: ["querystring", "cookie", "header"],
  lookupQueryString: "lang",
  lookupCookie: "lang",
  lookupFromHeaderKey: "accept-language",
  lookupFromPathIndex: 0,
  caches: false,
  ignoreCase: true,
  fallbackLanguage: defaultLocale,
  supportedLanguages: [...locales],
};
const withTestLocale: DetectorOptions = { ...detection, supportedLanguages: [...locales, pseudoLocale] };

/**
 * `?lang=` > `lang` cookie > `Accept-Language` (below) > the default language; the query and the cookie through
 * hono/language (docs/decisions/002-language-and-urls.md). The test locale is taken from the query or the cookie
 * only, and only `withPseudo`. Junk in any input is ignored, never thrown.
 */
export function negotiateLocale(c: Context, { withPseudo = false } = {}): { locale: Locale; source: LocaleSource } {
  const own = withPseudo ? withTestLocale : detection;
  const detected = (detect: (c: Context, options: DetectorOptions) => string | undefined) => {
    try {
      const tag = detect(c, own);
      return isLocale(tag, { withPseudo }) ? tag : undefined;
    } catch {
      return undefined; // a malformed Cookie header, say: never a failed request
    }
  };
  const query = detected(detectFromQuery);
  if (query) return { locale: query, source: "query" };
  const cookie = detected(detectFromCookie);
  if (cookie) return { locale: cookie, source: "cookie" };
  const header = preferredByHeader(c.req.header("Accept-Language"));
  if (header) return { locale: header, source: "header" };
  return { locale: defaultLocale, source: "default" };
}

/**
 * The site language an `Accept-Language` header prefers, as RFC 9110 §12.5.4 reads it (RFC 4647's basic
 * filtering, plus a region falling back to its language: `fr-CA` is French). Each language takes the quality
 * of the most specific range naming it: itself, then one of its regions, then `*`, which so counts only for
 * a language no other range names (`*;q=0.8, fr;q=0.001` is English). A quality of 0 refuses; the highest
 * quality wins, a tie the range listed first, then the site's order. Nothing acceptable: undefined.
 * (hono/language's header detector ignores `*`; its parser is kept.)
 */
function preferredByHeader(header: string | undefined): Locale | undefined {
  if (!header) return undefined;
  // Best quality first; the header's order among equal qualities (a stable sort).
  const ranges = parseAccept(header).map(({ type, q }) => ({ range: type.toLowerCase(), q }));
  let best: { locale: Locale; q: number; at: number } | undefined;
  for (const locale of locales) {
    let match: { q: number; at: number; specificity: number } | undefined;
    ranges.forEach(({ range, q }, at) => {
      const specificity = range === locale ? 2 : range.startsWith(`${locale}-`) ? 1 : range === "*" ? 0 : -1;
      if (specificity > (match?.specificity ?? -1)) match = { q, at, specificity };
    });
    if (match && match.q > 0 && (!best || match.q > best.q || (match.q === best.q && match.at < best.at)))
      best = { locale, q: match.q, at: match.at };
  }
  return best?.locale;
}
