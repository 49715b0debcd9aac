/**
 * Fills the `{placeholders}` of a catalogue message that the server passed raw to an island (the values are
 * only known in the browser): `fill("Image {n} of {total}", { n: 2, total: 6 })`. A placeholder without a
 * value is left as it is.
 */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}
