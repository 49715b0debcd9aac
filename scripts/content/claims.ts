import { z } from "zod";
import { locales, type Locale } from "../../src/i18n/locale-list";
import { boundedString, boundedText, MAX_LENGTH } from "./inputs";

/** What kind of fact a claim states, so the studio knows whom to ask. */
const claimKind = z.enum([
  "company", // a legal identifier or company fact, fictional until the studio supplies its own
  "person", // a named person and their job title
  "quote", // words put in a client's mouth
  "client", // who a client is, beyond the description in docs/product.md
  "project", // a project, or a detail of one, docs/product.md does not give
  "figure", // a number or a measured result docs/product.md does not give
  "outcome", // what a work did to the people who used it ("patients come back every day"), beyond its intent
  "history", // the studio's past
  "practice", // how the studio works
  "vendor", // a named product, partner or supplier
  "certification", // a certification or a standard the studio says it meets
  "retention", // a retention period or threshold docs/product.md does not give
]);

/**
 * A statement the studio must confirm or replace before launch: what the site says beyond docs/product.md, and
 * the figures the copy took from it (decision 101). `quote` holds the words as the page shows
 * them, in each language the page has them in, so a reviewer can find them and a test checks they are still on
 * the page.
 */
const claim = z
  .strictObject({
    kind: claimKind,
    quote: z.strictObject(
      // Typeset as the page's words are, so the report finds them there.
      Object.fromEntries(locales.map((locale) => [locale, boundedText(MAX_LENGTH.rich).optional()])),
    ) as z.ZodType<Partial<Record<Locale, string>>>,
    /**
     * Where the statement comes from: "docs/product.md §9.6", or "unconfirmed: the studio to supply". A figure
     * needs one (decision 101: one figure per fact, each sourced or gone).
     */
    source: boundedString(MAX_LENGTH.line).min(1).optional(),
    /** What to check, when the quote alone does not say it. */
    note: boundedString(MAX_LENGTH.long).min(1).optional(),
  })
  .refine((claim) => claim.kind !== "figure" || claim.source !== undefined, {
    message: "is missing: a figure says where it comes from (docs/product.md §…, or unconfirmed: the studio to supply)",
    path: ["source"],
  });
export type Claim = z.infer<typeof claim>;

/** What a record states beyond docs/product.md: the studio confirms or replaces it before launch. */
export const claims = z.array(claim).optional();

/**
 * One statement the studio confirms before launch (decision 101): which claim (`what`, as the claims report and
 * `npm run preflight` name it: its record, a colon, its words, "testimonials/bank: Claire M."), who at the
 * studio confirms it, and when; for a figure or an outcome, its evidence. A claim whose words change is no longer
 * the one confirmed.
 */
const confirmation = z.strictObject({
  what: boundedString(MAX_LENGTH.long).regex(
    /^[a-z-]+\/[\w-]+: \S/,
    "is not a claim as the claims report names it (record: words)",
  ),
  who: boundedString(MAX_LENGTH.line).min(1, "is empty"),
  when: z.iso.date(),
  /**
   * What backs a figure or an outcome, named: a study, a data set, a client report, with its sample, baseline and
   * period. Without it, a figure or an outcome stays unconfirmed (`confirmedBy` in claims-report.ts): a signature
   * alone does not back a number (Code de la consommation L.121-2).
   */
  evidence: z.string().min(1, "is empty").optional(),
});
export type Confirmation = z.infer<typeof confirmation>;

/** src/content/launch/confirmations.yaml: what the studio has confirmed, read at build and by the preflight. */
export const confirmationsFile = z.strictObject({ confirmations: z.array(confirmation) });
