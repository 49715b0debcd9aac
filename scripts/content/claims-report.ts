import type { z } from "zod";
import { brand, fictionalBrandFacts } from "../../src/brand";
import { formatFigure, type Figure } from "../../src/i18n/format";
import { locales, traitsOf, type Locale, type LocaleTraits } from "../../src/i18n/locale-list";
import type { Claim, Confirmation } from "./claims";
import { collections, type AuthoredContent } from "./collections";
import { shareCapital } from "./legal-facts";
import { stringsMarked, valuesMarked } from "./schema-walk";
import { typesetEnglish, typesetFrench } from "./typography";

/*
 * The claims the studio signs before launch (decision 101), read from the content as the build compiles it,
 * claims included (the modules the Worker imports leave them out): each record's `claims`, its result tiles, the
 * outcome sentences of the health and connected-objects pages, and the site config's fictional facts a policy
 * shows. Used by the build (evidence, stars), `npm run content:claims` and `npm run preflight`.
 */

/** A record of the content: its data file (without extension), the page that shows it, its schema, its claims. */
interface ShownRecord {
  /** "projects/le-cube", "pages/home", "policies/privacy-policy": the file under src/content/. */
  id: string;
  page: string;
  value: unknown;
  schema: z.ZodType;
  claims: Claim[];
}

/**
 * Every record, with the page it is shown on, in route order (the home page shows testimonials and logos), its
 * claims with those the content makes without saying so (tiles, outcomes). The content may hold some collections.
 */
function recordsOf(content: Partial<AuthoredContent>): ShownRecord[] {
  const { pages, testimonials = [], clientLogos = [], projects = [], services = [], achievements = [] } = content;
  const schemas = collections.pages.schemas;
  const page = (name: keyof typeof schemas, path: string) =>
    pages ? [{ id: `pages/${name}`, page: path, value: pages[name], schema: schemas[name] }] : [];
  const slashless = (path: string) => path.replace(/^\/|\/$/g, "");
  const records = [
    ...page("home", "/"),
    ...testimonials.map((t) => ({
      id: `testimonials/${t.key}`,
      page: "/",
      value: t,
      schema: collections.testimonials.entry,
    })),
    ...clientLogos.map((logo) => ({
      id: `client-logos/${logo.logo.replace(/^.*\/|\.\w+$/g, "")}`,
      page: "/",
      value: logo,
      schema: collections.clientLogos.entry,
    })),
    ...page("contact", "/contact"),
    ...page("careers", "/careers"),
    ...page("about", "/qui-sommes-nous"),
    ...page("expertise", "/notre-expertise"),
    ...page("portfolio", "/nos-realisations"),
    ...services.map((s) => ({
      id: `services/${slashless(s.path)}`,
      page: s.path,
      value: s,
      schema: collections.services.entry,
    })),
    ...achievements.map((a) => ({
      id: `achievements/${slashless(a.path)}`,
      page: a.path,
      value: a,
      schema: collections.achievements.entry,
    })),
    ...projects.map((p) => ({
      id: `projects/${p.slug}`,
      page: `/project/${p.slug}`,
      value: p,
      schema: collections.projects.entry,
    })),
    ...page("project-privacy", "/project-privacy"),
    ...(content.policies ?? []).map((doc) => ({
      id: `policies/${slashless(doc.path)}`,
      page: doc.path,
      value: doc,
      schema: collections.policies.entry,
    })),
  ];
  const outcomePages = outcomeRecordIds(content);
  return records.map((record) => {
    const written = (record.value as { claims?: Claim[] }).claims ?? [];
    const made = [...tilesOf(record), ...(outcomePages.has(record.id) ? outcomesOf(record, written) : [])];
    return { ...record, claims: [...written, ...made] };
  });
}

/** Spaces and apostrophes as people type them, so "90 %" typeset still reads "90 %". */
const plain = (text: string) => text.replace(/[\u00a0\u202f\u2009]/g, " ").replace(/[’‘]/g, "'");

/** How the studio names a claim when it confirms it (src/content/launch/): its record, then its words. */
export function confirmationKey(record: string, claim: Claim): string {
  const words = locales.map((locale) => claim.quote[locale]).find((quote) => quote !== undefined) ?? "";
  return `${record}: ${plain(words)}`;
}

const confirmationsOf = (content: Partial<AuthoredContent>) => content.launch?.confirmations?.confirmations ?? [];
/**
 * Whether the studio has confirmed a claim: a confirmation names it, and for a figure or an outcome names its
 * evidence too (a signature alone does not back a number, decision 101). A confirmation without it leaves the
 * claim on the report and the launch gate: the editor saves it, the build shows the page, the launch waits.
 */
