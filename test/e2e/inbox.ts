// The staff inbox as its API lists it, to check that what a visitor saw matches what was kept.
import { readFileSync } from "node:fs";
import { baseURL } from "./browser";

/** The local staff token (.dev.vars), as the site started by global-setup.ts reads it. */
export function adminToken(): string {
  const vars = readFileSync(".dev.vars", "utf8");
  return /^ADMIN_TOKEN="?([^"\n]+)"?/m.exec(vars)?.[1] ?? "";
}

/**
 * What the inbox holds, newest first, as the staff API lists it. A post reaches it once the queue consumer
 * brought it in from its intake copy, about a second later (decision 090): callers poll.
 */
export async function storedMessages(): Promise<Record<string, string>[]> {
  const res = await fetch(`${baseURL()}/api/admin/messages?limit=100`, {
    headers: { Authorization: `Bearer ${adminToken()}` },
  });
  const body = (await res.json()) as { messages: Record<string, string>[] };
  return body.messages;
}

export const storedSubjects = async () => (await storedMessages()).map((message) => message.subject);
