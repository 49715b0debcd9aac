import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import type { AppEnv } from "../app-env";
import { readConfig } from "../config/read";
import { requestLog, type RequestLog } from "../log";

/**
 * The rule wrangler.toml gives each Rate Limiting binding, in every environment (test/node/rate-limits.test.ts
 * compares): what a refusal's Retry-After states, and what the tests' stand-in counts (decision 105).
 */
export const RATE_LIMITS = {
  CONTACT_RATE_LIMIT: { scope: "contact", limit: 5, period: 60 },
  STAFF_AUTH_RATE_LIMIT: { scope: "staff", limit: 10, period: 60 },
} as const;
export type LimitName = keyof typeof RATE_LIMITS;

/** What the site asks of a limit: may this key go on? A Rate Limiting binding answers, or the tests' stand-in. */
export type Limiter = Pick<RateLimit, "limit">;

/**
 * The client a limit applies to: Cloudflare's CF-Connecting-IP (set at the edge, not by the client).
 * An IPv6 address counts by its /64, the block one subscriber usually holds, so rotating addresses
 * inside it does not buy more attempts.
 */
export function clientAddress(c: Context): string {
  const ip = c.req.header("CF-Connecting-IP")?.trim() || "unknown";
  return ip.includes(":") ? ipv6Prefix64(ip) : ip;
}

/** "2001:db8:1:2:3::4" → "2001:db8:1:2::/64"; anything unparsable is returned as given. */
export function ipv6Prefix64(ip: string): string {
  const [head = "", tail] = ip.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  if (right.some((group) => group.includes("."))) right.splice(-1, 1, "0", "0"); // IPv4-mapped tail
  const missing = 8 - left.length - right.length;
  if (missing < 0 || (tail === undefined && missing !== 0)) return ip;
  const groups = [...left, ...Array<string>(missing).fill("0"), ...right];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return ip;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/**
 * True when the client of this request is still under the limit `name`. The client is its address
 * (clientAddress); with TEST_RATE_LIMITS set (tests only, refused by the preflight) the count is the stand-in's,
 * and a `test-client` cookie names a client of its own, so each browser session is counted apart whatever
 * address it comes from (decision 105).
 */
export function withinLimit<E extends AppEnv>(c: Context<E>, name: LimitName): Promise<boolean> {
  const { scope } = RATE_LIMITS[name];
  const testing = readConfig(c.env).testRateLimits;
  const testClient = testing ? getCookie(c, TEST_CLIENT_COOKIE)?.slice(0, 64) : undefined;
  const key = `${scope}:${clientAddress(c)}${testClient ? `:${testClient}` : ""}`;
  return underLimit(testing ? standIn(name) : c.env[name], key, requestLog(c));
}

/** The cookie a test sets to be a client of its own (TEST_RATE_LIMITS only). */
export const TEST_CLIENT_COOKIE = "test-client";

/**
 * The tests' stand-in for a Rate Limiting binding (decision 105): the same rule, `limit` requests per key, but
 * counted with no time window, so a test that counts up to the limit never depends on where the clock stands.
 */
export function countingLimiter(limit: number): Limiter {
  const counts = new Map<string, number>();
  return {
    limit: ({ key }) => {
      const count = counts.get(key) ?? 0;
      if (count >= limit) return Promise.resolve({ success: false });
      counts.set(key, count + 1);
      return Promise.resolve({ success: true });
    },
  };
}

/** One stand-in per binding for the isolate's life, so counts carry from request to request as the binding's do. */
const standIns = new Map<LimitName, Limiter>();
function standIn(name: LimitName): Limiter {
  let limiter = standIns.get(name);
  if (!limiter) standIns.set(name, (limiter = countingLimiter(RATE_LIMITS[name].limit)));
  return limiter;
}

/**
 * True when this client is still under the limit of a Workers Rate Limiting binding. The binding
 * failing is logged and lets the request through: a broken limiter must not stop every visitor.
 */
export async function underLimit(limiter: Limiter, key: string, log: RequestLog): Promise<boolean> {
  try {
    const { success } = await limiter.limit({ key });
    return success;
  } catch (error) {
    log.error("rate limiter unavailable", { error });
    return true;
  }
}
