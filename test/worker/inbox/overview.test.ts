import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { MessageStore } from "../../../src/inbox/message-store";
import { messageOverview, OVERVIEW_WEEKS } from "../../../src/inbox/overview";
import { personHash, personIndexPrefix } from "../../../src/inbox/person";
import { validMessage } from "../fixtures/contact";

const draft = { ...validMessage, company: null, locale: "fr" as const, page: "/contact" };
const DAY = 24 * 3600 * 1000;
// A Wednesday, so "this week" began two days before.
const NOW = Date.UTC(2026, 10, 25, 12);

describe("the overview", () => {
  it("counts by status, by e-mail state and per week from key metadata alone", async () => {
    const before = await messageOverview(new MessageStore(env.CONTACT_MESSAGES), NOW);
    const at = (time: number) => new MessageStore(env.CONTACT_MESSAGES, () => time);
    const thisWeek = await at(NOW - DAY).create(draft);
    const lastWeek = await at(NOW - 7 * DAY).create(draft);
    await at(NOW - 7 * DAY).create(draft);
    await at(NOW - 30 * 7 * DAY).create(draft); // older than the 12 weeks shown, still counted in the totals
    await at(NOW).setStatus(thisWeek.id, "spam");
    await at(NOW).setDelivery(lastWeek.id, { state: "sent" });
    const after = await messageOverview(new MessageStore(env.CONTACT_MESSAGES), NOW);
    expect(after.total - before.total).toBe(4);
    expect(after.byStatus.spam - before.byStatus.spam).toBe(1);
    expect(after.byStatus.new - before.byStatus.new).toBe(3);
    expect(after.byDelivery.sent - before.byDelivery.sent).toBe(1);
    expect(after.weeks).toHaveLength(OVERVIEW_WEEKS);
    expect(after.weeks.at(-1)).toEqual({ start: "2026-11-23", count: before.weeks.at(-1)!.count + 1 });
    expect(after.weeks.at(-2)).toEqual({ start: "2026-11-16", count: before.weeks.at(-2)!.count + 2 });
    expect(after.capped).toBe(false);
  });

  it("rewrites an older key with its metadata, sender's hash and index entry as it counts it (decisions 020, 041)", async () => {
    const store = new MessageStore(env.CONTACT_MESSAGES, () => NOW);
    const email = `legacy-${crypto.randomUUID().slice(0, 8)}@sectest.example`;
    const message = await store.create({ ...draft, email });
    const key = MessageStore.keyOf(message.id)!;
    const hash = await personHash(email);
    // As written before metadata and the index existed.
    await env.CONTACT_MESSAGES.put(key, JSON.stringify(message));
    for (const entry of (await env.CONTACT_MESSAGES.list({ prefix: personIndexPrefix(hash) })).keys) {
      await env.CONTACT_MESSAGES.delete(entry.name);
    }
    await messageOverview(store, NOW);
    const listed = (await env.CONTACT_MESSAGES.list({ prefix: key })).keys[0];
    expect(listed?.metadata).toEqual({ s: "new", d: "pending", l: "fr", p: hash });
    expect((await env.CONTACT_MESSAGES.list({ prefix: personIndexPrefix(hash) })).keys).toHaveLength(1);
  });
});
