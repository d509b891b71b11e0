CREATE TABLE "audit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_member_id" uuid,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"password_hash" text,
	"role" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"email_verified_at" timestamp with time zone,
	"token_version" integer DEFAULT 0 NOT NULL,
	"lang" text DEFAULT 'en' NOT NULL,
	"totp_secret" text,
	"totp_enabled_at" timestamp with time zone,
	"totp_last_step" bigint,
	"invited_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "job_team_members" (
	"job_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_team_members_job_id_member_id_pk" PRIMARY KEY("job_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "recovery_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_type" text NOT NULL,
	"account_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "companies_email_key";--> statement-breakpoint
ALTER TABLE "application_events" ADD COLUMN "by_member_id" uuid;--> statement-breakpoint
ALTER TABLE "application_notes" ADD COLUMN "member_id" uuid;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "outcome_by_member_id" uuid;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "require_totp" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "description_cards" ADD COLUMN "created_by_member_id" uuid;--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "created_by_member_id" uuid;--> statement-breakpoint
ALTER TABLE "one_time_links" ADD COLUMN "created_by_member_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_secret" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_enabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_last_step" bigint;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_team_members" ADD CONSTRAINT "job_team_members_job_id_job_postings_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job_postings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_team_members" ADD CONSTRAINT "job_team_members_member_id_company_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."company_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_company_at_idx" ON "audit_events" USING btree ("company_id","at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "audit_events_company_actor_idx" ON "audit_events" USING btree ("company_id","actor_member_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_events_company_action_idx" ON "audit_events" USING btree ("company_id","action","at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "company_members_email_key" ON "company_members" USING btree (lower("email")) WHERE "company_members"."removed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "company_members_company_idx" ON "company_members" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "job_team_members_member_idx" ON "job_team_members" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "recovery_codes_account_idx" ON "recovery_codes" USING btree ("account_type","account_id");--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_by_member_id_company_members_id_fk" FOREIGN KEY ("by_member_id") REFERENCES "public"."company_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_notes" ADD CONSTRAINT "application_notes_member_id_company_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."company_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_outcome_by_member_id_company_members_id_fk" FOREIGN KEY ("outcome_by_member_id") REFERENCES "public"."company_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "description_cards" ADD CONSTRAINT "description_cards_created_by_member_id_company_members_id_fk" FOREIGN KEY ("created_by_member_id") REFERENCES "public"."company_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_postings" ADD CONSTRAINT "job_postings_created_by_member_id_company_members_id_fk" FOREIGN KEY ("created_by_member_id") REFERENCES "public"."company_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_links" ADD CONSTRAINT "one_time_links_created_by_member_id_company_members_id_fk" FOREIGN KEY ("created_by_member_id") REFERENCES "public"."company_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "companies_email_idx" ON "companies" USING btree (lower("email"));--> statement-breakpoint
-- Decision 110: every existing company login becomes the owner member of its company, with its
-- e-mail, password hash, verification, token version and language; nothing else changes.
INSERT INTO "company_members" ("company_id", "email", "password_hash", "role", "status", "email_verified_at", "token_version", "lang", "created_at", "updated_at")
SELECT "id", "email", "password_hash", 'owner', 'active', "email_verified_at", "token_version", "lang", "created_at", "updated_at" FROM "companies";--> statement-breakpoint
-- Open verification and reset links of a company now belong to its owner member.
UPDATE "auth_tokens" SET "account_id" = m."id" FROM "company_members" m WHERE "auth_tokens"."account_type" = 'Company' AND "auth_tokens"."account_id" = m."company_id";--> statement-breakpoint
-- Who acted, for what was done before members existed: the company's one login, now its owner.
UPDATE "application_events" SET "by_member_id" = m."id" FROM "company_members" m WHERE "application_events"."by_company_id" = m."company_id";--> statement-breakpoint
UPDATE "application_notes" SET "member_id" = m."id" FROM "company_members" m WHERE "application_notes"."company_id" = m."company_id";--> statement-breakpoint
UPDATE "job_postings" SET "created_by_member_id" = m."id" FROM "company_members" m WHERE "job_postings"."company_id" = m."company_id";--> statement-breakpoint
UPDATE "one_time_links" SET "created_by_member_id" = m."id" FROM "company_members" m WHERE "one_time_links"."company_id" = m."company_id";--> statement-breakpoint
UPDATE "description_cards" SET "created_by_member_id" = m."id" FROM "company_members" m WHERE "description_cards"."company_id" = m."company_id";--> statement-breakpoint
UPDATE "applications" SET "outcome_by_member_id" = m."id" FROM "company_members" m, "job_postings" j WHERE "applications"."outcome" IS NOT NULL AND j."id" = "applications"."job_id" AND m."company_id" = j."company_id";--> statement-breakpoint
-- The audit log is append-only in the database itself (decisions.md 11): no UPDATE, no DELETE.
CREATE FUNCTION "audit_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_events is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_events_no_change" BEFORE UPDATE OR DELETE ON "audit_events" FOR EACH ROW EXECUTE FUNCTION "audit_events_append_only"();--> statement-breakpoint
ALTER TABLE "companies" DROP COLUMN "password_hash";--> statement-breakpoint
ALTER TABLE "companies" DROP COLUMN "email_verified_at";--> statement-breakpoint
ALTER TABLE "companies" DROP COLUMN "token_version";