function confirmedBy(content: Partial<AuthoredContent>): (record: string, claim: Claim) => boolean {
  const byKey = new Map(confirmationsOf(content).map((entry) => [plain(entry.what).trim(), entry]));
  return (record, claim) => {
    const entry = byKey.get(confirmationKey(record, claim));
    return entry !== undefined && (!needsEvidence(claim) || entry.evidence !== undefined);
  };
}

const needsEvidence = (claim: Claim) => claim.kind === "figure" || claim.kind === "outcome";

/** Whether the studio has confirmed every claim of a record (a testimonial shows its stars only then). */
export function recordConfirmed(content: Partial<AuthoredContent>, record: string, claims: Claim[] = []): boolean {
  const confirmed = confirmedBy(content);
  return claims.every((claim) => confirmed(record, claim));
}

/** The claims of one page the studio has not confirmed, each with its record ("site config": a brand fact). */
export interface PageClaims {
  path: string;
  claims: { record: string; claim: Claim }[];
}

/** Every claim the studio has not confirmed yet, page by page, in route order. */
export function unconfirmedClaims(content: Partial<AuthoredContent>): PageClaims[] {
  const confirmed = confirmedBy(content);
  const byPage = new Map<string, PageClaims["claims"]>();
  for (const record of recordsOf(content)) {
    const claims = record.claims
      .filter((claim) => !confirmed(record.id, claim))
      .map((claim) => ({ record: record.id, claim }));
    if (record.id.startsWith("policies/"))
      claims.push(...brandFactsIn(record).map((claim) => ({ record: "site config", claim })));
    byPage.set(record.page, [...(byPage.get(record.page) ?? []), ...claims]);
  }
  return [...byPage].filter(([, claims]) => claims.length > 0).map(([path, claims]) => ({ path, claims }));
}

/** The confirmations that name no claim the content makes: its words changed since, or it is gone. */
function staleConfirmations(content: Partial<AuthoredContent>): Confirmation[] {
  const keys = new Set(recordsOf(content).flatMap((record) => record.claims.map((c) => confirmationKey(record.id, c))));
  return confirmationsOf(content).filter((entry) => !keys.has(plain(entry.what).trim()));
}

/** A result tile a page shows is a figure, its label and value its words, its scope its source. */
function tilesOf(record: { schema: z.ZodType; value: unknown }): Claim[] {
  return valuesMarked(record.schema, record.value, "tile").flatMap(({ locale, value }) => {
    const tile = value as { label: string; value: Figure; scope: string };
    return locale
      ? [
          {
            kind: "figure" as const,
            quote: { [locale]: `${tile.label} ${formatFigure(locale, tile.value)}` },
            source: tile.scope,
          },
        ]
      : [];
  });
}

/*
 * Outcome sentences: on the pages about health and connected objects, a sentence saying what a game did to people
 * ("les patients y reviennent", "helps patients stick to their treatment") is a claim as much as a number is,
 * unless a claim of its record quotes it. Copy states what a work is designed to do ("conçu pour aider…"): the
 * verbs are matched as finite forms only, so an infinitive, an intent, is none.
 */
