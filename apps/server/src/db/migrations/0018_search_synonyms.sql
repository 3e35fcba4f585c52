-- Words a search also reads as other words (螺丝 also finds 螺钉 and 螺栓): operators extend the table;
-- the search service keeps it in memory and reads it again when this table notifies a change
-- (`pm_changed 'synonyms'`, db/change-feed.ts). A term is read as each of its synonyms, one way only.
CREATE TABLE search_synonyms (
  id bigserial PRIMARY KEY,
  term text NOT NULL CHECK (length(term) BETWEEN 1 AND 20),
  synonym text NOT NULL CHECK (length(synonym) BETWEEN 1 AND 20),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (term <> synonym),
  UNIQUE (term, synonym)
);

CREATE FUNCTION notify_synonyms_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('pm_changed', 'synonyms');
  RETURN NULL;
END $$;

CREATE TRIGGER search_synonyms_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON search_synonyms
  FOR EACH STATEMENT EXECUTE FUNCTION notify_synonyms_changed();

INSERT INTO search_synonyms (term, synonym) VALUES
  ('螺丝', '螺钉'),
  ('螺丝', '螺栓'),
  ('螺钉', '螺丝'),
  ('起子', '螺丝刀'),
  ('改锥', '螺丝刀'),
  ('胶布', '胶带'),
  ('插座', '插线板'),
  ('拖布', '拖把');

-- Hot searches are public: keywords with broken characters (U+FFFD, controls, markup) never were.
DELETE FROM search_keyword_stats
 WHERE keyword ~ '[\x01-\x1f\x7f<>\uFFFD]' OR keyword <> btrim(keyword) OR length(keyword) > 30;
