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
    kind: claimKind.meta({
      label: { fr: "Type", en: "Type" },
      hint: {
        fr: "Le type de chiffre ou d’affirmation ; pour un chiffre, il détermine les champs ci-dessous qui comptent.",
        en: "What kind of figure or claim this is; for a figure, it decides which of the fields below count.",
      },
    }),
    quote: z
      .strictObject(
        // Typeset as the page's words are, so the report finds them there.
        Object.fromEntries(locales.map((locale) => [locale, boundedText(MAX_LENGTH.rich).optional()])),
      )
      .meta({
        label: { fr: "Citation", en: "Quote" },
        hint: {
          fr: "Les mots exactement tels que la page les affiche ; dans une affirmation, ils permettent de la retrouver sur la page.",
          en: "The words exactly as the page shows them; in a claim, they let a reviewer find the statement on the page.",
        },
      }) as z.ZodType<Partial<Record<Locale, string>>>,
    /**
     * Where the statement comes from: "docs/product.md §9.6", or "unconfirmed: the studio to supply". A figure
     * needs one (decision 101: one figure per fact, each sourced or gone).
     */
    source: boundedString(MAX_LENGTH.line)
      .min(1)
      .optional()
      .meta({
        label: { fr: "Source", en: "Source" },
        hint: {
          fr: "D’où vient l’affirmation : une étude, un rapport du client, une page publique qui la donne. Si le studio doit encore la fournir, écrivez-le. Un chiffre a toujours une source.",
          en: "Where it comes from: a study, a client’s report, a public page that states it. If the studio has yet to supply it, say so. A figure always has one.",
        },
      }),
    /** What to check, when the quote alone does not say it. */
    note: boundedString(MAX_LENGTH.long)
      .min(1)
      .optional()
      .meta({
        label: { fr: "Note pour la vérification", en: "Note for the reviewer" },
        hint: {
          fr: "Ce qu’il faut vérifier, quand la citation ne suffit pas à le dire.",
          en: "What to check, when the quote alone does not say it.",
        },
      }),
  })
  .refine((claim) => claim.kind !== "figure" || claim.source !== undefined, {
    message: "is missing: a figure says where it comes from",
    path: ["source"],
  });
export type Claim = z.infer<typeof claim>;

/** What a record states beyond docs/product.md: the studio confirms or replaces it before launch. */
export const claims = z
  .array(claim)
  .meta({
    label: { fr: "Affirmations à confirmer", en: "Claims to confirm" },
    hint: {
      fr: "Les affirmations que le studio confirme, une par une, avant le lancement du site.",
      en: "Statements the studio confirms, one by one, before the site launches.",
    },
  })
  .optional();

/**
 * One statement the studio confirms before launch (decision 101): which claim (`what`, as the claims report and
 * `npm run preflight` name it: its record, a colon, its words, "testimonials/bank: Claire M."), who at the
 * studio confirms it, and when; for a figure or an outcome, its evidence. A claim whose words change is no longer
 * the one confirmed.
 */
const confirmation = z.strictObject({
  what: boundedString(MAX_LENGTH.long)
    .regex(/^[a-z-]+\/[\w-]+: \S/, "is not a claim as the claims report names it (record: words)")
    .meta({
      label: { fr: "Ce qui est confirmé", en: "What is confirmed" },
      hint: {
        fr: "L’affirmation telle que le rapport des affirmations la nomme, sur sa ligne « confirm as » : la fiche, deux-points, ses mots (testimonials/bank: Claire M.). Si les mots changent, il faut la confirmer à nouveau.",
        en: "The claim as the claims report names it, on its “confirm as” line: the record, a colon, its words (testimonials/bank: Claire M.). If the words change, the claim must be confirmed again.",
      },
    }),
  who: boundedString(MAX_LENGTH.line)
    .min(1, "is empty")
    .meta({
      label: { fr: "Confirmé par", en: "Confirmed by" },
      hint: {
        fr: "La personne du studio qui la confirme, et son rôle.",
        en: "The person at the studio who confirms it, and their role.",
      },
    }),
  when: z.iso.date().meta({
    label: { fr: "Confirmé le", en: "Confirmed on" },
    hint: { fr: "Le jour où elle l’a confirmée.", en: "The day they confirmed it." },
  }),
  /**
   * What backs a figure or an outcome, named: a study, a data set, a client report, with its sample, baseline and
   * period. Without it, a figure or an outcome stays unconfirmed (`confirmedBy` in claims-report.ts): a signature
   * alone does not back a number (Code de la consommation L.121-2).
   */
  evidence: z
    .string()
    .min(1, "is empty")
    .optional()
    .meta({
      label: { fr: "Preuve", en: "Evidence" },
      hint: {
        fr: "Pour un chiffre ou un résultat : ce qui le prouve, nommé (une étude, un jeu de données, un rapport client), avec l’échantillon, la référence et la période. Sans preuve, un chiffre ne peut pas être confirmé.",
        en: "For a figure or a result: what proves it, named (a study, a data set, a client report), with its sample, baseline and period. A figure cannot be confirmed without it.",
      },
    }),
});
export type Confirmation = z.infer<typeof confirmation>;

/** src/content/launch/confirmations.yaml: what the studio has confirmed, read at build and by the preflight. */
export const confirmationsFile = z.strictObject({
  confirmations: z.array(confirmation).meta({ label: { fr: "Confirmations", en: "Confirmations" } }),
});
