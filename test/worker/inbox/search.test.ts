import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { MessageFilter } from "../../../src/inbox/filter";
import type { StoredMessage } from "../../../src/inbox/message";
import { listMessages } from "../../../src/inbox/queries";
import { inInbox } from "../fixtures/inbox";
import { api, uniqueWord } from "../fixtures/staff";

const filter = (overrides: Partial<MessageFilter> = {}): MessageFilter => ({ statuses: [], ...overrides });
const ids = (messages: { id: string }[]) => messages.map((m) => m.id);
const search = (f: MessageFilter) => listMessages(env.DB, f, { limit: 20 });

describe("search in the inbox (SQL)", () => {
  it("matches every word, case- and accent-insensitively, in names, address, company, subject and message", async () => {
    const word = uniqueWord();
    const hit = await inInbox({ firstName: "Éloïse", company: "Cœur & Straße", message: `Projet ${word}` });
    await inInbox({ message: `Autre ${uniqueWord()}` });
    for (const q of [`ELOISE ${word}`, `coeur ${word}`, `strasse ${word}`, `${word} jeanne.martin@example.fr`]) {
      expect(ids((await search(filter({ q }))).messages), q).toEqual([hit.id]);
    }
    expect((await search(filter({ q: `${word} absent` }))).messages).toEqual([]);
  });

  it("takes % and _ as the characters they are, not as wildcards", async () => {
    const word = uniqueWord();
    const hit = await inInbox({ subject: `${word} remise 100%` });
    await inInbox({ subject: `${word} remise 1000` });
    expect(ids((await search(filter({ q: `${word} 100%` }))).messages)).toEqual([hit.id]);
    expect((await search(filter({ q: `${word} 1_0` }))).messages).toEqual([]);
  });

  it("finds a word of 200 characters through the staff API (no pattern cap: docs/security.md v4-L1)", async () => {
    const long = `${uniqueWord("long")}${"é".repeat(186)}`.slice(0, 200);
    expect(long).toHaveLength(200);
    const hit = await inInbox({ message: `Voir ${long} et la suite` });
    await inInbox({ message: `Voir ${long.slice(0, 199)}` });
    const address = `${"jean-christophe.dupont-moretti".repeat(2)}@${uniqueWord()}.example`;
    const byAddress = await inInbox({ email: address });
    const found = await api<{ messages: StoredMessage[] }>(`/api/admin/messages?q=${encodeURIComponent(long)}`);
    expect(found.status).toBe(200);
    expect(ids(found.body.messages)).toEqual([hit.id]);
    const other = await api<{ messages: StoredMessage[] }>(`/api/admin/messages?q=${encodeURIComponent(address)}`);
    expect(other.status).toBe(200);
    expect(ids(other.body.messages)).toEqual([byAddress.id]);
  });

  it("matches nothing for a word no message holds, even a NUL (docs/security.md v4-I7)", async () => {
    await inInbox({ message: `Autre ${uniqueWord()}` });
    expect((await search(filter({ q: "\u0000" }))).messages).toEqual([]);
  });
});
