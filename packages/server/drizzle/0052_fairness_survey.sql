-- 0052_fairness_survey (issue 40, decisions.md 21): the voluntary survey at apply, stored apart
-- from the application (its own table, written and read only by the fairness module; no call
-- returns one person's answers, only the report's aggregates). It goes with its application
-- (withdrawn: deleted). Hand-written SQL.
CREATE TABLE "fairness_survey_answers" (
  "application_id" uuid PRIMARY KEY NOT NULL REFERENCES "applications"("id") ON DELETE CASCADE,
  "job_id" uuid NOT NULL REFERENCES "job_postings"("id") ON DELETE CASCADE,
  "gender" text,
  "age_band" text,
  "nationality" text,
  "disability" text,
  "answered_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "fairness_survey_answers_job_idx" ON "fairness_survey_answers" USING btree ("job_id");
