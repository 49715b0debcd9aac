// What the studio signs before launch (decision 101): the claims report, the confirmations file and the rules the
// build holds it to. The preflight's refusal and acceptance are in preflight.test.ts.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { stringify } from "yaml";
import { compileContent, ContentError } from "../../scripts/compile-content.mjs";
import { claimsReport, confirmationKey, unconfirmedClaims } from "../../scripts/content/claims-report";
import { collections, type AuthoredContent } from "../../scripts/content/collections";

const root = join(import.meta.dirname, "..", "..");
let content: AuthoredContent;
beforeAll(async () => {
  content = (await compileContent({ outDir: null })) as AuthoredContent;
});

/** A copy of the content with these confirmations. */
function contentConfirming(confirmations: unknown[]): string {
  const dir = mkdtempSync(join(tmpdir(), "launch-"));
  cpSync(join(root, "src/content"), dir, { recursive: true });
  writeFileSync(join(dir, "launch", "confirmations.yaml"), stringify({ confirmations }, { lineWidth: 0 }));
  return dir;
}

/** What backs a figure the tests confirm. */
const evidence = "Enquête de satisfaction 2025 du client, 212 répondants";
const signed = { who: "Camille Martin", when: "2026-11-28" };
const confirm = (record: string, claims: AuthoredContent["testimonials"][number]["claims"] = []) =>
  claims.map((claim) => ({ what: confirmationKey(record, claim), ...signed, evidence }));
/** Each unconfirmed claim as the confirmations file names it. */
const keysOf = (shown: Partial<AuthoredContent>) =>
  unconfirmedClaims(shown).flatMap((page) => page.claims.map((c) => [page.path, confirmationKey(c.record, c.claim)]));
const launchWith = (confirmations: object[]) => ({ confirmations: { confirmations } }) as AuthoredContent["launch"];

