import type { DeliveryState, MessageStatus } from "./message";
import { countMessages, lastRun, type ReconcileRun } from "./queries";

interface WeekCount {
  /** The Monday (UTC) that starts the week, as an ISO day. */
  start: string;
  count: number;
}

export interface Overview {
  total: number;
  byStatus: Record<MessageStatus, number>;
  byDelivery: Record<DeliveryState, number>;
  /** Messages received per week, oldest first, the current week last. */
  weeks: WeekCount[];
  /** What the reconciler found on its last run (decision 091); null before its first. */
  reconciler: ReconcileRun | null;
}

export const OVERVIEW_WEEKS = 12;
const WEEK_MS = 7 * 24 * 3600 * 1000;

/** The counts staff see at the top of the console: GROUP BYs in D1, nothing written (decision 090). */
export async function messageOverview(db: D1Database, now: number = Date.now()): Promise<Overview> {
  const firstWeek = mondayOf(now) - (OVERVIEW_WEEKS - 1) * WEEK_MS;
  const [counts, reconciler] = await Promise.all([
    countMessages(db, new Date(firstWeek).toISOString(), OVERVIEW_WEEKS),
    lastRun(db, "reconcile"),
  ]);
  const total = Object.values(counts.byStatus).reduce((sum, count) => sum + count, 0);
  const weeks = counts.weeks.map((count, i) => ({
    start: new Date(firstWeek + i * WEEK_MS).toISOString().slice(0, 10),
    count,
  }));
  return { total, byStatus: counts.byStatus, byDelivery: counts.byDelivery, weeks, reconciler };
}

/** Midnight UTC of the Monday of the week holding `time`. */
function mondayOf(time: number): number {
  const day = new Date(time);
  day.setUTCHours(0, 0, 0, 0);
  return day.getTime() - ((day.getUTCDay() + 6) % 7) * 24 * 3600 * 1000;
}
