-- The staff inbox of record (docs/decisions/090-inbox-on-d1.md). KV keeps only the short-lived intake copy.

-- One row per contact message, copied in from the KV intake copy by the queue consumer or the reconciler.
CREATE TABLE messages (
  id TEXT PRIMARY KEY,                 -- UUIDv7: sorting by id is sorting by receipt time
  received_at TEXT NOT NULL,
  locale TEXT NOT NULL,
  page TEXT NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  email TEXT NOT NULL,
  company TEXT,
  subject TEXT NOT NULL,
  message TEXT NOT NULL,
  person_hash TEXT NOT NULL,           -- SHA-256 of the normalised address (src/inbox/person.ts)
  search_text TEXT NOT NULL,           -- the text fields folded as search compares them (no accents, no case)
  status TEXT NOT NULL DEFAULT 'new',
  delivery_state TEXT NOT NULL DEFAULT 'pending',
  attempts INTEGER NOT NULL DEFAULT 0,
  delivery_updated_at TEXT NOT NULL,
  last_error TEXT,
  round INTEGER NOT NULL DEFAULT 0,    -- bumped by each staff resend
  send_outcome TEXT,                   -- of the current round: NULL, 'started', 'failed' or 'sent' (decision 091)
  requeued_round INTEGER               -- the round the reconciler already queued again (once per round)
);
CREATE INDEX messages_by_person ON messages (person_hash);
CREATE INDEX messages_by_status ON messages (status, id);
CREATE INDEX messages_by_delivery ON messages (delivery_state, delivery_updated_at);

-- Ids of erased messages, no personal data: a late copy from a stale KV read must not bring one back.
-- Kept as long as an intake copy can live (decision 090), then pruned by the reconciler.
CREATE TABLE erased (
  id TEXT PRIMARY KEY,
  erased_at TEXT NOT NULL
);

-- The audit trail: one row per staff read or action; an action's row is written as an intent before it
-- acts and completed with its outcome after (decision 092).
CREATE TABLE audit (
  id TEXT PRIMARY KEY,                 -- UUIDv7
  at TEXT NOT NULL,
  action TEXT NOT NULL,
  who TEXT NOT NULL,
  outcome TEXT NOT NULL,               -- 'intent', 'done', 'failed', 'missing'
  message_ids TEXT NOT NULL DEFAULT '[]',
  read TEXT,
  queued INTEGER,
  status TEXT,
  count INTEGER,
  person_hash TEXT,
  note TEXT
);

-- What each run of the reconciler found (the overview shows the latest).
CREATE TABLE reconcile_runs (
  at TEXT PRIMARY KEY,
  brought_in INTEGER NOT NULL,
  recorded_sent INTEGER NOT NULL,
  requeued INTEGER NOT NULL,
  marked_failed INTEGER NOT NULL,
  expired INTEGER NOT NULL
);
