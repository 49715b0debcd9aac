import type { Locale } from "../i18n/locale-list";
import { invertedTime, isUuidV7, newId, timeOfId, timeOfInverted } from "./ids";
import { kvPage } from "./kv-page";
import { personHash, personIndexPrefix, personKey } from "./person";

export const deliveryStates = ["pending", "sent", "failed"] as const;
export type DeliveryState = (typeof deliveryStates)[number];

/** Where staff are with a message. `new` on arrival; records from before statuses existed read as `new`. */
export const messageStatuses = ["new", "read", "answered", "archived", "spam"] as const;
export type MessageStatus = (typeof messageStatuses)[number];

export function isMessageStatus(value: unknown): value is MessageStatus {
  return typeof value === "string" && (messageStatuses as readonly string[]).includes(value);
}

/** A contact message as kept in KV. No IP address: the privacy policy does not list one. */
export interface StoredMessage {
  id: string;
  receivedAt: string;
  locale: Locale;
  /** The page the form was sent from ("/" or "/contact"). */
  page: string;
  firstName: string;
  lastName: string;
  email: string;
  company: string | null;
  subject: string;
  message: string;
  status: MessageStatus;
  delivery: {
    state: DeliveryState;
    /** Failed send attempts so far (the queue retries with backoff). */
    attempts: number;
    updatedAt: string;
    lastError?: string;
    /** Bumped by each staff resend: a dead-letter job of an earlier round must not mark this one failed. */
    round?: number;
  };
}

/** A delivery outcome to record: fields left out keep their value. */
type DeliveryChange = { state: DeliveryState; attempts?: number; lastError?: string; round?: number };

export type NewMessage = Pick<
  StoredMessage,
  "locale" | "page" | "firstName" | "lastName" | "email" | "company" | "subject" | "message"
>;

export interface MessagePage {
  messages: StoredMessage[];
  /** Opaque KV cursor for the next (older) page; null on the last page. */
  cursor: string | null;
}

/**
 * What each message key carries as KV metadata, so listings can filter and count without reading every
 * value, and an erasure can find a person's messages by listing keys alone. Keys written before statuses
 * existed have none, and keys written before erasures looked at metadata have no `p`: their value is read
 * instead, and the overview rewrites them (decision 020).
 */
export interface MessageKeyMeta {
  s: MessageStatus;
  d: DeliveryState;
  l: Locale;
  /** The sender's person hash (person.ts). */
  p?: string;
}

/** Kept 12 months from receipt, as the privacy policy promises (docs/product.md §9.2). */
export const RETENTION_SECONDS = 365 * 24 * 60 * 60;

export const MESSAGE_PREFIX = "v1:message:";
/** `v1:erased:<id>`: written before a message is deleted, so no late write can bring it back. */
const ERASED_PREFIX = "v1:erased:";

/**
 * At most this many message values without a person hash in their metadata are read by one lookup of a
 * person: with a console view's search (up to 505 operations) and overview (up to 210), the request stays
 * inside the Workers limit of 1 000 KV operations. Past it, the lookup says how many it could not check,
 * and the overview, which rewrites such keys, makes a later one complete.
 */
export const LEGACY_READS = 200;

/** A person's messages, and how many older keys could not be checked in this request (usually 0). */
export interface PersonMessages {
  messages: StoredMessage[];
  unchecked: number;
}

/**
 * Contact messages in Workers KV under `v1:message:<inverted time>:<id>`, so a plain prefix listing
 * returns the newest first. The id is a UUIDv7, whose time part gives the key back from the id alone.
 * Each message also has a key in its sender's index (`v1:person:<address hash>:…`, see person.ts), written
 * and expiring with it, so one person's messages are found without reading the others.
 *
 * KV writes one key at a time, and any one can fail, so the order of writes is what keeps erasure complete
 * (docs/security.md v2-L4): the index entry is written before the message, so no message exists that the index
 * does not know; a deletion writes a tombstone first, then deletes the message, then its index entry, so a
 * retried erasure still finds whatever a failed one left. Every update reads the tombstone with the message,
 * so a late queue retry or status change cannot write an erased message back.
 */
export class MessageStore {
  constructor(
    readonly kv: KVNamespace,
    private readonly now: () => number = Date.now,
  ) {}

  /** The KV key of a message id, or null when the id is not one of ours. */
  static keyOf(id: string): string | null {
    if (!isUuidV7(id)) return null;
    return `${MESSAGE_PREFIX}${invertedTime(timeOfId(id))}:${id}`;
  }

