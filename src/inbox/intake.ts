import { newId, timeOfId } from "./ids";
import type { NewMessage, StoredMessage } from "./message";
import { personHash } from "./person";

/**
 * The intake copy: what `POST /api/contact` writes in Workers KV before it answers 201, so a message is stored
 * at the edge whatever D1 is doing (decision 090). It lives until D1 has the message (the queue consumer or the
 * reconciler copies it in, then deletes it), or INTAKE_TTL_SECONDS at most.
 */
export const INTAKE_PREFIX = "v1:intake:";
/** Long enough to ride out a long D1 outage; the reconciler brings a copy in within minutes of D1 answering. */
export const INTAKE_TTL_SECONDS = 30 * 24 * 3600;

/** What an intake key carries, so an erasure finds a person's copies by listing keys alone. */
interface IntakeMeta {
  p: string;
}

export class Intake {
  constructor(
    private readonly kv: KVNamespace,
    private readonly now: () => number = Date.now,
  ) {}

  /** Writes the intake copy of a new message: one KV put, nothing else (a 201 means this succeeded). */
  async store(input: NewMessage): Promise<StoredMessage> {
    const time = this.now();
    const at = new Date(time).toISOString();
    const message: StoredMessage = {
      id: newId(time),
      receivedAt: at,
      ...input,
      status: "new",
      delivery: { state: "pending", attempts: 0, updatedAt: at },
    };
    await this.write(message);
    return message;
  }

  /** Rewrites the copy as `failed` with the reason (the queue refused its job), so D1 gets it so. */
  async markNotQueued(message: StoredMessage, reason: string): Promise<void> {
    const at = new Date(this.now()).toISOString();
    await this.write({
      ...message,
      delivery: { ...message.delivery, state: "failed", updatedAt: at, lastError: reason },
    });
  }

  async get(id: string): Promise<StoredMessage | null> {
    return this.kv.get<StoredMessage>(INTAKE_PREFIX + id, "json");
  }

  async remove(id: string): Promise<void> {
    await this.kv.delete(INTAKE_PREFIX + id);
  }

  /** Ids of intake copies received before `before` (ms), oldest first, at most `limit`. */
  async idsBefore(before: number, limit: number): Promise<string[]> {
    const ids: string[] = [];
    for await (const key of this.keys(INTAKE_PREFIX)) {
      const id = key.name.slice(INTAKE_PREFIX.length);
      // Keys list in id order, and a UUIDv7 starts with its time: the first too young ends the scan.
      if (timeOfId(id) >= before || ids.length === limit) break;
      ids.push(id);
    }
    return ids;
  }

  /** The intake copies of one person not yet in D1 (usually none: copies live minutes). */
  async ofPerson(hash: string): Promise<StoredMessage[]> {
    const ids = await this.idsOf(hash);
    const copies = await Promise.all(ids.map((id) => this.get(id)));
    return copies.filter((copy): copy is StoredMessage => copy !== null);
  }

  /** Deletes every intake copy of one person (an erasure); their ids. */
  async removePerson(hash: string): Promise<string[]> {
    const ids = await this.idsOf(hash);
    await Promise.all(ids.map((id) => this.remove(id)));
    return ids;
  }

  private async idsOf(hash: string): Promise<string[]> {
    const ids: string[] = [];
    for await (const key of this.keys<IntakeMeta>(INTAKE_PREFIX)) {
      if (key.metadata?.p === hash) ids.push(key.name.slice(INTAKE_PREFIX.length));
    }
    return ids;
  }

  /** An absolute expiry from receipt: a rewrite never extends it. */
  private async write(message: StoredMessage): Promise<void> {
    const expiration = Math.floor(Date.parse(message.receivedAt) / 1000) + INTAKE_TTL_SECONDS;
    const metadata: IntakeMeta = { p: await personHash(message.email) };
    await this.kv.put(INTAKE_PREFIX + message.id, JSON.stringify(message), { expiration, metadata });
  }

  private async *keys<Meta = unknown>(prefix: string): AsyncGenerator<KVNamespaceListKey<Meta>> {
    let cursor: string | undefined;
    do {
      const page = await this.kv.list<Meta>({ prefix, cursor });
      yield* page.keys;
      cursor = page.list_complete ? undefined : page.cursor;
    } while (cursor);
  }
}
