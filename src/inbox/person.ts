/**
 * A person is their e-mail address, compared normalised: trimmed, Unicode NFC and lower-cased, so
 * `Jeanne.Martin@Example.fr ` and `jeanne.martin@example.fr` are one person (docs/security.md v1-L7). Strictly the
 * local part may be case-sensitive (RFC 5321), but no mail provider people use treats it so, and missing a message
 * in an erasure is the worse mistake.
 */
export function normaliseEmail(email: string): string {
  return email.trim().normalize("NFC").toLowerCase();
}

/**
 * The SHA-256 of the normalised address, in hex: what names a person in the inbox (D1's `person_hash`), the
 * intake copy's metadata and the audit trail, so none of them looks a person up by address. It is a pseudonym,
 * not a secret: whoever has the address can recompute it, which is what lets staff show that a given person's
 * erasure was done.
 */
export async function personHash(email: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(normaliseEmail(email)));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** A person's hash as it may appear in a URL instead of their address (docs/security.md v2-L5). */
export function isPersonHash(value: string): boolean {
  return /^[0-9a-f]{64}$/.test(value);
}

/** Something shaped like an address, of a length the contact form accepts (compare normalised). */
export function isAddress(email: string): boolean {
  return email.length <= 254 && /^[^\s@]+@[^\s@]+$/.test(email);
}

/**
 * The person a staff request names: by the hash of their address (what the console's links and forms carry), or
 * by the address itself (scripts). With the normalised address when it was given; null when `given` is neither.
 */
export async function namedPerson(given: string): Promise<{ hash: string; email: string | null } | null> {
  if (isPersonHash(given)) return { hash: given, email: null };
  const email = normaliseEmail(given);
  return isAddress(email) ? { hash: await personHash(email), email } : null;
}
