import { vi } from "vitest";

/**
 * Waits until `read` gives a value `accept` takes, and returns it at once; fails naming `what` with the last
 * value. A read that throws (the page is between two documents) counts as not yet.
 */
export const until = <T>(
  what: string,
  read: () => Promise<T>,
  accept: (value: T) => boolean = Boolean,
  timeout = 10_000,
): Promise<T> =>
  vi.waitFor(
    async () => {
      const value = await read();
      if (!accept(value)) throw new Error(`${what}: still ${JSON.stringify(value)} after ${timeout} ms`);
      return value;
    },
    { timeout, interval: 50 },
  );
