import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { negotiateLocale } from "../../../src/i18n/locales";

interface NegotiationInput {
  query?: string;
  cookie?: string;
  acceptLanguage?: string;
}

/** What negotiateLocale decides for a request carrying these inputs. */
async function negotiated({ query, cookie, acceptLanguage }: NegotiationInput) {
  const app = new Hono().get("/", (c) => c.json(negotiateLocale(c)));
  const headers: Record<string, string> = {};
  if (cookie !== undefined) headers.Cookie = `lang=${cookie}`;
  if (acceptLanguage !== undefined) headers["Accept-Language"] = acceptLanguage;
  const search = query === undefined ? "" : `?lang=${encodeURIComponent(query)}`;
  return (await app.request(`/${search}`, { headers })).json();
}

// French by default, an English browser, junk everywhere, over HTTP: test/worker/middleware/locale.test.ts.
describe("negotiateLocale", () => {
  const cases: [string, NegotiationInput, string, string][] = [
    ["takes ?lang= first", { query: "en", cookie: "fr", acceptLanguage: "fr" }, "en", "query"],
    ["takes the cookie before the header", { cookie: "en", acceptLanguage: "fr-FR" }, "en", "cookie"],
    ["falls back from a region to its language (fr-CA)", { acceptLanguage: "fr-CA" }, "fr", "header"],
    ["skips an unsupported language for the next one (de,en;q=0.5)", { acceptLanguage: "de,en;q=0.5" }, "en", "header"],
    ["orders by q-value, not by position", { acceptLanguage: "fr;q=0.3, en;q=0.8" }, "en", "header"],
    ["ignores q=0", { acceptLanguage: "en;q=0, fr;q=0.1" }, "fr", "header"],
    ["matches English from en-GB alone", { acceptLanguage: "en-GB" }, "en", "header"],
    ["ignores junk in ?lang=", { query: "<script>", acceptLanguage: "en" }, "en", "header"],
    ["ignores junk in the cookie", { cookie: "xx-!!", acceptLanguage: "en" }, "en", "header"],
    ["accepts nothing from a wildcard of q=0 alone", { acceptLanguage: "*;q=0" }, "fr", "default"],
    ["is case-insensitive on ?lang=", { query: "EN" }, "en", "query"],
    // A header that names none of the site's languages decides nothing: the default does.
    ["falls back to French for an unsupported language", { acceptLanguage: "ja-JP,zh;q=0.8" }, "fr", "default"],
    [
      "reads the best language among junk and an out-of-range q",
      { acceptLanguage: "en;q=0.5, fr-CA, not a tag, de;q=2" },
      "fr",
      "header",
    ],
  ];
  for (const [name, input, locale, source] of cases) {
    it(name, async () => expect(await negotiated(input)).toEqual({ locale, source }));
  }
});

// RFC 9110 §12.5.4 with RFC 4647 §3.3.1: a language takes the quality of the most specific range naming it,
// and `*` stands for every language no other range names.
describe("Accept-Language as RFC 9110 reads it", () => {
  const cases: [string, string, string][] = [
    ["*;q=0.8, fr;q=0.001", "en", "the wildcard gives English what French is refused"],
    ["*;q=0.7, en-GB;q=0.1", "fr", "a region names its language, so the wildcard is French's"],
    ["fr;q=0, *", "en", "q=0 refuses French, the wildcard accepts English"],
    ["en;q=0, *;q=0.5", "fr", "q=0 refuses English even beside a wildcard"],
    ["en;q=0, en-GB;q=0.9, fr;q=0.1", "fr", "the language's own range beats its region's (q=0: refused)"],
    ["fr-CA;q=0.9, fr;q=0.2, en;q=0.5", "en", "French's own range (0.2) beats its region's (0.9)"],
    ["en-GB;q=0.5, *;q=0.5", "en", "equal qualities: the range listed first"],
    ["*;q=0.5, en-GB;q=0.5", "fr", "equal qualities: the wildcard listed first, then the site's order"],
    ["da, en-gb;q=0.8, en;q=0.7", "en", "the RFC's own example: Danish, else British English, else English"],
    ["EN-gb, FR;q=0.9", "en", "tags are case-insensitive"],
    ["*", "fr", "a lone wildcard accepts any language: the site's first"],
  ];
  for (const [header, locale, name] of cases) {
    it(`${header}: ${name}`, async () =>
      expect(await negotiated({ acceptLanguage: header })).toEqual({ locale, source: "header" }));
  }
});
