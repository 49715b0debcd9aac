/** A page of values under a KV prefix, newest first when the keys hold inverted times (ids.ts). */
export interface KvPage<T> {
  items: T[];
  /** Opaque KV cursor for the next (older) page; null on the last page. */
  cursor: string | null;
}

/**
 * Lists one page of keys and reads each with `read`. A value gone between the listing and the read
 * (deleted meanwhile) is left out. Throws when KV refuses the cursor.
 */
export async function kvPage<T>(
  kv: KVNamespace,
  { prefix, cursor, limit }: { prefix: string; cursor?: string | null; limit: number },
  read: (key: string) => Promise<T | null>,
): Promise<KvPage<T>> {
  const page = await kv.list({ prefix, cursor: cursor || undefined, limit });
  const items = await Promise.all(page.keys.map((key) => read(key.name)));
  return {
    items: items.filter((item): item is Awaited<T> => item !== null),
    cursor: page.list_complete ? null : page.cursor,
  };
}
