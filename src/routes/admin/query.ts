import type { Context } from "hono";
import { parseFilter, type MessageFilter } from "../../inbox/filter";
import { isUuidV7 } from "../../inbox/ids";
import { staffInbox } from "../../inbox/staff-inbox";
import { requestLog } from "../../log";
import type { StaffEnv } from "../../app-env";

/**
 * The page size a request asks for: `fallback` when absent, null when it is not a whole number from 1 to 100
 * (`2.5`, `0`, `1e2`, `500` are refused rather than read as something wider: docs/security.md v2-I3).
 */
export function limitOf(c: Context<StaffEnv>, fallback: number): number | null {
  const given = c.req.query("limit");
  if (given === undefined) return fallback;
  return /^[1-9]\d{0,2}$/.test(given) && Number(given) <= 100 ? Number(given) : null;
}

/**
 * A page cursor from the query: the id of the last row of the previous page (keyset paging, decision 090).
 * Undefined when absent, null when it cannot be one.
 */
export function cursorOf(c: Context<StaffEnv>, name: string): string | undefined | null {
  const given = c.req.query(name);
  if (given === undefined || given === "") return undefined;
  return isUuidV7(given) ? given : null;
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
  body: string | ReadableStream<Uint8Array> | null,
  { type, name, extension }: { type: string; name: string; extension: string },
): Response {
  const day = new Date().toISOString().slice(0, 10);
  const headers = { "Content-Type": type, "Content-Disposition": `attachment; filename="${name}-${day}.${extension}"` };
  return body === null ? c.body(null, 200, headers) : c.body(body, 200, headers);
}

/** The audited inbox (decision 092), for the staff member a request comes from. */
export function inboxOf(c: Context<StaffEnv>) {
  return staffInbox({ env: c.env, staff: c.get("staff"), log: requestLog(c) });
}
