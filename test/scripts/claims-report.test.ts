// The claims report reads the content files as the build compiles them, claims included (decision 088).
import { beforeAll, describe, expect, it } from "vitest";
import { compileContent } from "../../scripts/compile-content.mjs";
import { claimsReport, unconfirmedClaims, type PageClaims } from "../../scripts/content/claims-report";
import type { AuthoredContent } from "../../scripts/content/collections";

let content: AuthoredContent;
let pages: PageClaims[];

beforeAll(async () => {
  content = (await compileContent({ outDir: null })) as AuthoredContent;
  pages = unconfirmedClaims(content);
});

describe("unconfirmed claims (npm run content:claims)", () => {
  it("the report runs and lists every claim a testimonial carries, with its words in each language", () => {
    const report = claimsReport(content);
    for (const testimonial of content.testimonials) {
      for (const claim of testimonial.claims ?? []) {
        expect(report).toContain(`testimonial "${testimonial.key}" · ${claim.kind}`);
        if (claim.quote.fr) expect(report).toContain(`« ${claim.quote.fr} »`);
      }
    }
  });

  it("every claim quotes words its page still shows, in each language the page is written in", () => {
    for (const { path, claims, text } of pages) {
      for (const { record, claim } of claims) {
        for (const locale of ["fr", "en"] as const) {
          const where = `${path} · ${record} · ${locale}`;
          if (text[locale] === undefined) {
            expect(claim.quote[locale], where).toBeUndefined();
          } else if (claim.kind !== "company") {
            expect(claim.quote[locale], where).toBeDefined();
            expect(text[locale], where).toContain(claim.quote[locale]);
          }
        }
      }
    }
  });

  it("lists the invented company facts where the legal notice shows them, and the street address nowhere else as an office", () => {
    const legal = pages.find((page) => page.path === "/legal-notice");
    const facts = legal?.claims.filter((c) => c.claim.kind === "company").map((c) => c.claim.note);
    for (const fact of ["legalName", "shareCapitalEuros", "registration", "vatNumber", "registeredOffice"]) {
      expect(facts).toContain(`brand.${fact} in src/brand.ts`);
    }
    const contact = pages.find((page) => page.path === "/contact");
    expect(contact?.text.fr).not.toMatch(/rue de la Fontaine/);
    expect(contact?.text.en).not.toMatch(/head office/);
  });

  it("lists each project's claims on its page, and the portfolio's on the portfolio", () => {
    for (const project of content.projects.filter((p) => p.claims?.length)) {
      const page = pages.find((p) => p.path === `/project/${project.slug}`);
      expect(page?.claims.length, project.slug).toBe(project.claims!.length);
    }
    const portfolio = pages.find((page) => page.path === "/nos-realisations");
    expect(portfolio?.claims.length ?? 0).toBe(content.pages.portfolio.claims?.length ?? 0);
  });
});
