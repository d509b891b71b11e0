-- 0048_job_seeker_profile (issue 46, decision 245): the job seeker's city, languages with their
-- level, expected monthly salary ({amount, currency}, shown to a company only when the person
-- applied to it) and notice period. Experience bands that do not overlap: the spec's '>5 years'
-- (which contained '>10 years') becomes '6-10 years' wherever a band is stored: profiles, the
-- candidate-search copy (kept by its trigger on users), postings' minimum, saved searches'
-- filters. Stored fits whose inputs named the old band are recomputed at the next start (their
-- inputs differ from the current ones, decision 134). Hand-written SQL.
ALTER TABLE "users" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "languages" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "expected_salary" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notice_period" text;--> statement-breakpoint
UPDATE "users" SET "years_of_exp" = '6-10 years' WHERE "years_of_exp" = '>5 years';--> statement-breakpoint
UPDATE "candidate_search" SET "years_of_exp" = '6-10 years' WHERE "years_of_exp" = '>5 years';--> statement-breakpoint
UPDATE "job_postings" SET "min_experience" = '6-10 years' WHERE "min_experience" = '>5 years';--> statement-breakpoint
UPDATE "saved_searches" SET "filters" = jsonb_set("filters", '{yearsOfExp}', '"6-10 years"')
  WHERE "filters" ->> 'yearsOfExp' = '>5 years';
