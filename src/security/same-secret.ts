const encoder = new TextEncoder();
const digest = (text: string) => crypto.subtle.digest("SHA-256", encoder.encode(text));

/**
 * Whether a secret someone sent is the one expected, in constant time: both are hashed first (so their
 * lengths, which `timingSafeEqual` requires equal, leak nothing either), then compared with the Workers
 * runtime's own `crypto.subtle.timingSafeEqual`, not a loop of ours.
 */
export async function sameSecret(given: string, expected: string): Promise<boolean> {
  const [a, b] = await Promise.all([digest(given), digest(expected)]);
  return (crypto.subtle as WorkersSubtle).timingSafeEqual(a, b);
}

/** Workers' SubtleCrypto (worker-configuration.d.ts); the DOM's, which the test program also loads, lacks it. */
type WorkersSubtle = SubtleCrypto & {
  timingSafeEqual(a: ArrayBuffer | ArrayBufferView, b: ArrayBuffer | ArrayBufferView): boolean;
};
