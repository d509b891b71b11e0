-- 0012_retention (issue 24, decision 124): how long a company keeps the data of rejected
-- applicants and outside candidates, and when a row was anonymised. Hand-written SQL.
ALTER TABLE "companies" ADD COLUMN "retention_months" smallint DEFAULT 24 NOT NULL;
--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_retention_months_check" CHECK ("retention_months" BETWEEN 6 AND 120);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "anonymised_at" timestamp with time zone;
--> statement-breakpoint
-- An anonymised application of a job seeker keeps its stages and outcome but no longer names the
-- person: neither user nor link. A guest's keeps its (anonymised) link and so its ISI scores.
ALTER TABLE "applications" DROP CONSTRAINT "applications_one_applicant_check";
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_one_applicant_check" CHECK ((("user_id" IS NULL) <> ("one_time_link_id" IS NULL)) OR ("anonymised_at" IS NOT NULL AND "user_id" IS NULL));
--> statement-breakpoint
ALTER TABLE "one_time_links" ADD COLUMN "anonymised_at" timestamp with time zone;
--> statement-breakpoint
-- The daily sweep reads only rejected applications not yet anonymised.
CREATE INDEX "applications_retention_idx" ON "applications" USING btree ("stage_changed_at") WHERE "stage" = 'rejected' AND "anonymised_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "one_time_links_retention_idx" ON "one_time_links" USING btree ("created_at") WHERE "anonymised_at" IS NULL;
