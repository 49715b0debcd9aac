/**
 * A person is their e-mail address, compared normalised: trimmed, Unicode NFC and lower-cased, so
 * `Jeanne.Martin@Example.fr ` and `jeanne.martin@example.fr` are one person (security review L7). Strictly
 * the local part may be case-sensitive (RFC 5321), but no mail provider people use treats it so, and
 * missing a message in an erasure is the worse mistake.
 */
export function normaliseEmail(email: string): string {
  return email.trim().normalize("NFC").toLowerCase();
}

/**
 * The SHA-256 of the normalised address, in hex: what names a person in KV keys and in the audit trail,
 * so neither lists addresses. It is a pseudonym, not a secret: whoever has the address can recompute it,
 * which is what lets staff show that a given person's erasure was done.
 */
export async function personHash(email: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(normaliseEmail(email)));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

export const PERSON_PREFIX = "v1:person:";

/** The prefix of every index entry of one person: `v1:person:<hash>:`. */
export async function personIndexPrefix(email: string): Promise<string> {
  return `${PERSON_PREFIX}${await personHash(email)}:`;
}

/** One index entry: `v1:person:<hash>:<inverted time>:<message id>` (newest first, like the messages). */
export async function personKey(email: string, invertedTime: string, id: string): Promise<string> {
  return `${await personIndexPrefix(email)}${invertedTime}:${id}`;
}

/** Something shaped like an address, of a length the contact form accepts (compare normalised). */
export function isAddress(email: string): boolean {
  return email.length <= 254 && /^[^\s@]+@[^\s@]+$/.test(email);
}
