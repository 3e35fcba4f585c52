-- "竞价即将截止" sent once per event and end (issue 26). The bidding job runs every 15 s; before, each run
-- published the notice again, for every event within five minutes of its end, to the buyer, the invited
-- suppliers and every bidder: the notices' dedupe key kept a second copy out, but each run still wrote one
-- statement per organization and read the event's bidders, twenty runs per event. A row here says the notice
-- for that end was published (in the same transaction); an extension moves the end, and the new end gets its own.
CREATE TABLE bid_ending_notices (
  event_id bigint NOT NULL REFERENCES bid_events (id) ON DELETE CASCADE,
  end_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (event_id, end_at)
);
