-- `messages` rebuilt (SQLite cannot alter a column's CHECK): the table is built anew beside the old one, its
-- rows copied, the old one dropped and its indexes made again. The column list is also written in
-- src/inbox/message-row.ts, which test/worker/inbox/schema.test.ts compares with this one.
-- - A message in any language of the site is stored: the language CHECK of 0002 goes, since a new language would
--   otherwise need a rebuild like this one before its first message. The route takes the language from
--   src/i18n/locale-list.ts (decision 095).
-- - The delivery state is the state the pipeline names (src/inbox/delivery.ts, decision 097), in one CHECKed
--   column, and the lap (the round's job queued once more already) a 0 or 1: they replace the pending, sent or
--   failed state read with the send's outcome, the round the reconciler queued again and the reason.

CREATE TABLE messages_new (
  id TEXT PRIMARY KEY NOT NULL,        -- UUIDv7: sorting by id is sorting by receipt time
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
  status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'read', 'answered', 'archived', 'spam')),
  delivery_state TEXT NOT NULL DEFAULT 'waiting'
    CHECK (delivery_state IN ('waiting', 'sending', 'retrying', 'sent', 'failed', 'untried')),
  attempts INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  delivery_updated_at TEXT NOT NULL,
  last_error TEXT,
  round INTEGER NOT NULL DEFAULT 0 CHECK (round >= 0),  -- bumped by each staff resend
  requeued INTEGER NOT NULL DEFAULT 0 CHECK (requeued IN (0, 1))
) STRICT;
INSERT INTO messages_new (id, received_at, locale, page, first_name, last_name, email, company, subject, message,
  person_hash, search_text, status, delivery_state, attempts, delivery_updated_at, last_error, round, requeued)
SELECT id, received_at, locale, page, first_name, last_name, email, company, subject, message, person_hash,
  search_text, status,
  CASE
    WHEN delivery_state = 'sent' THEN 'sent'
    WHEN delivery_state = 'failed' AND attempts = 0 AND round = 0
      AND last_error LIKE 'mail: not sent, the inbox could not be reached%' THEN 'untried'
    WHEN delivery_state = 'failed' THEN 'failed'
    WHEN send_outcome = 'started' THEN 'sending'
    WHEN send_outcome = 'failed' THEN 'retrying'
    ELSE 'waiting'
  END,
  attempts, delivery_updated_at, last_error, round, requeued_round IS round
FROM messages;
DROP TABLE messages;
ALTER TABLE messages_new RENAME TO messages;
CREATE INDEX messages_by_person ON messages (person_hash);
CREATE INDEX messages_by_status ON messages (status, id);
-- The overview's counts by status and delivery state, read from this index alone in one pass.
CREATE INDEX messages_by_state ON messages (status, delivery_state);
-- The reconciler's messages pending past the deadline, and those `untried` (no partial index of its own any more:
-- the state is a column).
CREATE INDEX messages_by_delivery ON messages (delivery_state, delivery_updated_at);
-- The overview's messages per week, read from this index alone over the 12 weeks shown.
CREATE INDEX messages_by_time ON messages (received_at);

-- Intake copies D1 refused on the reconciler's last run: each is skipped, so it cannot stop the others.
ALTER TABLE job_runs ADD COLUMN not_brought_in INTEGER NOT NULL DEFAULT 0 CHECK (not_brought_in >= 0);
