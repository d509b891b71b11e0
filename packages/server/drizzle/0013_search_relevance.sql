-- 0013_search_relevance (issue 21, decisions.md 13, decision 125): free-text candidate search by
-- relevance. Hand-written: drizzle cannot declare generated tsvector columns over functions,
-- aggregates or statement triggers with transition tables.
--
-- search_normalize mirrors the domain's normalizeArabic (packages/domain/src/search/normalize.ts):
-- أ إ آ ٱ → ا, ى → ي, ة → ه, diacritics U+064B..U+065F and U+0670 and the tatweel dropped.
-- searchNormalizeSql.test.ts holds the two equal on a list of words. The query side is normalized
-- by the domain (candidateTermsOf); lower case is done by the text-search parser on both sides.
-- Every name in a function body is schema-qualified: pg_restore recomputes the generated column
-- with an empty search_path.
CREATE FUNCTION search_normalize(t text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT translate(t, U&'\0623\0625\0622\0671\0649\0629\064B\064C\064D\064E\064F\0650\0651\0652\0653\0654\0655\0656\0657\0658\0659\065A\065B\065C\065D\065E\065F\0670\0640', U&'\0627\0627\0627\0627\064A\0647') $$;
--> statement-breakpoint
-- A profile's searchable text in three weights: A name and job titles, B skills and certificates,
-- C job descriptions and internships. jsonb_path_query_array(...)::text is immutable; its quotes
-- and brackets are punctuation to the parser.
CREATE FUNCTION search_parts(
  name text, jobs jsonb, general_skills jsonb, technical_skills jsonb, certificates jsonb,
  internships jsonb
) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT ARRAY[
    public.search_normalize(coalesce(name, '') || ' ' || coalesce(jsonb_path_query_array(jobs, '$[*].jobtitle')::text, '')),
    public.search_normalize(coalesce(jsonb_path_query_array(general_skills, '$[*].name')::text, '') || ' '
      || coalesce(jsonb_path_query_array(technical_skills, '$[*].name')::text, '') || ' '
      || coalesce(jsonb_path_query_array(certificates, '$[*].name')::text, '')),
    public.search_normalize(coalesce(jsonb_path_query_array(jobs, '$[*].description')::text, '') || ' '
      || coalesce(jsonb_path_query_array(internships, '$[*].position')::text, '') || ' '
      || coalesce(jsonb_path_query_array(internships, '$[*].description')::text, ''))
  ] $$;
--> statement-breakpoint
-- English and Arabic in one configuration: a copy of `english` (ASCII words through english_stem,
-- its stop words) whose other words (Arabic script, and Latin with accents) go through the
-- `arabic` configuration's arabic_stem. One parse per part instead of one per language: a vector
-- of ~31 lexemes instead of ~50 per demo profile, and as much less ranking and seeding work.
CREATE TEXT SEARCH CONFIGURATION public.search_en_ar (COPY = pg_catalog.english);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION public.search_en_ar
  ALTER MAPPING FOR word, hword, hword_part WITH pg_catalog.arabic_stem;
--> statement-breakpoint
-- One part as lexemes of search_en_ar, with its weight.
CREATE FUNCTION search_weighted(part text, weight "char") RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT setweight(to_tsvector('public.search_en_ar'::regconfig, coalesce(part, '')), weight) $$;
--> statement-breakpoint
CREATE FUNCTION search_vector_of(parts text[]) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT public.search_weighted(parts[1], 'A') || public.search_weighted(parts[2], 'B')
    || public.search_weighted(parts[3], 'C') $$;
--> statement-breakpoint
-- Kept up to date by PostgreSQL itself (every writer: PUT user, the seed's JSON batches and COPY).
-- Adding it rewrites the table: that is the backfill of the existing profiles. Incomplete
-- profiles have none (search never finds them).
ALTER TABLE "users" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  CASE WHEN data_complete THEN public.search_vector_of(public.search_parts(name, jobs, general_skills, technical_skills, certificates, internships)) END
) STORED;
--> statement-breakpoint
-- fastupdate off: a search never scans a pending list of recent inserts (after a seed of 10,000 it
-- cost 10 ms per query until the next vacuum); inserts update the index at once instead.
CREATE INDEX "users_search_vector_idx" ON "users" USING gin ("search_vector") WITH (fastupdate = off) WHERE "data_complete" = true;
--> statement-breakpoint
-- Typo tolerance: the words of every complete profile (normalized, lower case, four letters or
-- more), to find the known words within one typo of a query word (pg_trgm's <-> orders them by
-- trigram distance through the GiST index; search_one_edit decides). The vocabulary grows with
-- distinct words, not with users; a word no longer used stays and simply finds nobody.
CREATE TABLE "search_words" ("word" text PRIMARY KEY);
--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gist ("word" gist_trgm_ops);
--> statement-breakpoint
CREATE FUNCTION search_words_of(parts text[]) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT v.lexeme FROM unnest(to_tsvector('simple'::regconfig, array_to_string(parts, ' '))) v
        WHERE length(v.lexeme) >= 4 $$;
--> statement-breakpoint
-- decisions.md 13: one typo (a letter changed, added, dropped, or two neighbours swapped).
CREATE FUNCTION search_one_edit(a text, b text) RETURNS boolean
  LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
DECLARE
  la int := length(a);
  lb int := length(b);
  i int := 1;
BEGIN
  IF a = b THEN RETURN true; END IF;
  IF abs(la - lb) > 1 THEN RETURN false; END IF;
  IF la < lb THEN RETURN public.search_one_edit(b, a); END IF;
  WHILE i <= lb AND substr(a, i, 1) = substr(b, i, 1) LOOP i := i + 1; END LOOP;
  IF la = lb THEN
    RETURN substr(a, i + 1) = substr(b, i + 1)
      OR (substr(a, i, 1) = substr(b, i + 1, 1) AND substr(a, i + 1, 1) = substr(b, i, 1)
          AND substr(a, i + 2) = substr(b, i + 2));
  END IF;
  RETURN substr(a, i + 1) = substr(b, i);
END $$;
--> statement-breakpoint
-- OR of a set of queries (the known words near a typed one).
CREATE AGGREGATE search_tsquery_or(tsquery) (SFUNC = tsquery_or, STYPE = tsquery);
--> statement-breakpoint
-- New words are added by whoever writes profiles: per statement for inserts (a seed batch of
-- thousands is one INSERT ... SELECT DISTINCT), per row for updates of a profile's text.
CREATE FUNCTION search_words_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO public.search_words (word)
    SELECT DISTINCT w FROM new_rows r,
      public.search_words_of(public.search_parts(r.name, r.jobs, r.general_skills, r.technical_skills, r.certificates, r.internships)) w
    WHERE r.data_complete
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_search_words_insert AFTER INSERT ON "users"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_inserted();
--> statement-breakpoint
CREATE FUNCTION search_words_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO public.search_words (word)
    SELECT DISTINCT w FROM public.search_words_of(public.search_parts(NEW.name, NEW.jobs, NEW.general_skills, NEW.technical_skills, NEW.certificates, NEW.internships)) w
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_search_words_update
  AFTER UPDATE OF name, jobs, general_skills, technical_skills, certificates, internships, data_complete ON "users"
  FOR EACH ROW WHEN (NEW.data_complete) EXECUTE FUNCTION search_words_updated();
--> statement-breakpoint
-- Backfill: the words of the profiles already there.
INSERT INTO search_words (word)
  SELECT DISTINCT w FROM users u,
    search_words_of(search_parts(u.name, u.jobs, u.general_skills, u.technical_skills, u.certificates, u.internships)) w
  WHERE u.data_complete
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- One word of a query: its lexeme (English or Arabic stem), and (prefix) the word as typed as a
-- prefix of any lexeme ("moh" finds "Mohamed"), for words of three letters or more.
CREATE FUNCTION search_term_query(t text, prefix boolean) RETURNS tsquery
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT CASE
    WHEN prefix AND length(t) >= 3 AND numnode(plainto_tsquery('simple'::regconfig, t)) = 1
      THEN plainto_tsquery('public.search_en_ar'::regconfig, t)
        || (plainto_tsquery('simple'::regconfig, t)::text || ':*')::tsquery
    ELSE plainto_tsquery('public.search_en_ar'::regconfig, t)
  END $$;
--> statement-breakpoint
-- The known words within one typo of a word the vocabulary does not hold (min_length letters or
-- more), with their trigram similarity: the 30 nearest by trigram distance, then search_one_edit.
CREATE FUNCTION search_near_words(t text, min_length int) RETURNS TABLE (word text, similarity real)
  LANGUAGE sql STABLE STRICT PARALLEL SAFE
  AS $$ SELECT n.word, similarity(n.word, t) FROM (
      SELECT w.word FROM public.search_words w ORDER BY w.word <-> t LIMIT 30
    ) n
    WHERE length(t) >= min_length AND public.search_one_edit(n.word, t)
      AND NOT EXISTS (SELECT 1 FROM public.search_words k WHERE k.word = t) $$;
--> statement-breakpoint
-- The lexemes of a profile's vector that a query matches, for the highlight (the web app marks the
-- words they stand for): read from the stored vector, no parsing.
CREATE FUNCTION search_matched_lexemes(v tsvector, q tsquery) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT array_agg(s.lexeme) FROM unnest(v) s WHERE array_to_tsvector(ARRAY[s.lexeme]) @@ q $$;
