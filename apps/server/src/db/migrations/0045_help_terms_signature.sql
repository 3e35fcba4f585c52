-- The help centre's search (issue 30): a 2,048-bit signature of each article's search keys (a Bloom filter,
-- two bits a key from its MD5), kept inline beside the out-of-line keys. A walk along help_articles_hot_idx
-- tests it before `search_terms @> …`, so it reads the keys (about 20 µs an article: 460 keys, 2.4 KB
-- compressed) only of the articles that may match: for two keys about 2 % false positives. The same hashing
-- is in modules/help/help-signature.ts, for the keyword's side.
CREATE FUNCTION help_terms_sig(keys text[]) RETURNS bit(2048)
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(
    bit_or(set_bit(set_bit(repeat('0', 2048)::bit(2048), h & 2047, 1), (h >> 11) & 2047, 1)),
    repeat('0', 2048)::bit(2048))
  FROM (SELECT ('x' || substr(md5(k), 1, 8))::bit(32)::int AS h FROM unnest(keys) k) x
$$;

ALTER TABLE help_articles
  ADD COLUMN terms_sig bit(2048) GENERATED ALWAYS AS (help_terms_sig(search_terms)) STORED;
ALTER TABLE help_articles ALTER COLUMN terms_sig SET STORAGE PLAIN;
