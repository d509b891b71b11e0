-- 0030_application_stage_counts (issue 20, decision 165): the number of applications per posting
-- and stage, kept by triggers so the company's view of a posting (the board's counts, the ranked
-- list's totals) reads a few rows instead of counting the posting's applicants on every request.
-- Rows are deltas, never updated: a write adds rows (+n for the stage entered, -n for the stage
-- left) and a count is the sum of a posting's rows per stage, so concurrent writes of the same
-- posting never wait for each other or deadlock on a counter row, and each transaction's rows
-- become visible exactly when its applications do (the same snapshot as the applications).
-- Readers fold a posting's rows into one per stage when they have piled up
-- (`application_stage_counts_compact`). No key and no foreign key: a posting's deletion removes
-- its rows in the applications' delete trigger.
-- Hand-written SQL.
CREATE TABLE "application_stage_counts" (
	"job_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "application_stage_counts_job_idx" ON "application_stage_counts" USING btree ("job_id") INCLUDE ("stage", "n");
--> statement-breakpoint
CREATE FUNCTION "application_stage_counts_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO application_stage_counts (job_id, stage, n)
  SELECT c.job_id, c.stage, count(*) FROM changed c GROUP BY c.job_id, c.stage;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "application_stage_counts_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A posting deleted takes its applications with it (cascade): its rows go, the others get -n.
  DELETE FROM application_stage_counts s
  WHERE s.job_id IN (SELECT DISTINCT c.job_id FROM changed c)
    AND NOT EXISTS (SELECT 1 FROM job_postings p WHERE p.id = s.job_id);
  INSERT INTO application_stage_counts (job_id, stage, n)
  SELECT c.job_id, c.stage, -count(*) FROM changed c
  WHERE EXISTS (SELECT 1 FROM job_postings p WHERE p.id = c.job_id)
  GROUP BY c.job_id, c.stage;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Per row, only when the stage or the posting changes (the WHEN is tested without calling the
-- function, so the stored fit's refresh of thousands of rows costs nothing here).
CREATE FUNCTION "application_stage_counts_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO application_stage_counts (job_id, stage, n)
  VALUES (OLD.job_id, OLD.stage, -1), (NEW.job_id, NEW.stage, 1);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "applications_stage_counts_insert" AFTER INSERT ON "applications" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "application_stage_counts_inserted"();
--> statement-breakpoint
CREATE TRIGGER "applications_stage_counts_delete" AFTER DELETE ON "applications" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "application_stage_counts_deleted"();
--> statement-breakpoint
CREATE TRIGGER "applications_stage_counts_update" AFTER UPDATE OF "stage", "job_id" ON "applications" FOR EACH ROW WHEN (OLD.stage IS DISTINCT FROM NEW.stage OR OLD.job_id IS DISTINCT FROM NEW.job_id) EXECUTE FUNCTION "application_stage_counts_moved"();
--> statement-breakpoint
-- Folds a posting's rows into one per stage (none for a stage at zero), in one statement. Two at
-- once: the second skips the rows the first deleted and keeps the sums; a transaction still
-- writing rows of the posting is not waited for (its rows are not visible yet and stay).
CREATE FUNCTION "application_stage_counts_compact"(job uuid) RETURNS void LANGUAGE sql AS $$
  WITH gone AS (
    DELETE FROM application_stage_counts WHERE job_id = job RETURNING stage, n
  )
  INSERT INTO application_stage_counts (job_id, stage, n)
  SELECT job, g.stage, sum(g.n) FROM gone g GROUP BY g.stage HAVING sum(g.n) <> 0;
$$;
--> statement-breakpoint
INSERT INTO application_stage_counts (job_id, stage, n)
SELECT job_id, stage, count(*) FROM applications GROUP BY job_id, stage;
--> statement-breakpoint
ANALYZE "application_stage_counts";
