import { fill } from "./fill";

/** Fills a catalogue template such as "Image {n} of {total}" (passed raw to islands) for one item. */
export function countLabel(template: string, n: number, total: number): string {
  return fill(template, { n, total });
}
