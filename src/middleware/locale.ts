import type { Context, MiddlewareHandler } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { AppEnv } from "../app-env";
import { negotiateLocale } from "../i18n/locales";
import { enableTestLocale } from "../i18n/test-locale";

const ONE_YEAR = 60 * 60 * 24 * 365;

/**
 * Decides the response language (?lang= > cookie > Accept-Language > the default), remembers an explicit
 * choice in the `lang` cookie, and says what the response depends on.
 */
export const localeMiddleware: MiddlewareHandler<AppEnv> = async (c, next) => {
  const withPseudo = c.get("config").pseudoLocale;
  // Tests only (PSEUDO_LOCALE): the test locale is derived once, on the first request that may ask for it.
  if (withPseudo) enableTestLocale();
  const { locale, source } = negotiateLocale(c, { withPseudo });
  c.set("locale", locale);
  c.set("localeSource", source);
  await next();
  // The language the response was written in: a route may settle on another (the staff console, in French unless
  // asked otherwise), and says so through `locale`.
  c.res.headers.set("Content-Language", c.get("locale"));
  if (source === "query") {
    if (cookieOf(c) !== locale) {
      const secure = new URL(c.req.url).protocol === "https:";
      setCookie(c, "lang", locale, { maxAge: ONE_YEAR, path: "/", sameSite: "Lax", secure });
      // A response that sets a cookie is for this browser only (and what must not be stored stays so).
      if (!c.res.headers.get("Cache-Control")?.includes("no-store"))
        c.res.headers.set("Cache-Control", "private, no-cache");
    }
  } else {
    c.res.headers.append("Vary", "Accept-Language, Cookie");
  }
};

/** The `lang` cookie as sent, if any (a malformed Cookie header reads as none). */
function cookieOf(c: Context<AppEnv>): string | undefined {
  try {
    return getCookie(c, "lang");
  } catch {
    return undefined;
  }
}
