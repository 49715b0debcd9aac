/** The content record of a route, by path; a route without content is a build error caught by tests. */
export function contentFor<T extends { path: string }>(records: T[], path: string): T {
  const record = records.find((item) => item.path === path);
  if (!record) throw new Error(`No content record for ${path}`);
  return record;
}
