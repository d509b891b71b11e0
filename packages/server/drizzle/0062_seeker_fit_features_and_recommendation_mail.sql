-- 0062_seeker_fit_features_and_recommendation_mail (issue 46, decisions 277 and 278).
-- posting_fit_features: what the fit reads of a posting's text (the skills its title and
-- description name, or its own list, must-haves first), computed once per version of the posting
-- (its updated_at) instead of in every recommendation request. A row of an older version is
-- ignored and written again. seeker_mail_settings: a job seeker's choice about the weekly mail of
-- recommended jobs (on unless they turn it off) and the end of the last week it covered.
-- Hand-written SQL.
CREATE TABLE "posting_fit_features" (
  "job_id" uuid PRIMARY KEY NOT NULL REFERENCES "job_postings"("id") ON DELETE CASCADE,
  "posting_updated_at" timestamp with time zone NOT NULL,
  "skills" jsonb NOT NULL
);--> statement-breakpoint
CREATE TABLE "seeker_mail_settings" (
  "user_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "recommendations" boolean DEFAULT true NOT NULL,
  "recommendations_sent_until" timestamp with time zone,
  "recommendations_last_sent_at" timestamp with time zone,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
