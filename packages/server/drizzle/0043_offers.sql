-- 0043_offers (issue 41, decisions.md 20): offers on applications, their approval chain in order,
-- the candidate's simple electronic signature and the company's letter templates.
-- An offer's `code_hash` is the SHA-256 of the code mailed to the candidate (the code itself is
-- derived from the server's secret and the offer's id, decision 227, so the job seeker's list can
-- link it again); `letter` is the letter as approved and sent (placeholders filled);
-- `letter_sha256` the SHA-256 of the letter's PDF as served before signing; `signed_pdf` the PDF
-- with its signature page, kept in the database with the signature in one transaction
-- (decisions.md 22: files of record live in the database, not on a node's disk).
-- The application's history gains offer entries: `offer_id` and `offer_action` on
-- application_events (its stage columns hold the stage the application was at, unchanged); the
-- report's entries are stage moves only, so their rebuild leaves offer entries out.
-- Hand-written SQL.
CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE cascade,
	"application_id" uuid NOT NULL REFERENCES "applications"("id") ON DELETE cascade,
	"job_id" uuid NOT NULL REFERENCES "job_postings"("id") ON DELETE cascade,
	"status" text NOT NULL,
	"salary_amount" numeric(16, 2) NOT NULL,
	"salary_currency" text NOT NULL,
	"salary_period" text NOT NULL,
	"start_date" date NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"lang" text NOT NULL,
	"letter" text NOT NULL,
	"code_hash" text,
	"created_by_member_id" uuid REFERENCES "company_members"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"decline_reason" text,
	"signed_name" text,
	"signed_at" timestamp with time zone,
	"signed_ip" text,
	"signed_user_agent" text,
	"letter_sha256" text,
	"signed_pdf" bytea,
	CONSTRAINT "offers_status_check" CHECK ("status" IN ('draft', 'pendingApproval', 'approved', 'sent', 'accepted', 'declined', 'withdrawn', 'expired')),
	CONSTRAINT "offers_amount_check" CHECK ("salary_amount" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "offers_code_hash_idx" ON "offers" USING btree ("code_hash") WHERE "code_hash" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "offers_application_idx" ON "offers" USING btree ("application_id", "created_at");
--> statement-breakpoint
CREATE INDEX "offers_company_created_idx" ON "offers" USING btree ("company_id", "created_at");
--> statement-breakpoint
-- One open offer per application at a time (withdraw it to make another).
CREATE UNIQUE INDEX "offers_one_open_idx" ON "offers" USING btree ("application_id") WHERE "status" IN ('draft', 'pendingApproval', 'approved', 'sent');
--> statement-breakpoint
-- The expiry sweep reads the sent offers by expiry.
CREATE INDEX "offers_sent_expiry_idx" ON "offers" USING btree ("expires_at") WHERE "status" = 'sent';
--> statement-breakpoint
CREATE TABLE "offer_approvals" (
	"offer_id" uuid NOT NULL REFERENCES "offers"("id") ON DELETE cascade,
	"position" integer NOT NULL,
	"member_id" uuid NOT NULL REFERENCES "company_members"("id"),
	"decision" text,
	"reason" text,
	"decided_at" timestamp with time zone,
	CONSTRAINT "offer_approvals_pkey" PRIMARY KEY ("offer_id", "position"),
	CONSTRAINT "offer_approvals_decision_check" CHECK ("decision" IS NULL OR "decision" IN ('approved', 'rejected'))
);
--> statement-breakpoint
-- An approver's waiting list: the undecided approvals of a member.
CREATE INDEX "offer_approvals_member_open_idx" ON "offer_approvals" USING btree ("member_id", "offer_id") WHERE "decision" IS NULL;
--> statement-breakpoint
CREATE TABLE "offer_letter_templates" (
	"company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE cascade,
	"lang" text NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offer_letter_templates_pkey" PRIMARY KEY ("company_id", "lang")
);
--> statement-breakpoint
ALTER TABLE "application_events" ADD COLUMN "offer_id" uuid REFERENCES "offers"("id") ON DELETE set null;
--> statement-breakpoint
ALTER TABLE "application_events" ADD COLUMN "offer_action" text;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "report_entries_rebuild"(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM report_entries WHERE application_id = ANY(ids);
  INSERT INTO report_entries (event_id, application_id, job_id, applied_at, source, from_stage,
    to_stage, at, reason_id, next_at, next_stage, days, prev_same_at, next_same_at, stages_after,
    stages_all)
  SELECT e.id, e.application_id, a.job_id, a.applied_at, a.source, e.from_stage, e.to_stage,
    e.at, e.reason_id,
    lead(e.at) OVER w, lead(e.to_stage) OVER w,
    extract(epoch FROM (lead(e.at) OVER w - e.at)) / 86400.0,
    lag(e.at) OVER same, lead(e.at) OVER same,
    array_agg(e.to_stage) OVER later, array_agg(e.to_stage) OVER (PARTITION BY e.application_id)
  FROM application_events e
  JOIN applications a ON a.id = e.application_id
  -- Issue 41: offer entries are not stage moves.
  WHERE e.application_id = ANY(ids) AND e.offer_action IS NULL
  WINDOW w AS (PARTITION BY e.application_id ORDER BY e.at, e.id),
    same AS (PARTITION BY e.application_id, e.to_stage ORDER BY e.at, e.id),
    later AS (PARTITION BY e.application_id ORDER BY e.at DESC
      RANGE BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW);
END;
$$;
