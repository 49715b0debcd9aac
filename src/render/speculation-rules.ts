// Speculation Rules (decision 082): a public page tells Chromium's browsers which of its links they may
// prerender once the visitor shows intent, so the next page is there when they tap. Delivered by the
// `Speculation-Rules` response header pointing at a same-origin file, never inline: the CSP stays
// `script-src 'self'` (decision 003), and the memoised HTML and its ETag do not change (decision 012).
import { byData } from "../../client/dom-contract";

/** Where the rules are served (src/routes/speculation-rules.ts), as the header names it. */
export const SPECULATION_RULES_PATH = "/speculation-rules.json";

/** The header every public page carries: a structured-field list of one string. */
export const speculationRulesHeader = `"${SPECULATION_RULES_PATH}"`;

/**
 * Document rules over the page's own links. `moderate` prerenders on a pointer press, or after a short hover
 * with a mouse: intent, not a guess, so a phone on a metered plan fetches what it is about to open and no more.
 * Never speculated: the staff console and every API (`/admin`, `/api/`: staff data, the contact POST), any
 * link whose address has a query (the language switch `?lang=` sets a cookie; `?doc=`, `?sent=` are
 * variants a visitor asks for), downloads, links a script opens in place (`data-wake-click`: a project card's
 * dialog), and anything marked `data-no-speculation` or `rel=nofollow`.
 */
export const speculationRules = {
  prerender: [
    {
      source: "document",
      where: {
        and: [
          { href_matches: "/*" },
          { not: { href_matches: "/admin*" } },
          { not: { href_matches: "/api/*" } },
          { not: { selector_matches: `[href*='?'], ${byData("languageSwitch")}, [download], [rel~='nofollow']` } },
          // With scripts, a project card or a gallery link opens in the page's dialog: never a page to prerender.
          { not: { selector_matches: `${byData("noSpeculation")}, ${byData("wakeClick")}` } },
        ],
      },
      eagerness: "moderate",
    },
  ],
} as const;
