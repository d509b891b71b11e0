-- 0023_guest_applications_cv_import (issue 25, decision 130's slot, decisions 141 and 142):
-- applying without an account, CV files and their parsing, and a recruiter's CV import.
-- Hand-written SQL.
--
-- Decision 141: a guest's application stays an `applications` row (so the pipeline, stage mails
-- and reports see it like any other), marked by `guest_via` ('apply' or 'import'), with the
-- e-mail in the existing `guest_email`; what only guests have (name, phone, language, consent,
-- the follow token's hash, the claim) lives in `guest_applicants`, one row per application.
ALTER TABLE "applications" ADD COLUMN "guest_via" text;
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_guest_via_check"
  CHECK ("guest_via" IS NULL OR "guest_via" IN ('apply', 'import'));
--> statement-breakpoint
-- One applicant per row: a user, an invitation link, or a guest who applied or was imported
-- (an imported CV may have no e-mail). A claimed guest application has its user too.
ALTER TABLE "applications" DROP CONSTRAINT "applications_one_applicant_check";
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_one_applicant_check" CHECK (
  (("user_id" IS NULL) <> ("one_time_link_id" IS NULL))
  OR ("user_id" IS NULL AND "one_time_link_id" IS NULL AND "guest_via" IS NOT NULL)
  OR ("anonymised_at" IS NOT NULL AND "user_id" IS NULL)
);
--> statement-breakpoint
-- The same e-mail applies once to a posting as a guest (409 ALREADY_APPLIED, also under
-- concurrent requests), and an import cannot add it twice (proposed for merge instead).
CREATE UNIQUE INDEX "applications_job_guest_email_key" ON "applications" ("job_id", lower("guest_email"))
  WHERE "guest_via" IS NOT NULL AND "guest_email" IS NOT NULL;
--> statement-breakpoint
CREATE TABLE "guest_applicants" (
  "application_id" uuid PRIMARY KEY NOT NULL REFERENCES "applications"("id") ON DELETE CASCADE,
  "name" text NOT NULL,
  "phone" text,
  "lang" text NOT NULL DEFAULT 'en',
  "consent_at" timestamp with time zone,
  "consent_version" text,
  "follow_token_hash" text,
  "claimed_user_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "claimed_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "guest_applicants_consent_check" CHECK (("consent_at" IS NULL) = ("consent_version" IS NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "guest_applicants_follow_token_key" ON "guest_applicants" ("follow_token_hash");
--> statement-breakpoint
CREATE INDEX "guest_applicants_phone_idx" ON "guest_applicants" ("phone") WHERE "phone" IS NOT NULL;
--> statement-breakpoint
-- The CV files of an application (a guest's, an import's, and those merged into it).
CREATE TABLE "applicant_cvs" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "application_id" uuid NOT NULL REFERENCES "applications"("id") ON DELETE CASCADE,
  "storage_key" text NOT NULL,
  "file_name" text NOT NULL,
  "kind" text NOT NULL CHECK ("kind" IN ('pdf', 'docx')),
  "size" integer NOT NULL,
  "via" text NOT NULL CHECK ("via" IN ('apply', 'import', 'merge')),
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "applicant_cvs_application_idx" ON "applicant_cvs" ("application_id", "created_at");
--> statement-breakpoint
-- A guest's CV uploaded before applying, parsed on the queue (decision 142); the form polls it.
CREATE TABLE "cv_uploads" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "job_id" uuid NOT NULL REFERENCES "job_postings"("id") ON DELETE CASCADE,
  "storage_key" text NOT NULL,
  "file_name" text NOT NULL,
  "kind" text NOT NULL CHECK ("kind" IN ('pdf', 'docx')),
  "size" integer NOT NULL,
  "status" text NOT NULL DEFAULT 'queued' CHECK ("status" IN ('queued', 'done', 'failed')),
  "reason" text,
  "language" text,
  "fields" jsonb,
  "application_id" uuid REFERENCES "applications"("id") ON DELETE SET NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "parsed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "cv_uploads_created_idx" ON "cv_uploads" ("created_at") WHERE "application_id" IS NULL;
--> statement-breakpoint
CREATE TABLE "cv_imports" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "job_id" uuid NOT NULL REFERENCES "job_postings"("id") ON DELETE CASCADE,
  "member_id" uuid REFERENCES "company_members"("id") ON DELETE SET NULL,
  "total" integer NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "cv_imports_job_idx" ON "cv_imports" ("job_id", "created_at");
--> statement-breakpoint
CREATE TABLE "cv_import_items" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "import_id" uuid NOT NULL REFERENCES "cv_imports"("id") ON DELETE CASCADE,
  "position" integer NOT NULL,
  "file_name" text NOT NULL,
  -- Null for a file over the size limit (not read to its end, so not kept).
  "storage_key" text,
  "kind" text CHECK ("kind" IN ('pdf', 'docx')),
  "size" integer NOT NULL,
  "status" text NOT NULL DEFAULT 'queued'
    CHECK ("status" IN ('queued', 'done', 'failed', 'duplicate', 'merged', 'dismissed')),
  "reason" text,
  "language" text,
  "fields" jsonb,
  "application_id" uuid REFERENCES "applications"("id") ON DELETE SET NULL,
  "duplicate_of" uuid REFERENCES "applications"("id") ON DELETE SET NULL,
  "matched_on" text CHECK ("matched_on" IN ('email', 'phone')),
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "cv_import_items_import_position_key" ON "cv_import_items" ("import_id", "position");
--> statement-breakpoint
-- Claiming (decision 141): when a job seeker's e-mail is verified, the guest applications made
-- with that e-mail become theirs (a posting they already applied to as a user keeps both rows
-- apart: the guest one stays a guest's). A trigger, so every way of verifying claims alike.
CREATE FUNCTION users_claim_guest_applications() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF NEW.email_verified_at IS NOT NULL AND (TG_OP = 'INSERT' OR OLD.email_verified_at IS NULL) THEN
    WITH claimed AS (
      UPDATE "applications" a SET "user_id" = NEW.id
      WHERE a."guest_via" = 'apply' AND a."user_id" IS NULL AND a."anonymised_at" IS NULL
        AND lower(a."guest_email") = lower(NEW.email)
        AND NOT EXISTS (
          SELECT 1 FROM "applications" b WHERE b."job_id" = a."job_id" AND b."user_id" = NEW.id)
      RETURNING a."id"
    )
    UPDATE "guest_applicants" g SET "claimed_user_id" = NEW.id, "claimed_at" = clock_timestamp()
    FROM claimed WHERE g."application_id" = claimed."id";
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_claim_guest_applications AFTER INSERT OR UPDATE OF email_verified_at ON "users"
  FOR EACH ROW EXECUTE FUNCTION users_claim_guest_applications();
--> statement-breakpoint
-- The queues of CV parsing (decision 142), created here: a queue first created inside concurrent
-- transactions (an import sends its jobs in the transaction that stores it) deadlocks on
-- PostgreSQL. Reading a file is retried twice; a job left active for 5 minutes is given back.
SELECT pgboss.create_queue('cv.parse', '{"policy":"standard","retryLimit":2,"retryDelay":10,"retryBackoff":true,"expireInSeconds":300}');
--> statement-breakpoint
SELECT pgboss.create_queue('cv.import', '{"policy":"standard","retryLimit":2,"retryDelay":10,"retryBackoff":true,"expireInSeconds":300}');
