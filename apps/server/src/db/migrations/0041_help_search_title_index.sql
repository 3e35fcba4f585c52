-- The help centre's search (issue 30, bench:help at 100,000 articles): results are read in the order of
-- help_articles_hot_idx, title matches first, so a common word stops after its first page; a rare title word
-- is found through this index instead of a walk of every published article.
CREATE INDEX help_articles_title_terms_idx ON help_articles USING gin (title_terms) WHERE published;
