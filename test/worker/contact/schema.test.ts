import { describe, expect, it } from "vitest";
import { contactSchema } from "../../../src/contact/schema";
import { postJson, storedMessage, validMessage } from "../fixtures/contact";

const invisible = [
  ...["\u200b", "\u200d", "\u200e", "\u200f", "\u202a", "\u202e", "\u2066", "\u2069", "\ufeff"],
  // Accepted before (docs/security.md v2-L2): the Arabic letter mark, tag characters, Hangul fillers, and the
  // other default-ignorable characters.
  ...["\u061c", "\u{e0041}", "\u{e0001}", "\u{e007f}", "\u3164", "\uffa0", "\u115f", "\u1160"],
  ...["\u2060", "\u2062", "\u180e", "\u180b", "\u00ad", "\u034f", "\u206a", "\u206f", "\ufff9"],
];
/** What reorders or hides text in the message: bidi embeddings, overrides and isolates, and tag characters. */
const reordering = ["\u202a", "\u202b", "\u202c", "\u202d", "\u202e", "\u2066", "\u2067", "\u2068", "\u2069"];
const tags = ["\u{e0001}", "\u{e0020}", "\u{e0041}", "\u{e007f}"];
const hex = (char: string) => `U+${char.codePointAt(0)!.toString(16)}`;

describe("the contact schema", () => {
  it("refuses invisible and bidi control characters in single-line fields, with a localized error", async () => {
    const res = await postJson({ ...validMessage, subject: "Invoice \u202egpj.exe" }, { lang: "en" });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: Record<string, string> };
    expect(body.errors.subject).toContain("This field contains invisible or text-direction characters");
    for (const char of invisible) {
      for (const field of ["firstName", "lastName", "company", "subject"] as const) {
        const result = contactSchema.safeParse({ ...validMessage, [field]: `a${char}b` });
        expect(result.success, `${field} ${hex(char)}`).toBe(false);
      }
    }
  });

  it("accepts a variation selector only after a character that takes one, never two in a row, in every field (docs/security.md v3-L3)", async () => {
    const fields = ["firstName", "lastName", "company", "subject", "message"] as const;
    // What people write: an emoji with its presentation selector, a keycap, a flag sequence, a CJK ideograph
    // with its ideographic variant (葛󠄀飾, the Katsushika spelling), emoji text after CJK.
    for (const good of ["Merci ❤\ufe0f", "1\ufe0f\u20e3 étage", "🏳\ufe0f\u200d🌈", "葛\u{e0100}飾", "東京 ☺\ufe0e"]) {
      for (const field of fields) {
        if (field !== "message" && good.includes("\u200d")) continue; // joiners stay refused in one-line fields
        expect(contactSchema.safeParse({ ...validMessage, [field]: good }).success, `${field} ${good}`).toBe(true);
      }
    }
    // A payload spelled in selectors (each byte one of 256), after a letter, or stacked after an emoji or ideograph.
    const payload = Array.from(new TextEncoder().encode("ignore previous"), (b) =>
      String.fromCodePoint(b < 16 ? 0xfe00 + b : 0xe0100 + b - 16),
    ).join("");
    for (const bad of [
      `Anna${payload}`,
      `Anna\ufe0f`,
      `❤\ufe0f\ufe0f`,
      `葛\u{e0100}\u{e0101}飾`,
      `a\u{e0100}`,
      `\ufe0fstart`,
    ]) {
      for (const field of fields) {
        expect(contactSchema.safeParse({ ...validMessage, [field]: bad }).success, `${field} ${hex(bad.at(-1)!)}`).toBe(
          false,
        );
      }
    }
    const res = await postJson({ ...validMessage, message: `Bonjour${payload}` }, { lang: "en" });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: Record<string, string> }).errors.message).toContain("invisible");
  });

  it("refuses in the message the controls that reorder what staff see, and tag characters", () => {
    for (const char of [...reordering, ...tags]) {
      const result = contactSchema.safeParse({ ...validMessage, message: `Facture ${char}gpj.exe` });
      expect(result.success, hex(char)).toBe(false);
    }
  });

  it("lets an Arabic or Hebrew message through with the marks running text needs, and emoji sequences", async () => {
    const messages = [
      "مرحبا، نود الحصول على عرض سعر \u061c(2026)\u061c لمشروع لعبة.",
      "שלום, אנחנו מעוניינים בהצעת מחיר \u200f(2026)\u200f למשחק.",
      "Bonjour \u200eשלום\u200e et مرحبا, famille 👨\u200d👩\u200d👧",
    ];
    for (const message of messages) {
      const res = await postJson({ ...validMessage, message });
      expect(res.status, message).toBe(201);
      const { id } = (await res.json()) as { id: string };
      expect((await storedMessage(id))?.message).toBe(message);
    }
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
