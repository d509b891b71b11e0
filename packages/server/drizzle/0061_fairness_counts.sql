-- 0061_fairness_counts (issue 40's speed target, decision 276): the fairness report reads kept
-- counts instead of every history entry of the scope. Three tables of the fairness module, kept by
-- triggers in the transaction of whichever write changes them (a move, a bulk move, an undo, an
-- answer, a deletion, an anonymisation, a merge, a posting's stage list, the stored fit):
--
-- * fairness_facts: one row per application, what the report needs of it: posting, applying
--   time, the fit ranking's key (fit_passes, fit), whether it has a survey answer and the
--   answers, the stages it entered (its first entry into each, report_entries.prev_same_at null)
--   and of those the ones it moved on from (the next entry is not a rejection of its posting's
--   list). Refreshed from applications, report_entries, fairness_survey_answers and job_postings
--   by fairness_facts_refresh(ids); deleted with its application (cascade). Its rank index,
--   with the answers included, gives each posting's fit top 20 % of a range by an index-only scan.
-- * fairness_counts: per posting, stage, dimension, group and UTC day of applying, the people
--   who entered the stage and moved on (the sums over fairness_facts, changed by its triggers by
--   the difference of the rows a statement changed, so no write recounts anything). Stage '' is
--   the cohort itself: dimension '' group '' counts the applications, group 'answered' those
--   with an answer; a dimension's group counts the applications that gave that answer.
-- * fairness_company_counts: the same per company, for the whole company's report (one row where
--   its postings' would be one each).
--
-- Statement-level triggers with transition tables (set-based: a bulk move or a fit refresh of
-- 10,000 applicants is one refresh). The application_events triggers are named after the report
-- entries' ones ('fairness' > 'entries': same event, fired in name order), so report_entries is
-- rebuilt when they read it; the applications update trigger is a statement trigger, fired after
-- the row trigger that rebuilds report_entries on a new posting or applying time.
-- Hand-written SQL.
CREATE TABLE "fairness_facts" (
  "application_id" uuid PRIMARY KEY NOT NULL REFERENCES "applications"("id") ON DELETE CASCADE,
  "job_id" uuid NOT NULL,
  "company_id" uuid NOT NULL,
  "applied_at" timestamp with time zone NOT NULL,
  "fit_passes" boolean NOT NULL,
  "fit" smallint,
  "answered" boolean NOT NULL,
  "gender" text,
  "age_band" text,
  "nationality" text,
  "disability" text,
  "entered" text[] NOT NULL,
  "moved" text[] NOT NULL
);
--> statement-breakpoint
-- The ranking of applications_job_rank_idx, with what the fit top 20 % counts.
CREATE INDEX "fairness_facts_rank_idx" ON "fairness_facts" USING btree ("job_id", "fit_passes" DESC, "fit" DESC NULLS LAST, "applied_at", "application_id") INCLUDE ("gender", "age_band", "nationality", "disability");
--> statement-breakpoint
CREATE TABLE "fairness_counts" (
  "job_id" uuid NOT NULL,
  "day" date NOT NULL,
  "stage" text NOT NULL,
  "dimension" text NOT NULL,
  "grp" text NOT NULL,
  "entered" integer NOT NULL,
  "moved_on" integer NOT NULL,
  -- A posting's cohort rows of a range are one range of the key.
  PRIMARY KEY ("job_id", "stage", "dimension", "grp", "day")
);
--> statement-breakpoint
CREATE TABLE "fairness_company_counts" (
  "company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
  "day" date NOT NULL,
  "stage" text NOT NULL,
  "dimension" text NOT NULL,
  "grp" text NOT NULL,
  "entered" integer NOT NULL,
  "moved_on" integer NOT NULL,
  PRIMARY KEY ("company_id", "day", "stage", "dimension", "grp")
);
--> statement-breakpoint
-- What one application adds to fairness_counts (sign -1: takes away).
CREATE FUNCTION "fairness_fact_counts"(f_job uuid, f_applied timestamptz, f_answered boolean,
  f_gender text, f_age_band text, f_nationality text, f_disability text, f_entered text[],
  f_moved text[], f_sign integer)
RETURNS TABLE (job_id uuid, day date, stage text, dimension text, grp text, entered integer,
  moved_on integer) LANGUAGE sql IMMUTABLE AS $$
  WITH answers (dimension, grp) AS (
    SELECT d.dimension, d.grp FROM (VALUES ('gender', f_gender), ('ageBand', f_age_band),
      ('nationality', f_nationality), ('disability', f_disability)) d (dimension, grp)
    WHERE d.grp IS NOT NULL AND d.grp <> ''
  )
  SELECT f_job, (f_applied AT TIME ZONE 'UTC')::date, '', '', '', f_sign, 0
  UNION ALL
  SELECT f_job, (f_applied AT TIME ZONE 'UTC')::date, '', '', 'answered', f_sign, 0
  WHERE f_answered
  UNION ALL
  SELECT f_job, (f_applied AT TIME ZONE 'UTC')::date, '', a.dimension, a.grp, f_sign, 0
  FROM answers a
  UNION ALL
  SELECT f_job, (f_applied AT TIME ZONE 'UTC')::date, s.stage, a.dimension, a.grp, f_sign,
    CASE WHEN s.stage = ANY(f_moved) THEN f_sign ELSE 0 END
  FROM answers a CROSS JOIN unnest(f_entered) s (stage)
$$;
--> statement-breakpoint
-- Adds the new rows' counts and takes away the old ones' (a statement's transition tables), per
-- posting and per company, in key order (two transactions lock shared rows in the same order).
-- A posting's rows only while it exists (a posting deleted takes its counts along, whichever of
-- its cascades comes first); the company's rows take away its deleted postings' applications
-- (the facts row knows its company), and go with the company.
CREATE FUNCTION "fairness_counts_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Against deadlocks: the companies' report versions first, as every other write of
  -- applications and their history takes them, then the counters. Without it a guest's apply
  -- (counters, then the report version) and a merge's cascade (the history's report version,
  -- then the counters) in one company deadlocked on PostgreSQL (the role matrix, 40P01).
  IF TG_OP <> 'DELETE' THEN
    PERFORM report_touch(array(SELECT DISTINCT f.company_id FROM new_rows f));
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM report_touch(array(SELECT DISTINCT f.company_id FROM old_rows f));
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO fairness_counts AS k (job_id, day, stage, dimension, grp, entered, moved_on)
    SELECT d.job_id, d.day, d.stage, d.dimension, d.grp, sum(d.entered), sum(d.moved_on)
    FROM (SELECT f.company_id, c.* FROM new_rows f, LATERAL fairness_fact_counts(f.job_id,
      f.applied_at, f.answered, f.gender, f.age_band, f.nationality, f.disability, f.entered,
      f.moved, 1) c) d
    WHERE EXISTS (SELECT 1 FROM job_postings p WHERE p.id = d.job_id)
    GROUP BY d.job_id, d.day, d.stage, d.dimension, d.grp
    HAVING sum(d.entered) <> 0 OR sum(d.moved_on) <> 0
    ORDER BY d.job_id, d.stage, d.dimension, d.grp, d.day
    ON CONFLICT (job_id, stage, dimension, grp, day) DO UPDATE
      SET entered = k.entered + excluded.entered, moved_on = k.moved_on + excluded.moved_on;
    INSERT INTO fairness_company_counts AS k (company_id, day, stage, dimension, grp, entered,
      moved_on)
    SELECT d.company_id, d.day, d.stage, d.dimension, d.grp, sum(d.entered), sum(d.moved_on)
    FROM (SELECT f.company_id, c.* FROM new_rows f, LATERAL fairness_fact_counts(f.job_id,
      f.applied_at, f.answered, f.gender, f.age_band, f.nationality, f.disability, f.entered,
      f.moved, 1) c) d
    WHERE EXISTS (SELECT 1 FROM companies c WHERE c.id = d.company_id)
    GROUP BY d.company_id, d.day, d.stage, d.dimension, d.grp
    HAVING sum(d.entered) <> 0 OR sum(d.moved_on) <> 0
    ORDER BY d.company_id, d.day, d.stage, d.dimension, d.grp
    ON CONFLICT (company_id, day, stage, dimension, grp) DO UPDATE
      SET entered = k.entered + excluded.entered, moved_on = k.moved_on + excluded.moved_on;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO fairness_counts AS k (job_id, day, stage, dimension, grp, entered, moved_on)
    SELECT d.job_id, d.day, d.stage, d.dimension, d.grp, sum(d.entered), sum(d.moved_on)
    FROM (SELECT f.company_id, c.* FROM old_rows f, LATERAL fairness_fact_counts(f.job_id,
      f.applied_at, f.answered, f.gender, f.age_band, f.nationality, f.disability, f.entered,
      f.moved, -1) c) d
    WHERE EXISTS (SELECT 1 FROM job_postings p WHERE p.id = d.job_id)
    GROUP BY d.job_id, d.day, d.stage, d.dimension, d.grp
    HAVING sum(d.entered) <> 0 OR sum(d.moved_on) <> 0
    ORDER BY d.job_id, d.stage, d.dimension, d.grp, d.day
    ON CONFLICT (job_id, stage, dimension, grp, day) DO UPDATE
      SET entered = k.entered + excluded.entered, moved_on = k.moved_on + excluded.moved_on;
    INSERT INTO fairness_company_counts AS k (company_id, day, stage, dimension, grp, entered,
      moved_on)
    SELECT d.company_id, d.day, d.stage, d.dimension, d.grp, sum(d.entered), sum(d.moved_on)
    FROM (SELECT f.company_id, c.* FROM old_rows f, LATERAL fairness_fact_counts(f.job_id,
      f.applied_at, f.answered, f.gender, f.age_band, f.nationality, f.disability, f.entered,
      f.moved, -1) c) d
    WHERE EXISTS (SELECT 1 FROM companies c WHERE c.id = d.company_id)
    GROUP BY d.company_id, d.day, d.stage, d.dimension, d.grp
    HAVING sum(d.entered) <> 0 OR sum(d.moved_on) <> 0
    ORDER BY d.company_id, d.day, d.stage, d.dimension, d.grp
    ON CONFLICT (company_id, day, stage, dimension, grp) DO UPDATE
      SET entered = k.entered + excluded.entered, moved_on = k.moved_on + excluded.moved_on;
  ELSE
    INSERT INTO fairness_counts AS k (job_id, day, stage, dimension, grp, entered, moved_on)
    SELECT d.job_id, d.day, d.stage, d.dimension, d.grp, sum(d.entered), sum(d.moved_on)
    FROM (SELECT f.company_id, c.* FROM new_rows f, LATERAL fairness_fact_counts(f.job_id,
      f.applied_at, f.answered, f.gender, f.age_band, f.nationality, f.disability, f.entered,
      f.moved, 1) c
      UNION ALL
      SELECT f.company_id, c.* FROM old_rows f, LATERAL fairness_fact_counts(f.job_id,
      f.applied_at, f.answered, f.gender, f.age_band, f.nationality, f.disability, f.entered,
      f.moved, -1) c) d
    WHERE EXISTS (SELECT 1 FROM job_postings p WHERE p.id = d.job_id)
    GROUP BY d.job_id, d.day, d.stage, d.dimension, d.grp
    HAVING sum(d.entered) <> 0 OR sum(d.moved_on) <> 0
    ORDER BY d.job_id, d.stage, d.dimension, d.grp, d.day
    ON CONFLICT (job_id, stage, dimension, grp, day) DO UPDATE
      SET entered = k.entered + excluded.entered, moved_on = k.moved_on + excluded.moved_on;
    INSERT INTO fairness_company_counts AS k (company_id, day, stage, dimension, grp, entered,
      moved_on)
    SELECT d.company_id, d.day, d.stage, d.dimension, d.grp, sum(d.entered), sum(d.moved_on)
    FROM (SELECT f.company_id, c.* FROM new_rows f, LATERAL fairness_fact_counts(f.job_id,
      f.applied_at, f.answered, f.gender, f.age_band, f.nationality, f.disability, f.entered,
      f.moved, 1) c
      UNION ALL
      SELECT f.company_id, c.* FROM old_rows f, LATERAL fairness_fact_counts(f.job_id,
      f.applied_at, f.answered, f.gender, f.age_band, f.nationality, f.disability, f.entered,
      f.moved, -1) c) d
    WHERE EXISTS (SELECT 1 FROM companies c WHERE c.id = d.company_id)
    GROUP BY d.company_id, d.day, d.stage, d.dimension, d.grp
    HAVING sum(d.entered) <> 0 OR sum(d.moved_on) <> 0
    ORDER BY d.company_id, d.day, d.stage, d.dimension, d.grp
    ON CONFLICT (company_id, day, stage, dimension, grp) DO UPDATE
      SET entered = k.entered + excluded.entered, moved_on = k.moved_on + excluded.moved_on;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "fairness_facts_counts_insert" AFTER INSERT ON "fairness_facts" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "fairness_counts_changed"();
--> statement-breakpoint
CREATE TRIGGER "fairness_facts_counts_update" AFTER UPDATE ON "fairness_facts" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "fairness_counts_changed"();
--> statement-breakpoint
CREATE TRIGGER "fairness_facts_counts_delete" AFTER DELETE ON "fairness_facts" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "fairness_counts_changed"();
--> statement-breakpoint
-- The facts of these applications from their current rows (an application gone has none: its
-- row went by cascade). Only rows that differ are written.
CREATE FUNCTION "fairness_facts_refresh"(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO fairness_facts AS f (application_id, job_id, company_id, applied_at, fit_passes,
    fit, answered, gender, age_band, nationality, disability, entered, moved)
  SELECT a.id, a.job_id, l.company_id, a.applied_at, a.fit_passes, a.fit,
    s.application_id IS NOT NULL,
    s.gender, s.age_band, s.nationality, s.disability,
    coalesce(e.entered, '{}'), coalesce(e.moved, '{}')
  FROM applications a
  JOIN LATERAL (
    SELECT p.company_id, coalesce((SELECT array_agg(st ->> 'key')
      FROM jsonb_array_elements(p.stages) st
      WHERE st ->> 'kind' = 'rejected'), ARRAY['rejected']) AS rejected
    FROM job_postings p WHERE p.id = a.job_id
  ) l ON true
  LEFT JOIN fairness_survey_answers s ON s.application_id = a.id
  LEFT JOIN LATERAL (
    SELECT array_agg(r.to_stage ORDER BY r.to_stage) AS entered,
      array_agg(r.to_stage ORDER BY r.to_stage) FILTER (WHERE r.next_at IS NOT NULL
        AND NOT (r.next_stage = ANY(l.rejected))) AS moved
    FROM report_entries r
    WHERE r.application_id = a.id AND r.prev_same_at IS NULL
  ) e ON true
  WHERE a.id = ANY(ids)
  ORDER BY a.id
  ON CONFLICT (application_id) DO UPDATE SET job_id = excluded.job_id,
    company_id = excluded.company_id, applied_at = excluded.applied_at, fit_passes = excluded.fit_passes, fit = excluded.fit,
    answered = excluded.answered, gender = excluded.gender, age_band = excluded.age_band,
    nationality = excluded.nationality, disability = excluded.disability,
    entered = excluded.entered, moved = excluded.moved
  WHERE (f.job_id, f.company_id, f.applied_at, f.fit_passes, f.fit, f.answered, f.gender, f.age_band,
      f.nationality, f.disability, f.entered, f.moved)
    IS DISTINCT FROM (excluded.job_id, excluded.company_id, excluded.applied_at, excluded.fit_passes, excluded.fit,
      excluded.answered, excluded.gender, excluded.age_band, excluded.nationality,
      excluded.disability, excluded.entered, excluded.moved);
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "fairness_facts_of_new"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM fairness_facts_refresh(array(SELECT DISTINCT n.application_id FROM new_rows n));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "fairness_facts_of_old"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM fairness_facts_refresh(array(SELECT DISTINCT o.application_id FROM old_rows o));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "fairness_facts_of_both"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM fairness_facts_refresh(array(
    SELECT o.application_id FROM old_rows o UNION SELECT n.application_id FROM new_rows n));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "application_events_fairness_insert" AFTER INSERT ON "application_events" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "fairness_facts_of_new"();
--> statement-breakpoint
CREATE TRIGGER "application_events_fairness_update" AFTER UPDATE ON "application_events" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "fairness_facts_of_both"();
--> statement-breakpoint
CREATE TRIGGER "application_events_fairness_delete" AFTER DELETE ON "application_events" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "fairness_facts_of_old"();
--> statement-breakpoint
CREATE TRIGGER "fairness_survey_answers_facts_insert" AFTER INSERT ON "fairness_survey_answers" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "fairness_facts_of_new"();
--> statement-breakpoint
CREATE TRIGGER "fairness_survey_answers_facts_update" AFTER UPDATE ON "fairness_survey_answers" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "fairness_facts_of_both"();
--> statement-breakpoint
CREATE TRIGGER "fairness_survey_answers_facts_delete" AFTER DELETE ON "fairness_survey_answers" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "fairness_facts_of_old"();
--> statement-breakpoint
-- A new application, and an application whose posting, applying time or fit changed (every
-- update statement: a column list cannot go with transition tables; the join keeps it cheap).
CREATE FUNCTION "fairness_facts_applications_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM fairness_facts_refresh(array(SELECT n.id FROM new_rows n));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "fairness_facts_applications_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
BEGIN
  ids := array(SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.job_id, n.applied_at, n.fit_passes, n.fit)
      IS DISTINCT FROM (o.job_id, o.applied_at, o.fit_passes, o.fit));
  IF cardinality(ids) > 0 THEN
    PERFORM fairness_facts_refresh(ids);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "applications_fairness_insert" AFTER INSERT ON "applications" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "fairness_facts_applications_inserted"();
--> statement-breakpoint
CREATE TRIGGER "applications_fairness_update" AFTER UPDATE ON "applications" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "fairness_facts_applications_updated"();
--> statement-breakpoint
-- A posting's stage list says which stages are rejections (moved on or not).
CREATE FUNCTION "fairness_facts_posting_stages"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM fairness_facts_refresh(array(SELECT a.id FROM applications a WHERE a.job_id = NEW.id));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "job_postings_fairness_stages" AFTER UPDATE OF "stages" ON "job_postings" FOR EACH ROW WHEN (OLD.stages IS DISTINCT FROM NEW.stages) EXECUTE FUNCTION "fairness_facts_posting_stages"();
--> statement-breakpoint
-- A posting deleted: its applications' facts went by cascade, leaving zeros.
CREATE FUNCTION "fairness_counts_posting_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM fairness_counts c USING old_rows o WHERE c.job_id = o.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "job_postings_fairness_delete" AFTER DELETE ON "job_postings" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "fairness_counts_posting_deleted"();
--> statement-breakpoint
SELECT fairness_facts_refresh(array(SELECT a.id FROM applications a));
