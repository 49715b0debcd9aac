// The claims report reads the content files as the build compiles them, claims included (decision 101).
import { beforeAll, describe, expect, it } from "vitest";
import { compileContent } from "../../scripts/compile-content.mjs";
import {
  claimsReport,
  confirmationKey,
  NO_LONGER_SHOWN,
  quoteShown,
  recordsOf,
  unconfirmedClaims,
  untrackedOutcomes,
  type PageClaims,
} from "../../scripts/content/claims-report";
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
        expect(report).toContain(`testimonials/${testimonial.key} · ${claim.kind}`);
        if (claim.quote.fr) expect(report).toContain(`« ${claim.quote.fr} »`);
      }
    }
  });

  it("marks, under a claim, the words its page no longer shows, and only there: the studio may rewrite them", () => {
    const marked = (report: string) => report.split("\n").filter((line) => line.includes(NO_LONGER_SHOWN)).length;
    const unshown = pages.flatMap(({ claims, text }) =>
      claims.flatMap(({ claim }) =>
        (["fr", "en"] as const).filter(
          (l) => claim.quote[l] !== undefined && !quoteShown(claim, text[l], claim.quote[l]!),
        ),
      ),
    );
    expect(marked(claimsReport(content))).toBe(unshown.length);
    // A project's claim whose French words the studio rewrote.
    const project = content.projects.find((p) =>
      p.claims?.some((claim) => claim.quote.fr && claim.kind !== "company"),
    )!;
    const claim = project.claims!.find((c) => c.quote.fr && c.kind !== "company")!;
    const rewritten = structuredClone(project);
    rewritten.claims = [
      { ...claim, quote: { ...claim.quote, fr: `${claim.quote.fr} (mots que la page ne montre pas)` } },
    ];
    const others = content.projects.filter((p) => p !== project);
    expect(marked(claimsReport({ ...content, projects: [...others, rewritten] }))).toBe(
      marked(claimsReport({ ...content, projects: others })) + 1,
    );
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

  it("lists each project's claims the studio has not confirmed on its page, and the portfolio's on the portfolio", () => {
    const confirmed = new Set(content.launch.confirmations.confirmations.map((entry) => entry.what));
    const unconfirmed = (record: string, claims: (typeof content.projects)[number]["claims"] = []) =>
      claims.filter((claim) => !confirmed.has(confirmationKey(record, claim)));
    for (const project of content.projects.filter((p) => p.claims?.length)) {
      const page = pages.find((p) => p.path === `/project/${project.slug}`);
      const record = `projects/${project.slug}`;
      expect(page?.claims.length ?? 0, project.slug).toBe(unconfirmed(record, project.claims).length);
    }
    const portfolio = pages.find((page) => page.path === "/nos-realisations");
    expect(portfolio?.claims.length ?? 0).toBe(unconfirmed("pages/portfolio", content.pages.portfolio.claims).length);
  });

  it("still lists a figure once the studio has confirmed it, with its source and who confirmed it when", () => {
    const [record] = recordsOf(content).filter((shown) => shown.claims.some((claim) => claim.kind === "figure"));
    const claim = record!.claims.find((c) => c.kind === "figure")!;
    const what = confirmationKey(record!.id, claim);
    const evidence = "Étude interne 2025, 3 campagnes, par rapport aux campagnes classiques du client";
    const confirmations = { confirmations: [{ what, who: "Camille, directrice", when: "2026-11-27", evidence }] };
    const report = claimsReport({ ...content, launch: { ...content.launch, confirmations } });
    expect(report).toContain(`${record!.page} · ${record!.id}: `);
    expect(report).toContain(
      `source: ${claim.source}\n      evidence: ${evidence}\n      confirmed by Camille, directrice, 2026-11-27`,
    );
  });

  it("gives every figure claim its source", () => {
    const report = claimsReport(content);
    for (const { claims } of pages) {
      for (const { claim } of claims.filter((c) => c.claim.kind === "figure")) {
        expect(report).toContain(`source: ${claim.source}`);
      }
    }
  });

  it("lists an outcome sentence of a project the health page shows until a claim records it, not an intent", () => {
    expect(untrackedOutcomes(content)).toEqual([]);
    const healthPage = content.achievements.find((page) => page.path === "/sante")!;
    const [project] = content.projects.filter((p) =>
      healthPage.projects.categoryContains?.some(
        (wanted) => p.category.en.includes(wanted) || p.category.fr.includes(wanted),
      ),
    );
    expect(project, "a project the health page lists").toBeDefined();
    const outcome = "Since launch, the app helps patients keep to their treatment.";
    const edited = (description: string, claims = project!.claims) => ({
      ...content,
      projects: content.projects.map((p) =>
        p.slug === project!.slug ? { ...p, description: { ...p.description, en: description }, claims } : p,
      ),
    });
    const said = edited(`${project!.description.en} ${outcome}`);
    expect(untrackedOutcomes(said)).toEqual([
      {
        record: `projects/${project!.slug}`,
        claim: expect.objectContaining({ kind: "outcome", quote: { en: outcome } }),
      },
    ]);
    expect(claimsReport(said)).toContain(`projects/${project!.slug} · outcome\n      en: "${outcome}"`);
    // Recorded as a claim, it is the studio's to confirm like any other; written as intent, it is none.
    const recorded = edited(`${project!.description.en} ${outcome}`, [
      ...(project!.claims ?? []),
      { kind: "outcome", quote: { en: "the app helps patients keep to their treatment" } },
    ]);
    expect(untrackedOutcomes(recorded)).toEqual([]);
    expect(untrackedOutcomes(edited(`${project!.description.en} It is designed to help patients keep to it.`))).toEqual(
      [],
    );
  });
});
