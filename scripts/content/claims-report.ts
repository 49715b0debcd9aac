import { brand, fictionalBrandFacts } from "../../src/brand";
import { locales, traitsOf, type Locale } from "../../src/i18n/locale-list";
import { typesetEnglish, typesetFrench } from "./typography";
import type { Claim } from "./claims";
import type { AuthoredContent } from "./collections";
import { shareCapital } from "./legal-facts";

/*
 * The claims report (npm run content:claims) reads the content as the build compiles it, claims included: the
 * modules the Worker imports leave the claims out (decision 088).
 */

/** The unconfirmed claims of one page, each with the record it belongs to. */
export interface PageClaims {
  path: string;
  claims: { record: string; claim: Claim }[];
  /** The page's words in each language it is written in, to check that every quote is still there. */
  text: Partial<Record<Locale, string>>;
}

/** Every unconfirmed claim the site makes, page by page, in route order. */
export function unconfirmedClaims(content: AuthoredContent): PageClaims[] {
  const { pages: pageFiles, testimonials, clientLogos, projects, services, achievements, policies } = content;
  const pages: PageClaims[] = [];
  const page = (path: string, words: unknown, claims: PageClaims["claims"]) => {
    if (claims.length > 0) pages.push({ path, claims, text: textOf(words) });
  };
  const own = (record: string, claims: Claim[] = []) => claims.map((claim) => ({ record, claim }));

  page("/", { homeCopy: pageFiles.home.copy, testimonials, clientLogos }, [
    ...own("home page", pageFiles.home.claims),
    ...testimonials.flatMap((t) => own(`testimonial "${t.key}"`, t.claims)),
    ...clientLogos.flatMap((logo, i) => own(`client logo ${i + 1}`, logo.claims)),
  ]);
  page("/contact", pageFiles.contact.copy, own("contact page", pageFiles.contact.claims));
  page("/careers", pageFiles.careers.copy, own("careers page", pageFiles.careers.claims));
  page("/qui-sommes-nous", pageFiles.about.copy, own("about page", pageFiles.about.claims));
  page("/nos-realisations", pageFiles.portfolio.copy, own("portfolio page", pageFiles.portfolio.claims));
  for (const service of services) page(service.path, service.copy, own("service page", service.claims));
  for (const achievement of achievements) {
    page(achievement.path, achievement.copy, own("achievements page", achievement.claims));
  }
  for (const project of projects)
    page(`/project/${project.slug}`, project, own(`project "${project.slug}"`, project.claims));
  for (const doc of policies) {
    page(doc.path, doc.versions, [...own("document", doc.claims), ...own("site config", brandFactsIn(doc.versions))]);
  }
  return pages;
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

/** The report `npm run content:claims` prints: every claim to confirm or replace, page by page. */
export function claimsReport(content: AuthoredContent): string {
  const pages = unconfirmedClaims(content);
  const total = pages.reduce((sum, p) => sum + p.claims.length, 0);
  const lines = [
    `Unconfirmed claims: ${total} on ${pages.length} pages, to confirm or replace before launch.`,
    "Each is marked in the content data (`claims` lists in src/content/); remove a claim once the studio confirms it.",
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
        const quoted = traitsOf(locale).typography === "french" ? `« ${quote} »` : `"${quote}"`;
        if (quote !== undefined) lines.push(`      ${locale}: ${quoted}`);
      }
      if (claim.note) lines.push(`      check: ${claim.note}`);
    }
  }
  return `${lines.join("\n")}\n`;
}
