/** Fills a catalogue template such as "Image {n} of {total}" (passed raw to islands) for one item. */
export function countLabel(template: string, n: number, total: number): string {
  return template.replace("{n}", String(n)).replace("{total}", String(total));
}
