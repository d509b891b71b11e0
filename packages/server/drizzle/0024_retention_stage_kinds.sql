-- 0024_retention_stage_kinds (issue 20, decision 124, decision 130): the retention sweep
-- anonymises applications in any stage whose kind is rejected in their posting's own list, not
-- only in the stage keyed `rejected`. The kind lives in job_postings.stages, so the index the
-- sweep reads is by posting and stage (each posting's rejected keys), then the stage time;
-- anonymised rows stay out of it. Hand-written SQL.
DROP INDEX IF EXISTS "applications_retention_idx";
--> statement-breakpoint
CREATE INDEX "applications_retention_stage_idx" ON "applications" USING btree ("job_id", "stage", "stage_changed_at") WHERE "anonymised_at" IS NULL;
