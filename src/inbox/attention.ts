/**
 * One KV key that says "something may be waiting in KV": an intake copy whose job the queue refused or that
 * its consumer could not bring in, or a send D1 could not record. The reconciler reads it (one KV read) and
 * lists KV only while it is there, so a run with nothing to do lists nothing (decision 096). It expires by
 * itself; every new trouble writes it again. Writing it is best effort: the daily sweep lists KV whatever it says.
 */
const ATTENTION_KEY = "v1:attention";
/** Long enough for the reconciler's deadlines (30 minutes) to pass twice while it is still there. */
const ATTENTION_TTL_SECONDS = 2 * 3600;

export async function flagAttention(kv: KVNamespace, now: () => number = Date.now): Promise<void> {
  await kv.put(ATTENTION_KEY, new Date(now()).toISOString(), { expirationTtl: ATTENTION_TTL_SECONDS });
}

/** Flags, and never throws: the caller is already on a failure path, and the sweep is the net under this one. */
export function flagAttentionQuietly(kv: KVNamespace, now: () => number = Date.now): Promise<void> {
  return flagAttention(kv, now).catch(() => undefined);
}

export async function needsAttention(kv: KVNamespace): Promise<boolean> {
  return (await kv.get(ATTENTION_KEY)) !== null;
}
