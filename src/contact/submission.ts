/**
 * Reading a contact submission: JSON from the island, or a url-encoded form post from a browser without
 * JavaScript. The body is read with a byte cap as it arrives (with or without Content-Length, chunked or
 * not). Past the cap, or of a type we refuse, the rest is read and dropped, never kept nor left unread: a
 * body left half-read made the local dev server stall the next request (docs/security.md v1-M1). The platform
 * bounds a request body's size, and dropping it costs waiting, not work.
 */

export type SubmissionKind = "json" | "form";

export type Submission =
  | { ok: true; kind: SubmissionKind; body: Record<string, unknown> }
  | { ok: false; kind: SubmissionKind | null; status: 400 | 413 | 415 };

/** 5 000 characters of CJK text are 45 KB url-encoded: the cap leaves room for the longest valid message. */
export const MAX_BODY_BYTES = 64 * 1024;

function submissionKind(contentType: string | undefined): SubmissionKind | null {
  const type = (contentType ?? "").split(";")[0]!.trim().toLowerCase();
  if (/^application\/([\w.-]+\+)?json$/.test(type)) return "json";
  if (type === "application/x-www-form-urlencoded") return "form";
  return null;
}

export async function readSubmission(request: Request, maxBytes = MAX_BODY_BYTES): Promise<Submission> {
  const kind = submissionKind(request.headers.get("Content-Type") ?? undefined);
  if (!kind) {
    await discard(request.body?.getReader());
    return { ok: false, kind, status: 415 };
  }
  const text = await readText(request, maxBytes);
  if (text === null) return { ok: false, kind, status: 413 };
  const body = kind === "json" ? parseJson(text) : parseForm(text);
  return body ? { ok: true, kind, body } : { ok: false, kind, status: 400 };
}

/** The body as text, or null past `maxBytes` (the rest is read to its end and discarded, never kept). */
async function readText(request: Request, maxBytes: number): Promise<string | null> {
  const declared = Number(request.headers.get("Content-Length") ?? NaN);
  if (declared > maxBytes) {
    await discard(request.body?.getReader());
    return null;
  }
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await discard(reader);
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  // Invalid UTF-8 becomes U+FFFD rather than failing: the visitor's other fields are kept.
  return new TextDecoder().decode(bytes);
}

async function discard(reader: ReadableStreamDefaultReader<Uint8Array> | undefined): Promise<void> {
  if (!reader) return;
  for (;;) {
    const { done } = await reader.read();
    if (done) return;
  }
}

/** A JSON object (anything else reads as an empty object, so every required field is named), or null if unreadable. */
function parseJson(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text.replace(/^\uFEFF/, ""));
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return null;
  }
}

/** Form fields; a field sent twice keeps its last value, whatever the charset parameter says. */
function parseForm(text: string): Record<string, unknown> {
  return Object.fromEntries(new URLSearchParams(text));
}
