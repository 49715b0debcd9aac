import {
  deliveryStates,
  MESSAGE_PREFIX,
  MessageStore,
  messageStatuses,
  type DeliveryState,
  type MessageKeyMeta,
  type MessageStatus,
} from "./message-store";

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
  /** True when the store holds more than the scan reads: the figures are for the newest ones. */
  capped: boolean;
}

export const OVERVIEW_WEEKS = 12;
/** 10 listings of 1 000 keys: a year of a studio's contact form many times over, in 10 KV operations. */
const LIST_CALLS = 10;
/**
 * Records written before key metadata existed, or before it carried the person hash, are read and rewritten
 * with their metadata and person-index entry while at it (decision 020); at most this many per request (four
 * KV operations each), so a console view with a search and a person's lookup stays inside the limit of
 * 1 000 KV operations.
 */
const LEGACY_UPGRADES = 50;
const WEEK_MS = 7 * 24 * 3600 * 1000;

/** The counts staff see at the top of the console, from key metadata: no message value is read. */
export async function messageOverview(store: MessageStore, now: number = Date.now()): Promise<Overview> {
  const byStatus = Object.fromEntries(messageStatuses.map((s) => [s, 0])) as Record<MessageStatus, number>;
  const byDelivery = Object.fromEntries(deliveryStates.map((d) => [d, 0])) as Record<DeliveryState, number>;
  const firstWeek = mondayOf(now) - (OVERVIEW_WEEKS - 1) * WEEK_MS;
  const weeks = Array.from({ length: OVERVIEW_WEEKS }, (_, i) => ({
    start: new Date(firstWeek + i * WEEK_MS).toISOString().slice(0, 10),
    count: 0,
  }));
  let total = 0;
  let upgrades = 0;
  let cursor: string | undefined;
  for (let call = 0; call < LIST_CALLS; call++) {
    const page = await store.kv.list<MessageKeyMeta>({ prefix: MESSAGE_PREFIX, cursor });
    for (const key of page.keys) {
      let meta = key.metadata;
      if (!meta?.p && upgrades < LEGACY_UPGRADES) {
        upgrades++;
        const message = await store.upgradeKey(key.name);
        if (!message) continue;
        meta = { s: message.status, d: message.delivery.state, l: message.locale };
      }
      total++;
      byStatus[meta?.s ?? "new"]++;
      if (meta) byDelivery[meta.d]++;
      const week = Math.floor((MessageStore.timeOfKey(key.name) - firstWeek) / WEEK_MS);
      if (week >= 0 && week < OVERVIEW_WEEKS) weeks[week]!.count++;
    }
    if (page.list_complete) return { total, byStatus, byDelivery, weeks, capped: false };
    cursor = page.cursor;
  }
  return { total, byStatus, byDelivery, weeks, capped: true };
}

/** Midnight UTC of the Monday of the week holding `time`. */
function mondayOf(time: number): number {
  const day = new Date(time);
  day.setUTCHours(0, 0, 0, 0);
  return day.getTime() - ((day.getUTCDay() + 6) % 7) * 24 * 3600 * 1000;
}
