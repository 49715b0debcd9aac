import PostalMime from "postal-mime";
import { describe, expect, it } from "vitest";
import { base64Lines, composeMime, encodedWords } from "../../../src/contact/mime";

const base = {
  from: "site@ludora.example",
  to: "contact@ludora.example",
  replyTo: { address: "jeanne@example.fr", name: "Jeanne Martin" },
  subject: "Bonjour",
  text: "Texte",
  html: "<p>HTML</p>",
  date: new Date(Date.UTC(2026, 10, 24, 2, 15, 0)),
  id: "0f5c6a1e-3b7d-4c1a-9e2f-123456789abc",
};

const headerBlock = (raw: string) => raw.slice(0, raw.indexOf("\r\n\r\n"));

describe("the MIME composer", () => {
  it("writes exactly the headers a staff e-mail needs, in order, with CRLF line ends", () => {
    const raw = composeMime(base);
    const names = headerBlock(raw)
      .split("\r\n")
      .filter((line) => !/^[ \t]/.test(line))
      .map((line) => line.slice(0, line.indexOf(":")));
    expect(names).toEqual(["From", "To", "Reply-To", "Subject", "Date", "Message-ID", "MIME-Version", "Content-Type"]);
    expect(raw).toContain("Date: Tue, 24 Nov 2026 02:15:00 +0000\r\n");
    expect(raw).toContain("Message-ID: <0f5c6a1e-3b7d-4c1a-9e2f-123456789abc@ludora.example>\r\n");
    expect(raw).not.toMatch(/[^\r]\n/);
    expect(raw.endsWith("--\r\n")).toBe(true);
  });

  it("parses back to the same from, to, reply-to, subject, text and HTML", async () => {
    const parsed = await PostalMime.parse(composeMime({ ...base, text: "Ligne 1\nLigne 2", html: "<p>é</p>" }));
    expect(parsed.from?.address).toBe(base.from);
    expect(parsed.to?.map((a) => a.address)).toEqual([base.to]);
    expect(parsed.replyTo?.map((a) => [a.name, a.address])).toEqual([["Jeanne Martin", "jeanne@example.fr"]]);
    expect(parsed.subject).toBe("Bonjour");
    expect(parsed.text).toBe("Ligne 1\r\nLigne 2");
    expect(parsed.html).toBe("<p>é</p>");
    expect(parsed.attachments).toEqual([]);
  });

  it("decodes subjects and names in any script exactly, with no header line over 78 characters", async () => {
    const samples = [
      "é".repeat(200),
      "🎮".repeat(100),
      "漢字かな交じり文".repeat(25),
      `Devis ${"a".repeat(190)}`,
      "=?utf-8?B?SGk=?= literal encoded word",
      "Mixed ASCII, accents (éàü), emoji 🎲🧩 and 中文 in one subject that runs long enough to fold twice over",
    ];
    for (const text of samples) {
      const raw = composeMime({ ...base, subject: text, replyTo: { address: base.replyTo.address, name: text } });
      for (const line of headerBlock(raw).split("\r\n")) expect(line.length, line).toBeLessThanOrEqual(78);
      const parsed = await PostalMime.parse(raw);
      expect(parsed.subject).toBe(text);
      expect(parsed.replyTo?.[0]?.name).toBe(text);
      expect(parsed.replyTo?.[0]?.address).toBe(base.replyTo.address);
    }
  });

  it("never splits a character across encoded words, each at most 75 characters", () => {
    const words = encodedWords("🎮é".repeat(60));
    for (const word of words) {
      expect(word.length).toBeLessThanOrEqual(75);
      const bytes = Uint8Array.from(atob(word.slice(10, -2)), (ch) => ch.charCodeAt(0));
      expect(() => new TextDecoder("utf-8", { fatal: true }).decode(bytes)).not.toThrow();
    }
  });

  it("cannot be given another header or part through any text it is handed", async () => {
    const raw = composeMime({
      ...base,
      subject: "Hello\r\nBcc: victim@example.com",
      replyTo: { address: base.replyTo.address, name: "Eve\r\nX-Injected: yes" },
      text: `--=_${base.id.replace(/-/g, "")}\r\nContent-Type: text/html\r\n\r\n<h1>x</h1>`,
    });
    const parsed = await PostalMime.parse(raw);
    const names = parsed.headers.map((header) => header.key);
    expect(names).not.toContain("bcc");
    expect(names).not.toContain("x-injected");
    expect(parsed.subject).toBe("Hello Bcc: victim@example.com");
    expect(parsed.text).toContain("<h1>x</h1>");
    expect(parsed.attachments).toEqual([]);
  });

  it("refuses an address that is not a plain one rather than writing it into a header", () => {
    for (const bad of ["a@b.example>, evil@x.example", "a b@example.fr", "<a@b.example>", "nobody"]) {
      expect(() => composeMime({ ...base, replyTo: { address: bad } }), bad).toThrow(/not a plain address/);
    }
  });

  it("writes bodies as base64 lines of at most 76 characters", () => {
    const lines = base64Lines("x".repeat(500)).split("\r\n");
    expect(lines.every((line) => line.length <= 76)).toBe(true);
    expect(atob(lines.join(""))).toBe("x".repeat(500));
  });
});
