import { decodeBase64Url, encodeBase64Url } from "hono/utils/encode";
import * as z from "zod/mini";
import { locales, type Locale } from "../i18n/locale-list";
import {
  deliveryStates,
  MESSAGE_PREFIX,
  messageStatuses,
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

const DEFAULT_HIDDEN: readonly MessageStatus[] = ["archived", "spam"];

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
const SCAN_CAP = 500;
const CHUNK = 100;

const filterSchema = z.object({
  status: z.array(z.enum(messageStatuses)),
  delivery: z.optional(z.enum(deliveryStates)),
  locale: z.optional(z.enum(locales)),
  q: z.optional(z.string()),
});

/** A filter from query parameters (`status` repeatable, blank meaning "any"); null when a value is not one we know. */
export function parseFilter(query: {
  status?: string[];
  delivery?: string;
  locale?: string;
  q?: string;
}): MessageFilter | null {
  const parsed = filterSchema.safeParse({
    status: (query.status ?? []).filter(Boolean),
    delivery: query.delivery || undefined,
    locale: query.locale || undefined,
    q: query.q,
  });
  if (!parsed.success) return null;
  const { status, delivery, locale, q } = parsed.data;
  return { statuses: [...new Set(status)], delivery, locale, q: q?.trim().slice(0, 200) || undefined };
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

/** Our cursor's content: the KV cursor of a chunk (at most 1 024 characters) and an offset in that chunk. */
const positionSchema = z.tuple([z.nullable(z.string().check(z.maxLength(1024))), z.int().check(z.gte(0), z.lt(CHUNK))]);

/** Our cursor: a KV cursor and an offset in its chunk, so pages stop exactly at `limit` matches (base64url JSON). */
export function encodeCursor(position: Position): string {
  return encodeBase64Url(new TextEncoder().encode(JSON.stringify([position.kv, position.skip])).buffer).replace(
    /=+$/,
    "",
  );
}

/** The position a cursor names, or null when it is not one of ours. */
export function decodeCursor(cursor: string): Position | null {
  if (!/^[A-Za-z0-9_-]{1,2048}$/.test(cursor)) return null;
  try {
    const parsed = positionSchema.safeParse(JSON.parse(new TextDecoder().decode(decodeBase64Url(cursor))));
    return parsed.success ? { kv: parsed.data[0], skip: parsed.data[1] } : null;
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
