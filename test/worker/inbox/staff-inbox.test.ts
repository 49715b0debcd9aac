import { describe, expect, it, vi } from "vitest";
import type { AuditEntry } from "../../../src/inbox/audit-log";
import { personHash } from "../../../src/inbox/person";
import { AUDIT_WARNING } from "../../../src/inbox/staff-inbox";
import { d1With } from "../fixtures/d1";
import { inboxMessage } from "../fixtures/inbox";
import { send } from "../fixtures/requests";
import { api, bearer, create, latestAudit, staffFetchWith, uniqueWord } from "../fixtures/staff";

const outcomeFails = () => d1With((sql) => sql.startsWith("UPDATE audit"));
const entriesOf = async (hash: string): Promise<AuditEntry[]> =>
  (await latestAudit(50)).filter((entry) => entry.personHash === hash);

describe("staff reach messages only through the audited API (decision 092)", () => {
  it("an erasure whose audit outcome cannot be written answers success with a warning; the trail keeps its intent (docs/security.md v3-L5)", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const email = `${uniqueWord("warn")}@sectest.example`;
    const message = await create({ email });
    const res = await staffFetchWith(
      `/api/admin/people/${encodeURIComponent(email)}`,
      { DB: outcomeFails() },
      {
        method: "DELETE",
      },
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ deleted: 1, warning: AUDIT_WARNING });
    expect(await inboxMessage(message.id)).toBeNull();
    const [entry] = await entriesOf(await personHash(email));
    expect(entry).toMatchObject({ action: "erase-person", outcome: "intent", personHash: await personHash(email) });
    // Staff retrying find nothing left, and the trail says so: its intent, then its outcome.
    expect((await api(`/api/admin/people/${encodeURIComponent(email)}`, { method: "DELETE" })).body).toEqual({
      deleted: 0,
    });
    const [retry] = await entriesOf(await personHash(email));
    expect(retry).toMatchObject({ action: "erase-person", outcome: "done", count: 0, who: "token" });
  });

  it("a deletion, a status change and a resend say the same, never a 500 for something done", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const message = await create({ subject: uniqueWord("warned") });
    const status = await staffFetchWith(
      `/api/admin/messages/${message.id}`,
      { DB: outcomeFails() },
      { method: "PATCH", body: JSON.stringify({ status: "read" }) },
      { ...bearer, "Content-Type": "application/json" },
    );
    expect(status.status).toBe(200);
    expect(await status.json()).toMatchObject({ status: "read", warning: AUDIT_WARNING });
    const deleted = await staffFetchWith(
      `/api/admin/messages/${message.id}`,
      { DB: outcomeFails() },
      {
        method: "DELETE",
      },
    );
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ deleted: 1, warning: AUDIT_WARNING });
    expect(await inboxMessage(message.id)).toBeNull();
    // The console says it too, in its notice.
    const page = await (await send("/admin?done=deleted&warning=audit&lang=en", bearer)).text();
    expect(page).toContain("Done, but the audit trail could not record the outcome");
  });

  it("an action whose intent cannot be written is not done; a read whose entry cannot be written shows nothing", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const email = `${uniqueWord("intent")}@sectest.example`;
    const message = await create({ email });
    const noTrail = d1With((sql) => sql.startsWith("INSERT INTO audit"));
    const erase = await staffFetchWith(
      `/api/admin/people/${encodeURIComponent(email)}`,
      { DB: noTrail },
      {
        method: "DELETE",
      },
    );
    expect(erase.status).toBe(500);
    expect(await inboxMessage(message.id)).not.toBeNull();
    const read = await staffFetchWith(`/api/admin/messages/${message.id}`, { DB: noTrail });
    expect(read.status).toBe(500);
    expect(await read.text()).not.toContain(email);
  });
});
