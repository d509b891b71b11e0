-- 0049_seeker_jobs (issue 46, decisions 247 and 248): the job seeker's saved jobs and job alerts,
-- and the index recommended jobs and the daily alert read open postings by: a field's newest
-- published postings first (the recommendation's candidate set), and the postings published in a
-- day (the alert's window). Hand-written SQL.
CREATE TABLE "saved_jobs" (
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "job_id" uuid NOT NULL REFERENCES "job_postings"("id") ON DELETE CASCADE,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  PRIMARY KEY ("user_id", "job_id")
);--> statement-breakpoint
CREATE INDEX "saved_jobs_user_idx" ON "saved_jobs" ("user_id", "created_at" DESC, "job_id");--> statement-breakpoint
CREATE TABLE "job_alerts" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "q" text,
  "field" text,
  "country" text,
  "city" text,
  "workplace" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  -- The end of the last day whose postings the alert has looked at (the daily job claims it).
  "sent_until" timestamp with time zone DEFAULT now() NOT NULL,
  "last_sent_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX "job_alerts_user_idx" ON "job_alerts" ("user_id", "created_at", "id");--> statement-breakpoint
CREATE INDEX "job_alerts_due_idx" ON "job_alerts" ("sent_until", "user_id");--> statement-breakpoint
CREATE INDEX "job_postings_open_field_idx" ON "job_postings" ("field", "published_at" DESC, "id") WHERE "status" = 'published';--> statement-breakpoint
CREATE INDEX "job_postings_open_published_idx" ON "job_postings" ("published_at" DESC, "id") WHERE "status" = 'published';
