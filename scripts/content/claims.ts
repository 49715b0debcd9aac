import { z } from "zod";
import { locales, type Locale } from "../../src/i18n/locale-list";

/** What kind of fact a claim states, so the studio knows whom to ask. */
const claimKind = z.enum([
  "company", // a legal identifier or company fact, fictional until the studio supplies its own
  "person", // a named person and their job title
  "quote", // words put in a client's mouth
  "client", // who a client is, beyond the description in docs/product.md
  "project", // a project, or a detail of one, docs/product.md does not give
  "figure", // a number or a measured result docs/product.md does not give
  "history", // the studio's past
  "practice", // how the studio works
  "vendor", // a named product, partner or supplier
  "certification", // a certification or a standard the studio says it meets
  "retention", // a retention period or threshold docs/product.md does not give
]);

/**
 * A statement the site makes beyond docs/product.md: the studio must confirm it or replace it before
 * launch. `quote` holds the words as the page shows them, in each language the page has them in, so a
 * reviewer can find them and a test checks they are still on the page.
 */
const claim = z.strictObject({
  kind: claimKind,
  quote: z.strictObject(
    // Typeset as the page's words are, so the report finds them there.
    Object.fromEntries(locales.map((locale) => [locale, z.string().min(1).meta({ text: true }).optional()])),
  ) as z.ZodType<Partial<Record<Locale, string>>>,
  /** What to check, when the quote alone does not say it. */
  note: z.string().min(1).optional(),
});
export type Claim = z.infer<typeof claim>;

/** What a record states beyond docs/product.md: the studio confirms or replaces it before launch. */
export const claims = z.array(claim).optional();
