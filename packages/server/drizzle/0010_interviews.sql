-- 0010_interviews (issue 19, decision 120): interviews with their interviewers, self-scheduling
-- offers (single-use code, stored as a hash), interview kits, scorecards and calendar feeds.
-- Hand-written SQL (decision 120): one capability, one file.
CREATE TABLE "interviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL REFERENCES "applications"("id") ON DELETE CASCADE,
	"job_id" uuid NOT NULL REFERENCES "job_postings"("id") ON DELETE CASCADE,
	"company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"time_zone" text NOT NULL,
	"location" text,
	"video_url" text,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"uid" text NOT NULL,
	"created_by_member_id" uuid REFERENCES "company_members"("id"),
	"reminded_sequence" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interviews_duration_check" CHECK ("duration_minutes" BETWEEN 15 AND 480),
	CONSTRAINT "interviews_status_check" CHECK ("status" IN ('scheduled', 'cancelled'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "interviews_uid_key" ON "interviews" ("uid");
--> statement-breakpoint
CREATE INDEX "interviews_application_idx" ON "interviews" ("application_id", "starts_at");
--> statement-breakpoint
-- The reminder sweep reads scheduled interviews by start time.
CREATE INDEX "interviews_due_idx" ON "interviews" ("starts_at") WHERE "status" = 'scheduled';
--> statement-breakpoint
CREATE TABLE "interview_interviewers" (
	"interview_id" uuid NOT NULL REFERENCES "interviews"("id") ON DELETE CASCADE,
	"member_id" uuid NOT NULL REFERENCES "company_members"("id"),
	CONSTRAINT "interview_interviewers_pk" PRIMARY KEY ("interview_id", "member_id")
);
--> statement-breakpoint
CREATE INDEX "interview_interviewers_member_idx" ON "interview_interviewers" ("member_id", "interview_id");
--> statement-breakpoint
CREATE TABLE "interview_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL REFERENCES "applications"("id") ON DELETE CASCADE,
	"company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
	"code_hash" text NOT NULL,
	"slots" jsonb NOT NULL,
	"time_zone" text NOT NULL,
	"interviewer_ids" jsonb NOT NULL,
	"location" text,
	"video_url" text,
	"created_by_member_id" uuid REFERENCES "company_members"("id"),
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"interview_id" uuid REFERENCES "interviews"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "interview_offers_code_hash_key" ON "interview_offers" ("code_hash");
--> statement-breakpoint
CREATE INDEX "interview_offers_application_idx" ON "interview_offers" ("application_id", "created_at");
--> statement-breakpoint
CREATE TABLE "interview_kits" (
	"job_id" uuid PRIMARY KEY NOT NULL REFERENCES "job_postings"("id") ON DELETE CASCADE,
	"attributes" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scorecards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"interview_id" uuid NOT NULL REFERENCES "interviews"("id") ON DELETE CASCADE,
	"member_id" uuid NOT NULL REFERENCES "company_members"("id"),
	"ratings" jsonb NOT NULL,
	"recommendation" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scorecards_recommendation_check" CHECK ("recommendation" IN ('strongNo', 'no', 'yes', 'strongYes'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "scorecards_interview_member_key" ON "scorecards" ("interview_id", "member_id");
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"member_id" uuid PRIMARY KEY NOT NULL REFERENCES "company_members"("id") ON DELETE CASCADE,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_hash_key" ON "calendar_feeds" ("token_hash");
