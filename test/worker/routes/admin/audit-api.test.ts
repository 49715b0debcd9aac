import { describe, expect, it } from "vitest";
import type { StoredMessage } from "../../../../src/inbox/message";
import { personHash } from "../../../../src/inbox/person";
import { send } from "../../fixtures/requests";
import { api, bearer, create, latestAudit, staffForm, uniqueWord } from "../../fixtures/staff";

describe("the audit trail", () => {
  it("records every staff action, newest first, with who did it", async () => {
    const message = await create();
    const other = await create();
    await staffForm(`/admin/messages/${message.id}/status`, { status: "answered" });
    await staffForm(`/admin/messages/${message.id}/resend`, {});
    await staffForm(`/admin/messages/${other.id}/status`, { status: "spam" });
    await api(`/api/admin/people/${encodeURIComponent(message.email)}`);
    await send("/api/admin/messages.csv", bearer);
    await staffForm(`/admin/messages/${other.id}/delete`, {});
    const entries = await latestAudit(6);
    expect(entries.map((e) => e.action)).toEqual([
      "delete",
      "export-csv",
      "export-person",
      "status",
      "resend",
      "status",
    ]);
    expect(entries[0]).toMatchObject({ messageIds: [other.id], who: "token" });
    expect(entries[2]).toMatchObject({ personHash: await personHash(message.email) });
    expect(entries[3]).toMatchObject({ messageIds: [other.id], status: "spam" });
    expect(entries[5]).toMatchObject({ messageIds: [message.id], status: "answered" });
    const times = entries.map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});

describe("reads of personal data on the audit trail (docs/security.md v2-L1)", () => {
  it("records each page of the list and of a search, one entry per request, with the ids and how many", async () => {
    const word = uniqueWord();
    const mine = [];
    for (let i = 0; i < 5; i++) mine.push(await create({ subject: `${word} ${i}` }, Date.now() - i * 1000));
    const first = await api<{ messages: StoredMessage[]; cursor: string }>(`/api/admin/messages?q=${word}&limit=3`);
    await api(`/api/admin/messages?q=${word}&limit=3&cursor=${first.body.cursor}`);
    await api("/api/admin/messages?limit=2");
    const [list, second, firstPage] = await latestAudit(3);
    expect(firstPage).toMatchObject({ action: "read", read: ["search"], count: 3, who: "token" });
    expect(firstPage!.messageIds).toEqual(mine.slice(0, 3).map((m) => m.id));
    expect(second).toMatchObject({
      action: "read",
      read: ["search"],
      count: 2,
      messageIds: mine.slice(3).map((m) => m.id),
    });
    expect(list).toMatchObject({ action: "read", read: ["list"], count: 2 });
    // A search that found nothing showed nothing: no entry.
    await api(`/api/admin/messages?q=${uniqueWord("absent")}`);
    expect((await latestAudit(1))[0]!.id).toBe(list!.id);
  });

  it("records a console view with a person's lookup as one entry naming both", async () => {
    const email = `${uniqueWord("read")}@sectest.example`;
    const theirs = await create({ email });
    const hash = await personHash(email);
    const before = (await latestAudit(1))[0]!.id;
    await send(`/admin?lang=en&person=${hash}`, bearer);
    const entries = await latestAudit(5);
    expect(entries.findIndex((e) => e.id === before)).toBe(1);
    expect(entries[0]).toMatchObject({ action: "read", read: ["list", "person"], personHash: hash });
    expect(entries[0]!.messageIds).toContain(theirs.id);
    expect(entries[0]!.count).toBe(entries[0]!.messageIds.length);
    const html = await (await send("/admin?lang=en", bearer)).text();
    expect(html).toContain("Messages read");
    expect(html).toContain("list page, a person’s messages");
  });

  it("records no read a request refused", async () => {
    const before = (await latestAudit(1))[0]?.id;
    await send("/api/admin/messages", { Authorization: "Bearer wrong" });
    await api("/api/admin/messages?limit=2.5");
    expect((await latestAudit(1))[0]?.id).toBe(before);
  });
});
