import { describe, expect, it } from "vitest";
import type { StoredMessage } from "../../../../src/inbox/message-store";
import { api, create, uniqueWord } from "../../fixtures/staff";

type Page = { messages: StoredMessage[]; cursor: string | null };

describe("PATCH /api/admin/messages/:id", () => {
  it("sets each status and answers the updated message", async () => {
    const message = await create();
    for (const status of ["read", "answered", "archived", "spam", "new"]) {
      const res = await api<StoredMessage>(`/api/admin/messages/${message.id}`, {
        method: "PATCH",
        body: JSON.stringify({ status }),
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: message.id, status, subject: message.subject });
      expect((await api<StoredMessage>(`/api/admin/messages/${message.id}`)).body.status).toBe(status);
    }
  });

  it("answers 400 for an unknown status or no body, 404 for an unknown id", async () => {
    const message = await create();
    for (const body of [JSON.stringify({ status: "done" }), JSON.stringify({}), "not json"]) {
      const res = await api(`/api/admin/messages/${message.id}`, { method: "PATCH", body });
      expect(res.status, body).toBe(400);
    }
    expect((await api<StoredMessage>(`/api/admin/messages/${message.id}`)).body.status).toBe("new");
    const missing = await api("/api/admin/messages/01900000-0000-7000-8000-000000000000", {
      method: "PATCH",
      body: JSON.stringify({ status: "read" }),
    });
    expect(missing.status).toBe(404);
  });
});

describe("GET /api/admin/messages: search and filters", () => {
  it("finds a word of the message, and a name by its accent-less, lower-case spelling", async () => {
    const word = uniqueWord();
    const accented = await create({ firstName: "Éloïse", message: `Bonjour, projet ${word} à Nîmes.` });
    await create({ message: `Rien à voir ${uniqueWord()}` });
    const byWord = await api<Page>(`/api/admin/messages?q=${word.toUpperCase()}`);
    expect(byWord.body.messages.map((m) => m.id)).toEqual([accented.id]);
    const byPlainSpelling = await api<Page>(`/api/admin/messages?q=${encodeURIComponent(`eloise nimes ${word}`)}`);
    expect(byPlainSpelling.body.messages.map((m) => m.id)).toEqual([accented.id]);
    expect((await api<Page>(`/api/admin/messages?q=${word}+absent`)).body.messages).toEqual([]);
  });

  it("hides archived and spam by default, and shows them when asked (status is repeatable)", async () => {
    const word = uniqueWord();
    const ids: Record<string, string> = {};
    for (const status of ["new", "read", "answered", "archived", "spam"] as const) {
      const message = await create({ subject: `${word} ${status}` });
      await api(`/api/admin/messages/${message.id}`, { method: "PATCH", body: JSON.stringify({ status }) });
      ids[status] = message.id;
    }
    const statuses = async (query: string) =>
      (await api<Page>(`/api/admin/messages?q=${word}${query}`)).body.messages.map((m) => m.status).sort();
    expect(await statuses("")).toEqual(["answered", "new", "read"]);
    expect(await statuses("&status=archived&status=spam")).toEqual(["archived", "spam"]);
    expect(await statuses("&status=spam")).toEqual(["spam"]);
  });

  it("filters by delivery state and language, and refuses values it does not know", async () => {
    const word = uniqueWord();
    const english = await create({ subject: word, locale: "en" });
    const french = await create({ subject: word, locale: "fr" });
    await api(`/api/admin/messages/${french.id}/resend`, { method: "POST" });
    const ids = async (query: string) =>
      (await api<Page>(`/api/admin/messages?q=${word}${query}`)).body.messages.map((m) => m.id);
    expect(await ids("&locale=en")).toEqual([english.id]);
    expect(await ids("&locale=fr")).toEqual([french.id]);
    expect(await ids("&delivery=failed")).toEqual([]);
    for (const query of ["&status=done", "&delivery=lost", "&locale=de"]) {
      expect((await api(`/api/admin/messages?q=${word}${query}`)).status, query).toBe(400);
    }
  });

  it("pages through matches only, keeping the filter across the cursor", async () => {
    const word = uniqueWord();
    const created = [];
    for (let i = 0; i < 7; i++) created.push(await create({ subject: `${word} ${i}` }, Date.now() - i * 1000));
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${cursor}` : "";
      const page: Page = (await api<Page>(`/api/admin/messages?q=${word}&limit=3${query}`)).body;
      expect(page.messages.length).toBeLessThanOrEqual(3);
      seen.push(...page.messages.map((m) => m.id));
      cursor = page.cursor;
    } while (cursor && seen.length < 20);
    expect(seen).toEqual(created.map((m) => m.id));
  });

  it("refuses a limit that is not a whole number from 1 to 100, rather than widening the page", async () => {
    const word = uniqueWord();
    for (let i = 0; i < 3; i++) await create({ subject: `${word} ${i}` });
    for (const limit of ["2.5", "0", "-1", "1e2", "101", "500", "x", ""]) {
      const res = await api<Page>(`/api/admin/messages?q=${word}&limit=${limit}`);
      expect(res.status, `limit=${limit}`).toBe(400);
    }
    const two = await api<Page>(`/api/admin/messages?q=${word}&limit=2`);
    expect(two.body.messages).toHaveLength(2);
    for (const limit of ["2.5", "0", "101"]) {
      expect((await api(`/api/admin/audit?limit=${limit}`)).status, `audit limit=${limit}`).toBe(400);
    }
  });
});
