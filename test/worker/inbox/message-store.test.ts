import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { newId } from "../../../src/inbox/ids";
import { LEGACY_READS, MessageStore, RETENTION_SECONDS } from "../../../src/inbox/message-store";
import { personHash, personIndexPrefix } from "../../../src/inbox/person";
import { allKeys, validMessage } from "../fixtures/contact";
import { kvDown, kvWith } from "../fixtures/kv";

const draft = { ...validMessage, company: null, locale: "fr" as const, page: "/contact" };

/** A store on a clock the test holds: `tick(ms)` moves it on. */
function heldStore(start = Date.UTC(2026, 10, 22, 9, 0, 0)) {
  let now = start;
  return { store: new MessageStore(env.CONTACT_MESSAGES, () => now), tick: (ms: number) => (now += ms) };
}

const expirationOf = async (id: string) =>
  (await allKeys()).find((key) => key.name === MessageStore.keyOf(id))?.expiration;

describe("the message store", () => {
  it("lists newer messages first, even a millisecond apart", async () => {
    const { store, tick } = heldStore();
    const first = await store.create({ ...draft, subject: "older" });
    tick(1);
    const second = await store.create({ ...draft, subject: "newer" });
    const names = (await allKeys()).map((k) => k.name);
    expect(names.indexOf(MessageStore.keyOf(second.id)!)).toBeLessThan(names.indexOf(MessageStore.keyOf(first.id)!));
  });

  it("gives a message back by its id, and nothing for an id that is not one of ours", async () => {
    const { store } = heldStore();
    const message = await store.create(draft);
    expect(await store.get(message.id)).toEqual(message);
    for (const id of ["", "../../etc/passwd", "v1:message:1", crypto.randomUUID(), message.id.toUpperCase()])
      expect(await store.get(id), id).toBeNull();
    // A well-formed id of a message that never was.
    expect(await store.get(newId(Date.now()))).toBeNull();
  });

  it("expires a message 12 months after receipt, and a later update does not push that back", async () => {
    const { store, tick } = heldStore(Date.now());
    const message = await store.create(draft);
    const expected = Math.floor(Date.parse(message.receivedAt) / 1000) + RETENTION_SECONDS;
    expect(await expirationOf(message.id)).toBe(expected);
    tick(3 * 24 * 3600 * 1000);
    await store.setDelivery(message.id, { state: "sent", attempts: 1 });
    expect(await expirationOf(message.id)).toBe(expected);
  });

  it("records delivery: attempts kept unless given, the last error kept until sent, and capped", async () => {
    const { store, tick } = heldStore();
    const message = await store.create(draft);
    tick(60_000);
    const failing = await store.setDelivery(message.id, { state: "pending", attempts: 2, lastError: "x".repeat(900) });
    expect(failing?.delivery).toMatchObject({ state: "pending", attempts: 2, updatedAt: "2026-11-22T09:01:00.000Z" });
    expect(failing?.delivery.lastError).toHaveLength(500);
    const failed = await store.setDelivery(message.id, { state: "failed" });
    expect(failed?.delivery).toMatchObject({ state: "failed", attempts: 2 });
    expect(failed?.delivery.lastError).toHaveLength(500);
    const sent = await store.setDelivery(message.id, { state: "sent" });
    expect(sent?.delivery.lastError).toBeUndefined();
    // What the visitor wrote is untouched by delivery updates.
    expect(sent).toMatchObject({ subject: draft.subject, message: draft.message });
  });

  it("deletes once: the message, then null; updating a deleted message is a no-op", async () => {
    const { store } = heldStore();
    const message = await store.create(draft);
    expect(await store.delete(message.id)).toEqual(message);
    expect(await store.delete(message.id)).toBeNull();
    expect(await store.setDelivery(message.id, { state: "sent" })).toBeNull();
    expect(await store.setStatus(message.id, "read")).toBeNull();
    expect(await store.get(message.id)).toBeNull();
    expect(await store.delete("not-an-id")).toBeNull();
  });

  it("pages through every message with the KV cursor, and all() walks the same list", async () => {
    const { store, tick } = heldStore(Date.UTC(2036, 11, 1));
    const created = [];
    for (let i = 0; i < 5; i++) {
      created.push(await store.create({ ...draft, subject: `page test ${i}` }));
      tick(1);
    }
    // Later than any other test's messages (KV expirations stop in 2038), so these five are the newest in the namespace and list first.
    const first = await store.list({ limit: 2 });
    expect(first.messages.map((m) => m.subject)).toEqual(["page test 4", "page test 3"]);
    expect(first.cursor).not.toBeNull();
    const second = await store.list({ cursor: first.cursor, limit: 2 });
    expect(second.messages.map((m) => m.subject)).toEqual(["page test 2", "page test 1"]);
    const walked = [];
    for await (const message of store.all()) walked.push(message.id);
    expect(walked.slice(0, 5)).toEqual(created.map((m) => m.id).reverse());
    for (const message of created) await store.delete(message.id);
  });

  it("gives every new message the status new, and reads a record stored before statuses as new", async () => {
    const { store } = heldStore();
    const message = await store.create(draft);
    expect(message.status).toBe("new");
    // A v1 record as written before this change: no status, no key metadata.
    const legacyId = newId(Date.UTC(2026, 9, 1));
    const { status: _, ...legacy } = { ...message, id: legacyId, receivedAt: "2026-10-01T00:00:00.000Z" };
    await env.CONTACT_MESSAGES.put(MessageStore.keyOf(legacyId)!, JSON.stringify(legacy));
    expect((await store.get(legacyId))?.status).toBe("new");
    await store.delete(legacyId);
  });

  it("changes a status, keeping the expiry and the metadata listings filter on", async () => {
    const { store, tick } = heldStore(Date.now());
    const message = await store.create(draft);
    const expected = Math.floor(Date.parse(message.receivedAt) / 1000) + RETENTION_SECONDS;
    tick(60_000);
    const answered = await store.setStatus(message.id, "answered");
    expect(answered).toMatchObject({ status: "answered", subject: draft.subject });
    expect(await expirationOf(message.id)).toBe(expected);
    const key = (await allKeys()).find((k) => k.name === MessageStore.keyOf(message.id));
    expect(key?.metadata).toEqual({ s: "answered", d: "pending", l: "fr", p: await personHash(draft.email) });
  });

  it("finds one person's messages whatever the letter case, through the index, and erases them all", async () => {
    const { store, tick } = heldStore(Date.now());
    const local = `erase-${crypto.randomUUID().slice(0, 8)}`;
    const spellings = [
      `${local}@SecTest.example`,
      ` ${local.toUpperCase()}@sectest.EXAMPLE`,
      `${local}@sectest.example`,
    ];
    const mine = [];
    for (const email of spellings) {
      mine.push(await store.create({ ...draft, email }));
      tick(1000);
    }
    const other = await store.create({ ...draft, email: `someone-else-${local}@sectest.example` });
    const found = await store.byPerson(await personHash(`${local.toUpperCase()}@SECTEST.EXAMPLE`));
    expect(found.messages.map((m) => m.id)).toEqual(mine.map((m) => m.id).reverse());
    const erased = await store.erasePerson(await personHash(`${local}@sectest.example`));
    expect(erased.messages).toHaveLength(3);
    for (const message of mine) expect(await store.get(message.id)).toBeNull();
    const index = await env.CONTACT_MESSAGES.list({ prefix: personIndexPrefix(await personHash(spellings[0]!)) });
    expect(index.keys).toEqual([]);
    expect(await store.get(other.id)).not.toBeNull();
  });

  it("indexes a person's messages with the same expiry as the messages, and deleting one drops its entry", async () => {
    const { store } = heldStore(Date.now());
    const email = `index-${crypto.randomUUID().slice(0, 8)}@sectest.example`;
    const message = await store.create({ ...draft, email });
    const prefix = personIndexPrefix(await personHash(email));
    const [entry] = (await env.CONTACT_MESSAGES.list({ prefix })).keys;
    expect(entry?.name.endsWith(message.id)).toBe(true);
    expect(entry?.name).not.toContain("@");
    expect(entry?.expiration).toBe(await expirationOf(message.id));
    await store.delete(message.id);
    expect((await env.CONTACT_MESSAGES.list({ prefix })).keys).toEqual([]);
  });

  it("reads a lone surrogate stored before the schema refused it as U+FFFD", async () => {
    const { store } = heldStore();
    const message = await store.create({ ...draft, lastName: "\udc00x", subject: "a\ud800" });
    const read = await store.get(message.id);
    expect(read).toMatchObject({ lastName: "\ufffdx", subject: "a\ufffd" });
  });
});

