import type { z } from "zod";
import { brand, fictionalBrandFacts } from "../../src/brand";
import { locales, traitsOf, type Locale } from "../../src/i18n/locale-list";
import type { Claim, Confirmation } from "./claims";
import { collections, type AuthoredContent } from "./collections";
import { plain, shownFigures, trackedBy, type ShownFigure } from "./figures";
import { shareCapital } from "./legal-facts";
import { outcomeRecordIds, untrackedOutcomesOf } from "./outcomes";
import { typesetEnglish, typesetFrench } from "./typography";

/*
 * The claims report (npm run content:claims) reads the content as the build compiles it, claims included: the
 * modules the Worker imports leave the claims out (decision 101).
 */

/** A record of the content: its data file (without extension), the page that shows it, its schema, its claims. */
export interface ShownRecord {
  /** "projects/le-cube", "pages/home", "policies/privacy-policy": the file under src/content/. */
  id: string;
  page: string;
  value: unknown;
  schema: z.ZodType;
  claims: Claim[];
}

/**
 * Every record, with the page it is shown on, in route order (the home page shows testimonials and logos). The
 * content may hold some collections only (a test compiles one).
 */
export function recordsOf(content: Partial<AuthoredContent>): ShownRecord[] {
  const { pages, testimonials = [], clientLogos = [], projects = [], services = [], achievements = [] } = content;
  const policies = content.policies ?? [];
  const schemas = collections.pages.schemas;
  const page = (name: keyof typeof schemas, path: string): ShownRecord[] =>
    pages
      ? [
          {
            id: `pages/${name}`,
            page: path,
            value: pages[name],
            schema: schemas[name],
            claims: (pages[name] as { claims?: Claim[] }).claims ?? [],
          },
        ]
      : [];
  const slashless = (path: string) => path.replace(/^\/|\/$/g, "");
  return [
    ...page("home", "/"),
    ...testimonials.map((t) => ({
      id: `testimonials/${t.key}`,
      page: "/",
      value: t,
      schema: collections.testimonials.entry,
      claims: t.claims ?? [],
    })),
    ...clientLogos.map((logo) => ({
      id: `client-logos/${logo.logo.replace(/^.*\/|\.\w+$/g, "")}`,
      page: "/",
      value: logo,
      schema: collections.clientLogos.entry,
      claims: logo.claims ?? [],
    })),
    ...page("contact", "/contact"),
    ...page("careers", "/careers"),
    ...page("about", "/qui-sommes-nous"),
    ...page("expertise", "/notre-expertise"),
    ...page("portfolio", "/nos-realisations"),
    ...services.map((service) => ({
      id: `services/${slashless(service.path)}`,
      page: service.path,
      value: service,
      schema: collections.services.entry,
      claims: service.claims ?? [],
    })),
    ...achievements.map((achievement) => ({
      id: `achievements/${slashless(achievement.path)}`,
      page: achievement.path,
      value: achievement,
      schema: collections.achievements.entry,
      claims: achievement.claims ?? [],
    })),
    ...projects.map((project) => ({
      id: `projects/${project.slug}`,
      page: `/project/${project.slug}`,
      value: project,
      schema: collections.projects.entry,
      claims: project.claims ?? [],
    })),
    ...page("project-privacy", "/project-privacy"),
    ...policies.map((doc) => ({
      id: `policies/${slashless(doc.path)}`,
      page: doc.path,
      value: doc,
      schema: collections.policies.entry,
      claims: doc.claims ?? [],
    })),
  ];
}

/** The claims of one page the studio has not confirmed, each with the record it belongs to. */
export interface PageClaims {
  path: string;
  claims: { record: string; claim: Claim }[];
  /** The page's words in each language it is written in, to check that every quote is still there. */
  text: Partial<Record<Locale, string>>;
}

/** How the studio names a claim when it confirms it (src/content/launch/): its record, then its words. */
export function confirmationKey(record: string, claim: Claim): string {
  const words = locales.map((locale) => claim.quote[locale]).find((quote) => quote !== undefined) ?? "";
  return `${record}: ${plain(words)}`;
}

/** The claims the studio has confirmed, by the name it gave each (src/content/launch/confirmations.yaml). */
function confirmedKeys(content: Partial<AuthoredContent>): Set<string> {
  return new Set((content.launch?.confirmations.confirmations ?? []).map((entry) => plain(entry.what).trim()));
}

/** Whether the studio has confirmed every claim of a record (a testimonial shows its stars only then). */
export function recordConfirmed(content: Partial<AuthoredContent>, record: string, claims: Claim[] = []): boolean {
  const confirmed = confirmedKeys(content);
  return claims.every((claim) => confirmed.has(confirmationKey(record, claim)));
}

