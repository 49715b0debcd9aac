import { z } from "zod";
import { locales, type Locale } from "../../src/i18n/locale-list";
import { claims } from "./claims";
import { pageMeta, pagePath } from "./page-types";
import { boundedString, MAX_LENGTH } from "./inputs";
import { rich, text } from "./types";

/*
 * A policy document as a zod schema (decision 081): each is a Markdown file in src/content/policies/, its
 * facts in the front matter and each language's text in the body (scripts/content-files.mjs reads it).
 */

/** A block of a policy section. */
const policyBlock = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("p"), text: rich }),
  z.strictObject({ type: z.literal("list"), items: z.array(rich).min(1) }),
  z.strictObject({
    type: z.literal("table"),
    caption: text,
    head: z.array(text).min(1),
    rows: z.array(z.array(rich)),
  }),
]);
export type PolicyBlock = z.infer<typeof policyBlock>;

export interface PolicySection {
  /** Anchor id, unique within the document: lowercase, digits and hyphens ("6-retention"). */
  id: string;
  heading: string;
  blocks: PolicyBlock[];
  subsections?: PolicySection[] | undefined;
}

const policySection: z.ZodType<PolicySection> = z.strictObject({
  id: boundedString(MAX_LENGTH.name).regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "is not lowercase words joined by hyphens"),
  heading: text,
  blocks: z.array(policyBlock),
  get subsections() {
    return z.array(policySection).optional();
  },
});

/** One language version of a policy document. Its title is the route's `meta[lang].title` (src/route-table.ts). */
const policyText = z.strictObject({
  /** ISO date of this version's last change of substance ("2026-11-26"); decisions 060, 104. */
  updated: z.iso.date().meta({ label: { fr: "Dernière modification", en: "Last changed" } }),
  /**
   * A fingerprint of this version's text when it was dated: a text that no longer matches it changed without a
   * new date (scripts/policy-dates.mjs, decision 104).
   */
  hash: z
    .string()
    .regex(/^[0-9a-f]{16}$/, "is not a fingerprint: 16 digits and letters a-f, as the content check gives it")
    .optional()
    .meta({
      label: { fr: "Empreinte du texte", en: "Text fingerprint" },
      hint: {
        fr: "Ne la modifiez pas : quand vous changez le texte, l’éditeur met en enregistrant la date du jour dans « Dernière modification » et l’empreinte à jour.",
        en: "Leave it as it is: when you change the text, the editor sets “Last changed” to today and updates the fingerprint as it saves.",
      },
    }),
  /** Paragraphs before the first section. */
  intro: z.array(rich),
  sections: z.array(policySection),
});
export type PolicyText = z.infer<typeof policyText>;

const policyCategory = z.enum(["general", "health", "games"]);
export type PolicyCategory = z.infer<typeof policyCategory>;

export const policyDocument = z.strictObject({
  /** Route path, with its trailing slash where docs/product.md §2.2 gives one. */
  path: pagePath({ trailingSlash: true }),
  /** What the document is called: its title, its name in breadcrumbs and lists, its description. */
  meta: pageMeta,
  /**
   * Its group on /project-privacy, where an app's or a game's policy (a route under /project-privacy) is
   * listed with its route's French name and description. Absent for the site's own legal notice and policy.
   */
  category: policyCategory.optional().meta({ label: { fr: "Catégorie", en: "Category" } }),
  /** Vendors, certifications and periods docs/product.md does not give: the studio confirms them before launch. */
  claims,
  /**
   * What changed on a date, where a legal basis or a consent rule did (decision 104): shown beside a version's date
   * of last update when it is that date, in that version's language.
   */
  changes: z
    .array(
      z.strictObject({
        date: z.iso.date().meta({ label: { fr: "Date", en: "Date" } }),
        summary: z
          .strictObject(Object.fromEntries(locales.map((locale) => [locale, text.optional()])))
          .meta({ label: { fr: "Ce qui a changé ce jour-là", en: "What changed that day" } }) as z.ZodType<
          Partial<Record<Locale, string>>
        >,
      }),
    )
    .optional()
    .meta({
      label: { fr: "Ce qui a changé, par date", en: "What changed, by date" },
      hint: {
        fr: "Quand une base légale ou une règle de consentement change : le jour du changement et ce qui a changé, en une phrase. La page l’affiche sous sa date de mise à jour tant que c’est ce jour-là.",
        en: "When a legal basis or a consent rule changes: the day it changed and what changed, in one sentence. The page shows it under its date of last update while that is the day.",
      },
    }),
  /**
   * The version that prevails where two versions differ: French, for a French company's texts read by
   * French visitors and players (loi Toubon; decision 060). Each version says so at its top.
   */
  reference: z.enum(locales).meta({
    label: { fr: "Version de référence", en: "Prevailing version" },
    hint: {
      fr: "La langue dont le texte prévaut quand deux versions diffèrent : le français, pour les textes d’une entreprise française.",
      en: "The language whose text prevails where two versions differ: French, for a French company's texts.",
    },
  }),
  /** The languages it is written in, in the order of the file: the first is the original. */
  versions: z
    .partialRecord(z.enum(locales), policyText)
    .refine((versions) => Object.keys(versions).length > 0, "has no language")
    .meta({
      // The editor's Markdown field for each language (scripts/editor-config.mjs).
      label: { fr: "Texte", en: "Text" },
      hint: {
        fr: "Le texte de chaque langue : les sections sont des lignes « ## Titre {#ancre} » ; un tableau est une ligne « Table: légende », une ligne vide et des lignes commençant par |.",
        en: 'Each language\'s text: sections are "## Heading {#anchor}" lines; a table is a "Table: caption" line, a blank line and | rows.',
      },
    }) as z.ZodType<Partial<Record<Locale, PolicyText>>>,
});
export type PolicyDocument = z.infer<typeof policyDocument>;
