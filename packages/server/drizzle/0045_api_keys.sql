-- 0045_api_keys (issue 42, decisions.md 18, decisions 232-235): a company's API keys. Only the
-- SHA-256 hash of a secret is kept (the secret is shown once); `prefix` is its first letters, in
-- clear, to tell keys apart. A revoked key keeps its row (the audit log names it). Hand-written SQL.
CREATE TABLE "api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"scopes" text[] NOT NULL,
	"prefix" text NOT NULL,
	"secret_hash" text NOT NULL,
	"created_by_member_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "api_keys_secret_hash_unique" UNIQUE("secret_hash")
);--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_created_by_member_id_company_members_id_fk" FOREIGN KEY ("created_by_member_id") REFERENCES "public"."company_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_keys_company_idx" ON "api_keys" USING btree ("company_id","created_at");
--> statement-breakpoint
-- Decision 235: cursor paging of a posting's applications reads them by (applied_at, id).
CREATE INDEX "applications_job_applied_idx" ON "applications" USING btree ("job_id","applied_at","id");
--> statement-breakpoint
-- Decision 235: listCompanyInterviews reads a company's interviews by (created_at, id).
CREATE INDEX "interviews_company_created_idx" ON "interviews" USING btree ("company_id","created_at","id");
