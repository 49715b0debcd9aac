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

/**
 * @param {string} _source
 * @returns {{ value: unknown } | { error: string }}
 */
export function readMarkdown(_source) {
  return { error: "Markdown entries are not read yet" };
}
