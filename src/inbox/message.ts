import type { Locale } from "../i18n/locale-list";

/** A message's delivery as staff see it: `pending` until its mail is sent or has failed. */
export const deliveryStates = ["pending", "sent", "failed"] as const;
export type DeliveryState = (typeof deliveryStates)[number];

/** The mail pipeline's states of a message's current round, as D1 stores them (src/inbox/delivery.ts). */
export type DeliveryStateName = "waiting" | "sending" | "retrying" | "sent" | "failed" | "untried";

/** What staff see of each pipeline state. */
export const shownState: Record<DeliveryStateName, DeliveryState> = {
  waiting: "pending",
  sending: "pending",
  retrying: "pending",
  sent: "sent",
  failed: "failed",
  untried: "failed",
};

/** The pipeline states staff see as `state`, for a query's `delivery_state IN (…)`. */
export const statesShownAs = (state: DeliveryState) =>
  (Object.keys(shownState) as DeliveryStateName[]).filter((name) => shownState[name] === state);

/** Where staff are with a message: `new` on arrival. */
export const messageStatuses = ["new", "read", "answered", "archived", "spam"] as const;
export type MessageStatus = (typeof messageStatuses)[number];

export function isMessageStatus(value: unknown): value is MessageStatus {
  return typeof value === "string" && (messageStatuses as readonly string[]).includes(value);
}

/** A contact message, as intake keeps it in KV and the inbox in D1. No IP address: the privacy policy lists none. */
export interface StoredMessage {
  id: string;
  receivedAt: string;
  locale: Locale;
  /** The page the form was sent from ("/" or "/contact"). */
  page: string;
  firstName: string;
  lastName: string;
  email: string;
  company: string | null;
  subject: string;
  message: string;
  status: MessageStatus;
  delivery: {
    state: DeliveryState;
    /** Send attempts so far. */
    attempts: number;
    updatedAt: string;
    /** Why the last attempt failed, or why the message was marked `failed` (for staff to read). */
    lastError?: string;
    /** Bumped by each staff resend: a job of an earlier round must not send or fail this one. */
    round?: number;
  };
}

export type NewMessage = Pick<
  StoredMessage,
  "locale" | "page" | "firstName" | "lastName" | "email" | "company" | "subject" | "message"
>;

/** Kept 12 months from receipt, as the privacy policy promises (docs/product.md §9.2). */
export const RETENTION_SECONDS = 365 * 24 * 60 * 60;
