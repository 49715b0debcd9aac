import * as z from "zod/mini";
import { locales, type Locale } from "../i18n/locale-list";
import { deliveryStates, messageStatuses, type DeliveryState, type MessageStatus } from "./message";

export interface MessageFilter {
  /** Empty: every status but `archived` and `spam` (what staff have not put away). */
  statuses: MessageStatus[];
  delivery?: DeliveryState;
  locale?: Locale;
  /** Words that must all appear, case- and accent-insensitively, in names, address, company, subject or message. */
  q?: string;
}

export const DEFAULT_HIDDEN: readonly MessageStatus[] = ["archived", "spam"];

const makeFilterSchema = () =>
  z.object({
    status: z.array(z.enum(messageStatuses)),
    delivery: z.optional(z.enum(deliveryStates)),
    locale: z.optional(z.enum(locales)),
    q: z.optional(z.string()),
  });
/** Built on the first staff search rather than when an isolate starts (decision 087). */
let filterSchema: ReturnType<typeof makeFilterSchema> | undefined;

/** A filter from query parameters (`status` repeatable, blank meaning "any"); null when a value is not one we know. */
export function parseFilter(query: {
  status?: string[];
  delivery?: string;
  locale?: string;
  q?: string;
}): MessageFilter | null {
  const parsed = (filterSchema ??= makeFilterSchema()).safeParse({
    status: (query.status ?? []).filter(Boolean),
    delivery: query.delivery || undefined,
    locale: query.locale || undefined,
    q: query.q,
  });
  if (!parsed.success) return null;
  const { status, delivery, locale, q } = parsed.data;
  return { statuses: [...new Set(status)], delivery, locale, q: q?.trim().slice(0, 200) || undefined };
}

/** The query string of a filter (for links that keep it), without a leading `?`. */
export function filterQuery(filter: MessageFilter): URLSearchParams {
  const params = new URLSearchParams();
  for (const status of filter.statuses) params.append("status", status);
  if (filter.delivery) params.set("delivery", filter.delivery);
  if (filter.locale) params.set("locale", filter.locale);
  if (filter.q) params.set("q", filter.q);
  return params;
}
