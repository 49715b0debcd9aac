import { INTAKE_TTL_SECONDS } from "./intake";
import { flagAttention } from "./attention";

/** `v1:sent:<id>` → its round: a mail that went out when D1 would not record it (decision 091, F8). */
const SENT_PREFIX = "v1:sent:";

/**
 * Notes of sends D1 could not record, in KV (the other store): the next delivery of the job, or the reconciler,
 * records them `sent` (src/inbox/delivery.ts). Apart from the intake copies: a different concern, a different key.
 */
export class SentNotes {
  constructor(
    private readonly kv: KVNamespace,
    private readonly now: () => number = Date.now,
  ) {}

  /** Notes that a mail went out, and flags the reconciler to look. */
  async note(id: string, round: number): Promise<void> {
    await this.kv.put(SENT_PREFIX + id, String(round), { expirationTtl: INTAKE_TTL_SECONDS });
    await flagAttention(this.kv, this.now);
  }

  /** The round of a noted send, or null. */
  async roundOf(id: string): Promise<number | null> {
    const round = await this.kv.get(SENT_PREFIX + id);
    return round === null ? null : Number(round);
  }

  async forget(id: string): Promise<void> {
    await this.kv.delete(SENT_PREFIX + id);
  }

  /** Noted sends, at most `limit`: ids and rounds. */
  async list(limit: number): Promise<{ id: string; round: number }[]> {
    const page = await this.kv.list({ prefix: SENT_PREFIX, limit });
    const rounds = await Promise.all(page.keys.map((key) => this.kv.get(key.name)));
    return page.keys.flatMap((key, i) =>
      rounds[i] === null ? [] : [{ id: key.name.slice(SENT_PREFIX.length), round: Number(rounds[i]) }],
    );
  }
}
