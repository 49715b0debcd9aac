-- The editor login's OAuth states until each is used (src/security/oauth-state.ts, docs/security.md v5-I1): in
-- D1 rather than KV so spending one is a single `DELETE … RETURNING`, which one callback alone can win however
-- many arrive at once. A state past its ten minutes is refused by its signed expiry, and its row is deleted by
-- the next login.
CREATE TABLE oauth_states (
  nonce TEXT PRIMARY KEY NOT NULL,
  expires_at INTEGER NOT NULL  -- seconds since the epoch, as signed into the state
) STRICT;
