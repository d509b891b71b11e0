-- 0019_fit_store_reports (issue 20, decisions 130 and 134): the fit score is stored on the
-- application with its reasons (keys and parameters, shown in the reader's language) and what it
-- was computed from (fit_inputs: the posting's requirement profile and minimums, the applicant's
-- perceptional scales, education and experience, the formula's version). The server writes them
-- when the application is made and when those inputs change; applications from before this
-- migration (fit_inputs null) are computed at the next start. Hand-written SQL.
ALTER TABLE "applications" ADD COLUMN "fit" smallint;
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "fit_reasons" jsonb;
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "fit_inputs" jsonb;
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_fit_check" CHECK ("fit" IS NULL OR "fit" BETWEEN 0 AND 100);
--> statement-breakpoint
-- The ranked list of a posting (ORDER BY fit DESC NULLS LAST, applied_at, id): read in order, and
-- the rank of every applicant (a board column filters by stage after ranking) from the index
-- alone, stage included.
CREATE INDEX "applications_job_rank_idx" ON "applications" USING btree ("job_id", "fit" DESC NULLS LAST, "applied_at", "id") INCLUDE ("stage");
--> statement-breakpoint
-- Applications whose fit was never computed (the start's backfill finds them without a scan).
CREATE INDEX "applications_fit_missing_idx" ON "applications" USING btree ("id") WHERE "fit_inputs" IS NULL;