  /** The receipt time (ms) written in a message key, whatever its value holds. */
  static timeOfKey(key: string): number {
    return timeOfInverted(key.slice(MESSAGE_PREFIX.length, MESSAGE_PREFIX.length + 15));
  }

  async create(input: NewMessage): Promise<StoredMessage> {
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

  async get(id: string): Promise<StoredMessage | null> {
    const key = MessageStore.keyOf(id);
    return key ? this.read(key) : null;
  }

  /** A message that is neither gone nor erased: what every update starts from (a stale copy of an erased one is null). */
  async live(id: string): Promise<StoredMessage | null> {
    const [message, erased] = await Promise.all([this.get(id), this.isErased(id)]);
    return erased ? null : message;
  }

  /** A stored value as the rest of the code expects it, whichever version of the shape wrote it. */
  async read(key: string): Promise<StoredMessage | null> {
    const raw = await this.kv.get<StoredMessage>(key, "json");
    return raw ? upgrade(raw) : null;
  }

  /** One page, newest first, unfiltered. */
  async list({ cursor, limit = 20 }: { cursor?: string | null; limit?: number } = {}): Promise<MessagePage> {
    const page = await kvPage(
      this.kv,
      { prefix: MESSAGE_PREFIX, cursor, limit: Math.min(Math.max(limit, 1), 1000) },
      (key) => this.read(key),
    );
    return { messages: page.items, cursor: page.cursor };
  }

  /** Every message, newest first, a page at a time (for the CSV export). */
  async *all(): AsyncGenerator<StoredMessage> {
    let cursor: string | null = null;
    do {
      const page: MessagePage = await this.list({ cursor, limit: 100 });
      yield* page.messages;
      cursor = page.cursor;
    } while (cursor);
  }

  /** Deletes a message (see remove); the message it was, or null when there was none. */
  async delete(id: string): Promise<StoredMessage | null> {
    const message = await this.get(id);
    if (message) await this.remove(message);
    return message;
  }

  /** Sets where staff are with a message; null when it is gone or erased. */
  async setStatus(id: string, status: MessageStatus): Promise<StoredMessage | null> {
    const message = await this.live(id);
    if (!message) return null;
    const updated = { ...message, status };
    await this.write(updated);
    return updated;
  }

  /** Records a delivery outcome; null when the message is gone or erased (deleted meanwhile). */
  async setDelivery(id: string, change: DeliveryChange): Promise<StoredMessage | null> {
    const message = await this.live(id);
    return message ? this.deliver(message, change) : null;
  }

  /** Puts a message back to `pending` in a new delivery round (a staff resend); null when it is gone. */
  async requeue(id: string): Promise<StoredMessage | null> {
    const message = await this.live(id);
    return message ? this.deliver(message, { state: "pending", round: (message.delivery.round ?? 0) + 1 }) : null;
  }

  /** Writes a delivery outcome onto a live message as just read. */
  private async deliver(message: StoredMessage, change: DeliveryChange): Promise<StoredMessage> {
    const delivery: StoredMessage["delivery"] = {
      state: change.state,
      attempts: change.attempts ?? message.delivery.attempts,
      updatedAt: new Date(this.now()).toISOString(),
    };
    const lastError = change.lastError ?? (change.state === "sent" ? undefined : message.delivery.lastError);
    if (lastError) delivery.lastError = lastError.slice(0, 500);
    const round = change.round ?? message.delivery.round;
    if (round) delivery.round = round;
    const updated = { ...message, delivery };
    await this.write(updated);
    return updated;
  }

  /**
   * Rewrites a key written before its metadata carried the person hash (or any metadata), with its index
   * entry (decisions 020, 022); the message as read, or null when it is gone or erased.
   */
  async upgradeKey(key: string): Promise<StoredMessage | null> {
    const message = await this.read(key);
    if (!message || (await this.isErased(message.id))) return null;
    await this.write(message);
    return message;
  }

  /**
   * Every message of one person (by the hash of their normalised address), newest first. Through their
   * index, and also through the key metadata of every message, so a message whose index entry a failure
   * lost is found all the same; older keys without the hash are read (at most LEGACY_READS).
   */
  async byPerson(hash: string): Promise<PersonMessages> {
    const ids = new Set<string>();
    for await (const key of this.keys(personIndexPrefix(hash))) ids.add(key.name.slice(key.name.lastIndexOf(":") + 1));
    const legacy: string[] = [];
    for await (const key of this.keys<MessageKeyMeta>(MESSAGE_PREFIX)) {
      if (key.metadata?.p === hash) ids.add(key.name.slice(key.name.lastIndexOf(":") + 1));
      else if (!key.metadata?.p) legacy.push(key.name);
    }
    const read = legacy.slice(0, LEGACY_READS);
    const olderOnes = await Promise.all(read.map((key) => this.read(key)));
    for (const message of olderOnes) if (message && (await personHash(message.email)) === hash) ids.add(message.id);
    const messages = (await Promise.all([...ids].map((id) => this.get(id)))).filter(
      (message): message is StoredMessage => message !== null,
    );
    messages.sort((a, b) => b.receivedAt.localeCompare(a.receivedAt) || b.id.localeCompare(a.id));
    return { messages, unchecked: legacy.length - read.length };
  }

  /** Erases every message of one person and their whole index; what was erased, and what could not be checked. */
  async erasePerson(hash: string): Promise<PersonMessages> {
    const found = await this.byPerson(hash);
    for (const message of found.messages) await this.remove(message);
    // Index entries whose message was already gone (a deletion that failed half-way) go too.
    for await (const key of this.keys(personIndexPrefix(hash))) await this.kv.delete(key.name);
    return found;
  }

  /**
   * Removes again what an erasure removed, where a tombstone says it was erased: a late write from a stale
   * read may have put the message or its index entry back (decision 041).
   */
  async sweep(hash: string, ids: string[]): Promise<void> {
    for (const id of ids) {
      const key = MessageStore.keyOf(id);
      if (!key || !(await this.isErased(id))) continue;
      await this.kv.delete(key);
      await this.kv.delete(personKeyOf(hash, id));
    }
  }

  /**
   * Writes a message with its metadata, after its index entry. An absolute expiry from the time of
   * receipt: a later update (status, delivery) never extends it, and the index entry goes with the message.
   */
  async write(message: StoredMessage): Promise<void> {
    const id = message.id;
    const expiration = expirationOf(message);
    const hash = await personHash(message.email);
    const metadata: MessageKeyMeta = { s: message.status, d: message.delivery.state, l: message.locale, p: hash };
    await this.kv.put(personKeyOf(hash, id), "", { expiration });
    await this.kv.put(MessageStore.keyOf(id)!, JSON.stringify(message), { expiration, metadata });
  }

  /**
   * Deletes a message as read: tombstone, then the message, then its index entry, each only after the one
   * before succeeded (a failure leaves what a retry, or an erasure, still finds).
   */
  private async remove(message: StoredMessage): Promise<void> {
    const id = message.id;
    await this.kv.put(erasedKey(id), "", { expiration: Math.max(expirationOf(message), this.soon()) });
    await this.kv.delete(MessageStore.keyOf(id)!);
    await this.kv.delete(personKeyOf(await personHash(message.email), id));
  }

  private async isErased(id: string): Promise<boolean> {
    return (await this.kv.get(erasedKey(id))) !== null;
  }

  /** Every key under a prefix, a listing at a time. */
  private async *keys<Meta = unknown>(prefix: string): AsyncGenerator<KVNamespaceListKey<Meta>> {
    let cursor: string | undefined;
    do {
      const page = await this.kv.list<Meta>({ prefix, cursor });
      yield* page.keys;
      cursor = page.list_complete ? undefined : page.cursor;
    } while (cursor);
  }

  /** KV refuses an expiry less than a minute ahead: a tombstone lives at least a few minutes. */
  private soon(): number {
    return Math.floor(this.now() / 1000) + 300;
  }
}

/** A message's tombstone: `v1:erased:<id>`. */
function erasedKey(id: string): string {
  return `${ERASED_PREFIX}${id}`;
}

/** A message's entry in its sender's index. */
function personKeyOf(hash: string, id: string): string {
  return personKey(hash, invertedTime(timeOfId(id)), id);
}

function expirationOf(message: StoredMessage): number {
  return Math.floor(Date.parse(message.receivedAt) / 1000) + RETENTION_SECONDS;
}

/**
 * Reads any stored version of a message as the current shape: no status (before statuses existed) is
 * `new`, and text is made well-formed so a lone surrogate stored before the schema refused it cannot
 * break an export (docs/security.md v1-M3).
 */
function upgrade(raw: StoredMessage): StoredMessage {
  const text = (value: string) => value.toWellFormed();
  return {
    ...raw,
    firstName: text(raw.firstName),
    lastName: text(raw.lastName),
    email: text(raw.email),
    company: raw.company === null ? null : text(raw.company),
    subject: text(raw.subject),
    message: text(raw.message),
    status: isMessageStatus(raw.status) ? raw.status : "new",
  };
}
