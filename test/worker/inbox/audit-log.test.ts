import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { AUDIT_RETENTION_SECONDS, AuditLog } from "../../../src/inbox/audit-log";
import { isUuidV7, timeOfId } from "../../../src/inbox/ids";

/** A trail on a clock the test holds, far in the future so its entries list first. */
function heldLog(start = Date.UTC(2037, 0, 1)) {
  let now = start;
  return { log: new AuditLog(env.CONTACT_MESSAGES, () => now), tick: (ms: number) => (now += ms) };
}

describe("the audit trail", () => {
  it("records an entry with a UUIDv7 of its time, lists newest first, and pages with a cursor", async () => {
    const { log, tick } = heldLog();
    const first = await log.record({ action: "delete", who: "token", messageIds: ["a"] });
    tick(1);
    const second = await log.record({
      action: "read",
      read: ["list"],
      who: "anna@ludora.example",
      messageIds: [],
      count: 0,
    });
    expect(isUuidV7(first.id)).toBe(true);
    expect(timeOfId(first.id)).toBe(Date.parse(first.at));
    const page = await log.list({ limit: 1 });
    expect(page.entries).toEqual([second]);
    const next = await log.list({ limit: 1, cursor: page.cursor });
    expect(next.entries).toEqual([first]);
  });

  it("keeps each entry 12 months from when it was written, under a key that sorts newest first", async () => {
    const { log } = heldLog(Date.UTC(2036, 11, 20));
    const entry = await log.record({ action: "export-csv", who: "token", messageIds: [], count: 3 });
    const keys = (await env.CONTACT_MESSAGES.list({ prefix: "v1:audit:" })).keys;
    const key = keys.find((k) => k.name.endsWith(entry.id));
    expect(key?.name).toMatch(/^v1:audit:\d{15}:/);
    expect(key?.expiration).toBe(Math.floor(Date.UTC(2036, 11, 20) / 1000) + AUDIT_RETENTION_SECONDS);
  });

  it("asks KV for at most 100 entries a page, and at least one", async () => {
    const { log } = heldLog();
    expect((await log.list({ limit: 0 })).entries.length).toBeLessThanOrEqual(1);
    expect((await log.list({ limit: 1000 })).entries.length).toBeLessThanOrEqual(100);
  });
});
