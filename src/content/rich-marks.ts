/*
 * The content's one inline markup, `**bold**` and `[text](address)` (src/content/types.ts, `rich`): its grammar,
 * read by the pages and islands that draw it (client/components/rich-text.tsx) and by the build, which refuses a
 * text whose marks would show as asterisks or brackets (decision 081). It imports nothing, so the browser may
 * import it.
 */

/** A bold run or a link; `g`, so a caller reads every mark of a text in turn. */
export const richMark = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

/**
 * What a link may point at: a page of the site (`/…`, `#…`), a web address, an e-mail or a telephone number, or a
 * site fact the build writes in (`{brand.phone|tel}`, `mailto:{brand.email}`: src/brand.ts).
 */
const linkTarget = /^(\/|#|https?:\/\/[^/]|mailto:(.+@|\{brand\.)|tel:(\+?\d|\{brand\.)|\{brand\.)/;

/**
 * Why a text's marks would not draw as its author meant, or `undefined` when they do. The messages follow a
 * field's name in the build's errors ("projects/le-cube: fr.description has a ** without its pair").
 */
export function richMarkProblem(text: string): string | undefined {
  let rest = "";
  let last = 0;
  for (const match of text.matchAll(richMark)) {
    const [whole, bold, label, target] = match;
    if (bold !== undefined && /\[[^\]]+\]\(/.test(bold)) return `puts a link inside bold: "${whole}"`;
    if (target !== undefined && !linkTarget.test(target)) {
      return `links "${label}" to "${target}": write a page (/…), a web address (https://…), mailto: or tel:`;
    }
    rest += text.slice(last, match.index);
    last = match.index + whole.length;
  }
  rest += text.slice(last);
  if (rest.includes("**")) return "has a ** without its pair: bold is written **words**";
  if (rest.includes("](")) return "has a link not written [text](address), with no space in the address";
  return undefined;
}
