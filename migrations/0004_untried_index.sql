-- The reconciler looks, every five minutes, for messages whose first round ended with no send tried
-- (src/inbox/delivery.ts, UNTRIED; docs/security.md v5-I4). A partial index holds exactly those rows, so an idle
-- run reads none of the other failed messages (decision 093). Its condition is the query's, word for word:
-- SQLite uses a partial index only when the query's terms imply it, and test/worker/inbox/scale.test.ts counts
-- the rows read.
CREATE INDEX messages_untried ON messages (delivery_updated_at)
WHERE delivery_state = 'failed' AND attempts = 0 AND round = 0
  AND last_error IS 'mail: not sent, the inbox could not be reached for its whole retry window, twice; send it again from the console';
