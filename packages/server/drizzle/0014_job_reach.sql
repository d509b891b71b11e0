-- 0014_job_reach (issue 25, decision 126): employment type, an optional salary range and an
-- application deadline on postings. Existing postings become full time, without salary or
-- deadline. Hand-written SQL.
ALTER TABLE "job_postings" ADD COLUMN "employment_type" text DEFAULT 'fullTime' NOT NULL;
--> statement-breakpoint
ALTER TABLE "job_postings" ADD CONSTRAINT "job_postings_employment_type_check" CHECK ("employment_type" IN ('fullTime', 'partTime', 'contract', 'temporary', 'internship'));
--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "salary_min" numeric(12, 2);
--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "salary_max" numeric(12, 2);
--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "salary_currency" text;
--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "salary_period" text;
--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "salary_visible" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
-- A salary is whole or absent: a figure always has its currency and period, never a maximum
-- below its minimum (the domain says so first; this keeps the feeds from ever reading half of one).
ALTER TABLE "job_postings" ADD CONSTRAINT "job_postings_salary_check" CHECK (("salary_min" IS NULL AND "salary_max" IS NULL AND "salary_currency" IS NULL AND "salary_period" IS NULL) OR ("salary_min" > 0 AND "salary_currency" ~ '^[A-Z]{3}$' AND "salary_period" IN ('hour', 'day', 'week', 'month', 'year') AND ("salary_max" IS NULL OR "salary_max" >= "salary_min")));
--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "application_deadline" timestamp with time zone;
--> statement-breakpoint
-- The board, the sitemap and the feeds read published postings newest first and drop those whose
-- deadline has passed; the feeds of one company read its published postings.
CREATE INDEX "job_postings_open_company_idx" ON "job_postings" USING btree ("company_id", "published_at") WHERE "status" = 'published';
