import { env } from "cloudflare:workers";
import PostalMime from "postal-mime";
import { describe, expect, it } from "vitest";
import { composeContactMail } from "../../../src/contact/mail";
import { newMessage, validMessage } from "../fixtures/contact";

const config = {
  from: env.MAIL_FROM,
  to: env.MAIL_TO,
  origin: "https://www.ludora.example",
  inbox: "https://staff.ludora.example/admin",
};

/** Mail text parts use CRLF line ends; compare with what the visitor typed. */
const lf = (text: string | undefined) => text?.replace(/\r\n/g, "\n");

describe("the staff e-mail", () => {
  it("is From the site, To staff, Reply-To the visitor, subject [Contact] <subject>, text and HTML", async () => {
    const message = await newMessage({ company: "Musée & Cie" });
    const mail = composeContactMail(message, config);
    const parsed = await PostalMime.parse(mail.raw);
    expect(parsed.from?.address).toBe(env.MAIL_FROM);
    expect(parsed.to?.map((a) => a.address)).toEqual([env.MAIL_TO]);
    expect(parsed.replyTo?.map((a) => [a.name, a.address])).toEqual([["Jeanne Martin", "jeanne.martin@example.fr"]]);
    expect(parsed.subject).toBe("[Contact] Un serious game pour nos visiteurs");
    expect(lf(parsed.text)).toContain(validMessage.message);
    expect(parsed.text).toContain("Musée & Cie");
    expect(parsed.text).toContain(`https://staff.ludora.example/admin`);
    expect(parsed.html).toContain(`<a href="https://staff.ludora.example/admin">`);
    expect(parsed.html).toContain("Musée &amp; Cie");
    expect(parsed.html).toContain("Bonjour,<br>nous aimerions un jeu pour l&#39;exposition de printemps.<br>\tMerci !");
    expect(parsed.attachments).toEqual([]);
    expect(parsed.date).toBeDefined();
    expect(parsed.messageId).toMatch(/@ludora\.example>$/);
    expect(mail.raw).not.toMatch(/[^\r]\n/);
  });

  it("escapes everything the visitor wrote in the HTML part", async () => {
    const message = await newMessage({
      firstName: "<b>Eve</b>",
      subject: "<img src=x onerror=alert(1)>",
      message: "</p><script>alert('x')</script>",
    });
    const parsed = await PostalMime.parse(composeContactMail(message, config).raw);
    expect(parsed.html).not.toContain("<script>");
    expect(parsed.html).not.toContain("<img");
    expect(parsed.html).not.toContain("<b>Eve");
    expect(parsed.html).toContain("&lt;/p&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;");
    expect(parsed.subject).toBe("[Contact] <img src=x onerror=alert(1)>");
  });

  it("cannot be given another header or part through the subject, the name or the message", async () => {
    // The schema refuses the line breaks; the composer must hold even if one got through. The message's lines
    // look like a part of its own, long enough to need many base64 lines.
    const tricky = `--boundary\r\nContent-Type: text/html\r\n\r\n<h1>x</h1>\n${"é".repeat(3000)}`;
    const message = await newMessage({
      subject: "Hello\r\nBcc: victim@example.com",
      lastName: "Martin\r\nX-Injected: yes",
      message: tricky,
    });
    const parsed = await PostalMime.parse(composeContactMail(message, config).raw);
    const names = parsed.headers.map((header) => header.key);
    expect(names).not.toContain("bcc");
    expect(names).not.toContain("x-injected");
    expect(parsed.bcc).toBeUndefined();
    expect(parsed.subject).toBe("[Contact] Hello Bcc: victim@example.com");
    expect(lf(parsed.text)).toContain(lf(tricky));
    expect(parsed.attachments).toEqual([]);
  });

  it("never lets the Reply-To display name read as an address; the reply still goes to the visitor", async () => {
    const message = await newMessage({
      firstName: "ceo@ludora.example",
      lastName: '<ceo@ludora.example>, "Eve" <attacker@evil.example>',
      email: "name-is-address@sectest.example",
    });
    const parsed = await PostalMime.parse(composeContactMail(message, config).raw);
    expect(parsed.replyTo).toHaveLength(1);
    const [reply] = parsed.replyTo!;
    expect(reply!.address).toBe("name-is-address@sectest.example");
    expect(reply!.name).not.toMatch(/[@<>",]/);
    expect(reply!.name).toContain("ceo");
  });

  it("never lets look-alike characters rebuild an address in the display name", async () => {
    const message = await newMessage({
      firstName: "ceo\uff20ludora.example",
      lastName: "\ufe64ceo@ludora.example\ufe65 \uff1cboss\uff20ludora.example\uff1e \u2039x\u203a \u3008y\u3009",
      email: "lookalike@sectest.example",
    });
    const parsed = await PostalMime.parse(composeContactMail(message, config).raw);
    const [reply] = parsed.replyTo!;
    expect(reply!.address).toBe("lookalike@sectest.example");
    expect(reply!.name).not.toMatch(/[@<>\uff20\ufe6b\ufe64\ufe65\uff1c\uff1e\u2039\u203a\u3008\u3009]/);
    expect(reply!.name).toContain("ceo ludora.example");
  });

  it("folds a long subject and name in any script into encoded words of at most 75 characters, each whole, lines of at most 78", async () => {
    for (const text of [
      "é".repeat(200),
      "🎮é".repeat(60),
      "漢字かな交じり文".repeat(25),
      `Devis ${"a".repeat(190)}`,
      "=?utf-8?B?SGk=?= literal encoded word",
    ]) {
      const raw = composeContactMail(await newMessage({ subject: text, firstName: text }), config).raw;
      for (const line of raw.split("\r\n")) expect(line.length, line).toBeLessThanOrEqual(78);
      for (const word of raw.match(/=\?utf-8\?B\?[^?]*\?=/g) ?? []) {
        expect(word.length).toBeLessThanOrEqual(75);
        // No character split across two words: each decodes alone.
        const bytes = Uint8Array.from(atob(word.slice(10, -2)), (ch) => ch.charCodeAt(0));
        expect(() => new TextDecoder("utf-8", { fatal: true }).decode(bytes), word).not.toThrow();
      }
      const parsed = await PostalMime.parse(raw);
      expect(parsed.subject).toBe(`[Contact] ${text}`);
      expect(parsed.replyTo?.[0]).toEqual({ name: `${text} Martin`, address: validMessage.email });
    }
  });
});

describe("the staff e-mail's French", () => {
  it("is typeset (no-break space before the colons), while the visitor's words stay as typed", async () => {
    const message = await newMessage({ subject: "Devis : urgent !", company: "Atelier : Jeux" });
    const parsed = await PostalMime.parse(composeContactMail(message, config).raw);
    expect(parsed.text).toContain("Objet\u00a0: Devis : urgent !");
    expect(parsed.text).toContain("Entreprise\u00a0: Atelier : Jeux");
    expect(parsed.text).toContain("Message\u00a0:");
    expect(parsed.text).not.toMatch(/(Objet|Entreprise|Message) :/);
  });
});
