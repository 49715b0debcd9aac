import type { Context } from "hono";
import * as z from "zod/mini";
import type { MessageStore } from "../../inbox/message-store";
import {
  decodeCursor,
  parseFilter,
  searchMessages,
  type MessageFilter,
  type SearchPage,
} from "../../inbox/message-search";
import type { StaffEnv } from "../../app-env";

/**
 * `limit`: a whole number from 1 to 100, or absent (the default). Anything else (`2.5`, `0`, `1e2`, `500`)
 * is refused rather than read as something wider (docs/security.md v2-I3).
 */
const limitSchema = z.pipe(
  z.string().check(z.regex(/^[1-9]\d{0,2}$/)),
  z.pipe(
    z.transform((value: string) => Number(value)),
    z.number().check(z.lte(100)),
  ),
);

/** The page size a request asks for: `fallback` when absent, null when malformed or out of range. */
export function limitOf(c: Context<StaffEnv>, fallback: number): number | null {
  const given = c.req.query("limit");
  if (given === undefined) return fallback;
  const parsed = limitSchema.safeParse(given);
  return parsed.success ? parsed.data : null;
}

/** A KV cursor as KV hands them out (base64): what the audit pages accept before asking KV. */
const kvCursorSchema = z.string().check(z.regex(/^[A-Za-z0-9+/=_-]{1,1024}$/));

/** A KV cursor from the query: undefined when absent, null when it cannot be one. */
export function kvCursorOf(c: Context<StaffEnv>, name: string): string | undefined | null {
  const given = c.req.query(name);
  if (given === undefined || given === "") return undefined;
  return kvCursorSchema.safeParse(given).success ? given : null;
}

/** The message filter of a console view or an API call; null when a value is not one we know. */
export function filterOf(c: Context<StaffEnv>): MessageFilter | null {
  return parseFilter({
    status: c.req.queries("status"),
    delivery: c.req.query("delivery"),
    locale: c.req.query("locale"),
    q: c.req.query("q"),
  });
}

/** A file staff download: `<name>-<UTC day>.<extension>`, never cached (the staff middleware says so). */
export function download(
  c: Context<StaffEnv>,
  body: string,
  { type, name, extension }: { type: string; name: string; extension: string },
): Response {
  const day = new Date().toISOString().slice(0, 10);
  return c.body(body, 200, {
    "Content-Type": type,
    "Content-Disposition": `attachment; filename="${name}-${day}.${extension}"`,
  });
}

/** A page of matches, or null for a cursor that is not ours or that KV refuses. */
export async function searchPageOf(
  c: Context<StaffEnv>,
  store: MessageStore,
  filter: MessageFilter,
  limit: number,
  cursor = c.req.query("cursor"),
): Promise<SearchPage | null> {
  const position = cursor ? decodeCursor(cursor) : null;
  if (cursor && !position) return null;
  try {
    return await searchMessages(store, filter, { cursor: position, limit });
  } catch (error) {
    if (!cursor) throw error;
    return null;
  }
}
