import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { AuditPage } from "../../../../src/inbox/audit-log";
import type { StoredMessage } from "../../../../src/inbox/message-store";
import { personHash } from "../../../../src/inbox/person";
import { get } from "../../fixtures/requests";
import { api, bearer, create, staffForm, uniqueWord } from "../../fixtures/staff";

describe("a person's data", () => {
  it("finds and erases every message of a mixed-case address across three messages, with the count", async () => {
    const local = uniqueWord("erase");
    const spellings = [
      `${local}@SecTest.example`,
      `${local.toUpperCase()}@sectest.example`,
      ` ${local}@SECTEST.EXAMPLE`,
    ];
    const mine = [];
    for (const [i, email] of spellings.entries()) mine.push(await create({ email }, Date.now() - i * 1000));
    const bystander = await create({ email: `x${local}@sectest.example` });

    const res = await get(`/api/admin/people/${encodeURIComponent(`${local}@sectest.example`)}`, bearer);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Disposition")).toMatch(/^attachment; filename="personal-data-[\d-]+\.json"$/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    const exported = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes)) as {
      messages: StoredMessage[];
    };
    expect(exported.messages.map((m) => m.id)).toEqual(mine.map((m) => m.id));

    const erased = await api<{ deleted: number }>(`/api/admin/people/${encodeURIComponent(spellings[1]!)}`, {
      method: "DELETE",
    });
    expect(erased).toEqual({ status: 200, body: { deleted: 3 } });
    for (const message of mine) expect((await api(`/api/admin/messages/${message.id}`)).status).toBe(404);
    expect((await api(`/api/admin/messages/${bystander.id}`)).status).toBe(200);
    expect((await api(`/api/admin/people/${encodeURIComponent(spellings[0]!)}`, { method: "DELETE" })).body).toEqual({
      deleted: 0,
    });
  });

  it("records the erasure with the count and the address hash, never the address", async () => {
    const email = `${uniqueWord("audit")}@sectest.example`;
    await create({ email });
    await create({ email });
    await api(`/api/admin/people/${encodeURIComponent(email)}`, { method: "DELETE" });
    const { body } = await api<AuditPage>("/api/admin/audit?limit=5");
    const hash = await personHash(email);
    const entry = body.entries.find((e) => e.personHash === hash);
    expect(entry).toMatchObject({ action: "erase-person", count: 2, who: "token", messageIds: [] });
    const raw = await env.CONTACT_MESSAGES.list({ prefix: "v1:audit:" });
    for (const key of raw.keys) expect(await env.CONTACT_MESSAGES.get(key.name)).not.toContain(email);
  });

  it("refuses something that is not an address", async () => {
    expect((await api("/api/admin/people/not-an-address")).status).toBe(400);
    expect((await api("/api/admin/people/not-an-address", { method: "DELETE" })).status).toBe(400);
  });

  it("on the page: looks up an address, states the count in the confirmation, erases by form post", async () => {
    const email = `${uniqueWord("page")}@sectest.example`;
    await create({ email: email.toUpperCase() });
    await create({ email });
    const html = await (await get(`/admin?lang=en&person=${encodeURIComponent(email)}`, bearer)).text();
    expect(html).toContain(`2 messages from ${email}.`);
    expect(html).toContain(`2 messages from ${email} will be erased permanently.`);
    expect(html).toContain("Erase all 2 messages");
    expect(html).toContain(`href="/api/admin/people/${encodeURIComponent(email)}"`);
    const forged = await staffForm("/admin/people/erase", { email }, "https://evil.example");
    expect(forged.status).toBe(403);
    expect(forged.headers.get("Cache-Control")).toBe("no-store");
    const res = await staffForm("/admin/people/erase", { email });
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/admin?done=erased&count=2#people");
    const after = await (await get("/admin?lang=en&done=erased&count=2", bearer)).text();
    expect(after).toContain("2 messages erased.");
  });
});
