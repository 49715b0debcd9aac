import type { Context } from "hono";

/** The client a limit applies to: Cloudflare's CF-Connecting-IP (set at the edge, not by the client). */
export function clientAddress(c: Context): string {
  return c.req.header("CF-Connecting-IP")?.trim() || "unknown";
}

/**
 * True when this client is still under the limit of a Workers Rate Limiting binding. The binding
 * failing is logged and lets the request through: a broken limiter must not stop every visitor.
 */
export async function underLimit(limiter: RateLimit, key: string): Promise<boolean> {
  try {
    const { success } = await limiter.limit({ key });
    return success;
  } catch (error) {
    console.error(JSON.stringify({ msg: "rate limiter unavailable", error: String(error) }));
    return true;
  }
}
