import type { Context } from "hono";
import { detectFromCookie, detectFromHeader, detectFromQuery, type DetectorOptions } from "hono/language";
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

/** hono/language's detectors, each asked on its own: the source decides the cookie and `Vary`. */
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
 * `?lang=` > `lang` cookie > `Accept-Language` > the default language, each read by hono/language's detectors
 * (docs/decisions/002-language-and-urls.md). The test locale is taken from the query or the cookie only, and only
 * `withPseudo`. Junk in any input is ignored, never thrown.
 */
export function negotiateLocale(c: Context, { withPseudo = false } = {}): { locale: Locale; source: LocaleSource } {
  const detected = (
    detect: (c: Context, options: DetectorOptions) => string | undefined,
    options = withPseudo ? withTestLocale : detection,
  ) => {
    try {
      const tag = detect(c, options);
      return isLocale(tag, { withPseudo }) ? tag : undefined;
    } catch {
      return undefined; // a malformed Cookie header, say: never a failed request
    }
  };
  const query = detected(detectFromQuery);
  if (query) return { locale: query, source: "query" };
  const cookie = detected(detectFromCookie);
  if (cookie) return { locale: cookie, source: "cookie" };
  const header = detected(detectFromHeader, detection);
  if (header) return { locale: header, source: "header" };
  return { locale: defaultLocale, source: "default" };
}
