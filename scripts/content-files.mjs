// Reading and writing content data files (decisions 081, 083): YAML for structured entries, and a policy's
// Markdown split into its front matter and each language's text, as the editor shows them. The compiler reads
// a policy's Markdown with scripts/policy-markdown.mjs.
import { parseDocument, stringify } from "yaml";

/** Options that keep a file readable in a diff: one paragraph per line, no anchors or aliases. */
const WRITE = { lineWidth: 0, aliasDuplicateObjects: false, singleQuote: false };

/** @param {unknown} value */
export function writeYaml(value) {
  return stringify(value, WRITE);
}

/**
 * The value of a YAML file, or the first error in it with its line.
 * @param {string} source
 * @returns {{ value: unknown } | { error: string }}
 */
export function readYaml(source) {
  const document = parseDocument(source, { uniqueKeys: true });
  // A tag the parser does not know (`!!js/function`) is read as plain text: refused, as a mistake or worse.
  const [error] = [...document.errors, ...document.warnings];
  if (error) {
    const message = error.message.split("\n")[0].replace(/ at line \d+, column \d+:?$/, "");
    return { error: `YAML error at line ${error.linePos?.[0]?.line ?? "?"}: ${message}` };
  }
  try {
    // No aliases (`*name`): the editor never writes one (WRITE), and an alias of aliases multiplies a few lines
    // into millions of values, the "alias bomb" (docs/security.md).
    return { value: document.toJS({ maxAliasCount: 0 }) };
  } catch (error) {
    const { message } = /** @type {Error} */ (error);
    return {
      error: /alias/i.test(message)
        ? "YAML error: a block is repeated with an alias (*name), which the site does not read: write it out"
        : `YAML error: ${message}`,
    };
  }
}

// Each language version carries its own date (decision 060) and a fingerprint of the text it dates (decision
// 104, scripts/policy-dates.mjs): `<!-- lang: en, updated: 2026-11-26, hash: 1f0c… -->`.
export const LANGUAGE = /^<!-- lang: ([\w-]+)(?:, updated: ([\d-]+))?(?:, hash: ([0-9a-f]+))? -->$/;

/**
 * A version's language line: its language, then its date and fingerprint when it has them.
 * @param {string} locale @param {{ updated?: string; hash?: string }} version
 */
export const languageLine = (locale, { updated, hash }) =>
  `<!-- lang: ${locale}${updated ? `, updated: ${updated}` : ""}${hash ? `, hash: ${hash}` : ""} -->`;

/**
 * A policy's front matter, read as YAML, and the Markdown after it, with the number of lines before it.
 * @param {string} source
 * @returns {{ facts: unknown; body: string; offset: number } | { error: string }}
 */
export function readFrontMatter(source) {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source.replace(/\r\n/g, "\n"));
  if (!match) return { error: "the file does not start with front matter between two --- lines" };
  const facts = readYaml(match[1]);
  if ("error" in facts) return { error: `front matter: ${facts.error}` };
  return { facts: facts.value, body: match[2], offset: match[1].split("\n").length + 2 };
}

/**
 * A policy file as the editor shows it (decision 083): its front matter's facts, and each language's date and
 * Markdown text as written, so a person edits the text, not a tree of blocks. `joinPolicy` writes back exactly
 * what `splitPolicy` read (a test reads and writes every policy).
 * @param {string} source
 * @returns {Record<string, unknown> & { versions: Record<string, { updated?: string; hash?: string; body: string }> }}
 */
export function splitPolicy(source) {
  const read = readFrontMatter(source);
  if ("error" in read) throw new Error(read.error);
  /** @type {Record<string, { updated?: string; hash?: string; body: string }>} */
  const versions = {};
  /** @type {string[] | undefined} */
  let lines;
  for (const line of read.body.split("\n")) {
    const language = LANGUAGE.exec(line);
    if (language) {
      lines = [];
      versions[language[1]] = {
        ...(language[2] ? { updated: language[2] } : {}),
        ...(language[3] ? { hash: language[3] } : {}),
        body: "",
      };
      Object.defineProperty(versions[language[1]], "lines", { value: lines });
    } else lines?.push(line);
  }
  for (const version of Object.values(versions)) {
    version.body = /** @type {string[]} */ (/** @type {any} */ (version).lines).join("\n").trim();
  }
  return { .../** @type {object} */ (read.facts), versions };
}

/**
 * @param {Record<string, unknown> & { versions?: Record<string, { updated?: string; hash?: string; body?: string }> }} value
 * @returns {string}
 */
export function joinPolicy(value) {
  const { versions = {}, ...facts } = value;
  let out = `---\n${writeYaml(facts)}---\n`;
  for (const [locale, { updated, hash, body = "" }] of Object.entries(versions)) {
    out += `\n${languageLine(locale, { updated, hash })}\n\n${body.trim()}\n`;
  }
  return out;
}
