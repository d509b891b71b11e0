-- 0032_candidate_search (issue 21 Speed, decision 166): the candidates a company may find
-- (complete and discoverable, decisions.md 13) in a narrow table of their own: the search
-- vector, the six filter columns and the name's sort key, ~500 bytes a row, kept by triggers on
-- users. Free-text relevance ranks its bounded set from here (decision 150). In users a vector
-- sits in a ~2 KB row and is mostly read through TOAST: reading users until 400 matches of a
-- word in 7 % of the profiles took ~35 ms at 1,000,000 users, the same read of this table ~2 ms,
-- so a common word no longer needs the GIN index's whole posting list (20-30 ms for a word in
-- 4-7 % of a million profiles). users.search_vector and its GIN index stay: the other orders
-- (name, newest, fit) and the CSV export still filter users by it. Hand-written SQL.
CREATE TABLE "candidate_search" (
	"user_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"lname" text,
	"job_position" text,
	"years_of_exp" text,
	"hl_of_edu" text,
	"faculty" text,
	"i_res1" smallint,
	"i_res2" smallint,
	"search_vector" tsvector NOT NULL
);
--> statement-breakpoint
CREATE INDEX "candidate_search_vector_idx" ON "candidate_search" USING gin ("search_vector") WITH (fastupdate = off);
--> statement-breakpoint
-- Free text with filters: a common word and selective filters are found through the filters
-- (as users_search_filters_idx and users_search_faculty_idx are for users), then the word tested
-- on each narrow row.
CREATE INDEX "candidate_search_filters_idx" ON "candidate_search" USING btree ("job_position","years_of_exp","hl_of_edu","faculty","i_res1","i_res2");
--> statement-breakpoint
CREATE INDEX "candidate_search_faculty_idx" ON "candidate_search" USING btree ("faculty","years_of_exp","hl_of_edu","i_res1","i_res2");
--> statement-breakpoint
-- New profiles (a seed's COPY is one statement): every row at once from the transition table.
CREATE FUNCTION candidate_search_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO public.candidate_search
    (user_id, lname, job_position, years_of_exp, hl_of_edu, faculty, i_res1, i_res2, search_vector)
    SELECT r.id, lower(r.name), r.job_position, r.years_of_exp, r.hl_of_edu, r.faculty, r.i_res1, r.i_res2, r.search_vector
    FROM new_rows r
    WHERE r.data_complete AND r.discoverable AND r.search_vector IS NOT NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_candidate_search_insert AFTER INSERT ON "users"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION candidate_search_inserted();
--> statement-breakpoint
-- A profile saved, completed, hidden or shown again, or a new ISI result: the row follows, and
-- is not rewritten when nothing it holds changed (a GIN update costs ~1 ms).
CREATE FUNCTION candidate_search_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.data_complete AND NEW.discoverable AND NEW.search_vector IS NOT NULL THEN
    INSERT INTO public.candidate_search AS c
      (user_id, lname, job_position, years_of_exp, hl_of_edu, faculty, i_res1, i_res2, search_vector)
      VALUES (NEW.id, lower(NEW.name), NEW.job_position, NEW.years_of_exp, NEW.hl_of_edu, NEW.faculty, NEW.i_res1, NEW.i_res2, NEW.search_vector)
    ON CONFLICT (user_id) DO UPDATE SET
      lname = EXCLUDED.lname, job_position = EXCLUDED.job_position,
      years_of_exp = EXCLUDED.years_of_exp, hl_of_edu = EXCLUDED.hl_of_edu,
      faculty = EXCLUDED.faculty, i_res1 = EXCLUDED.i_res1, i_res2 = EXCLUDED.i_res2,
      search_vector = EXCLUDED.search_vector
    WHERE (c.lname, c.job_position, c.years_of_exp, c.hl_of_edu, c.faculty, c.i_res1, c.i_res2, c.search_vector)
      IS DISTINCT FROM (EXCLUDED.lname, EXCLUDED.job_position, EXCLUDED.years_of_exp, EXCLUDED.hl_of_edu,
        EXCLUDED.faculty, EXCLUDED.i_res1, EXCLUDED.i_res2, EXCLUDED.search_vector);
  ELSE
    DELETE FROM public.candidate_search WHERE user_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_candidate_search_update
  AFTER UPDATE OF name, jobs, general_skills, technical_skills, certificates, internships, data_complete, discoverable, job_position, years_of_exp, hl_of_edu, faculty, i_res1, i_res2 ON "users"
  FOR EACH ROW EXECUTE FUNCTION candidate_search_updated();
--> statement-breakpoint
-- Backfill: the candidates already there.
INSERT INTO candidate_search
  (user_id, lname, job_position, years_of_exp, hl_of_edu, faculty, i_res1, i_res2, search_vector)
  SELECT u.id, lower(u.name), u.job_position, u.years_of_exp, u.hl_of_edu, u.faculty, u.i_res1, u.i_res2, u.search_vector
  FROM users u
  WHERE u.data_complete AND u.discoverable AND u.search_vector IS NOT NULL;
--> statement-breakpoint
-- Statistics at once: which words are common decides between reading the table and its GIN
-- index (readsTable), and autovacuum may be off or not come by for a while.
ANALYZE candidate_search;
