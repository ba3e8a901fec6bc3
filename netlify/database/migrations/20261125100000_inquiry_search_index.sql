-- The desk's search (q) without reading every inquiry: a GIN index of the distinct lower-cased
-- bigrams (two-character pieces) of the searchable text. Any substring of two characters or more
-- shares all its bigrams with the text holding it, so `grams(text) @> grams(q)` narrows the rows to
-- a few candidates and the ILIKE the desk always ran decides (no false match, no missed one). Core
-- PostgreSQL only: pg_trgm is not in the embedded database, and trigrams could not serve a two-
-- syllable Korean name ("강민") anyway. Every existing inquiry is kept; the index is built from them.
--
-- Pairs at even and at odd offsets by regular expression: linear in the text (substr at each offset
-- is quadratic for a long message in a multi-byte encoding). The ILIKE recheck folds case with
-- lower() too, so what ILIKE finds always has the bigrams of the lower-cased query.
CREATE FUNCTION inquiry_search_grams(text) RETURNS text[] LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT pair[1]), '{}')
  FROM (SELECT lower($1) AS folded) AS t,
    LATERAL (SELECT regexp_matches(folded, '(..)', 'g') UNION ALL SELECT regexp_matches(substr(folded, 2), '(..)', 'g')) AS p (pair)
$$;

-- The expression is spelled the same in db/repositories/inquiries/desk.ts (SEARCH_GRAMS): the
-- planner uses the index only for that very expression. A newline between the fields keeps a
-- query from matching across two of them (the recheck would refuse it, but only after reading it).
-- New rows wait in the index's pending list, which every search reads through and which only an
-- insert past the limit empties on the embedded database (it has no autovacuum): 256 kB instead of
-- 4 MB keeps that read and that insert's pause short, at about the same insert cost.
CREATE INDEX contact_inquiries_search ON contact_inquiries USING gin (
  inquiry_search_grams(name || E'\n' || company || E'\n' || email || E'\n' || phone || E'\n' || coalesce(message, '') || E'\n' || public_ref)
) WITH (gin_pending_list_limit = 256);