describe("the launch gate", () => {
  it("a testimonial shows its stars only once the studio has confirmed every claim of it", async () => {
    const rated = content.testimonials.filter((t) => t.stars !== undefined);
    expect(rated.length).toBeGreaterThan(1);
    const [first, second] = rated as [(typeof rated)[number], (typeof rated)[number]];
    const confirmations = [
      ...confirm(`testimonials/${first.key}`, first.claims),
      // All but one claim of another: not enough.
      ...confirm(`testimonials/${second.key}`, second.claims).slice(1),
    ];
    const outDir = mkdtempSync(join(tmpdir(), "shipped-"));
    await compileContent({ contentDir: contentConfirming(confirmations), outDir, only: ["testimonials", "launch"] });
    const shipped = readFileSync(join(outDir, "testimonials.js"), "utf8");
    const module = JSON.parse(shipped.slice(shipped.indexOf("export default ") + 15).replace(/;\s*$/, "")) as {
      key: string;
      stars?: number;
    }[];
    expect(module.filter((t) => t.stars !== undefined).map((t) => t.key)).toEqual([first.key]);
    // What the studio confirmed stays with the build.
    expect(() => readFileSync(join(outDir, "launch.js"))).toThrow();
  });

  it("the report lists every claim with its words and how to confirm it, and a confirmation whose words changed", () => {
    const report = claimsReport(content);
    const testimonial = content.testimonials.find((t) => t.claims?.length)!;
    const [claim] = testimonial.claims!;
    const what = confirmationKey(`testimonials/${testimonial.key}`, claim!);
    expect(report).toContain(`testimonials/${testimonial.key} · ${claim!.kind}\n      fr: « ${claim!.quote.fr} »`);
    expect(report).toContain(`confirm as: ${what}`);
    // The invented company facts, where the legal notice shows them.
    expect(report).toMatch(
      /\/legal-notice \(\d+\)\n(?: .*\n)*? {2}- site config · company\n {6}fr: « Ludora Studio SAS »/,
    );
    const confirmed = { ...content, launch: launchWith([{ what, ...signed }]) };
    expect(keysOf(confirmed).map(([, key]) => key)).not.toContain(what);
    const changed = claimsReport({ ...content, launch: launchWith([{ what: `${what} (other words)`, ...signed }]) });
    expect(changed).toContain(
      `name no claim (the words changed, or the claim is gone): confirm the claim anew\n  - ${what} (other words) (Camille Martin, 2026-11-28)`,
    );
    expect(claimsReport(confirmed)).not.toContain("name no claim");
  });

  it("a result tile is a figure, its scope its source, until the studio confirms it with its evidence", () => {
    const page = structuredClone(content.achievements[0]!);
    const tile = (label: string) => ({
      icon: "star" as const,
      value: { kind: "percent" as const, value: 85, signed: false },
      label,
      scope: "enquête du client, 212 répondants, 2025",
    });
    page.copy.fr = { ...page.copy.fr, statsTitle: "Résultats", stats: [tile("Joueurs satisfaits")] };
    page.copy.en = { ...page.copy.en, statsTitle: "Results", stats: [tile("Satisfied players")] };
    const shown = { ...content, achievements: [page] };
    const record = `achievements/${page.path.slice(1)}`;
    expect(keysOf(shown)).toEqual(
      expect.arrayContaining([
        [page.path, `${record}: Joueurs satisfaits 85 %`],
        [page.path, `${record}: Satisfied players 85%`],
      ]),
    );
    expect(claimsReport(shown)).toContain(
      `source: ${tile("").scope}\n      evidence: required with the confirmation (a study, a data set, a report)\n      confirm as: ${record}: Joueurs satisfaits 85 %`,
    );
    // Confirmed without its evidence, it stays on the gate as any figure does (the test below).
    const what = `${record}: Joueurs satisfaits 85 %`;
    expect(keysOf({ ...shown, launch: launchWith([{ what, ...signed, evidence }]) })).not.toContainEqual([
      page.path,
      what,
    ]);
    // Without its scope, the schema refuses it.
    const { scope: _scope, ...bare } = tile("Joueurs satisfaits");
    expect(
      collections.achievements.entry
        .safeParse({ ...page, copy: { ...page.copy, fr: { ...page.copy.fr, stats: [bare] } } })
        .error?.issues.map((issue) => issue.path.join(".")),
    ).toEqual(["copy.fr.stats.0.scope"]);
  });

  it("an outcome sentence of a project the health page lists is a claim, once, unless written as intent", () => {
    const health = content.achievements.find((page) => page.path === "/sante")!;
    const project = content.projects.find((p) =>
      health.projects.categoryContains?.some(
        (wanted) => p.category.en.includes(wanted) || p.category.fr.includes(wanted),
      ),
    )!;
    expect(project, "a project the health page lists").toBeDefined();
    const record = `projects/${project.slug}`;
    const saying = (sentence: string, claims = project.claims) => ({
      ...content,
      projects: [
        { ...project, description: { ...project.description, en: `${project.description.en} ${sentence}` }, claims },
      ],
    });
    const outcome = "Since launch, the app helps patients keep to their treatment.";
    const outcomes = (shown: Partial<AuthoredContent>) =>
      unconfirmedClaims(shown)
        .flatMap((p) => p.claims)
        .filter((c) => c.record === record && c.claim.kind === "outcome");
    expect(outcomes(saying(outcome)).map((c) => c.claim.quote)).toEqual([{ en: outcome }]);
    // Quoted by a claim of its record, it is that claim only.
    const quoted = { kind: "outcome" as const, quote: { en: "the app helps patients keep to their treatment" } };
    expect(outcomes(saying(outcome, [...(project.claims ?? []), quoted])).map((c) => c.claim)).toEqual([quoted]);
    expect(outcomes(saying("It is designed to help patients keep to it."))).toEqual([]);
  });

  it("keeps a figure confirmed without its evidence on the launch gate, and builds the site with it", async () => {
    const claims = unconfirmedClaims(content).flatMap((page) => page.claims);
    const figure = claims.find((c) => c.claim.kind === "figure")!;
    const other = claims.find((c) => c.claim.kind === "client")!;
    const signedOnly = (c: typeof figure) => ({ what: confirmationKey(c.record, c.claim), ...signed });
    // What the editor saves, the build takes: the page shows; only the launch waits for the evidence.
    const compiled = (await compileContent({
      contentDir: contentConfirming([signedOnly(other), signedOnly(figure)]),
      outDir: null,
    })) as AuthoredContent;
    const left = keysOf(compiled).map(([, key]) => key);
    expect(left).toContain(confirmationKey(figure.record, figure.claim));
    expect(left).not.toContain(confirmationKey(other.record, other.claim));
    expect(claimsReport(compiled)).toContain("evidence: required with the confirmation");
    const withEvidence = { ...compiled, launch: launchWith([signedOnly(other), { ...signedOnly(figure), evidence }]) };
    expect(keysOf(withEvidence).map(([, key]) => key)).not.toContain(confirmationKey(figure.record, figure.claim));
  });

  it("refuses a confirmation that names no record, or has no one or no day, and a figure claim without its source", async () => {
    const dir = contentConfirming([{ what: "Claire M.", who: "", when: "yesterday" }]);
    const file = join(dir, "projects", "le-cube.yaml");
    writeFileSync(
      file,
      readFileSync(file, "utf8").replace("claims:\n", "claims:\n  - kind: figure\n    quote:\n      fr: Le Cube\n"),
    );
    const error = await compileContent({ contentDir: dir, outDir: null, only: ["launch", "projects"] }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ContentError);
    const problems = (error as ContentError).problems;
    expect(problems).toContainEqual(expect.stringMatching(/^launch\/confirmations: confirmations\[0\]\.what /));
    expect(problems).toContain("launch/confirmations: confirmations[0].who is empty");
    expect(problems).toContainEqual(expect.stringMatching(/^launch\/confirmations: confirmations\[0\]\.when /));
    expect(problems).toContainEqual(
      expect.stringMatching(/^projects\/le-cube: claims\[0\]\.source is missing: a figure says where it comes from/),
    );
  });
});
