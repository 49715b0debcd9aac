// A policy's date is its last change (decision 104): each version's fingerprint, beside its date, is its text's.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { splitPolicy } from "../../scripts/content-files.mjs";
import { policyDateProblems, policyTextHash } from "../../scripts/policy-dates.mjs";
import { stampedToday } from "../../editor/formats";

const folder = join(import.meta.dirname, "..", "..", "src", "content", "policies");
const fixture = readFileSync(
  join(import.meta.dirname, "..", "fixtures", "content", "policies", "privacy-le-cube.md"),
  "utf8",
);
const today = new Date().toISOString().slice(0, 10);

/** The fixture with each version fingerprinted as its text reads now, and dated as `dates` says (else as it is). */
function dated(source: string, dates: Record<string, string> = {}): string {
  const { versions } = splitPolicy(source) as { versions: Record<string, { updated?: string; body: string }> };
  let out = source;
  for (const [locale, { updated, body }] of Object.entries(versions)) {
    out = out.replace(
      new RegExp(`<!-- lang: ${locale}(, [^>]*)? -->`),
      `<!-- lang: ${locale}, updated: ${dates[locale] ?? updated}, hash: ${policyTextHash(body)} -->`,
    );
  }
  return out;
}

const withSentence = (source: string) =>
  source.replace("Write to {brand.privacyEmail}.", "Write to {brand.privacyEmail}. We now keep your scores.");
const problemsOf = (source: string) => policyDateProblems(source, { name: "privacy-le-cube", today });

describe("policy dates", () => {
  for (const file of readdirSync(folder).filter((name) => name.endsWith(".md"))) {
    it(`policies/${file}: every version is dated by its last change, its translations no earlier`, () => {
      const name = file.replace(/\.md$/, "");
      expect(policyDateProblems(readFileSync(join(folder, file), "utf8"), { name, today })).toEqual([]);
    });
  }

  it("fails when a sentence is added without a new date, telling the person what to write", () => {
    const source = dated(fixture);
    expect(problemsOf(source)).toEqual([]);
    const [problem, ...more] = problemsOf(withSentence(source));
    expect(more).toEqual([]);
    expect(problem).toContain("policies/privacy-le-cube, en version: its text changed since it was dated 2026-11-20");
    expect(problem).toContain("set its date to the day of the change");
    const { versions } = splitPolicy(withSentence(source)) as { versions: { en: { body: string } } };
    expect(problem).toContain(`<!-- lang: en, updated: <that day>, hash: ${policyTextHash(versions.en.body)} -->`);
    // The reference changed: its translation must follow.
    expect(problem).toContain("Its translations must follow");
  });

  it("fails when only the date changes, and until the translation follows its reference", () => {
    const redated = withSentence(dated(fixture)).replace("updated: 2026-11-20", `updated: ${today}`);
    expect(problemsOf(redated)).toContainEqual(expect.stringContaining(`its text changed since it was dated ${today}`));
    expect(problemsOf(dated(withSentence(fixture), { en: today }))).toEqual([
      expect.stringContaining(`fr version is dated 2026-11-26, before the en version it translates (${today})`),
    ]);
    expect(problemsOf(dated(withSentence(fixture), { en: today, fr: today }))).toEqual([]);
  });

  it("takes a paragraph rewrapped as the same text", () => {
    const source = dated(fixture);
    const rewrapped = source.replace("This policy explains what", "This policy\nexplains what");
    expect(rewrapped).not.toBe(source);
    expect(problemsOf(rewrapped)).toEqual([]);
  });

  it("refuses a version without a fingerprint, a date to come, and a translation older than its reference", () => {
    expect(problemsOf(fixture)).toEqual([
      expect.stringContaining("en version has no fingerprint of its text"),
      expect.stringContaining("fr version has no fingerprint of its text"),
    ]);
    expect(problemsOf(dated(fixture, { fr: "2999-01-01" }))).toEqual([
      expect.stringContaining("fr version is dated 2999-01-01, after today"),
    ]);
    expect(problemsOf(dated(fixture, { fr: "2026-11-19" }))).toEqual([
      expect.stringContaining("fr version is dated 2026-11-19, before the en version it translates (2026-11-20)"),
    ]);
  });

  it("the editor writes the fingerprint of a version dated the day it saves it, and keeps the others'", () => {
    const versions = {
      fr: { updated: today, hash: "0".repeat(16), body: "Texte changé." },
      en: { updated: "2026-11-20", hash: "1".repeat(16), body: "Changed text." },
    };
    const saved = stampedToday(versions, today);
    expect(saved.fr!.hash).toBe(policyTextHash("Texte changé."));
    expect(saved.en!.hash).toBe("1".repeat(16));
  });
});
