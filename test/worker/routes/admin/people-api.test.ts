import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { StoredMessage } from "../../../../src/inbox/message";
import { personHash } from "../../../../src/inbox/person";
import { Intake, INTAKE_PREFIX } from "../../../../src/inbox/intake";
import { insertMessage } from "../../../../src/inbox/queries";
import { validMessage } from "../../fixtures/contact";
import { inboxMessage } from "../../fixtures/inbox";
import { send } from "../../fixtures/requests";
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

    const res = await send(`/api/admin/people/${encodeURIComponent(`${local}@sectest.example`)}`, bearer);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Disposition")).toMatch(/^attachment; filename="personal-data-[\d-]+\.json"$/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    const exported = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes)) as {
      messages: StoredMessage[];
    };
    expect(exported.messages.map((m) => m.id)).toEqual(mine.map((m) => m.id));

    const erased = await staffForm("/admin/people/erase", { email: spellings[1]! });
    expect(erased.headers.get("Location")).toMatch(/done=erased&count=3&/);
    for (const message of mine) expect(await inboxMessage(message.id)).toBeNull();
    expect(await inboxMessage(bystander.id)).not.toBeNull();
    const again = await staffForm("/admin/people/erase", { email: spellings[0]! });
    expect(again.headers.get("Location")).toMatch(/done=erased&count=0&/);
    // The trail of the erasure (test/worker/inbox/staff-inbox.test.ts) names the person by hash, never the address.
    const audit = await env.DB.prepare("SELECT * FROM audit").all();
    expect(JSON.stringify(audit.results)).not.toContain(local);
  });

  it("erases a person from both stores: the inbox and an intake copy not yet brought in (decision 090)", async () => {
    const email = `${uniqueWord("both")}@sectest.example`;
    const inInbox = await create({ email });
    const copy = await new Intake(env.CONTACT_MESSAGES).store({ locale: "fr", page: "/", ...validMessage, email });
    const exported = await api<{ messages: StoredMessage[] }>(`/api/admin/people/${encodeURIComponent(email)}`);
    expect(exported.body.messages.map((m) => m.id).sort()).toEqual([inInbox.id, copy.id].sort());
    const res = await staffForm("/admin/people/erase", { email });
    expect(res.headers.get("Location")).toMatch(/done=erased&count=2&/);
    expect(await env.CONTACT_MESSAGES.get(`${INTAKE_PREFIX}${copy.id}`)).toBeNull();
    // A late copy of either (a stale KV read, a retried job) is never brought back.
    await insertMessage(env.DB, copy, await personHash(email));
    await insertMessage(env.DB, inInbox, await personHash(email));
    expect((await api(`/api/admin/people/${encodeURIComponent(email)}`)).body).toMatchObject({ messages: [] });
  });

  it("refuses something that is not an address", async () => {
    expect((await api("/api/admin/people/not-an-address")).status).toBe(400);
  });

  it("on the page: looks a person up by form post, never with the address in a URL (docs/security.md v2-L5)", async () => {
    const email = `${uniqueWord("page")}@sectest.example`;
    await create({ email: email.toUpperCase() });
    await create({ email });
    const hash = await personHash(email);
    const found = await staffForm("/admin/people/find?lang=en", { email: ` ${email.toUpperCase()}` });
    expect(found.status).toBe(303);
    const location = found.headers.get("Location")!;
    expect(location).toBe(`/admin?lang=en&person=${hash}#people`);
    const html = await (await send(location.replace(/#.*/, ""), bearer)).text();
    expect(html).toContain(`2 messages from ${email}.`);
    expect(html).toContain(`href="/api/admin/people/${hash}"`);
    expect(html).toContain(`<input type="hidden" name="person" value="${hash}"/>`);
    // The address shows as text on the page, never in a link or form target the browser would request
    // (the reply links are mailto:, which open the mail client and reach no server).
    for (const attribute of html.match(/(href|action)="(?!mailto:)[^"]*"/g) ?? []) {
      expect(attribute).not.toMatch(/@|%40/);
    }
    // An address in the URL is not a lookup.
    const byAddress = await (await send(`/admin?lang=en&person=${encodeURIComponent(email)}`, bearer)).text();
    expect(byAddress).not.toContain(`messages from ${email}`);
  });

  it("on the page: keeps a mistyped address in the form with the error, answering the post itself", async () => {
    const res = await staffForm("/admin/people/find?lang=en", { email: "not-an-address" });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Enter a full e-mail address");
    expect(html).toMatch(/<input[^>]*id="person-email"[^>]*value="not-an-address"/);
  });
});
