import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { MessageStore, type StoredMessage } from "../../../src/inbox/message-store";
import {
  decodeCursor,
  encodeCursor,
  filterQuery,
  parseFilter,
  searchMessages,
  type MessageFilter,
} from "../../../src/inbox/message-search";
import { validMessage } from "../fixtures/contact";
import { uniqueWord } from "../fixtures/staff";

const store = new MessageStore(env.CONTACT_MESSAGES);
const draft = { ...validMessage, company: null, locale: "fr" as const, page: "/contact" };
const filter = (overrides: Partial<MessageFilter> = {}): MessageFilter => ({ statuses: [], ...overrides });
const ids = (messages: StoredMessage[]) => messages.map((m) => m.id);

describe("parseFilter", () => {
  it("reads repeated statuses once each, blank values as no filter, and cuts the words at 200 characters", () => {
    expect(
      parseFilter({ status: ["new", "spam", "new", ""], delivery: "", locale: "", q: `  ${"a".repeat(300)} ` }),
    ).toEqual({
      statuses: ["new", "spam"],
      delivery: undefined,
      locale: undefined,
      q: "a".repeat(200),
    });
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

describe("the search cursor", () => {
  it("round-trips a position, and refuses anything that is not one of ours", () => {
    for (const position of [
      { kv: null, skip: 0 },
      { kv: "AAAA+/=x", skip: 99 },
    ]) {
      expect(decodeCursor(encodeCursor(position))).toEqual(position);
    }
    const bad = [
      "",
      "%00",
      "x".repeat(2049),
      encodeCursor({ kv: null, skip: 100 }),
      encodeCursor({ kv: null, skip: -1 }),
      encodeCursor({ kv: "x".repeat(1025), skip: 0 }),
      btoa(JSON.stringify([null, 1.5])),
      btoa(JSON.stringify({ kv: null, skip: 0 })),
      btoa("not json"),
    ];
    for (const cursor of bad) expect(decodeCursor(cursor), cursor.slice(0, 30)).toBeNull();
  });
});

describe("searchMessages", () => {
  it("matches every word, case- and accent-insensitively, in names, address, company, subject and message", async () => {
    const word = uniqueWord();
    const hit = await store.create({
      ...draft,
      firstName: "Éloïse",
      company: "Cœur & Straße",
      message: `Projet ${word}`,
    });
    await store.create({ ...draft, message: `Autre ${uniqueWord()}` });
    for (const q of [`ELOISE ${word}`, `coeur ${word}`, `strasse ${word}`, `${word} jeanne.martin@example.fr`]) {
      expect(ids((await searchMessages(store, filter({ q }))).messages), q).toEqual([hit.id]);
    }
    expect((await searchMessages(store, filter({ q: `${word} absent` }))).messages).toEqual([]);
  });

  it("filters on status, delivery and language, hiding archived and spam unless asked", async () => {
    const word = uniqueWord();
    const made: Record<string, StoredMessage> = {};
    for (const status of ["new", "archived", "spam"] as const) {
      const message = await store.create({ ...draft, subject: word, locale: status === "new" ? "en" : "fr" });
      made[status] = (await store.setStatus(message.id, status))!;
    }
    await store.setDelivery(made.new!.id, { state: "failed" });
    expect(ids((await searchMessages(store, filter({ q: word }))).messages)).toEqual([made.new!.id]);
    expect(ids((await searchMessages(store, filter({ q: word, statuses: ["spam"] }))).messages)).toEqual([
      made.spam!.id,
    ]);
    expect((await searchMessages(store, filter({ q: word, delivery: "sent" }))).messages).toEqual([]);
    expect(ids((await searchMessages(store, filter({ q: word, delivery: "failed", locale: "en" }))).messages)).toEqual([
      made.new!.id,
    ]);
  });

  it("stops a page at exactly its size and continues from the next message", async () => {
    const word = uniqueWord();
    const made = [];
    for (let i = 0; i < 5; i++)
      made.push(
        await new MessageStore(env.CONTACT_MESSAGES, () => Date.now() - i * 1000).create({
          ...draft,
          subject: `${word} ${i}`,
        }),
      );
    const first = await searchMessages(store, filter({ q: word }), { limit: 2 });
    expect(ids(first.messages)).toEqual(ids(made.slice(0, 2)));
    const second = await searchMessages(store, filter({ q: word }), { limit: 2, cursor: decodeCursor(first.cursor!) });
    expect(ids(second.messages)).toEqual(ids(made.slice(2, 4)));
  });
});
