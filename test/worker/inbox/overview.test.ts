import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { messageOverview, OVERVIEW_WEEKS } from "../../../src/inbox/overview";
import { setStatus } from "../../../src/inbox/queries";
import { deliveredAs, inInbox } from "../fixtures/inbox";

const DAY = 24 * 3600 * 1000;
// A Wednesday, so "this week" began two days before.
const NOW = Date.UTC(2026, 10, 25, 12);

describe("the overview", () => {
  it("counts by status, by e-mail state and per week, with SQL alone", async () => {
    const before = await messageOverview(env.DB, NOW);
    const thisWeek = await inInbox({}, NOW - DAY);
    const lastWeek = await inInbox({}, NOW - 7 * DAY);
    await inInbox({}, NOW - 7 * DAY);
    await inInbox({}, NOW - 30 * 7 * DAY); // older than the 12 weeks shown, still counted in the totals
    await setStatus(env.DB, thisWeek.id, "spam");
    await deliveredAs(lastWeek.id, "sent");

    const after = await messageOverview(env.DB, NOW);
    expect(after.total - before.total).toBe(4);
    expect(after.byStatus.spam - before.byStatus.spam).toBe(1);
    expect(after.byStatus.new - before.byStatus.new).toBe(3);
    expect(after.byDelivery.sent - before.byDelivery.sent).toBe(1);
    expect(after.weeks).toHaveLength(OVERVIEW_WEEKS);
    expect(after.weeks.at(-1)).toEqual({ start: "2026-11-23", count: before.weeks.at(-1)!.count + 1 });
    expect(after.weeks.at(-2)).toEqual({ start: "2026-11-16", count: before.weeks.at(-2)!.count + 2 });
  });
});
