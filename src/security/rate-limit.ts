import type { Context } from "hono";
import type { RequestLog } from "../log";

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
 * True when this client is still under the limit of a Workers Rate Limiting binding. The binding
 * failing is logged and lets the request through: a broken limiter must not stop every visitor.
 */
export async function underLimit(limiter: RateLimit, key: string, log: RequestLog): Promise<boolean> {
  try {
    const { success } = await limiter.limit({ key });
    return success;
  } catch (error) {
    log.error("rate limiter unavailable", { error });
    return true;
  }
}
