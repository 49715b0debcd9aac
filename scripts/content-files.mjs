// Reading and writing content data files (decision 081): YAML for structured entries, Markdown with YAML
// front matter for long prose. The compiler (compile-content.mjs) reads them; the export
// (export-content.mjs) writes them, in the same shapes, so a read after a write gives back the same value.
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
  const [error] = document.errors;
  if (error) {
    const message = error.message.split("\n")[0].replace(/ at line \d+, column \d+:?$/, "");
    return { error: `YAML error at line ${error.linePos?.[0]?.line ?? "?"}: ${message}` };
  }
  return { value: document.toJS() };
}

/*
 * A policy document as Markdown (decision 081): YAML front matter for its facts (path, date, group, claims),
 * then each language it is written in, the original first, after a `<!-- lang: xx -->` line. In each: the
 * intro's paragraphs, then sections as headings with their anchor (`## 1. Who we are {#1-who-we-are}`,
 * `###` for a subsection), paragraphs, lists (`- item`) and tables (a `Table: caption` line, then a pipe
 * table). Inline marks stay as the site reads them (`**bold**`, `[text](/path)`).
 */

// Each language version carries its own date (decision 072) and a fingerprint of the text it dates (decision
// 104, scripts/policy-dates.mjs): `<!-- lang: en, updated: 2026-11-26, hash: 1f0c… -->`.
const LANGUAGE = /^<!-- lang: ([\w-]+)(?:, updated: ([\d-]+))?(?:, hash: ([0-9a-f]+))? -->$/;

/**
 * A version's language line: its language, then its date and fingerprint when it has them.
 * @param {string} locale @param {{ updated?: string; hash?: string }} version
 */
const languageLine = (locale, { updated, hash }) =>
  `<!-- lang: ${locale}${updated ? `, updated: ${updated}` : ""}${hash ? `, hash: ${hash}` : ""} -->`;
const HEADING = /^(#{2,6}) (.+) \{#([\w-]+)\}$/;

/**
 * @param {{ versions: Record<string, { updated?: string; hash?: string; intro: string[]; sections: object[] }> } & Record<string, unknown>} value
 * @returns {string}
 */
export function writeMarkdown(value) {
  const { versions, ...facts } = value;
  const out = ["---", writeYaml(facts).trimEnd(), "---"];
  for (const [locale, text] of Object.entries(versions)) {
    out.push("", languageLine(locale, text));
    for (const paragraph of text.intro) out.push("", paragraph);
    const section = (s, depth) => {
      out.push("", `${"#".repeat(depth + 1)} ${s.heading} {#${s.id}}`);
      for (const block of s.blocks) {
        out.push("");
        if (block.type === "p") out.push(block.text);
        else if (block.type === "list") out.push(...block.items.map((item) => `- ${item}`));
        else {
          const row = (cells) => `| ${cells.join(" | ")} |`;
          out.push(`Table: ${block.caption}`, "", row(block.head), row(block.head.map(() => "---")));
          out.push(...block.rows.map(row));
        }
      }
      for (const sub of s.subsections ?? []) section(sub, depth + 1);
    };
    for (const s of text.sections) section(s, 1);
  }
  return `${out.join("\n")}\n`;
}

/**
 * @param {string} source
 * @returns {{ value: unknown } | { error: string }}
 */
export function readMarkdown(source) {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source.replace(/\r\n/g, "\n"));
  if (!match) return { error: "the file does not start with front matter between two --- lines" };
  const facts = readYaml(match[1]);
  if ("error" in facts) return { error: `front matter: ${facts.error}` };
  const versions = {};
  /** @type {{ updated?: string; hash?: string; intro: string[]; sections: any[] } | undefined} */
  let text;
  /** @type {any[]} */
  let open = [];
  let lineNumber = match[1].split("\n").length + 2;
  const blocks = [];
  let current = [];
  for (const line of match[2].split("\n")) {
    lineNumber += 1;
    if (line.trim() === "") {
      if (current.length) blocks.push(current);
      current = [];
    } else current.push({ line: line.trimEnd(), at: lineNumber });
  }
  if (current.length) blocks.push(current);
  for (let i = 0; i < blocks.length; i++) {
    const block = blocks[i];
    const first = block[0].line;
    const where = `line ${block[0].at}`;
    const language = LANGUAGE.exec(first);
    if (language) {
      text = {
        ...(language[2] ? { updated: language[2] } : {}),
        ...(language[3] ? { hash: language[3] } : {}),
        intro: [],
        sections: [],
      };
      versions[language[1]] = text;
      open = [];
      continue;
    }
    if (!text) return { error: `${where}: text before the first <!-- lang: xx --> line` };
    const heading = HEADING.exec(first);
    if (!heading && /^#{1,6} /.test(first)) {
      return { error: `${where}: a section heading is "## Heading {#anchor}" (### for a subsection)` };
    }
    if (heading) {
      if (block.length > 1) return { error: `${where}: a heading is a line of its own` };
      const depth = heading[1].length - 1;
      if (depth > open.length + 1) return { error: `${where}: a subsection without its section above` };
      const section = { id: heading[3], heading: heading[2], blocks: [] };
      const parent = open[depth - 2];
      if (depth === 1) text.sections.push(section);
      else (parent.subsections ??= []).push(section);
      open = [...open.slice(0, depth - 1), section];
      continue;
    }
    /** @type {object} */
    let parsed;
    if (first.startsWith("Table: ")) {
      const table = blocks[i + 1];
      if (block.length > 1 || !table || !table.every(({ line }) => line.startsWith("|"))) {
        return { error: `${where}: "Table:" is followed by a blank line and a table of | rows` };
      }
      i += 1;
      const cells = (line) =>
        line
          .replace(/^\|\s*|\s*\|$/g, "")
          .split(/\s*\|\s*/)
          .map((cell) => cell.trim());
      const [head, , ...rows] = table.map(({ line }) => cells(line));
      parsed = { type: "table", caption: first.slice("Table: ".length), head, rows };
    } else if (block.every(({ line }) => line.startsWith("- "))) {
      parsed = { type: "list", items: block.map(({ line }) => line.slice(2)) };
    } else {
      parsed = { type: "p", text: block.map(({ line }) => line.trim()).join(" ") };
    }
    const section = open.at(-1);
    if (section) section.blocks.push(parsed);
    else if (parsed.type === "p") text.intro.push(parsed.text);
    else return { error: `${where}: before the first section, only paragraphs` };
  }
  return { value: { .../** @type {object} */ (facts.value), versions } };
}

/**
 * A policy file as the editor shows it (decision 083): its front matter's facts, and each language's date and
 * Markdown text as written, so a person edits the text, not a tree of blocks. `joinPolicy` writes back exactly
 * what `splitPolicy` read (a test reads and writes every policy).
 * @param {string} source
 * @returns {Record<string, unknown> & { versions: Record<string, { updated?: string; hash?: string; body: string }> }}
 */
export function splitPolicy(source) {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source.replace(/\r\n/g, "\n"));
  if (!match) throw new Error("the file does not start with front matter between two --- lines");
  const facts = readYaml(match[1]);
  if ("error" in facts) throw new Error(`front matter: ${facts.error}`);
  /** @type {Record<string, { updated?: string; hash?: string; body: string }>} */
  const versions = {};
  /** @type {string[] | undefined} */
  let lines;
  for (const line of match[2].split("\n")) {
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
  return { .../** @type {object} */ (facts.value), versions };
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
