import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { filterQuery, parseFilter, type MessageFilter } from "../../../src/inbox/filter";
import type { StoredMessage } from "../../../src/inbox/message";
import { listMessages, setStatus } from "../../../src/inbox/queries";
import { deliveredAs, inInbox } from "../fixtures/inbox";
import { api, uniqueWord } from "../fixtures/staff";

const filter = (overrides: Partial<MessageFilter> = {}): MessageFilter => ({ statuses: [], ...overrides });
const ids = (messages: { id: string }[]) => messages.map((m) => m.id);
const search = (f: MessageFilter, options: { before?: string; limit?: number } = {}) =>
  listMessages(env.DB, f, { limit: 20, ...options });

describe("parseFilter", () => {
  it("reads repeated statuses once each, blank values as no filter, and cuts the words at 200 characters", () => {
    expect(
      parseFilter({ status: ["new", "spam", "new", ""], delivery: "", locale: "", q: `  ${"a".repeat(300)} ` }),
    ).toEqual({ statuses: ["new", "spam"], delivery: undefined, locale: undefined, q: "a".repeat(200) });
    expect(parseFilter({})).toEqual({ statuses: [], delivery: undefined, locale: undefined, q: undefined });
  });

  it("refuses a value it does not know, and round-trips through its query string", () => {
    for (const query of [{ status: ["done"] }, { delivery: "lost" }, { locale: "de" }])
      expect(parseFilter(query)).toBeNull();
    const parsed = parseFilter({ status: ["read"], delivery: "failed", locale: "en", q: "devis" })!;
    const params = filterQuery(parsed);
    expect(
      parseFilter({
        status: params.getAll("status"),
        delivery: params.get("delivery")!,
        locale: params.get("locale")!,
        q: params.get("q")!,
      }),
    ).toEqual(parsed);
  });
});

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

  it("filters on status, delivery and language, hiding archived and spam unless asked", async () => {
    const word = uniqueWord();
    const made: Record<string, StoredMessage> = {};
    for (const status of ["new", "archived", "spam"] as const) {
      const message = await inInbox({ subject: word, locale: status === "new" ? "en" : "fr" });
      await setStatus(env.DB, message.id, status);
      made[status] = message;
    }
    await deliveredAs(made.new!.id, "failed");
    expect(ids((await search(filter({ q: word }))).messages)).toEqual([made.new!.id]);
    expect(ids((await search(filter({ q: word, statuses: ["spam"] }))).messages)).toEqual([made.spam!.id]);
    expect((await search(filter({ q: word, delivery: "sent" }))).messages).toEqual([]);
    expect(ids((await search(filter({ q: word, delivery: "failed", locale: "en" }))).messages)).toEqual([made.new!.id]);
  });

  it("pages newest first at exactly its size, continuing after the last id shown", async () => {
    const word = uniqueWord();
    const made: StoredMessage[] = [];
    for (let i = 0; i < 5; i++) made.push(await inInbox({ subject: `${word} ${i}` }, Date.now() - i * 1000));
    const first = await search(filter({ q: word }), { limit: 2 });
    expect(ids(first.messages)).toEqual(ids(made.slice(0, 2)));
    const second = await search(filter({ q: word }), { limit: 2, before: first.cursor! });
    expect(ids(second.messages)).toEqual(ids(made.slice(2, 4)));
    const last = await search(filter({ q: word }), { limit: 2, before: second.cursor! });
    expect(ids(last.messages)).toEqual(ids(made.slice(4)));
    expect(last.cursor).toBeNull();
  });
});
