// A policy's date is its last change (decision 104): each version's fingerprint, beside its date, is its text's as
// a reader sees it, site facts written in. A text that changed is dated by the system, never refused.
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { compileContent } from "../../scripts/compile-content.mjs";
import type { PolicyDocument } from "../../scripts/content/policy-types";
import { splitPolicy } from "../../scripts/content-files.mjs";
import { effectiveDates, renderedTextHash, type SiteFacts } from "../../scripts/policy-dates.mjs";
import { stampedToday } from "../../editor/formats";
import * as site from "../../src/brand";
import { formatNumber } from "../../src/i18n/format";

const root = join(import.meta.dirname, "..", "..");
const folder = join(root, "src", "content", "policies");
const fixture = readFileSync(join(root, "test", "fixtures", "content", "policies", "privacy-le-cube.md"), "utf8");
const today = new Date().toISOString().slice(0, 10);
const facts: SiteFacts = { brand: site.brand, telUrl: site.telUrl, formatNumber };

type Versions = Record<string, { updated?: string; hash?: string; body: string }>;
const versionsOf = (source: string) => (splitPolicy(source) as { versions: Versions }).versions;

/** The fixture with each version fingerprinted as its text reads now, and dated as `dates` says (else as it is). */
function dated(source: string, dates: Record<string, string> = {}): string {
  let out = source;
  for (const [locale, { updated, body }] of Object.entries(versionsOf(source))) {
    out = out.replace(
      new RegExp(`<!-- lang: ${locale}(, [^>]*)? -->`),
      `<!-- lang: ${locale}, updated: ${dates[locale] ?? updated}, hash: ${renderedTextHash(body, facts, locale)} -->`,
    );
  }
  return out;
}

const withSentence = (source: string) =>
  source.replace("Write to {brand.privacyEmail}.", "Write to {brand.privacyEmail}. We now keep your scores.");

describe("policy dates", () => {
  it("keeps the date of a version whose text is the one it was dated with, rewrapped or not", () => {
    const source = dated(fixture);
    expect(effectiveDates(source, { facts, today })).toEqual({
      dates: { en: "2026-11-20", fr: "2026-11-26" },
      stale: [],
      behind: [],
    });
    const rewrapped = source.replace("This policy explains what", "This policy\nexplains what");
    expect(rewrapped).not.toBe(source);
    expect(effectiveDates(rewrapped, { facts, today }).dates).toEqual({ en: "2026-11-20", fr: "2026-11-26" });
  });

  it("dates a sentence added without a new date the day the build sees it, giving the line that keeps it", () => {
    const changed = withSentence(dated(fixture));
    const { dates, stale } = effectiveDates(changed, { facts, today });
    expect(dates).toEqual({ en: today, fr: "2026-11-26" });
    const hash = renderedTextHash(versionsOf(changed).en!.body, facts, "en");
    expect(stale).toEqual([{ locale: "en", line: `<!-- lang: en, updated: ${today}, hash: ${hash} -->` }]);
    // Its translation, now older than the version it translates, is named, and nothing is refused.
    expect(effectiveDates(changed, { facts, today }).behind).toEqual(["fr"]);
  });

  it("dates a version with no date, no fingerprint or a date to come today, refusing none", () => {
    const unstamped = fixture.replace(/, hash: [0-9a-f]+/g, "");
    expect(unstamped).not.toBe(fixture);
    expect(effectiveDates(unstamped, { facts, today }).dates).toEqual({ en: today, fr: today });
    expect(effectiveDates(dated(fixture, { fr: "2999-01-01" }), { facts, today }).dates).toEqual({
      en: "2026-11-20",
      fr: today,
    });
  });

  it("moves the date of every document that shows a site fact once that fact changes, and of no other", async () => {
    const later = "2099-01-01";
    const brandCopy = join(mkdtempSync(join(tmpdir(), "brand-")), "brand.ts");
    const source = readFileSync(join(root, "src", "brand.ts"), "utf8");
    const renamed = source.replace(/legalName: "([^"]+)"/, 'legalName: "$1 Renamed"');
    expect(renamed).not.toBe(source);
    writeFileSync(brandCopy, renamed);
    const contentDir = mkdtempSync(join(tmpdir(), "content-"));
    cpSync(join(root, "src", "content"), contentDir, { recursive: true });
    const compile = async (siteConfig?: string) =>
      (
        (await compileContent({ contentDir, outDir: null, only: ["policies"], today: later, siteConfig })) as {
          policies: PolicyDocument[];
        }
      ).policies;
    const [before, after] = [await compile(), await compile(brandCopy)];
    let moved = 0;
    for (const file of readdirSync(folder).filter((name) => name.endsWith(".md"))) {
      const versions = versionsOf(readFileSync(join(folder, file), "utf8"));
      const path = (splitPolicy(readFileSync(join(folder, file), "utf8")) as unknown as { path: string }).path;
      const was = before.find((doc) => doc.path === path)!;
      const now = after.find((doc) => doc.path === path)!;
      for (const [locale, { body }] of Object.entries(versions)) {
        const shows = body.includes("{brand.legalName}");
        const where = `${file} ${locale}`;
        expect(was.versions[locale as "fr"]!.updated, where).not.toBe(later);
        expect(now.versions[locale as "fr"]!.updated, where).toBe(
          shows ? later : was.versions[locale as "fr"]!.updated,
        );
        if (shows) moved += 1;
      }
    }
    expect(moved).toBeGreaterThan(0);
  });

  it("the editor dates a version saved with new words today, and keeps a version saved unchanged as it was", () => {
    const versions = versionsOf(dated(fixture));
    const saved = stampedToday(
      { ...versions, en: { ...versions.en!, body: `${versions.en!.body} New words.` } },
      today,
    );
    expect(saved.en).toMatchObject({
      updated: today,
      hash: renderedTextHash(`${versions.en!.body} New words.`, facts, "en"),
    });
    expect(saved.fr).toEqual(versions.fr);
  });
});
