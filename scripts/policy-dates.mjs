// A policy's date is its last change (decision 104): each language version carries, beside its date, a
// fingerprint of its text (`<!-- lang: fr, updated: 2026-11-28, hash: 1f0c… -->`). A text whose fingerprint no
// longer matches changed after it was dated. The content lane checks every policy (test/scripts/policy-dates.test.ts);
// the editor writes the fingerprint when a person saves a version dated the day they save it (editor/formats.ts).
// Plain JavaScript with no Node import: the editor's bundle reads it too.
import { splitPolicy } from "./content-files.mjs";

/**
 * The fingerprint of a version's text: 64-bit FNV-1a over its words, spaces and line breaks aside (a paragraph
 * rewrapped is the same text), as 16 hexadecimal digits. It tells a change, nothing more: it is no signature.
 * @param {string} body the version's Markdown, as written after its `<!-- lang -->` line
 */
export function policyTextHash(body) {
  const words = body.replace(/\s+/g, " ").trim();
  let hash = 0xcbf29ce484222325n;
  for (const byte of new TextEncoder().encode(words)) {
    hash ^= BigInt(byte);
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return hash.toString(16).padStart(16, "0");
}

/**
 * The language line of a version as it should read once dated: its language, its date, its fingerprint.
 * @param {string} locale @param {string} updated @param {string} hash
 */
export const languageLine = (locale, updated, hash) => `<!-- lang: ${locale}, updated: ${updated}, hash: ${hash} -->`;

/**
 * What is wrong with the dates of a policy file, one sentence each, with what to do: a version whose text changed
 * since it was dated, one with no fingerprint, a date in the future, a translation dated before the version it
 * translates (it must translate the text as it reads now).
 * @param {string} source the file
 * @param {{ name: string; today: string }} where the file's name under src/content/policies/, and today's date
 * @returns {string[]}
 */
export function policyDateProblems(source, { name, today }) {
  const { versions, reference } =
    /** @type {{ versions: Record<string, { updated?: string; hash?: string; body: string }>; reference?: string }} */ (
      splitPolicy(source)
    );
  const problems = [];
  for (const [locale, { updated, hash, body }] of Object.entries(versions)) {
    const now = policyTextHash(body);
    const line = languageLine(locale, updated ?? "YYYY-MM-DD", now);
    const version = `policies/${name}, ${locale} version`;
    if (!updated) problems.push(`${version} has no date: write its line as ${languageLine(locale, today, now)}`);
    else if (updated > today)
      problems.push(`${version} is dated ${updated}, after today: date it the day its text changed`);
    if (hash === undefined) {
      problems.push(
        `${version} has no fingerprint of its text: once its date is the day its text last changed, write ${line}`,
      );
    } else if (hash !== now) {
      problems.push(
        `${version}: its text changed since it was dated ${updated}. If the change is of substance (a sentence added, ` +
          `removed or reworded), set its date to the day of the change; a typo fixed keeps the date. Then write its ` +
          `new fingerprint: ${languageLine(locale, updated === today ? today : "<that day>", now)}` +
          (reference && locale === reference
            ? ". Its translations must follow: date them when they say the same."
            : ""),
      );
    }
  }
  const original = reference ? versions[reference]?.updated : undefined;
  for (const [locale, { updated }] of Object.entries(versions)) {
    if (locale === reference || !original || !updated || updated >= original) continue;
    problems.push(
      `policies/${name}, ${locale} version is dated ${updated}, before the ${reference} version it translates (${original}): ` +
        `translate the ${reference} text as it reads now, then date it the day you do`,
    );
  }
  return problems;
}
