/** Google shows about 155 characters of a description; past that it cuts the text itself, wherever it falls. */
const SNIPPET_MAX = 155;

/** Short words a snippet does not end on ("…activité de…", "…and the…"). */
const DANGLING =
  /[\s\u00a0\u202f](?:[ld]’|de|du|des|la|le|les|un|une|et|ou|à|au|aux|en|pour|par|avec|sur|dans|qui|que|son|sa|ses|leur|leurs|the|a|an|and|or|of|to|in|on|with|for|by|its|their|that|who)$/iu;

/**
 * A page's text as search results and link previews show it (docs/product.md §2.5): the whole text when it
 * fits; else the sentences that fit; else, when the first sentence is too long, the text cut after the last whole
 * word that
 * fits, followed by one ellipsis. A cut falls only at a plain space, so a number grouped with no-break spaces
 * ("600 000") or commas ("600,000") is never split, nor a sign from the word before it ("stress :").
 */
export function searchSnippet(text: string, max = SNIPPET_MAX): string {
  const plain = text.replace(/[ \t\r\n]+/g, " ").trim();
  if (plain.length <= max) return plain;
  // The end of each sentence: a full stop, "!" or "?" (a French "!" after its narrow space) before a new one.
  const ends = [...plain.matchAll(/[.!?](?= [\p{Lu}\d«“‘])/gu)].map((end) => end.index + 1);
  const whole = ends.filter((end) => end <= max).at(-1);
  if (whole !== undefined && whole >= 40) return plain.slice(0, whole);
  let cut = plain.slice(0, plain.lastIndexOf(" ", max - 1));
  for (;;) {
    const shorter = cut.replace(/[\s\u00a0\u202f,;:–—-]+$/u, "").replace(DANGLING, "");
    if (shorter === cut) break;
    cut = shorter;
  }
  return `${cut}…`;
}
