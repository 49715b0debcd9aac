-- A message in any language of the site is stored: the language CHECK of 0002 goes, since a new language would
-- otherwise need a table rebuild before its first message (the route takes the language from
-- src/i18n/locale-list.ts, decision 095). SQLite cannot drop a CHECK, so `messages` is built anew beside the
-- old one, its rows copied, the old one dropped and its indexes made again (those of 0002 and 0004).

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
  delivery_state TEXT NOT NULL DEFAULT 'pending' CHECK (delivery_state IN ('pending', 'sent', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  delivery_updated_at TEXT NOT NULL,
  last_error TEXT,
  round INTEGER NOT NULL DEFAULT 0 CHECK (round >= 0),
  send_outcome TEXT CHECK (send_outcome IN ('started', 'failed', 'sent')),
  requeued_round INTEGER CHECK (requeued_round >= 0)
) STRICT;
INSERT INTO messages_new (id, received_at, locale, page, first_name, last_name, email, company, subject, message,
  person_hash, search_text, status, delivery_state, attempts, delivery_updated_at, last_error, round, send_outcome,
  requeued_round)
SELECT id, received_at, locale, page, first_name, last_name, email, company, subject, message, person_hash,
  search_text, status, delivery_state, attempts, delivery_updated_at, last_error, round, send_outcome, requeued_round
FROM messages;
DROP TABLE messages;
ALTER TABLE messages_new RENAME TO messages;
CREATE INDEX messages_by_person ON messages (person_hash);
CREATE INDEX messages_by_status ON messages (status, id);
CREATE INDEX messages_by_state ON messages (status, delivery_state);
CREATE INDEX messages_by_delivery ON messages (delivery_state, delivery_updated_at);
CREATE INDEX messages_by_time ON messages (received_at);
CREATE INDEX messages_untried ON messages (delivery_updated_at)
WHERE delivery_state = 'failed' AND attempts = 0 AND round = 0;

-- Intake copies D1 refused on the reconciler's last run: each is skipped, so it cannot stop the others.
ALTER TABLE job_runs ADD COLUMN not_brought_in INTEGER NOT NULL DEFAULT 0 CHECK (not_brought_in >= 0);
