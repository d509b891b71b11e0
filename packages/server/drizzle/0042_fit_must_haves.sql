-- 0042_fit_must_haves (issue 40): the fit score checks a posting's must-haves first, and an
-- applicant who fails one ranks below everyone who passes. `fit_passes` says which (true until
-- the fit is computed, so rows written without it keep their place by `fit`); the posting's
-- ranking index orders by it first. A guest's or an imported CV's fit reads the parsed CV of the
-- application: indexes on the CV rows' application. Hand-written SQL.
ALTER TABLE "applications" ADD COLUMN "fit_passes" boolean DEFAULT true NOT NULL;--> statement-breakpoint
DROP INDEX IF EXISTS "applications_job_rank_idx";--> statement-breakpoint
CREATE INDEX "applications_job_rank_idx" ON "applications" USING btree ("job_id", "fit_passes" DESC, "fit" DESC NULLS LAST, "applied_at", "id") INCLUDE ("stage");--> statement-breakpoint
CREATE INDEX "cv_uploads_application_idx" ON "cv_uploads" USING btree ("application_id") WHERE "application_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "cv_import_items_application_idx" ON "cv_import_items" USING btree ("application_id") WHERE "application_id" IS NOT NULL;