/** Every claim the studio has not confirmed yet, page by page, in route order. */
export function unconfirmedClaims(content: Partial<AuthoredContent>): PageClaims[] {
  const confirmed = confirmedKeys(content);
  const byPage = new Map<string, ShownRecord[]>();
  for (const record of recordsOf(content)) byPage.set(record.page, [...(byPage.get(record.page) ?? []), record]);
  const pages: PageClaims[] = [];
  for (const [path, records] of byPage) {
    const claims = records.flatMap((record) =>
      record.claims
        .filter((claim) => !confirmed.has(confirmationKey(record.id, claim)))
        .map((claim) => ({ record: record.id, claim })),
    );
    for (const { record, claim } of outcomesOf(content, records)) claims.push({ record, claim });
    const policy = records.find((record) => record.id.startsWith("policies/"))?.value as
      { versions: unknown } | undefined;
    if (policy) claims.push(...brandFactsIn(policy.versions).map((claim) => ({ record: "site config", claim })));
    if (claims.length === 0) continue;
    const text = textOf(records.map((record) => record.value));
    // A figure of the schema beside its label, in either order: a stat tile shows its label first, a team tile
    // its number.
    for (const record of records) {
      for (const { locale, figure, label, text: inText } of shownFigures(record.schema, record.value)) {
        if (inText === undefined)
          text[locale] = [text[locale], label ? `${label} ${figure}\n${figure} ${label}` : figure].join("\n");
      }
    }
    pages.push({ path, claims, text });
  }
  return pages;
}

/**
 * The figures the studio has confirmed, page by page, each with its source and who confirmed it when: the report
 * lists every figure a page shows, confirmed or not (decision 101).
 */
export function confirmedFigures(
  content: Partial<AuthoredContent>,
): { path: string; record: string; claim: Claim; confirmation: Confirmation }[] {
  const byKey = new Map(
    (content.launch?.confirmations.confirmations ?? []).map((entry) => [plain(entry.what).trim(), entry] as const),
  );
  return recordsOf(content).flatMap((record) =>
    record.claims
      .filter((claim) => claim.kind === "figure")
      .flatMap((claim) => {
        const confirmation = byKey.get(confirmationKey(record.id, claim));
        return confirmation ? [{ path: record.page, record: record.id, claim, confirmation }] : [];
      }),
  );
}

/** The confirmations of a figure or an outcome that name no evidence, with their place in the file. */
export function confirmationsWithoutEvidence(content: Partial<AuthoredContent>): { index: number; what: string }[] {
  const needing = new Set(
    recordsOf(content).flatMap((record) =>
      record.claims
        .filter((claim) => claim.kind === "figure" || claim.kind === "outcome")
        .map((claim) => confirmationKey(record.id, claim)),
    ),
  );
  return (content.launch?.confirmations?.confirmations ?? []).flatMap((entry, index) =>
    entry.evidence === undefined && needing.has(plain(entry.what).trim()) ? [{ index, what: entry.what }] : [],
  );
}

/** The confirmations that name no claim the content makes: its words changed since, or it is gone. */
export function staleConfirmations(content: Partial<AuthoredContent>): Confirmation[] {
  const keys = new Set(recordsOf(content).flatMap((record) => record.claims.map((c) => confirmationKey(record.id, c))));
  return (content.launch?.confirmations.confirmations ?? []).filter((entry) => !keys.has(plain(entry.what).trim()));
}

/** A number a page shows that no claim of its record states (decision 101). */
export interface UntrackedFigure extends ShownFigure {
  page: string;
  record: string;
}

/**
 * Every number the site's pages show, other than in the legal notice and the policies (whose numbers are periods,
 * ages and articles of law, with their own claims), that no `figure` claim of its record states.
 */
export function untrackedFigures(content: Partial<AuthoredContent>): UntrackedFigure[] {
  const names = (content.projects ?? []).flatMap((project) => Object.values(project.title));
  return recordsOf(content)
    .filter((record) => !record.id.startsWith("policies/"))
    .flatMap((record) =>
      shownFigures(record.schema, record.value, names)
        .filter((figure) => !trackedBy(figure, record.claims))
        .map((figure) => ({ ...figure, page: record.page, record: record.id })),
    );
}

/**
 * The outcome sentences of the health and connected-objects pages, and of the projects they list, that no claim
 * records (scripts/content/outcomes.ts): each is a claim the studio confirms, or words to rewrite as intent.
 */
export function untrackedOutcomes(content: Partial<AuthoredContent>): { record: string; claim: Claim }[] {
  return outcomesOf(content, recordsOf(content));
}

function outcomesOf(content: Partial<AuthoredContent>, records: ShownRecord[]): { record: string; claim: Claim }[] {
  const ids = outcomeRecordIds(content.achievements ?? [], content.projects ?? []);
  return records
    .filter((record) => ids.has(record.id))
    .flatMap((record) =>
      untrackedOutcomesOf(record).map(({ locale, sentence }) => ({
        record: record.id,
        claim: {
          kind: "outcome" as const,
          quote: { [locale]: sentence },
          note:
            "An outcome no claim records: rewrite it as what the work is designed to do (conçu pour…, designed to…), " +
            "or have the studio confirm it with its evidence.",
        },
      })),
    );
}

