import { describe, expect, it, vi } from "vitest";
import type { AuditEntry } from "../../../src/inbox/audit-log";
import { personHash } from "../../../src/inbox/person";
import { d1With } from "../fixtures/d1";
import { inboxMessage } from "../fixtures/inbox";
import { send } from "../fixtures/requests";
import { bearer, create, latestAudit, staffFetchWith, staffForm, uniqueWord } from "../fixtures/staff";

const outcomeFails = () => d1With((sql) => sql.startsWith("UPDATE audit"));
const entriesOf = async (hash: string): Promise<AuditEntry[]> =>
  (await latestAudit(50)).filter((entry) => entry.personHash === hash);

describe("staff reach messages only through the audited inbox (decision 092)", () => {
  it("an erasure whose audit outcome cannot be written is done, and says so; the trail keeps its intent (docs/security.md v3-L5)", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const email = `${uniqueWord("warn")}@sectest.example`;
    const message = await create({ email });
    const res = await staffForm("/admin/people/erase", { email }, { overrides: { DB: outcomeFails() } });
    expect(res.headers.get("Location")).toMatch(/done=erased&count=1&.*warning=audit/);
    expect(await inboxMessage(message.id)).toBeNull();
    const [entry] = await entriesOf(await personHash(email));
    expect(entry).toMatchObject({ action: "erase-person", outcome: "intent", personHash: await personHash(email) });
    // Staff retrying find nothing left, and the trail says so: its intent, then its outcome.
    expect((await staffForm("/admin/people/erase", { email })).headers.get("Location")).toMatch(/count=0/);
    const [retry] = await entriesOf(await personHash(email));
    expect(retry).toMatchObject({ action: "erase-person", outcome: "done", count: 0, who: "token" });
  });

  it("a deletion and a status change say the same, never a 500 for something done", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const message = await create({ subject: uniqueWord("warned") });
    const status = await staffForm(
      `/admin/messages/${message.id}/status`,
      { status: "read" },
      { overrides: { DB: outcomeFails() } },
    );
    expect(status.headers.get("Location")).toMatch(/done=status&warning=audit/);
    expect((await inboxMessage(message.id))?.status).toBe("read");
    const deleted = await staffForm(`/admin/messages/${message.id}/delete`, {}, { overrides: { DB: outcomeFails() } });
    expect(deleted.headers.get("Location")).toMatch(/done=deleted&warning=audit/);
    expect(await inboxMessage(message.id)).toBeNull();
    const page = await (await send("/admin?done=deleted&warning=audit&lang=en", bearer)).text();
    expect(page).toContain("Done, but the audit trail could not record the outcome");
  });

  it("an action whose intent cannot be written is not done; a read whose entry cannot be written shows nothing", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const email = `${uniqueWord("intent")}@sectest.example`;
    const message = await create({ email });
    const noTrail = d1With((sql) => sql.startsWith("INSERT INTO audit"));
    expect((await staffForm("/admin/people/erase", { email }, { overrides: { DB: noTrail } })).status).toBe(500);
    expect(await inboxMessage(message.id)).not.toBeNull();
    const read = await staffFetchWith(`/api/admin/messages?q=${email.split("@")[0]}`, { DB: noTrail });
    expect(read.status).toBe(500);
    expect(await read.text()).not.toContain(email);
  });
});
