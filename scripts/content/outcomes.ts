import type { z } from "zod";
import { traitsOf, type Locale, type LocaleTraits } from "../../src/i18n/locale-list";
import type { Claim } from "./claims";
import { plain } from "./figures";
import { stringsMarked } from "./schema-walk";

/*
 * Outcome sentences (decision 101): on the pages about health and connected objects, a sentence saying what a
 * game did to people ("les patients y reviennent", "helps patients stick to their treatment") is a claim as much
 * as a number is. Copy states what a work is designed to do ("conçu pour aider…", "designed to help…"); a
 * sentence that states an outcome either is recorded as a claim of its record or is listed, like any claim, for
 * the studio to confirm before launch. Read at build, by the claims report and the preflight.
 */

/**
 * The verbs that state an outcome, as finite forms: an infinitive ("conçu pour aider", "designed to help") states
 * an intent and is not matched.
 */
const OUTCOME_VERBS: Record<LocaleTraits["typography"], RegExp> = {
  french:
    /(?<![\p{L}'’])(?<!\b(?:une|la|son|sa|leur|cette|notre|votre) )(?:aide|aident|a aidé|ont aidé|améliore|améliorent|a amélioré|ont amélioré|réduit|réduisent|ont réduit|augmente|augmentent|a augmenté|ont augmenté|revient|reviennent|sont revenus|revenus d'eux-mêmes|favorise|favorisent|soulage|soulagent|diminue|diminuent|renforce|renforcent|guérit|change le quotidien|changent le quotidien)(?![\p{L}])/giu,
  english:
    /(?<![\p{L}])(?<!\b(?:to|a|an|the|real|of|in|no) )(?:helps?|helped|helping|improves?|improved|improving|reduces?|reduced|increases?|increased|boosts?|boosted|strengthens?|strengthened|comes? back|came back|coming back|relieves?|relieved|eases?|eased|changes everyday life|change everyday life)(?![\p{L}])/giu,
};

/** The pages whose copy speaks of patients and care: their records, and the projects they list. */
const OUTCOME_PAGES = ["/sante", "/objets-connectes"];

/** An outcome sentence a page shows that no claim of its record records. */
export interface UntrackedOutcome {
  locale: Locale;
  /** The sentence as the record writes it (marks included), so the report's quote is found on the page. */
  sentence: string;
  verb: string;
}

interface OutcomeRecord {
  id: string;
  page: string;
  value: unknown;
  schema: z.ZodType;
  claims: Claim[];
}

/** The sentences of a text, each with where it starts. */
function sentences(text: string): { sentence: string; at: number }[] {
  return [...text.matchAll(/[^.!?…]+(?:[.!?…]+|$)/gu)]
    .map((match) => ({ sentence: match[0].trim(), at: match.index + (match[0].length - match[0].trimStart().length) }))
    .filter(({ sentence }) => sentence.length > 0);
}

/** Whether a claim of the record quotes words that hold the verb where the text writes it. */
function recorded(text: string, at: number, length: number, locale: Locale, claims: readonly Claim[]): boolean {
  const lower = plain(text).toLowerCase();
  return claims.some((claim) => {
    const quote = claim.quote[locale];
    if (!quote) return false;
    const words = plain(quote).toLowerCase();
    for (let start = lower.indexOf(words); start >= 0; start = lower.indexOf(words, start + 1)) {
      if (start <= at && at + length <= start + words.length) return true;
    }
    return false;
  });
}

/** The outcome sentences of one record that none of its claims records. */
export function untrackedOutcomesOf(record: OutcomeRecord): UntrackedOutcome[] {
  const found: UntrackedOutcome[] = [];
  for (const { text, locale, path } of [
    ...stringsMarked(record.schema, record.value, "text"),
    ...stringsMarked(record.schema, record.value, "rich"),
  ]) {
    const verbs = locale ? OUTCOME_VERBS[traitsOf(locale).typography] : undefined;
    if (!locale || !verbs || path[0] === "claims") continue;
    for (const { sentence, at } of sentences(text)) {
      for (const match of sentence.matchAll(verbs)) {
        // A sentence that opens on the verb is an objective or a heading ("Improve treatment adherence…").
        if (match.index === 0) continue;
        if (recorded(text, at + match.index, match[0].length, locale, record.claims)) continue;
        found.push({ locale, sentence, verb: match[0] });
        break;
      }
    }
  }
  return found;
}

/**
 * The records whose outcome sentences are claims: the health and connected-objects pages, and the projects
 * they list (by slug, or by a category they look for).
 */
export function outcomeRecordIds(
  achievements: readonly {
    path: string;
    projects: { slugs?: readonly string[] | undefined; categoryContains?: readonly string[] | undefined };
  }[],
  projects: readonly { slug: string; category: Partial<Record<Locale, string>> }[],
): Set<string> {
  const ids = new Set<string>();
  for (const page of achievements.filter((page) => OUTCOME_PAGES.includes(page.path))) {
    ids.add(`achievements/${page.path.replace(/^\//, "")}`);
    const { slugs, categoryContains } = page.projects;
    for (const project of projects) {
      const listed =
        slugs?.includes(project.slug) ||
        categoryContains?.some((wanted) =>
          Object.values(project.category).some((category) => category?.toLowerCase().includes(wanted.toLowerCase())),
        );
      if (listed) ids.add(`projects/${project.slug}`);
    }
  }
  return ids;
}
