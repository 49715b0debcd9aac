import { describe, expect, it } from "vitest";
import { contactSchema } from "../../../src/contact/schema";
import { postJson, storedMessage, validMessage } from "../fixtures/contact";

const invisible = ["\u200b", "\u200d", "\u200e", "\u200f", "\u202a", "\u202e", "\u2066", "\u2069", "\ufeff"];

describe("the contact schema", () => {
  it("refuses invisible and bidi control characters in single-line fields, with a localized error", async () => {
    for (const [lang, text] of [
      ["en", "This field contains invisible or text-direction characters"],
      ["fr", "Ce champ contient des caractères invisibles ou de direction du texte"],
    ] as const) {
      const res = await postJson({ ...validMessage, subject: "Invoice \u202egpj.exe" }, { lang });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { errors: Record<string, string> };
      expect(body.errors.subject).toContain(text);
    }
    for (const char of invisible) {
      for (const field of ["firstName", "lastName", "company", "subject"] as const) {
        const result = contactSchema.safeParse({ ...validMessage, [field]: `a${char}b` });
        expect(result.success, `${field} U+${char.codePointAt(0)!.toString(16)}`).toBe(false);
      }
    }
  });

  it("keeps them allowed in the message, where emoji sequences use the zero-width joiner", () => {
    const result = contactSchema.safeParse({ ...validMessage, message: "Famille 👨\u200d👩\u200d👧" });
    expect(result.success).toBe(true);
  });

  it("never stores a lone surrogate: it becomes U+FFFD", async () => {
    // JSON escapes as a script would send them: the parsed strings hold half a surrogate pair.
    const body = JSON.stringify({ ...validMessage, lastName: "LONE", message: "HALF" })
      .replace('"LONE"', '"\\udc00x"')
      .replace('"HALF"', '"a\\ud800b"');
    const res = await postJson(body);
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect(await storedMessage(id)).toMatchObject({ lastName: "\ufffdx", message: "a\ufffdb" });
  });
});
