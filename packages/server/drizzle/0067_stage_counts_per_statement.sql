-- 0067_stage_counts_per_statement (decision 290, issue 42): the kept counts of decision 165 wrote
-- two delta rows for every moved application (a per-row trigger), so a bulk move of 500 wrote
-- 1,000 rows to a posting's counts; the next read folded them (application_stage_counts_compact),
-- leaving them dead until a vacuum. Until then every read of that posting's counts walked them:
-- after 10,000 moves the company's posting list served 200 requests a second instead of 500 (the
-- webhook burst bench, PostgreSQL with autovacuum off as on this machine's; a vacuum gave it
-- back). Now one statement writes one row per posting and stage it changed (the sum of its moves),
-- from the statement's transition tables: 2 rows for a bulk move of 500 instead of 1,000.
-- A trigger with transition tables cannot name columns (UPDATE OF), so it runs for every UPDATE
-- of applications and finds the changed rows by joining the old and new rows on the key; an
-- update that changes no stage and no posting writes nothing, as before.
-- Where autovacuum runs, the counts' table (a few rows a posting, rewritten by the folds) is
-- vacuumed once 200 rows are dead instead of a fifth of the table.
-- Hand-written SQL.
DROP TRIGGER "applications_stage_counts_update" ON "applications";
--> statement-breakpoint
DROP FUNCTION "application_stage_counts_moved"();
--> statement-breakpoint
CREATE FUNCTION "application_stage_counts_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO application_stage_counts (job_id, stage, n)
  SELECT d.job_id, d.stage, sum(d.n)::int
  FROM old_rows o
  JOIN new_rows w ON w.id = o.id
  CROSS JOIN LATERAL (VALUES (o.job_id, o.stage, -1), (w.job_id, w.stage, 1)) AS d(job_id, stage, n)
  WHERE o.stage IS DISTINCT FROM w.stage OR o.job_id IS DISTINCT FROM w.job_id
  GROUP BY d.job_id, d.stage
  HAVING sum(d.n) <> 0;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "applications_stage_counts_update" AFTER UPDATE ON "applications" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "application_stage_counts_moved"();
--> statement-breakpoint
ALTER TABLE "application_stage_counts" SET (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 200);
