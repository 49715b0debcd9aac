-- The reconciler looks, every five minutes, for messages whose first round ended with no send tried
-- (src/inbox/delivery.ts, UNTRIED, docs/security.md v5-I4). A partial index holds only failed messages of a first
-- round with no attempt, so an idle run reads none of the others (decision 093). The query names it (INDEXED BY),
-- and test/worker/inbox/scale.test.ts counts the rows read.
CREATE INDEX messages_untried ON messages (delivery_updated_at)
WHERE delivery_state = 'failed' AND attempts = 0 AND round = 0;
