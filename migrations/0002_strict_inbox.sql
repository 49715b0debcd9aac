-- The inbox's tables made STRICT, with a CHECK on every column that takes one of a few values, so a value the
-- code does not know is refused by D1 itself (decision 095). SQLite cannot alter a table into STRICT: each is
-- built anew beside the old one, its rows copied, the old one dropped. The column list of `messages` is also
-- written in src/inbox/message-row.ts; test/worker/inbox/schema.test.ts compares the two.

CREATE TABLE messages_strict (
  id TEXT PRIMARY KEY NOT NULL,        -- UUIDv7: sorting by id is sorting by receipt time
  received_at TEXT NOT NULL,
  locale TEXT NOT NULL CHECK (locale IN ('fr', 'en')),
  page TEXT NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  email TEXT NOT NULL,
  company TEXT,
  subject TEXT NOT NULL,
  message TEXT NOT NULL,
  person_hash TEXT NOT NULL,           -- SHA-256 of the normalised address (src/inbox/person.ts)
  search_text TEXT NOT NULL,           -- the text fields folded as search compares them (no accents, no case)
  status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'read', 'answered', 'archived', 'spam')),
  delivery_state TEXT NOT NULL DEFAULT 'pending' CHECK (delivery_state IN ('pending', 'sent', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  delivery_updated_at TEXT NOT NULL,
  last_error TEXT,
  round INTEGER NOT NULL DEFAULT 0 CHECK (round >= 0),  -- bumped by each staff resend
  -- of the current round: NULL (nothing tried), then 'started', 'failed' or 'sent' (src/inbox/delivery.ts)
  send_outcome TEXT CHECK (send_outcome IN ('started', 'failed', 'sent')),
  requeued_round INTEGER CHECK (requeued_round >= 0)  -- the round the reconciler already queued again
) STRICT;
INSERT INTO messages_strict (id, received_at, locale, page, first_name, last_name, email, company, subject, message,
  person_hash, search_text, status, delivery_state, attempts, delivery_updated_at, last_error, round, send_outcome,
  requeued_round)
SELECT id, received_at, locale, page, first_name, last_name, email, company, subject, message, person_hash,
  search_text, status, delivery_state, attempts, delivery_updated_at, last_error, round, send_outcome, requeued_round
FROM messages;
DROP TABLE messages;
ALTER TABLE messages_strict RENAME TO messages;
CREATE INDEX messages_by_person ON messages (person_hash);
CREATE INDEX messages_by_status ON messages (status, id);
-- The overview's counts by status and delivery state, read from this index alone in one pass.
CREATE INDEX messages_by_state ON messages (status, delivery_state);
CREATE INDEX messages_by_delivery ON messages (delivery_state, delivery_updated_at);
-- The overview's messages per week, read from this index alone over the 12 weeks shown.
CREATE INDEX messages_by_time ON messages (received_at);

CREATE TABLE erased_strict (
  id TEXT PRIMARY KEY NOT NULL,        -- the erased message's id: a UUIDv7, so retention prunes by key
  erased_at TEXT NOT NULL
) STRICT;
INSERT INTO erased_strict (id, erased_at) SELECT id, erased_at FROM erased;
DROP TABLE erased;
ALTER TABLE erased_strict RENAME TO erased;

CREATE TABLE audit_strict (
  id TEXT PRIMARY KEY NOT NULL,        -- UUIDv7
  at TEXT NOT NULL,
  action TEXT NOT NULL
    CHECK (action IN ('status', 'delete', 'resend', 'erase-person', 'export-person', 'export-csv', 'read')),
  who TEXT NOT NULL,
  outcome TEXT NOT NULL CHECK (outcome IN ('intent', 'done', 'failed', 'missing')),
  message_ids TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(message_ids)),
  read TEXT CHECK (read IS NULL OR json_valid(read)),
  queued INTEGER CHECK (queued IN (0, 1)),
  status TEXT CHECK (status IN ('new', 'read', 'answered', 'archived', 'spam')),
  count INTEGER CHECK (count >= 0),
  person_hash TEXT,
  note TEXT
) STRICT;
INSERT INTO audit_strict (id, at, action, who, outcome, message_ids, read, queued, status, count, person_hash, note)
SELECT id, at, action, who, outcome, message_ids, read, queued, status, count, person_hash, note FROM audit;
DROP TABLE audit;
ALTER TABLE audit_strict RENAME TO audit;

-- One row per scheduled job, overwritten by each run: what its last run found (the overview shows it). The
-- table no longer grows with every run (decision 096).
CREATE TABLE job_runs (
  job TEXT PRIMARY KEY NOT NULL CHECK (job IN ('reconcile', 'retention')),
  at TEXT NOT NULL,
  brought_in INTEGER NOT NULL DEFAULT 0 CHECK (brought_in >= 0),
  recorded_sent INTEGER NOT NULL DEFAULT 0 CHECK (recorded_sent >= 0),
  requeued INTEGER NOT NULL DEFAULT 0 CHECK (requeued >= 0),
  marked_failed INTEGER NOT NULL DEFAULT 0 CHECK (marked_failed >= 0),
  expired INTEGER NOT NULL DEFAULT 0 CHECK (expired >= 0)
) STRICT;
INSERT INTO job_runs (job, at, brought_in, recorded_sent, requeued, marked_failed, expired)
SELECT 'reconcile', at, brought_in, recorded_sent, requeued, marked_failed, expired
FROM reconcile_runs ORDER BY at DESC LIMIT 1;
DROP TABLE reconcile_runs;
