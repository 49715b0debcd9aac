/*
 * The content's one inline markup, `**bold**` and `[text](address)` (scripts/content/types.ts, `rich`): its grammar,
 * read by the pages and islands that draw it (client/components/rich-text.tsx) and by the build, which refuses a
 * text whose marks would show as asterisks or brackets (decision 081). It imports nothing, so the browser may
 * import it.
 */

/** A bold run or a link; `g`, so a caller reads every mark of a text in turn. */
export const richMark = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

/**
 * A page of this site: one `/` and a path, never `//` or `/\\`, which browsers read as another host's address
 * (docs/security.md, "Content is input"). The content schemas' `sitePath` and the link marks below share it.
 */
export const SITE_PATH = /^\/(?![/\\])[\w\-./~%#?=&+]*$/;

/**
 * An address on the web: `https:` only, a host name, no user name or password before it, and nothing a browser
 * would read otherwise (a quote, an angle bracket, a backslash, a space). The store, video and other outside links.
 */
export const WEB_ADDRESS =
  /^https:\/\/[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+(?::\d{1,5})?(?:[/?#][^\s"'<>\\`]*)?$/;

/**
 * What a link may point at: a page of the site (`/…`, `#…`), a web address, an e-mail or a telephone number, or a
 * site fact the build writes in whole (`{brand.phone|tel}`, `mailto:{brand.email}`: src/brand.ts).
 */
const linkTarget = (target: string) =>
  SITE_PATH.test(target) ||
  /^#[\w-]*$/.test(target) ||
  WEB_ADDRESS.test(target) ||
  /^mailto:([^\s@:/\\"'<>?]+@[^\s@:/\\"'<>?]+|\{brand(\.\w+)+\})(\?[^\s\\"'<>]*)?$/.test(target) ||
  /^tel:\+?[\d.\s-]+$/.test(target) ||
  /^\{brand(\.\w+)+\|tel\}$/.test(target);

/** Why a text's marks would not draw as its author meant: what the build and the editor each put in words. */
export type RichMarkFault =
  | { kind: "linkInBold"; mark: string }
  | { kind: "badTarget"; text: string; target: string }
  | { kind: "unpairedBold" }
  | { kind: "badLink" };

/** The first fault of a text's marks, or `undefined` when they draw as meant. */
export function richMarkFault(text: string): RichMarkFault | undefined {
  let rest = "";
  let last = 0;
  for (const match of text.matchAll(richMark)) {
    const [whole, bold, label, target] = match;
    if (bold !== undefined && /\[[^\]]+\]\(/.test(bold)) return { kind: "linkInBold", mark: whole };
    if (label !== undefined && target !== undefined && !linkTarget(target)) {
      return { kind: "badTarget", text: label, target };
    }
    rest += text.slice(last, match.index);
    last = match.index + whole.length;
  }
  rest += text.slice(last);
  if (rest.includes("**")) return { kind: "unpairedBold" };
  if (rest.includes("](")) return { kind: "badLink" };
  return undefined;
}

/**
 * The fault as the build's errors say it, after a field's name ("projects/le-cube: fr.description has a **
 * without its pair"), or `undefined` when the marks draw as meant.
 */
export function richMarkProblem(text: string): string | undefined {
  const fault = richMarkFault(text);
  switch (fault?.kind) {
    case undefined:
      return undefined;
    case "linkInBold":
      return `puts a link inside bold: "${fault.mark}"`;
    case "badTarget":
      return `links "${fault.text}" to "${fault.target}": write a page (/…), a web address (https://…), mailto: or tel:`;
    case "unpairedBold":
      return "has a ** without its pair: bold is written **words**";
    case "badLink":
      return "has a link not written [text](address), with no space in the address";
  }
}
