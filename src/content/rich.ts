/**
 * Splits text carrying `**Heading**` markers into blocks, each bold segment followed by its paragraph
 * (docs/product.md §2.4). Text before the first marker is a block without heading.
 */
export function splitBoldBlocks(text: string): { heading?: string; body: string }[] {
  if (!/\*\*(.+?)\*\*/.test(text)) return [{ body: text.trim() }];
  const blocks: { heading?: string; body: string }[] = [];
  const pieces = text.split(/\*\*(.+?)\*\*/);
  const lead = pieces[0]?.trim();
  if (lead) blocks.push({ body: lead });
  for (let i = 1; i < pieces.length; i += 2) {
    blocks.push({ heading: pieces[i]!.trim(), body: (pieces[i + 1] ?? "").trim() });
  }
  return blocks;
}
