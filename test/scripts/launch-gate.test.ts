// A launch gate the studio signs (decision 101): what it confirmed, in src/content/launch/confirmations.yaml.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { stringify } from "yaml";
import { compileContent, ContentError } from "../../scripts/compile-content.mjs";
import {
  claimsReport,
  confirmationKey,
  recordConfirmed,
  recordsOf,
  staleConfirmations,
  unconfirmedClaims,
} from "../../scripts/content/claims-report";
import type { AuthoredContent } from "../../scripts/content/collections";

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

const confirm = (record: string, claims: AuthoredContent["testimonials"][number]["claims"] = []) =>
  claims.map((claim) => ({
    what: confirmationKey(record, claim),
    who: "Camille Martin",
    when: "2026-11-28",
    evidence,
  }));

/** What backs a figure the tests confirm. */
const evidence = "Enquête de satisfaction 2025 du client, 212 répondants";

describe("the launch gate", () => {
  it("a testimonial shows its stars only once the studio has confirmed every claim of it", async () => {
    const rated = content.testimonials.filter((t) => t.stars !== undefined);
    expect(rated.length).toBeGreaterThan(0);
    const [first, second] = rated as [(typeof rated)[number], (typeof rated)[number] | undefined];
    const confirmations = [
      ...confirm(`testimonials/${first.key}`, first.claims),
      // All but one claim of another: not enough.
      ...(second ? confirm(`testimonials/${second.key}`, second.claims).slice(1) : []),
    ];
    const outDir = mkdtempSync(join(tmpdir(), "shipped-"));
    await compileContent({ contentDir: contentConfirming(confirmations), outDir, only: ["testimonials", "launch"] });
    const shipped = readFileSync(join(outDir, "testimonials.js"), "utf8");
    const module = JSON.parse(shipped.slice(shipped.indexOf("export default ") + 15).replace(/;\s*$/, "")) as {
      key: string;
      stars?: number;
    }[];
    expect(module.filter((t) => t.stars !== undefined).map((t) => t.key)).toEqual([first.key]);
    const launch = { confirmations: { confirmations } } as AuthoredContent["launch"];
    expect(recordConfirmed({ launch }, `testimonials/${first.key}`, first.claims)).toBe(true);
    if (second) expect(recordConfirmed({ launch }, `testimonials/${second.key}`, second.claims)).toBe(false);
    // What the studio confirmed stays with the build.
    expect(() => readFileSync(join(outDir, "launch.js"))).toThrow();
  });

  it("no longer counts a confirmation once the words it confirmed change, and the report says so", async () => {
    const [page] = unconfirmedClaims(content).filter((p) => p.claims.some((c) => c.record !== "site config"));
    const { record, claim } = page!.claims.find((c) => c.record !== "site config")!;
    const what = confirmationKey(record, claim);
    const confirmed = (await compileContent({
      contentDir: contentConfirming([{ what, who: "Camille Martin", when: "2026-11-28", evidence }]),
      outDir: null,
    })) as AuthoredContent;
    const keys = unconfirmedClaims(confirmed).flatMap((p) => p.claims.map((c) => confirmationKey(c.record, c.claim)));
    expect(keys).not.toContain(what);
    expect(staleConfirmations(confirmed)).toEqual([]);
    const changed = (await compileContent({
      contentDir: contentConfirming([{ what: `${what} (other words)`, who: "Camille Martin", when: "2026-11-28" }]),
      outDir: null,
    })) as AuthoredContent;
    expect(staleConfirmations(changed).map((entry) => entry.what)).toEqual([`${what} (other words)`]);
    expect(claimsReport(changed)).toContain(`- ${what} (other words) (Camille Martin, 2026-11-28)`);
  });

  it("names each claim in the report as the confirmations file names it", () => {
    const report = claimsReport(content);
    for (const { claims } of unconfirmedClaims(content)) {
      for (const { record, claim } of claims.filter((c) => c.record !== "site config")) {
        expect(report).toContain(`confirm as: ${confirmationKey(record, claim)}`);
      }
    }
  });

  it("refuses a figure's confirmation that names no evidence, naming the file and the field", async () => {
    const figures = recordsOf(content).flatMap((record) =>
      record.claims.filter((claim) => claim.kind === "figure").map((claim) => confirmationKey(record.id, claim)),
    );
    const others = recordsOf(content).flatMap((record) =>
      record.claims.filter((claim) => claim.kind !== "figure").map((claim) => confirmationKey(record.id, claim)),
    );
    expect(figures.length).toBeGreaterThan(0);
    expect(others.length).toBeGreaterThan(0);
    const signed = { who: "Camille Martin", when: "2026-11-28" };
    const error = await compileContent({
      contentDir: contentConfirming([
        { what: others[0], ...signed },
        { what: figures[0], ...signed },
      ]),
      outDir: null,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentError);
    expect((error as ContentError).problems).toEqual([
      expect.stringMatching(/^launch\/confirmations: confirmations\[1\]\.evidence is missing: /),
    ]);
    const backed = (await compileContent({
      contentDir: contentConfirming([{ what: figures[0], ...signed, evidence }]),
      outDir: null,
    })) as AuthoredContent;
    expect(claimsReport(backed)).toContain(
      `      evidence: ${evidence}\n      confirmed by Camille Martin, 2026-11-28`,
    );
  });

  it("refuses a confirmation that names no record, or has no one or no day, naming the file and the field", async () => {
    const dir = contentConfirming([{ what: "Claire M.", who: "", when: "yesterday" }]);
    const error = await compileContent({ contentDir: dir, outDir: null, only: ["launch"] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentError);
    const problems = (error as ContentError).problems;
    expect(problems).toContainEqual(expect.stringMatching(/^launch\/confirmations: confirmations\[0\]\.what /));
    expect(problems).toContain("launch/confirmations: confirmations[0].who is empty");
    expect(problems).toContainEqual(expect.stringMatching(/^launch\/confirmations: confirmations\[0\]\.when /));
  });
});
