/**
 * Reading a contact submission: JSON from the island, or a url-encoded form post from a browser without
 * JavaScript. Its body has already been read, within its cap, by src/security/body-cap.ts (the route mounts it).
 */

export type SubmissionKind = "json" | "form";

export type Submission =
  | { ok: true; kind: SubmissionKind; body: Record<string, unknown> }
  | { ok: false; kind: SubmissionKind | null; status: 400 | 415 };

export function submissionKind(contentType: string | undefined): SubmissionKind | null {
  const type = (contentType ?? "").split(";")[0]!.trim().toLowerCase();
  if (/^application\/([\w.-]+\+)?json$/.test(type)) return "json";
  if (type === "application/x-www-form-urlencoded") return "form";
  return null;
}

export async function readSubmission(request: Request): Promise<Submission> {
  const kind = submissionKind(request.headers.get("Content-Type") ?? undefined);
  if (!kind) return { ok: false, kind, status: 415 };
  // Invalid UTF-8 becomes U+FFFD rather than failing: the visitor's other fields are kept.
  const text = await request.text();
  const body = kind === "json" ? parseJson(text) : parseForm(text);
  return body ? { ok: true, kind, body } : { ok: false, kind, status: 400 };
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