/** What KV holds of one person: message keys whose value names them, and their index entries. */
async function traces(email: string) {
  const hash = await personHash(email);
  const messages = [];
  for (const key of await allKeys()) {
    const value = await env.CONTACT_MESSAGES.get<{ email: string }>(key.name, "json");
    if (value && (await personHash(value.email)) === hash) messages.push(key.name);
  }
  const index = (await env.CONTACT_MESSAGES.list({ prefix: personIndexPrefix(hash) })).keys.map((k) => k.name);
  return { messages, index };
}

describe("the message store when a KV write fails half-way (docs/security.md v2-L4)", () => {
  const someone = () => `partial-${crypto.randomUUID().slice(0, 8)}@sectest.example`;

  it("never keeps a message its sender's index does not know, so an erasure finds everything", async () => {
    const email = someone();
    // The index entry cannot be written: the message must not be either.
    const noIndex = new MessageStore(kvWith({ put: (key) => (key.startsWith("v1:person:") ? kvDown() : undefined) }));
    await expect(noIndex.create({ ...draft, email })).rejects.toThrow("KV unavailable");
    expect((await traces(email)).messages).toEqual([]);
    // The message cannot be written after its index entry: an erasure removes the entry left behind.
    const noMessage = new MessageStore(
      kvWith({ put: (key) => (key.startsWith("v1:message:") ? kvDown() : undefined) }),
    );
    await expect(noMessage.create({ ...draft, email })).rejects.toThrow("KV unavailable");
    const { store } = heldStore(Date.now());
    await store.create({ ...draft, email });
    const erased = await store.erasePerson(await personHash(email));
    expect(erased.messages).toHaveLength(1);
    expect(await traces(email)).toEqual({ messages: [], index: [] });
  });

  it("lets a retried erasure finish what a failed delete left", async () => {
    const email = someone();
    const { store } = heldStore(Date.now());
    const message = await store.create({ ...draft, email });
    const failing = new MessageStore(
      kvWith({ delete: (key) => (key.startsWith("v1:message:") ? kvDown() : undefined) }),
    );
    await expect(failing.erasePerson(await personHash(email))).rejects.toThrow("KV unavailable");
    expect(await store.get(message.id)).not.toBeNull();
    expect((await store.erasePerson(await personHash(email))).messages.map((m) => m.id)).toEqual([message.id]);
    expect(await traces(email)).toEqual({ messages: [], index: [] });
  });

  it("finds and erases a message whose index entry was lost, through its key metadata", async () => {
    const email = someone();
    const { store } = heldStore(Date.now());
    const message = await store.create({ ...draft, email });
    const hash = await personHash(email);
    for (const key of (await env.CONTACT_MESSAGES.list({ prefix: personIndexPrefix(hash) })).keys) {
      await env.CONTACT_MESSAGES.delete(key.name);
    }
    expect((await store.byPerson(hash)).messages.map((m) => m.id)).toEqual([message.id]);
    await store.erasePerson(hash);
    expect(await traces(email)).toEqual({ messages: [], index: [] });
  });

  it("finds a message stored before keys carried the sender's hash, by reading it", async () => {
    const email = someone();
    const { store } = heldStore(Date.now());
    const message = await store.create({ ...draft, email });
    const key = MessageStore.keyOf(message.id)!;
    const hash = await personHash(email);
    // As written before: metadata without `p`, and no index entry.
    await env.CONTACT_MESSAGES.put(key, JSON.stringify(message), { metadata: { s: "new", d: "pending", l: "fr" } });
    for (const entry of (await env.CONTACT_MESSAGES.list({ prefix: personIndexPrefix(hash) })).keys) {
      await env.CONTACT_MESSAGES.delete(entry.name);
    }
    const found = await store.byPerson(hash);
    expect(found.messages.map((m) => m.id)).toEqual([message.id]);
    await store.erasePerson(hash);
    expect(await traces(email)).toEqual({ messages: [], index: [] });
  });

  it("never writes an erased message back from a stale copy (a late delivery or status write)", async () => {
    const email = someone();
    const { store } = heldStore(Date.now());
    const message = await store.create({ ...draft, email });
    const stale = structuredClone(message);
    await store.erasePerson(await personHash(email));
    // Production KV may serve the message, for up to a minute, where it was read before the erasure.
    const lagging = new MessageStore(
      kvWith({ get: (key) => (key === MessageStore.keyOf(message.id) ? Promise.resolve(stale) : undefined) }),
    );
    expect(await lagging.get(message.id)).not.toBeNull();
    expect(await lagging.setDelivery(message.id, { state: "sent", attempts: 1 })).toBeNull();
    expect(await lagging.setStatus(message.id, "read")).toBeNull();
    expect(await lagging.requeue(message.id)).toBeNull();
    expect(await traces(email)).toEqual({ messages: [], index: [] });
  });

  it("says how many older keys a lookup could not check, rather than answering as if complete", async () => {
    const { store } = heldStore(Date.now());
    const message = await store.create({ ...draft, email: someone() });
    const keys = Array.from({ length: LEGACY_READS + 5 }, (_, i) =>
      MessageStore.keyOf(newId(Date.UTC(2026, 0, 1) + i))!,
    );
    // Written before keys carried the sender's hash: each must be read to know whose it is.
    await Promise.all(keys.map((key) => env.CONTACT_MESSAGES.put(key, JSON.stringify(message))));
    const found = await store.byPerson(await personHash(message.email));
    expect(found.unchecked).toBeGreaterThanOrEqual(5);
    await Promise.all(keys.map((key) => env.CONTACT_MESSAGES.delete(key)));
    expect((await store.byPerson(await personHash(message.email))).unchecked).toBe(0);
  });
});
