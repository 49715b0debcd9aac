/**
 * Waits until `read` gives a value `accept` takes, and returns it at once; fails naming `what` with the last
 * value. The timeout is an upper bound on waiting for something to happen, never a delay: a journey that
 * passes never waits for it. A read that throws (the page is between two documents) counts as not yet.
 */
export async function until<T>(
  what: string,
  read: () => Promise<T>,
  accept: (value: T) => boolean = Boolean,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await read();
      if (accept(value)) return value;
      last = value;
    } catch (error) {
      last = String(error);
    }
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(last)} after ${timeoutMs} ms`);
    // The interval between two reads, not a wait for an outcome.
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
