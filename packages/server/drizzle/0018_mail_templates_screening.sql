-- 0018_mail_templates_screening (issue 20, decision 130, decision 133): a company's own texts of
-- the mails it sends to applicants (per key and language; no row means the default text), the
-- log of every such mail on its application (queued, then sent or failed by the mail job), and
-- screening questions on postings with the answers on applications. Hand-written SQL.
CREATE TABLE "mail_templates" (
  "company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
  "key" text NOT NULL,
  "lang" text NOT NULL,
  "subject" text NOT NULL,
  "body" text NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_by_member_id" uuid REFERENCES "company_members"("id") ON DELETE SET NULL,
  PRIMARY KEY ("company_id", "key", "lang"),
  CONSTRAINT "mail_templates_key_check" CHECK ("key" IN ('invitation', 'stageChange', 'rejection', 'offer', 'interviewInvitation')),
  CONSTRAINT "mail_templates_lang_check" CHECK ("lang" IN ('en', 'ar'))
);
--> statement-breakpoint
CREATE TABLE "application_mails" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "application_id" uuid NOT NULL REFERENCES "applications"("id") ON DELETE CASCADE,
  "company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
  "template_key" text NOT NULL,
  "subject" text NOT NULL,
  "lang" text NOT NULL,
  "status" text DEFAULT 'queued' NOT NULL,
  "queued_at" timestamp with time zone DEFAULT now() NOT NULL,
  "sent_at" timestamp with time zone,
  "error" text,
  "queue_job_id" text,
  "by_member_id" uuid REFERENCES "company_members"("id") ON DELETE SET NULL,
  CONSTRAINT "application_mails_status_check" CHECK ("status" IN ('queued', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "application_mails_application_idx" ON "application_mails" ("application_id", "queued_at");
--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "screening" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "knockout_action" text DEFAULT 'flag' NOT NULL;
--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "knockout_reason_id" uuid;
--> statement-breakpoint
ALTER TABLE "job_postings" ADD CONSTRAINT "job_postings_knockout_action_check" CHECK ("knockout_action" IN ('flag', 'reject'));
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "screening_answers" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "knocked_out" boolean DEFAULT false NOT NULL;
