import { isLocale, type Locale } from "../i18n/locales";
import {
  deliveryStates,
  isMessageStatus,
  MESSAGE_PREFIX,
  type DeliveryState,
  type MessageKeyMeta,
  type MessageStatus,
  type MessageStore,
  type StoredMessage,
} from "./message-store";

export interface MessageFilter {
  /** Empty: every status but `archived` and `spam` (what staff have not put away). */
  statuses: MessageStatus[];
  delivery?: DeliveryState;
  locale?: Locale;
  /** Words that must all appear, case- and accent-insensitively, in a name, the address, company, subject or message. */
  q?: string;
}

export const DEFAULT_HIDDEN: readonly MessageStatus[] = ["archived", "spam"];

export interface SearchPage {
  messages: StoredMessage[];
  /** Where the next (older) page starts; null when the whole store has been searched. */
  cursor: string | null;
  /** True when the page stopped at the scan cap before filling up: there may be more further on. */
  capped: boolean;
}

/**
 * At most this many message keys are looked at per request. KV has no query: a search walks the listing
 * newest first, filtering on key metadata (status, delivery, language) and reading values only for keys
 * that pass it. The cap keeps a request well inside the Workers limit of 1 000 KV operations; a search
 * over an older part of the store continues from the cursor it returns (decision 021).
 */
export const SCAN_CAP = 500;
const CHUNK = 100;

/** A filter from query parameters (`status` repeatable); null when a value is not one we know. */
export function parseFilter(query: {
  status?: string[];
  delivery?: string;
  locale?: string;
  q?: string;
}): MessageFilter | null {
  const statuses = (query.status ?? []).filter(Boolean);
  if (!statuses.every(isMessageStatus)) return null;
  const delivery = query.delivery || undefined;
  if (delivery && !(deliveryStates as readonly string[]).includes(delivery)) return null;
  const locale = query.locale || undefined;
  if (locale && !isLocale(locale)) return null;
  const q = query.q?.trim().slice(0, 200) || undefined;
  return {
    statuses: [...new Set(statuses)] as MessageStatus[],
    delivery: delivery as DeliveryState | undefined,
    locale: locale as Locale | undefined,
    q,
  };
}

/** The query string of a filter (for links that keep it), without a leading `?`. */
export function filterQuery(filter: MessageFilter): URLSearchParams {
  const params = new URLSearchParams();
  for (const status of filter.statuses) params.append("status", status);
  if (filter.delivery) params.set("delivery", filter.delivery);
  if (filter.locale) params.set("locale", filter.locale);
  if (filter.q) params.set("q", filter.q);
  return params;
}

interface Position {
  /** The KV cursor of the chunk to list (null: the start). */
  kv: string | null;
  /** How many keys of that chunk were already looked at. */
  skip: number;
}

/** Our cursor: a KV cursor and an offset in its chunk, so pages stop exactly at `limit` matches. */
export function encodeCursor(position: Position): string {
  return btoa(JSON.stringify([position.kv, position.skip]))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

export function decodeCursor(cursor: string): Position | null {
  if (!/^[A-Za-z0-9_-]{1,2048}$/.test(cursor)) return null;
  try {
    const value: unknown = JSON.parse(atob(cursor.replace(/-/g, "+").replace(/_/g, "/")));
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [kv, skip] = value as unknown[];
    if (!(kv === null || (typeof kv === "string" && kv.length <= 1024))) return null;
    if (typeof skip !== "number" || !Number.isInteger(skip) || skip < 0 || skip >= CHUNK) return null;
    return { kv, skip };
  } catch {
    return null;
  }
}

/** Matches newest first, at most `limit`, from `cursor` on. Throws when KV refuses the cursor inside. */
export async function searchMessages(
  store: MessageStore,
  filter: MessageFilter,
  { cursor = null, limit = 20 }: { cursor?: Position | null; limit?: number } = {},
): Promise<SearchPage> {
  const words = filter.q ? searchFold(filter.q).split(/\s+/).filter(Boolean) : [];
  const found: StoredMessage[] = [];
  let position: Position = cursor ?? { kv: null, skip: 0 };
  let scanned = 0;
  for (;;) {
    const page = await store.kv.list<MessageKeyMeta>({
      prefix: MESSAGE_PREFIX,
      cursor: position.kv ?? undefined,
      limit: CHUNK,
    });
    const keys = page.keys.slice(position.skip);
    // Read values only where the metadata leaves a chance; keys from before metadata are always read.
    const values = await Promise.all(
      keys.map((key) => (key.metadata && !metaMatches(key.metadata, filter) ? null : store.read(key.name))),
    );
    for (let i = 0; i < keys.length; i++) {
      const message = values[i];
      if (message && matches(message, filter, words)) found.push(message);
      if (found.length === limit) {
        const skip = position.skip + i + 1;
        const next: Position | null =
          skip < page.keys.length
            ? { kv: position.kv, skip }
            : page.list_complete
              ? null
              : { kv: page.cursor, skip: 0 };
        return { messages: found, cursor: next ? encodeCursor(next) : null, capped: false };
      }
    }
    scanned += keys.length;
    if (page.list_complete) return { messages: found, cursor: null, capped: false };
    position = { kv: page.cursor, skip: 0 };
    if (scanned >= SCAN_CAP) return { messages: found, cursor: encodeCursor(position), capped: true };
  }
}

function visibleStatus(status: MessageStatus, filter: MessageFilter): boolean {
  return filter.statuses.length ? filter.statuses.includes(status) : !DEFAULT_HIDDEN.includes(status);
}

function metaMatches(meta: MessageKeyMeta, filter: MessageFilter): boolean {
  return (
    visibleStatus(meta.s, filter) &&
    (!filter.delivery || meta.d === filter.delivery) &&
    (!filter.locale || meta.l === filter.locale)
  );
}

function matches(message: StoredMessage, filter: MessageFilter, words: string[]): boolean {
  if (!metaMatches({ s: message.status, d: message.delivery.state, l: message.locale }, filter)) return false;
  if (words.length === 0) return true;
  const haystack = searchFold(
    [message.firstName, message.lastName, message.email, message.company ?? "", message.subject, message.message].join(
      "\n",
    ),
  );
  return words.every((word) => haystack.includes(word));
}

// Letters that decompose to no base letter plus accent, but that people type without the ligature.
const LIGATURES: Record<string, string> = { œ: "oe", æ: "ae", ß: "ss" };

/** Text as search compares it: no accents, no case, ligatures spelled out ("Éloïse" ~ "eloise", "cœur" ~ "coeur"). */
function searchFold(value: string): string {
  return value
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[œæß]/g, (ch) => LIGATURES[ch]!);
}
