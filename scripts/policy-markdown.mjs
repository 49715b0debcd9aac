// A policy document as Markdown (decisions 081, 100), read with mdast (mdast-util-from-markdown, GFM tables) into
// the blocks the policy page draws. YAML front matter holds its facts (path, meta, group, claims); then each
// language it is written in, the original first, after a `<!-- lang: xx, updated: YYYY-MM-DD, hash: … -->` line: the
// intro's paragraphs, then sections as headings with their anchor (`## 1. Who we are {#1-who-we-are}`, `###` for
// a subsection), paragraphs, lists and tables (a `Table: caption` paragraph, then a table). Inline marks stay
// as the site reads them (`**bold**`, `[text](/path)`): a block's text is its source, and the build checks its
// marks (src/content/rich-marks.ts). What the site would not show (emphasis, code, images, quotes, HTML) is
// refused with its line.
import { fromMarkdown } from "mdast-util-from-markdown";
import { gfmTableFromMarkdown } from "mdast-util-gfm-table";
import { gfmTable } from "micromark-extension-gfm-table";
import { LANGUAGE, readFrontMatter } from "./content-files.mjs";

const ANCHOR = /^(.*\S)\s+\{#([\w-]+)\}$/;
/** Inline content the site draws: plain text, bold, links (and a line break inside a paragraph). */
const INLINE = new Set(["text", "strong", "link", "break"]);
/** What the site does not draw, as a person would call it. */
const REFUSED = {
  emphasis: "_emphasis_ is not shown: write **bold**",
  inlineCode: "`code` is not shown",
  image: "an image is not shown in a policy",
  html: "HTML is not shown",
  delete: "~~strike-through~~ is not shown",
  code: "a code block is not shown",
  blockquote: "a quotation block (>) is not shown",
  thematicBreak: "a horizontal rule (---) is not shown",
  definition: "a link definition is not shown: write [text](address)",
};

class PolicyMarkdownError extends Error {}

/**
 * @param {string} source
 * @returns {{ value: unknown } | { error: string }}
 */
export function readMarkdown(source) {
  const read = readFrontMatter(source);
  if ("error" in read) return read;
  try {
    return { value: { .../** @type {object} */ (read.facts), versions: versionsOf(read.body, read.offset) } };
  } catch (error) {
    if (error instanceof PolicyMarkdownError) return { error: error.message };
    throw error;
  }
}

/** @param {string} body @param {number} offset */
function versionsOf(body, offset) {
  const tree = fromMarkdown(body, { extensions: [gfmTable()], mdastExtensions: [gfmTableFromMarkdown()] });
  const lineOf = (node) => offset + node.position.start.line;
  const fail = (node, message) => {
    throw new PolicyMarkdownError(`line ${lineOf(node)}: ${message}`);
  };
  /** A block's text as written, its lines joined: its marks checked by the build, not read here. */
  const textOf = (node) => {
    checkInline(node, fail);
    const start = node.children[0]?.position.start.offset ?? node.position.start.offset;
    const end = node.children.at(-1)?.position.end.offset ?? node.position.end.offset;
    return body
      .slice(start, end)
      .split("\n")
      .map((line) => line.trim())
      .join(" ");
  };
  /** @type {Record<string, { updated?: string; hash?: string; intro: string[]; sections: object[] }>} */
  const versions = {};
  let text;
  /** @type {any[]} */
  let open = [];
  let caption;
  const nodes = tree.children;
  for (const [i, node] of nodes.entries()) {
    const language = node.type === "html" ? LANGUAGE.exec(node.value.trim()) : null;
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
    if (!text) fail(node, "text before the first <!-- lang: xx --> line");
    if (caption && node.type !== "table") fail(caption, '"Table:" is followed by a blank line and a table of | rows');
    switch (node.type) {
      case "heading": {
        const anchored = ANCHOR.exec(textOf(node));
        if (node.depth < 2 || !anchored)
          fail(node, 'a section heading is "## Heading {#anchor}" (### for a subsection)');
        const depth = node.depth - 1;
        if (depth > open.length + 1) fail(node, "a subsection without its section above");
        const section = { id: anchored[2], heading: anchored[1], blocks: [] };
        if (depth === 1) text.sections.push(section);
        else (open[depth - 2].subsections ??= []).push(section);
        open = [...open.slice(0, depth - 1), section];
        continue;
      }
      case "paragraph": {
        const paragraph = textOf(node);
        if (paragraph.startsWith("Table: ")) {
          if (nodes[i + 1]?.type !== "table") fail(node, '"Table:" is followed by a blank line and a table of | rows');
          caption = node;
          continue;
        }
        if (open.length) open.at(-1).blocks.push({ type: "p", text: paragraph });
        else text.intro.push(paragraph);
        continue;
      }
      case "list": {
        if (!open.length) fail(node, "before the first section, only paragraphs");
        const items = node.children.map((item) => {
          const [only, ...more] = item.children;
          if (!only || only.type !== "paragraph" || more.length) fail(item, "a list item is one paragraph");
          return textOf(only);
        });
        open.at(-1).blocks.push({ type: "list", items });
        continue;
      }
      case "table": {
        if (!caption) fail(node, 'a table follows its "Table: caption" line');
        if (!open.length) fail(node, "before the first section, only paragraphs");
        const [head, ...rows] = node.children.map((row) => row.children.map((cell) => textOf(cell)));
        open.at(-1).blocks.push({ type: "table", caption: textOf(caption).slice("Table: ".length), head, rows });
        caption = undefined;
        continue;
      }
      default:
        fail(node, REFUSED[node.type] ?? `${node.type} is not shown`);
    }
  }
  return versions;
}

/** A block whose inline content the site would not draw as written is refused, with its line. */
function checkInline(node, fail) {
  for (const child of node.children ?? []) {
    if (!INLINE.has(child.type)) fail(child, REFUSED[child.type] ?? `${child.type} is not shown`);
    checkInline(child, fail);
  }
}