const OUTCOME_VERBS: Record<LocaleTraits["typography"], RegExp> = {
  french:
    /(?<![\p{L}'’])(?<!\b(?:une|la|son|sa|leur|cette|notre|votre) )(?:aide|aident|a aidé|ont aidé|améliore|améliorent|a amélioré|ont amélioré|réduit|réduisent|ont réduit|augmente|augmentent|a augmenté|ont augmenté|revient|reviennent|sont revenus|revenus d'eux-mêmes|favorise|favorisent|soulage|soulagent|diminue|diminuent|renforce|renforcent|guérit|change le quotidien|changent le quotidien)(?![\p{L}])/giu,
  english:
    /(?<![\p{L}])(?<!\b(?:to|a|an|the|real|of|in|no) )(?:helps?|helped|helping|improves?|improved|improving|reduces?|reduced|increases?|increased|boosts?|boosted|strengthens?|strengthened|comes? back|came back|coming back|relieves?|relieved|eases?|eased|changes everyday life|change everyday life)(?![\p{L}])/giu,
};

/** The records whose outcome sentences are claims: these pages, and the projects they list (by slug or category). */
function outcomeRecordIds({ achievements = [], projects = [] }: Partial<AuthoredContent>): Set<string> {
  const ids = new Set<string>();
  for (const page of achievements.filter((page) => ["/sante", "/objets-connectes"].includes(page.path))) {
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

/** The outcome sentences of a record that none of its claims quotes, each a claim of its own. */
function outcomesOf(record: { schema: z.ZodType; value: unknown }, claims: readonly Claim[]): Claim[] {
  const found: Claim[] = [];
  for (const { text, locale, path } of [
    ...stringsMarked(record.schema, record.value, "text"),
    ...stringsMarked(record.schema, record.value, "rich"),
  ]) {
    if (!locale || path[0] === "claims") continue;
    const lower = plain(text).toLowerCase();
    // Whether a claim quotes words that hold the verb where the text writes it.
    const quoted = (at: number, length: number) =>
      claims.some((claim) => {
        const words = claim.quote[locale] && plain(claim.quote[locale]).toLowerCase();
        for (let start = words ? lower.indexOf(words) : -1; start >= 0; start = lower.indexOf(words!, start + 1)) {
          if (start <= at && at + length <= start + words!.length) return true;
        }
        return false;
      });
    for (const match of text.matchAll(/[^.!?…]+(?:[.!?…]+|$)/gu)) {
      const sentence = match[0].trim();
      const at = match.index + match[0].length - match[0].trimStart().length;
      const verb = [...sentence.matchAll(OUTCOME_VERBS[traitsOf(locale).typography])].find(
        // A sentence that opens on the verb is an objective or a heading ("Improve treatment adherence…").
        (found) => found.index > 0 && !quoted(at + found.index, found[0].length),
      );
      if (verb)
        found.push({
          kind: "outcome",
          quote: { [locale]: sentence },
          note:
            "An outcome no claim records: rewrite it as what the work is designed to do (conçu pour…, designed to…), " +
            "or have the studio confirm it with its evidence.",
        });
    }
  }
  return found;
}

/** The fictional facts of the site config that a policy shows, as its pages show them (typeset). */
function brandFactsIn(record: { schema: z.ZodType; value: unknown }): Claim[] {
  const strings = [
    ...stringsMarked(record.schema, record.value, "text"),
    ...stringsMarked(record.schema, record.value, "rich"),
  ];
  return fictionalBrandFacts.flatMap((fact): Claim[] => {
    const quote: Partial<Record<Locale, string>> = {};
    for (const locale of locales) {
      const written = fact === "shareCapitalEuros" ? shareCapital(locale) : String(brand[fact]);
      const shown = traitsOf(locale).typography === "french" ? typesetFrench(written) : typesetEnglish(written);
      if (strings.some((s) => s.locale === locale && s.text.includes(shown))) quote[locale] = shown;
    }
    return Object.keys(quote).length > 0 ? [{ kind: "company", quote, note: `brand.${fact} in src/brand.ts` }] : [];
  });
}

/** The report `npm run content:claims` prints: every claim to confirm or replace, page by page. */
export function claimsReport(content: AuthoredContent): string {
  const pages = unconfirmedClaims(content);
  const total = pages.reduce((sum, p) => sum + p.claims.length, 0);
  const lines = [
    `Unconfirmed claims: ${total} on ${pages.length} pages, to confirm or replace before launch (${confirmationsOf(content).length} confirmations recorded).`,
    "Each is marked in the content data (`claims` lists in src/content/), or is a result tile or an outcome sentence.",
    'Once the studio confirms one, add it to src/content/launch/confirmations.yaml (what: the claim\'s "confirm as"',
    "line, who, when, and for a figure or an outcome its evidence), or change the words.",
    "",
    "Site config (src/brand.ts, fictionalBrandFacts): invented until the studio supplies its own",
    ...fictionalBrandFacts.map((fact) => `  ${fact}: ${JSON.stringify(brand[fact])}`),
  ];
  for (const { path, claims } of pages) {
    lines.push("", `${path} (${claims.length})`);
    for (const { record, claim } of claims) {
      lines.push(`  - ${record} · ${claim.kind}`);
      for (const locale of locales) {
        const quote = claim.quote[locale];
        if (quote !== undefined)
          lines.push(`      ${locale}: ${traitsOf(locale).typography === "french" ? `« ${quote} »` : `"${quote}"`}`);
      }
      if (claim.source) lines.push(`      source: ${claim.source}`);
      if (claim.note) lines.push(`      check: ${claim.note}`);
      if (needsEvidence(claim))
        lines.push("      evidence: required with the confirmation (a study, a data set, a report)");
      if (record !== "site config") lines.push(`      confirm as: ${confirmationKey(record, claim)}`);
    }
  }
  const stale = staleConfirmations(content);
  if (stale.length > 0) {
    lines.push(
      "",
      "Confirmations that name no claim (the words changed, or the claim is gone): confirm the claim anew",
    );
    for (const entry of stale) lines.push(`  - ${entry.what} (${entry.who}, ${entry.when})`);
  }
  return `${lines.join("\n")}\n`;
}