/** The fictional facts of the site config that a document shows. */
function brandFactsIn(versions: unknown): Claim[] {
  const text = textOf(versions);
  return fictionalBrandFacts.flatMap((fact): Claim[] => {
    const quote: Partial<Record<Locale, string>> = {};
    for (const locale of locales) {
      // As pages show it: the content is typeset at build ("900 000 002" takes French thousands spaces).
      const written = fact === "shareCapitalEuros" ? shareCapital(locale) : String(brand[fact]);
      const shown = traitsOf(locale).typography === "french" ? typesetFrench(written) : typesetEnglish(written);
      if (text[locale]?.includes(shown)) quote[locale] = shown;
    }
    return Object.keys(quote).length > 0 ? [{ kind: "company", quote, note: `brand.${fact} in src/brand.ts` }] : [];
  });
}

/** The words of a content record in each language: the `fr` or `en` side of every pair, claims left out. */
function textOf(content: unknown): Partial<Record<Locale, string>> {
  const text: Partial<Record<Locale, string>> = {};
  for (const locale of locales) {
    const words: string[] = [];
    const walk = (value: unknown): void => {
      if (typeof value === "string") words.push(value);
      else if (Array.isArray(value)) value.forEach(walk);
      else if (isPair(value)) walk(value[locale]);
      else if (typeof value === "object" && value !== null) {
        for (const [key, child] of Object.entries(value)) if (key !== "claims") walk(child);
      }
    };
    walk(content);
    if (words.length > 0) text[locale] = words.join("\n");
  }
  return text;
}

function isPair(value: unknown): value is Record<Locale, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((key) => (locales as readonly string[]).includes(key));
}

/** What the report says under a claim whose words its page no longer shows. */
export const NO_LONGER_SHOWN = "no longer shown as quoted: change the claim's words or remove it";

/**
 * Whether the page shows a claim's words, spaces and capitals aside (Intl writes "85 %" with its own space;
 * "depuis 2006" quotes "Depuis 2006" too). A company fact is quoted as the site config writes it.
 */
export function quoteShown(claim: Claim, text: string | undefined, quote: string): boolean {
  if (claim.kind === "company" || text === undefined) return true;
  return plain(text).toLowerCase().includes(plain(quote).toLowerCase());
}

/** The report `npm run content:claims` prints: every claim to confirm or replace, page by page. */
export function claimsReport(content: AuthoredContent): string {
  const pages = unconfirmedClaims(content);
  const total = pages.reduce((sum, p) => sum + p.claims.length, 0);
  const confirmed = content.launch?.confirmations.confirmations.length ?? 0;
  const untracked = untrackedFigures(content);
  const lines = [
    `Unconfirmed claims: ${total} on ${pages.length} pages, to confirm or replace before launch (${confirmed} confirmations recorded).`,
    "Each is marked in the content data (`claims` lists in src/content/). Once the studio confirms one, add it to",
    'src/content/launch/confirmations.yaml (what: the claim\'s "confirm as" line, who, when), or change the words.',
    untracked.length === 0
      ? "Every figure the pages show is a claim with its source (listed below as `figure`)."
      : `Figures no claim states: ${untracked.length} (listed at the end): the studio's own, unless a claim with its source makes them part of the sign-off.`,
    "",
    "Site config (src/brand.ts, fictionalBrandFacts): invented until the studio supplies its own",
    ...fictionalBrandFacts.map((fact) => `  ${fact}: ${JSON.stringify(brand[fact])}`),
  ];
  for (const { path, claims, text } of pages) {
    lines.push("", `${path} (${claims.length})`);
    for (const { record, claim } of claims) {
      lines.push(`  - ${record} · ${claim.kind}`);
      for (const locale of locales) {
        const quote = claim.quote[locale];
        const quoted = traitsOf(locale).typography === "french" ? `« ${quote} »` : `"${quote}"`;
        if (quote !== undefined) lines.push(`      ${locale}: ${quoted}`);
        // The studio rewrote the words: the claim is to change or remove, which only launch waits on.
        if (quote !== undefined && !quoteShown(claim, text[locale], quote)) lines.push(`      ${NO_LONGER_SHOWN}`);
      }
      if (claim.source) lines.push(`      source: ${claim.source}`);
      if (claim.note) lines.push(`      check: ${claim.note}`);
      if (record !== "site config") lines.push(`      confirm as: ${confirmationKey(record, claim)}`);
    }
  }
  const confirmedShown = confirmedFigures(content);
  if (confirmedShown.length > 0) {
    lines.push("", `Confirmed figures: ${confirmedShown.length}, each with its source`);
    for (const { path, record, claim, confirmation } of confirmedShown) {
      const words = locales.map((locale) => claim.quote[locale]).filter((quote) => quote !== undefined);
      lines.push(`  - ${path} · ${record}: ${words.map((quote) => plain(quote)).join(" / ")}`);
      lines.push(
        `      source: ${claim.source}`,
        `      evidence: ${confirmation.evidence ?? "none named"}`,
        `      confirmed by ${confirmation.who}, ${confirmation.when}`,
      );
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
  if (untracked.length > 0) {
    lines.push("", "Figures no claim states (decision 101)");
    for (const figure of untracked) {
      lines.push(`  - ${figure.page} · ${figure.record} · ${figure.field}: ${plain(figure.figure)}`);
    }
  }
  return `${lines.join("\n")}\n`;
}
