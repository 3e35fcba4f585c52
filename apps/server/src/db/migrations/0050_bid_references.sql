-- The references a bid's row checks when it is written (issue 26): each one is a row lock (FOR KEY SHARE)
-- on the row referred to, taken again by every batch of bids. A batch of 80 bids from 80 suppliers checked 80
-- users, 80 organizations, and each bid's item and event: 26 µs of PostgreSQL's CPU per bid out of 69
-- (bench/README.md, "Issue 26: two writes in the pipe, and what a bid's row costs").
--
-- The item and its event are one reference, which also says more than the two did: the item is one of the
-- bid's event's items. The supplier and the user are checked by the session that places the bid (the
-- signed-in user of that supplier organization), and neither users nor organizations are ever deleted
-- (they are deactivated, and a user moved to another organization keeps its bids under the old one).
CREATE UNIQUE INDEX bid_items_event_key ON bid_items (id, event_id);
ALTER TABLE bids
  DROP CONSTRAINT bids_event_id_fkey,
  DROP CONSTRAINT bids_item_id_fkey,
  DROP CONSTRAINT bids_supplier_id_fkey,
  DROP CONSTRAINT bids_user_id_fkey,
  ADD CONSTRAINT bids_item_event_fkey FOREIGN KEY (item_id, event_id) REFERENCES bid_items (id, event_id)
    ON DELETE CASCADE;
