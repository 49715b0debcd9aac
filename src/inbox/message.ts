import type { Locale } from "../i18n/locale-list";

export const deliveryStates = ["pending", "sent", "failed"] as const;
export type DeliveryState = (typeof deliveryStates)[number];

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
