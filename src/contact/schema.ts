// zod/mini: the same validation as classic zod, without the locales and methods we would ship unused.
import * as z from "zod/mini";
import type { MessageKey } from "../i18n/fr";

/** The fields a visitor fills in, in the order the form shows them. */
export const contactFields = ["firstName", "lastName", "email", "company", "subject", "message"] as const;
export type ContactField = (typeof contactFields)[number];

/** Maximum lengths, also given to the inputs as `maxLength` so the browser stops there first. */
export const maxLengths: Record<ContactField, number> = {
  firstName: 100,
  lastName: 100,
  email: 254,
  company: 200,
  subject: 200,
  message: 5000,
};
/** The longest `page` field (the form's hidden field naming its page). */
export const PAGE_MAX_LENGTH = 200;

/**
 * The most bytes a contact post may hold (the route caps its body there: src/security/body-cap.ts), worked out
 * from the lengths above, so the longest valid message fits in any script: url-encoded, one UTF-16 unit takes at
 * most 9 bytes (a CJK character is 3 UTF-8 bytes, each written %XX; JSON takes at most 6), plus 1 KB for the
 * field names and separators, rounded up to whole kilobytes, the unit the 413's message states it in.
 */
export const maxBodyBytes =
  Math.ceil((9 * (Object.values(maxLengths).reduce((a, b) => a + b) + PAGE_MAX_LENGTH) + 1024) / 1024) * 1024;

// Single-line fields end up in mail headers and CSV cells: no control characters at all (no CR/LF, so no
// header injection). The message may keep tabs and line breaks, nothing else from C0/C1.
/* eslint-disable no-control-regex -- matching control characters is the point */
const SINGLE_LINE = /^[^\u0000-\u001f\u007f-\u009f\u2028\u2029]*$/;
const MULTI_LINE = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]*$/;
/* eslint-enable no-control-regex */
// Invisible and direction-changing characters: in a name or subject they make staff read something other
// than what is there, such as "Invoice \u202Egpj.exe" showing as "Invoice exe.jpg" (docs/security.md v1-L1, v2-L2).
// Single-line fields refuse every Unicode Bidi_Control and Default_Ignorable_Code_Point character (zero-width
// spaces and joiners, LRM/RLM/ALM, embeddings, overrides and isolates, BOM, soft hyphen, Hangul fillers, tag
// characters…) and the interlinear annotation marks, except variation selectors where they belong (below).
const SINGLE_LINE_INVISIBLE =
  /(?![\ufe00-\ufe0f\u{e0100}-\u{e01ef}])[\p{Bidi_Control}\p{Default_Ignorable_Code_Point}\ufff9-\ufffb]/u;
// The message keeps what running text in Arabic or Hebrew needs (LRM, RLM, ALM) and the joiners of emoji
// sequences, but not the controls that reorder what staff see (embeddings, overrides, isolates) nor the
// invisible tag characters that only tools read (docs/security.md v2-L2).
const MESSAGE_INVISIBLE = /[\u202a-\u202e\u2066-\u2069\u{e0000}-\u{e007f}]/u;
// Variation selectors choose how the character before them looks: VS15/VS16 after an emoji (❤️), VS1–VS14
// and the ideographic ones (VS17–VS256) after a CJK ideograph (葛󠄀飾). Anywhere else, or two in a row, they
// carry nothing visible, and 256 of them can spell out any bytes for tools to read (docs/security.md v3-L3).
// A selector after another selector fails both lookbehinds, so "never two in a row" needs no rule of its own.
const MISPLACED_SELECTOR = /(?<!\p{Emoji})[\ufe0e\ufe0f]|(?<!\p{Ideographic})[\ufe00-\ufe0d\u{e0100}-\u{e01ef}]/u;

function text(field: ContactField, { required, multiline = false }: { required: boolean; multiline?: boolean }) {
  const checks = [
    // Half a surrogate pair cannot be written as UTF-8: it becomes U+FFFD before anything else sees it,
    // so no export can be made unreadable (docs/security.md v1-M3).
    z.overwrite((value: string) => value.toWellFormed()),
    z.trim(),
    z.maxLength(maxLengths[field]),
    z.refine(
      (value) =>
        !(multiline ? MESSAGE_INVISIBLE : SINGLE_LINE_INVISIBLE).test(value as string) &&
        !MISPLACED_SELECTOR.test(value as string),
      { params: { invisible: true } },
    ),
    z.regex(multiline ? MULTI_LINE : SINGLE_LINE),
  ];
  return z.string().check(...checks, ...(required ? [z.minLength(1)] : []));
}

/**
 * A contact message as the API accepts it, from JSON or a form post. Anything that is not an object
 * is read as an empty one, so a junk body is answered with every required field named.
 */
const makeContactSchema = () =>
  z.pipe(
    z.transform((input: unknown) => (input && typeof input === "object" && !Array.isArray(input) ? input : {})),
    z.object({
      firstName: text("firstName", { required: true }),
      lastName: text("lastName", { required: true }),
      email: z.pipe(text("email", { required: true }), z.email()),
      // Optional: absent, empty or blank all mean "not given".
      company: z.optional(text("company", { required: false })),
      subject: text("subject", { required: true }),
      message: text("message", { required: true, multiline: true }),
      /** The page the form was on (stored, and where a form post goes back to). Checked by the route. */
      page: z.catch(z.optional(z.string().check(z.maxLength(PAGE_MAX_LENGTH))), undefined),
    }),
  );
let built: ReturnType<typeof makeContactSchema> | undefined;
/** The schema, built on the first message an isolate reads rather than when it starts (decision 087). */
export const contactSchema = {
  safeParse: (body: unknown) => (built ??= makeContactSchema()).safeParse(body),
};

/** The honeypot: a field people never see. A bot that fills it gets a 201 and nothing else. */
const HONEYPOT_FIELD = "website";

export function filledHoneypot(body: unknown): boolean {
  if (!body || typeof body !== "object") return false;
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  return typeof value === "string" ? value.trim() !== "" : value !== undefined && value !== null;
}

export interface FieldProblem {
  key: MessageKey;
  values?: Record<string, number>;
}

/** One problem per field (the first zod reports), as a catalogue key the route translates. */
export function fieldProblems(error: z.core.$ZodError, body: unknown): Partial<Record<ContactField, FieldProblem>> {
  const raw = body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const problems: Partial<Record<ContactField, FieldProblem>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field !== "string" || !(contactFields as readonly string[]).includes(field)) continue;
    problems[field as ContactField] ??= problemOf(issue, field as ContactField, raw[field]);
  }
  return problems;
}

function problemOf(issue: z.core.$ZodIssue, field: ContactField, given: unknown): FieldProblem {
  switch (issue.code) {
    case "invalid_type":
      // Missing altogether is "required"; a number, a list or a file where text belongs is "invalid".
      return { key: given === undefined || given === null ? "contact.error.required" : "contact.error.invalid" };
    case "too_small":
      return { key: "contact.error.required" };
    case "too_big":
      return { key: "contact.error.tooLong", values: { max: maxLengths[field] } };
    case "custom":
      return { key: issue.params?.invisible ? "contact.error.invisible" : "contact.error.invalid" };
    case "invalid_format":
      return { key: issue.format === "email" ? "contact.error.email" : "contact.error.characters" };
    default:
      return { key: "contact.error.invalid" };
  }
}
