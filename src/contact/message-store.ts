import type { Locale } from "../i18n/locales";

export type DeliveryState = "pending" | "sent" | "failed";

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
  delivery: {
    state: DeliveryState;
    /** Failed send attempts so far (the queue retries with backoff). */
    attempts: number;
    updatedAt: string;
    lastError?: string;
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

/** Kept 12 months from receipt, as the privacy policy promises (spec §9). */
export const RETENTION_SECONDS = 365 * 24 * 60 * 60;

const PREFIX = "v1:message:";
// UUIDv7 carries 48 bits of milliseconds: subtracting from the largest makes newer keys sort first.
const MAX_TIME = 2 ** 48 - 1;
const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/**
 * Contact messages in Workers KV under `v1:message:<inverted time>:<id>`, so a plain prefix listing
 * returns the newest first. The id is a UUIDv7, whose time part gives the key back from the id alone.
 */
export class MessageStore {
  constructor(
    private readonly kv: KVNamespace,
    private readonly now: () => number = Date.now,
  ) {}

  /** The KV key of a message id, or null when the id is not one of ours. */
  static keyOf(id: string): string | null {
    if (!UUID_V7.test(id)) return null;
    const time = parseInt(id.slice(0, 8) + id.slice(9, 13), 16);
    return `${PREFIX}${String(MAX_TIME - time).padStart(15, "0")}:${id}`;
  }

  async create(input: NewMessage): Promise<StoredMessage> {
    const time = this.now();
    const at = new Date(time).toISOString();
    const message: StoredMessage = {
      id: newMessageId(time),
      receivedAt: at,
      ...input,
      delivery: { state: "pending", attempts: 0, updatedAt: at },
    };
    await this.write(message);
    return message;
  }

  async get(id: string): Promise<StoredMessage | null> {
    const key = MessageStore.keyOf(id);
    return key ? this.kv.get<StoredMessage>(key, "json") : null;
  }

  /** One page, newest first. */
  async list({ cursor, limit = 20 }: { cursor?: string | null; limit?: number } = {}): Promise<MessagePage> {
    const page = await this.kv.list({
      prefix: PREFIX,
      cursor: cursor || undefined,
      limit: Math.min(Math.max(limit, 1), 1000),
    });
    const messages = await Promise.all(page.keys.map((key) => this.kv.get<StoredMessage>(key.name, "json")));
    return {
      // A message deleted between the listing and the read is simply left out.
      messages: messages.filter((message): message is StoredMessage => message !== null),
      cursor: page.list_complete ? null : page.cursor,
    };
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

  /** Deletes a message; false when there was none. */
  async delete(id: string): Promise<boolean> {
    const key = MessageStore.keyOf(id);
    if (!key || (await this.kv.get(key)) === null) return false;
    await this.kv.delete(key);
    return true;
  }

  /** Records a delivery outcome; null when the message is gone (deleted meanwhile). */
  async setDelivery(
    id: string,
    change: { state: DeliveryState; attempts?: number; lastError?: string },
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
    const updated = { ...message, delivery };
    await this.write(updated);
    return updated;
  }

  private async write(message: StoredMessage): Promise<void> {
    const key = MessageStore.keyOf(message.id)!;
    // An absolute expiry from the time of receipt: a later update (delivery state) never extends it.
    const expiration = Math.floor(Date.parse(message.receivedAt) / 1000) + RETENTION_SECONDS;
    await this.kv.put(key, JSON.stringify(message), { expiration });
  }
}

/** A UUIDv7: 48 bits of Unix milliseconds, then random bits (RFC 9562). */
export function newMessageId(time: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let t = time;
  for (let i = 5; i >= 0; i--) {
    bytes[i] = t % 256;
    t = Math.floor(t / 256);
  }
  bytes[6] = (bytes[6]! & 0x0f) | 0x70;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
