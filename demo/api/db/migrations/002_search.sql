-- Search works on single lower-case words taken from names, categories and synonyms
-- ("tsh", "sugar", "lft"). A trigram index finds both prefixes (LIKE 'thy%') and near misses
-- ('thyriod' % 'thyroid'), so short typos and lay words reach the right tests.

-- In `public`, not in the first schema of the search path, so that every schema on the server
-- (tests use one each) finds its functions and operator classes.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;

CREATE TABLE search_words (
  word text NOT NULL,
  test_id text NOT NULL REFERENCES tests (id) ON DELETE CASCADE,
  -- How much a hit on this word counts: a word of the name more than one of a synonym.
  weight real NOT NULL,
  PRIMARY KEY (word, test_id)
);

CREATE INDEX search_words_trigrams ON search_words USING gin (word gin_trgm_ops);
CREATE INDEX search_words_by_test ON search_words (test_id);
