import type { Locale } from "../i18n/locales";
import { invertedTime, isUuidV7, newId, timeOfId, timeOfInverted } from "./ids";
import { kvPage } from "./kv-page";
import { personIndexPrefix, personKey } from "./person";

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
 * value. Keys written before statuses existed have none: their value is read instead.
 */
export interface MessageKeyMeta {
  s: MessageStatus;
  d: DeliveryState;
  l: Locale;
}

/** Kept 12 months from receipt, as the privacy policy promises (spec §9). */
export const RETENTION_SECONDS = 365 * 24 * 60 * 60;

export const MESSAGE_PREFIX = "v1:message:";

/**
 * Contact messages in Workers KV under `v1:message:<inverted time>:<id>`, so a plain prefix listing
 * returns the newest first. The id is a UUIDv7, whose time part gives the key back from the id alone.
 * Each message also has a key in its sender's index (`v1:person:<address hash>:…`, see person.ts), written
 * and expiring with it, so one person's messages are found without reading the others.
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

  /** Deletes a message and its entry in its sender's index; null when there was none. */
  async delete(id: string): Promise<StoredMessage | null> {
    const message = await this.get(id);
    if (!message) return null;
    await Promise.all([
      this.kv.delete(MessageStore.keyOf(id)!),
      this.kv.delete(await personKey(message.email, invertedTime(timeOfId(id)), id)),
    ]);
    return message;
  }

  /** Sets where staff are with a message; null when it is gone. */
  async setStatus(id: string, status: MessageStatus): Promise<StoredMessage | null> {
    const message = await this.get(id);
    if (!message) return null;
    const updated = { ...message, status };
    await this.write(updated);
    return updated;
  }

  /** Records a delivery outcome; null when the message is gone (deleted meanwhile). */
  async setDelivery(
    id: string,
    change: { state: DeliveryState; attempts?: number; lastError?: string; round?: number },
  ): Promise<StoredMessage | null> {
    const message = await this.get(id);
    if (!message) return null;
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

  /** Puts a message back to `pending` in a new delivery round (a staff resend); null when it is gone. */
  async requeue(id: string): Promise<StoredMessage | null> {
    const message = await this.get(id);
    if (!message) return null;
    return this.setDelivery(id, { state: "pending", round: (message.delivery.round ?? 0) + 1 });
  }

  /** Every message of one address (compared normalised), newest first, through its index: no scan. */
  async byPerson(email: string): Promise<StoredMessage[]> {
    const prefix = await personIndexPrefix(email);
    const ids: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await this.kv.list({ prefix, cursor });
      ids.push(...page.keys.map((key) => key.name.slice(key.name.lastIndexOf(":") + 1)));
      cursor = page.list_complete ? undefined : page.cursor;
    } while (cursor);
    const messages = await Promise.all(ids.map((id) => this.get(id)));
    return messages.filter((message): message is StoredMessage => message !== null);
  }

  /** Erases every message of one address and its index; the messages that were erased. */
  async erasePerson(email: string): Promise<StoredMessage[]> {
    const messages = await this.byPerson(email);
    await Promise.all(messages.map((message) => this.delete(message.id)));
    // Index entries whose message was already gone (deleted before its entry) go too.
    const prefix = await personIndexPrefix(email);
    const leftovers = await this.kv.list({ prefix });
    await Promise.all(leftovers.keys.map((key) => this.kv.delete(key.name)));
    return messages;
  }

  /**
   * Writes a message with its metadata and its index entry. An absolute expiry from the time of receipt:
   * a later update (status, delivery) never extends it, and the index entry goes with the message.
   */
  async write(message: StoredMessage): Promise<void> {
    const id = message.id;
    const expiration = Math.floor(Date.parse(message.receivedAt) / 1000) + RETENTION_SECONDS;
    const metadata: MessageKeyMeta = { s: message.status, d: message.delivery.state, l: message.locale };
    await Promise.all([
      this.kv.put(MessageStore.keyOf(id)!, JSON.stringify(message), { expiration, metadata }),
      this.kv.put(await personKey(message.email, invertedTime(timeOfId(id)), id), "", { expiration }),
    ]);
  }
}

/**
 * Reads any stored version of a message as the current shape: no status (before statuses existed) is
 * `new`, and text is made well-formed so a lone surrogate stored before the schema refused it cannot
 * break an export (security review M3).
 */
export function upgrade(raw: StoredMessage): StoredMessage {
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
