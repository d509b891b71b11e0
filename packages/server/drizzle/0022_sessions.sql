-- 0022_sessions (issue 23, decision 138): sessions that survive a new tab and a browser restart.
-- A refresh token is random and kept only as its SHA-256 hash; each use rotates it (the used row
-- stays, marked used_at, so a second use is seen as reuse and revokes the whole family). A family
-- is one "keep me logged in" login: family_started_at bounds it absolutely, expires_at (the idle
-- limit) moves with each rotation. token_version is the account's at issue: log out, password
-- change and e-mail change raise it, which ends the family too. Hand-written SQL.
CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"family_id" uuid NOT NULL,
	"account_type" text NOT NULL,
	"account_id" uuid NOT NULL,
	"token_version" integer NOT NULL,
	"token_hash" text NOT NULL,
	"family_started_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_hash_key" ON "refresh_tokens" USING btree ("token_hash");
--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");
--> statement-breakpoint
CREATE INDEX "refresh_tokens_account_idx" ON "refresh_tokens" USING btree ("account_type","account_id");
--> statement-breakpoint
-- Issue 23: the daily digest of new applicants goes to each member of a posting's team unless the
-- member turned it off (a setting of their own; no row: on).
CREATE TABLE "member_notification_settings" (
	"member_id" uuid PRIMARY KEY NOT NULL REFERENCES "company_members"("id") ON DELETE cascade,
	"applicant_digest" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The last digest sent for a posting, so each applicant is named in one digest only.
CREATE TABLE "applicant_digests" (
	"job_id" uuid PRIMARY KEY NOT NULL REFERENCES "job_postings"("id") ON DELETE cascade,
	"sent_until" timestamp with time zone NOT NULL
);
