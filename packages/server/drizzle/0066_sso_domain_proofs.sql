-- 0066_sso_domain_proofs (decision 289): a company shows it holds a domain by a DNS TXT record
-- too. One row a company and domain: the token its record must carry, when a check last ran,
-- what it found, and when the record was first found. Hand-written SQL.
CREATE TABLE "company_sso_domain_proofs" (
	"company_id" uuid NOT NULL,
	"domain" text NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_at" timestamp with time zone,
	"last_check" text,
	"verified_at" timestamp with time zone,
	CONSTRAINT "company_sso_domain_proofs_pkey" PRIMARY KEY ("company_id", "domain"),
	CONSTRAINT "company_sso_domain_proofs_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE cascade,
	CONSTRAINT "company_sso_domain_proofs_last_check_check" CHECK ("last_check" IS NULL OR "last_check" IN ('found', 'notFound', 'failed'))
);
