-- The open platform's event retention (30 days) removes an object's old events; the sequence of the next one
-- must still follow the last one a receiver saw. Written by the purge: per organization and object whose events
-- it removed, the highest sequence removed. The outbox numbers the next event after the greater of this and
-- the object's remaining events.
CREATE TABLE open_object_sequences (
  organization_id bigint NOT NULL REFERENCES organizations (id),
  object_type text NOT NULL,
  object_id bigint NOT NULL,
  sequence integer NOT NULL,
  PRIMARY KEY (organization_id, object_type, object_id)
);
