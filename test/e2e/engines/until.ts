import { vi } from "vitest";

/**
 * Waits until `read` gives a value `accept` takes, and returns it at once; fails naming `what` with the last
 * value. A read that throws (the page is between two documents) counts as not yet.
 */
export function until<T>(
  what: string,
  read: () => Promise<T>,
  accept: (value: T) => boolean = Boolean,
  timeoutMs = 10_000,
): Promise<T> {
  return vi.waitFor(
    async () => {
      const value = await read().catch((error: unknown) => {
        throw new Error(`${what}: still ${String(error)} after ${timeoutMs} ms`);
      });
      if (!accept(value)) throw new Error(`${what}: still ${JSON.stringify(value)} after ${timeoutMs} ms`);
      return value;
    },
    { timeout: timeoutMs, interval: 50 },
  );
}
