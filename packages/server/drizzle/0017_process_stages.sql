-- 0017_process_stages (issue 20, decisions 130 and 131): a company's stage templates, a posting's
-- own stage list (null: the six defaults, so every existing posting keeps working unchanged),
-- reject reasons with the reason of each move to a rejected stage, and where each application
-- came from. Existing applications through an invitation link are marked 'invitation', the rest
-- 'board'. Hand-written SQL.
CREATE TABLE "stage_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
	"name" text NOT NULL,
	"stages" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "stage_templates_company_idx" ON "stage_templates" USING btree ("company_id", "created_at", "id");
--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "stages" jsonb;
--> statement-breakpoint
-- The template the posting copied its list from (a copy: editing the template later changes
-- no posting); a deleted template leaves the posting's list as it is.
ALTER TABLE "job_postings" ADD COLUMN "stage_template_id" uuid REFERENCES "stage_templates"("id") ON DELETE SET NULL;
--> statement-breakpoint
CREATE TABLE "reject_reasons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"position" integer NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- One place per reason: the defaults inserted by two first uses at once cannot double up.
CREATE UNIQUE INDEX "reject_reasons_company_position_key" ON "reject_reasons" USING btree ("company_id", "position");
--> statement-breakpoint
-- Archived reasons stay: the history and the reports still name them.
ALTER TABLE "application_events" ADD COLUMN "reason_id" uuid REFERENCES "reject_reasons"("id") ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "source" text DEFAULT 'board' NOT NULL;
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "source_detail" text;
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_source_check" CHECK ("source" IN ('board', 'invitation', 'feed', 'referral', 'manual', 'sourced', 'import') AND ("source_detail" IS NULL OR char_length("source_detail") <= 80));
--> statement-breakpoint
UPDATE "applications" SET "source" = 'invitation' WHERE "one_time_link_id" IS NOT NULL;
