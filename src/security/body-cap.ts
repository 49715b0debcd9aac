// Every request body the Worker reads goes through here first, capped as its bytes arrive: with or without
// Content-Length, chunked or not. Past the cap the rest is read to its end and dropped, never kept nor left
// half-read: a body left unread made the local dev server stall the next request (docs/security.md v1-M1). The
// platform bounds a request body's size, and dropping one costs waiting, not work (decision 011).
import type { Context, Env, MiddlewareHandler } from "hono";

/**
 * The most bytes a request body may hold, by who sends it. A contact post's is worked out from the fields'
 * lengths (`maxBodyBytes`, src/contact/schema.ts).
 */
export const bodyCaps = {
  /** A staff action: a status or a short form (docs/security.md v2-I13). */
  staff: 16 * 1024,
} as const;

/**
 * Reads the body before anything else does, at most `maxBytes` of it, and hands the rest of the chain the
 * request holding those bytes; past the cap, drains it and answers with `tooLarge`.
 */
export function bodyCap<E extends Env>(
  maxBytes: number,
  tooLarge: (c: Context<E>) => Response | Promise<Response>,
): MiddlewareHandler<E> {
  return async (c, next) => {
    const request = c.req.raw;
    if (!request.body) return next();
    const bytes = await readCapped(request, maxBytes);
    if (!bytes) return tooLarge(c);
    c.req.raw = new Request(request, { body: bytes });
    await next();
  };
}

/** The body's bytes, or null past `maxBytes` (then read to its end and discarded, never kept). */
async function readCapped(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const reader = request.body!.getReader();
  if (Number(request.headers.get("Content-Length") ?? NaN) > maxBytes) return drain(reader);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) return drain(reader);
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

async function drain(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<null> {
  while (!(await reader.read()).done);
  return null;
}
