import { exports } from "cloudflare:workers";

export const ORIGIN = "https://www.ludora.example";

/** A request through the real Worker entry (all middleware, real local bindings). */
export function get(path: string, headers: Record<string, string> = {}, init: RequestInit = {}): Promise<Response> {
  return exports.default.fetch(new Request(`${ORIGIN}${path}`, { redirect: "manual", ...init, headers }));
}

/** The text of an element matched by a simple regex on the HTML (enough for our own markup). */
export function pick(html: string, pattern: RegExp): string | undefined {
  return pattern.exec(html)?.[1];
}
