-- 0047_company_sso (issue 42, decisions.md 18, decisions 241-244): single sign-on with OpenID
-- Connect per company. company_sso holds the settings (the client secret encrypted with a key
-- derived from JWT_SECRET, never answered); company_sso_domains the e-mail domains a company signs
-- in, each domain at most one company's (the primary key); sso_logins one row per sign-in started:
-- the state (as a SHA-256 hash), the nonce and the PKCE verifier, used once, expiring after 10
-- minutes, then the single-use hand-over code the browser exchanges for the login answer.
-- Hand-written SQL.
CREATE TABLE "company_sso" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"issuer" text NOT NULL,
	"client_id" text NOT NULL,
	"client_secret_sealed" text NOT NULL,
	"default_role" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_sso_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE cascade
);--> statement-breakpoint
CREATE TABLE "company_sso_domains" (
	"domain" text PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	CONSTRAINT "company_sso_domains_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "company_sso"("company_id") ON DELETE cascade
);--> statement-breakpoint
CREATE INDEX "company_sso_domains_company_idx" ON "company_sso_domains" USING btree ("company_id");--> statement-breakpoint
CREATE TABLE "sso_logins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"state_hash" text NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"member_id" uuid,
	"handoff_hash" text,
	"handoff_expires_at" timestamp with time zone,
	"handoff_used_at" timestamp with time zone,
	CONSTRAINT "sso_logins_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE cascade
);--> statement-breakpoint
CREATE UNIQUE INDEX "sso_logins_state_key" ON "sso_logins" USING btree ("state_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "sso_logins_handoff_key" ON "sso_logins" USING btree ("handoff_hash");--> statement-breakpoint
CREATE INDEX "sso_logins_created_at_idx" ON "sso_logins" USING btree ("created_at");
