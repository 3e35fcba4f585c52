-- An app's Idempotency-Keys are its own (the API for apps submits orders through checkout's one entry with
-- its creator's account): a key of the app is never matched with the creator's own submissions (web pages,
-- plans, awards) nor with another app's. A person's keys stay per user, as before.
ALTER TABLE order_submissions ADD COLUMN open_app_id bigint REFERENCES open_apps (id);
ALTER TABLE order_submissions DROP CONSTRAINT order_submissions_user_id_idempotency_key_key;
CREATE UNIQUE INDEX order_submissions_user_key_idx ON order_submissions (user_id, idempotency_key)
  WHERE open_app_id IS NULL;
CREATE UNIQUE INDEX order_submissions_app_key_idx ON order_submissions (open_app_id, idempotency_key)
  WHERE open_app_id IS NOT NULL;
