import { env } from "cloudflare:workers";
import { createExecutionContext } from "cloudflare:test";
import { app } from "../../src/index";
import { MessageStore, type StoredMessage } from "../../src/contact/message-store";
import { get, ORIGIN } from "./helpers";

export const validMessage = {
  firstName: "Jeanne",
  lastName: "Martin",
  email: "jeanne.martin@example.fr",
  company: "Musée des jeux",
  subject: "Un serious game pour nos visiteurs",
  message: "Bonjour,\nnous aimerions un jeu pour l'exposition de printemps.\n\tMerci !",
};

/** A client address of its own (random), so tests never share a rate-limit bucket (5 a minute). */
export function freshIp(): string {
  const part = () => Math.floor(Math.random() * 0xffff).toString(16);
  return `2001:db8:${part()}:${part()}::${part()}`;
}

export interface PostOptions {
  ip?: string;
  lang?: "fr" | "en";
  headers?: Record<string, string>;
}

/** POST /api/contact with a JSON body (a value, or raw text sent as is). */
export function postJson(
  body: unknown,
  { ip = freshIp(), lang = "en", headers = {} }: PostOptions = {},
): Promise<Response> {
  return get(
    `/api/contact?lang=${lang}`,
    { "Content-Type": "application/json", "CF-Connecting-IP": ip, ...headers },
    {
      method: "POST",
      body: typeof body === "string" ? body : JSON.stringify(body),
    },
  );
}

/** POST /api/contact as a browser without JavaScript does: a url-encoded form. */
export function postForm(
  fields: Record<string, string>,
  { ip = freshIp(), lang = "fr", headers = {} }: PostOptions = {},
): Promise<Response> {
  return get(
    `/api/contact?lang=${lang}`,
    { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": ip, ...headers },
    {
      method: "POST",
      body: new URLSearchParams(fields).toString(),
    },
  );
}

/** The worker with some bindings replaced (only for failures the real local ones cannot produce). */
export function fetchWith(request: Request, overrides: Partial<Env>): Promise<Response> {
  return Promise.resolve(app.fetch(request, { ...env, ...overrides }, createExecutionContext()));
}

export function contactRequest(body: unknown, ip = freshIp()): Request {
  return new Request(`${ORIGIN}/api/contact?lang=en`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip },
    body: JSON.stringify(body),
  });
}

export const store = () => new MessageStore(env.CONTACT_MESSAGES);

export async function storedMessage(id: string): Promise<StoredMessage | null> {
  return store().get(id);
}

/** Every message key in KV (all pages). */
export async function allKeys(): Promise<KVNamespaceListKey<unknown>[]> {
  const keys: KVNamespaceListKey<unknown>[] = [];
  let cursor: string | undefined;
  do {
    const page = await env.CONTACT_MESSAGES.list({ prefix: "v1:message:", cursor });
    keys.push(...page.keys);
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  return keys;
}

/** Waits until a stored message reaches a delivery state (the real local queue delivers in about a second). */
export async function waitForState(
  id: string,
  state: StoredMessage["delivery"]["state"],
  timeoutMs = 10_000,
): Promise<StoredMessage> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const message = await storedMessage(id);
    if (message?.delivery.state === state) return message;
    if (Date.now() > deadline) throw new Error(`message ${id} is ${message?.delivery.state ?? "gone"}, not ${state}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
