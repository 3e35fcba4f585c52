-- The help centre's search (issue 30): how many published articles hold each search key ('s', of
-- search_terms) and each title key ('t', of title_terms), kept by triggers in the writing transaction. A
-- one-key word (发票, 票, a character pair of a question) then reads its capped count from one row instead of
-- building the GIN index's bitmap of all its matches (24,000 for 发票 at 100,000 articles).
CREATE TABLE help_term_counts (
  field char(1) NOT NULL CHECK (field IN ('s', 't')),
  key text NOT NULL,
  -- no CHECK (n >= 0): an upsert's proposed row (a decrement, -1) is checked before its conflict is found
  n integer NOT NULL,
  PRIMARY KEY (field, key)
);

-- The one statement that counts: adds $1 per distinct key of each published article of the rows `src` names
-- (a trigger's transition table, one row, or the whole table), in key order so that concurrent writers take
-- their row locks in one order.
CREATE FUNCTION help_term_counts_sql(src text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format($q$
    INSERT INTO help_term_counts AS c (field, key, n)
    SELECT field, key, (count(*) * $1)::integer
    FROM (
      SELECT 's'::char(1) AS field, k.key FROM %1$s r,
        LATERAL (SELECT DISTINCT x AS key FROM unnest(r.search_terms) x) k WHERE r.published
      UNION ALL
      SELECT 't'::char(1), k.key FROM %1$s r,
        LATERAL (SELECT DISTINCT x AS key FROM unnest(r.title_terms) x) k WHERE r.published
    ) t
    GROUP BY field, key
    ORDER BY field, key
    ON CONFLICT (field, key) DO UPDATE SET n = c.n + excluded.n
  $q$, src)
$$;

-- Inserted and deleted articles, a statement at a time (a bulk insert is one aggregate, not a row each).
CREATE FUNCTION help_term_counts_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE help_term_counts_sql('new_rows') USING 1;
  ELSE
    EXECUTE help_term_counts_sql('old_rows') USING -1;
  END IF;
  RETURN NULL;
END $$;

-- An updated article: its old keys out, its new keys in.
CREATE FUNCTION help_term_counts_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE help_term_counts_sql('(SELECT ($2).*)') USING -1, OLD;
  EXECUTE help_term_counts_sql('(SELECT ($2).*)') USING 1, NEW;
  RETURN NULL;
END $$;

CREATE TRIGGER help_term_counts_insert AFTER INSERT ON help_articles
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION help_term_counts_rows();
CREATE TRIGGER help_term_counts_delete AFTER DELETE ON help_articles
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION help_term_counts_rows();
-- Per row, and only when the keys or the published flag change (page views and likes update the row too).
CREATE TRIGGER help_term_counts_update AFTER UPDATE ON help_articles FOR EACH ROW
  WHEN (OLD.published IS DISTINCT FROM NEW.published
    OR OLD.search_terms IS DISTINCT FROM NEW.search_terms
    OR OLD.title_terms IS DISTINCT FROM NEW.title_terms)
  EXECUTE FUNCTION help_term_counts_row();

DO $$ BEGIN EXECUTE help_term_counts_sql('help_articles') USING 1; END $$;
