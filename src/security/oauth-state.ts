/**
 * The editor login's OAuth `state` (docs/security.md v4-L4): a random nonce and an expiry, signed with a key only
 * the Worker holds, and recorded in D1 until it is used once. A value a client makes up, or one planted by a
 * sibling host, fails the signature; a state already used, or past its ten minutes, is refused whatever the
 * browser kept. Spending is one `DELETE … RETURNING`, so of concurrent callbacks with the same state one alone
 * passes (v5-I1; migrations/0003_oauth_states.sql).
 */
const STATE_TTL_SECONDS = 10 * 60;
const NONCE_BYTES = 24;

const encoder = new TextEncoder();
const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function hmacKey(secret: string, usage: "sign" | "verify"): Promise<CryptoKey> {
  // A key of its own, derived from the client secret: the signature never shows the secret itself.
  return crypto.subtle.importKey(
    "raw",
    encoder.encode(`editor-oauth-state\n${secret}`),
    { name: "HMAC", hash: "SHA-256" },
    false,
    [usage],
  );
}

export const OAUTH_STATE_MAX_AGE_SECONDS = STATE_TTL_SECONDS;

/** A fresh state, recorded as not yet used; the records of states past their time go in the same batch. */
export async function issueState(db: D1Database, secret: string, now: number): Promise<string> {
  const nonce = base64url(crypto.getRandomValues(new Uint8Array(NONCE_BYTES)));
  const seconds = Math.floor(now / 1000);
  const expires = seconds + STATE_TTL_SECONDS;
  const signed = `${nonce}.${expires}`;
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", await hmacKey(secret, "sign"), encoder.encode(signed)));
  await db.batch([
    db.prepare("DELETE FROM oauth_states WHERE expires_at < ?").bind(seconds),
    db.prepare("INSERT INTO oauth_states (nonce, expires_at) VALUES (?, ?)").bind(nonce, expires),
  ]);
  return `${signed}.${base64url(mac)}`;
}

export type StateCheck = "valid" | "forged" | "expired" | "spent";

/**
 * Checks a state and spends it: signed by this Worker, not expired, and issued and not yet used (its record is
 * deleted here, and only the one deletion that found it says so). The signature is checked first, so junk
 * costs no query.
 */
export async function spendState(db: D1Database, secret: string, state: string, now: number): Promise<StateCheck> {
  const [nonce = "", expires = "", mac = ""] = state.split(".");
  if (!/^[A-Za-z0-9_-]{32}$/.test(nonce) || !/^\d{1,12}$/.test(expires) || !/^[A-Za-z0-9_-]{43}$/.test(mac))
    return "forged";
  let signature: Uint8Array<ArrayBuffer>;
  try {
    signature = fromBase64url(mac);
  } catch {
    return "forged";
  }
  const key = await hmacKey(secret, "verify");
  if (!(await crypto.subtle.verify("HMAC", key, signature, encoder.encode(`${nonce}.${expires}`)))) return "forged";
  if (Number(expires) * 1000 < now) return "expired";
  const spent = await db.prepare("DELETE FROM oauth_states WHERE nonce = ? RETURNING nonce").bind(nonce).first();
  return spent === null ? "spent" : "valid";
}
