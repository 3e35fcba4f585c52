-- A bidding event's delivery address (0021) is one of the buyer's addresses. Deleting an address that an
-- event referred to failed on this key (HTTP 500). An event in progress (published, awarding, publicity) keeps
-- its address: the award becomes an order to it, and the address's removal is refused (member.repo.ts). A
-- draft, or an event that ended (its orders copied the address), lets it go: the reference becomes NULL, and a
-- draft asks for an address again when it is published.
ALTER TABLE bid_events DROP CONSTRAINT bid_events_address_id_fkey;
ALTER TABLE bid_events
  ADD CONSTRAINT bid_events_address_id_fkey FOREIGN KEY (address_id) REFERENCES addresses (id) ON DELETE SET NULL;
