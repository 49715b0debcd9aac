import { describe, expect, it, vi } from "vitest";
import type { StoredMessage } from "../../../../src/inbox/message";
import { csvSeparator } from "../../../../src/inbox/csv";
import { locales } from "../../../../src/i18n/locale-list";

/** A delivery that failed its five tries. */
const failedDelivery = (lastError?: string): StoredMessage["delivery"] => ({
  state: "failed",
  attempts: 5,
  updatedAt: new Date().toISOString(),
  ...(lastError ? { lastError } : {}),
});
import { storedMessage, validMessage } from "../../fixtures/contact";
import { readAsSpreadsheet } from "../../fixtures/csv";
import { send } from "../../fixtures/requests";
import { api, bearer, create, latestAudit, refusingQueue, staffForm } from "../../fixtures/staff";

// Search, filters and paging are the inbox's (test/worker/inbox/search.test.ts); here, what the API refuses.
describe("GET /api/admin/messages refuses what it cannot read", () => {
  it("a filter value it does not know, and a limit that is not a whole number from 1 to 100, rather than widening the page", async () => {
    for (const query of ["status=done", "delivery=lost", "locale=de"]) {
      expect((await api(`/api/admin/messages?${query}`)).status, query).toBe(400);
    }
    for (const limit of ["2.5", "0", "1e2", "101", "x", ""]) {
      expect((await api(`/api/admin/messages?limit=${limit}`)).status, `limit=${limit}`).toBe(400);
    }
  });

  it("a junk cursor with 400 from the API, and the first page in the console", async () => {
    for (const cursor of ["%00junk", "x".repeat(2000), "%F0%9F%92%A5"]) {
      const res = await send(`/api/admin/messages?cursor=${cursor}`, bearer);
      expect(res.status, cursor).toBe(400);
      expect(await res.json()).toEqual({ error: "Invalid cursor" });
      const inbox = await send(`/admin?cursor=${cursor}`, bearer);
      expect(inbox.status, cursor).toBe(303);
      expect(inbox.headers.get("Location")).toBe("/admin");
    }
  });
});

describe("a resend from the console", () => {
  const resend = (id: string, queue: Queue) =>
    staffForm(`/admin/messages/${id}/resend`, { back: "lang=en" }, { overrides: { CONTACT_MAIL: queue } });

  it("puts a job for the failed message's next round on the queue, and the message is pending", async () => {
    const message = await create({ subject: "Failed once", delivery: failedDelivery("451") });
    const queued = vi.fn<(job: unknown) => Promise<void>>(() => Promise.resolve());
    const res = await resend(message.id, { send: queued } as unknown as Queue);
    expect(res.headers.get("Location")).toBe("/admin?lang=en&done=resent");
    expect((await storedMessage(message.id))?.delivery).toMatchObject({ state: "pending", attempts: 5, round: 1 });
    expect(queued.mock.calls.map(([job]) => job)).toEqual([{ id: message.id, round: 1 }]);
    expect((await latestAudit(1))[0]).toMatchObject({ action: "resend", messageIds: [message.id], queued: true });
  });

  it("says plainly when the queue refuses it, marks the message failed with the reason, and records it (docs/security.md v2-M1)", async () => {
    const message = await create({ subject: "Queue down at resend", delivery: failedDelivery() });
    const posted = await resend(message.id, refusingQueue);
    expect(posted.status).toBe(303);
    expect(posted.headers.get("Location")).toBe("/admin?lang=en&done=notQueued");
    const stored = await storedMessage(message.id);
    expect(stored?.delivery).toMatchObject({ state: "failed", round: 1 });
    expect(stored?.delivery.lastError).toContain("queue unavailable");
    expect((await latestAudit(1))[0]).toMatchObject({ action: "resend", messageIds: [message.id], queued: false });
    const page = await (await send("/admin?lang=en&done=notQueued", bearer)).text();
    expect(page).toContain("The e-mail could not be queued again: the message is marked as failed.");
  });
});

describe("GET /api/admin/messages.csv", () => {
  it("downloads every message with its values escaped and formulas defused, split as the console's language asks", async () => {
    const tricky = await create({
      firstName: '=HYPERLINK("http://evil.example")',
      company: null,
      subject: 'Devis, "urgent"',
      message: "Bonjour;=2+5\nLigne 2, avec virgule\r\n+33 1 23",
    });
    for (const lang of locales) {
      const separator = csvSeparator(lang);
      const res = await send(`/api/admin/messages.csv?lang=${lang}`, bearer);
      expect(res.status).toBe(200);
      expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
      expect(res.headers.get("Content-Disposition")).toMatch(
        /^attachment; filename="contact-messages-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      const rows = readAsSpreadsheet(new Uint8Array(await res.arrayBuffer()), separator);
      expect(rows.find((cells) => cells[0] === tricky.id)).toEqual([
        tricky.id,
        tricky.receivedAt,
        "fr",
        "/",
        "pending",
        "0",
        '\'=HYPERLINK("http://evil.example")',
        "Martin",
        validMessage.email,
        "",
        'Devis, "urgent"',
        // Each line, and each part after a separator, starting a formula is defused too (docs/security.md
        // v3-L2, v4-L2).
        "Bonjour;'=2+5\nLigne 2, avec virgule\r\n'+33 1 23",
      ]);
    }
  });
});
