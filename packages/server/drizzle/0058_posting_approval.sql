-- 0058_posting_approval (issue 41, decisions.md 20, decision 271): a company may require approval
-- before a posting is published. `posting_approvers` is the company's setting: its approvers in
-- order (no rows: publishing needs no approval). A recruiter's publish then writes a
-- `posting_approval_requests` row with a copy of the chain in `posting_approval_steps` (the
-- setting may change later; an open request keeps the chain it was made with). One open request
-- per posting (a partial unique index), so a second publish while one waits answers 409.
-- Hand-written SQL.
CREATE TABLE "posting_approvers" (
	"company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE cascade,
	"position" integer NOT NULL,
	"member_id" uuid NOT NULL REFERENCES "company_members"("id"),
	CONSTRAINT "posting_approvers_pkey" PRIMARY KEY ("company_id", "position")
);
--> statement-breakpoint
CREATE TABLE "posting_approval_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE cascade,
	"job_id" uuid NOT NULL REFERENCES "job_postings"("id") ON DELETE cascade,
	"status" text NOT NULL,
	"requested_by_member_id" uuid REFERENCES "company_members"("id"),
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "posting_approval_requests_status_check" CHECK ("status" IN ('pending', 'approved', 'rejected', 'withdrawn'))
);
--> statement-breakpoint
-- One open request per posting at a time.
CREATE UNIQUE INDEX "posting_approval_requests_one_open_idx" ON "posting_approval_requests" USING btree ("job_id") WHERE "status" = 'pending';
--> statement-breakpoint
-- A posting's latest request (its page and the company's list).
CREATE INDEX "posting_approval_requests_job_idx" ON "posting_approval_requests" USING btree ("job_id", "requested_at");
--> statement-breakpoint
CREATE TABLE "posting_approval_steps" (
	"request_id" uuid NOT NULL REFERENCES "posting_approval_requests"("id") ON DELETE cascade,
	"position" integer NOT NULL,
	"member_id" uuid NOT NULL REFERENCES "company_members"("id"),
	"decision" text,
	"reason" text,
	"decided_at" timestamp with time zone,
	CONSTRAINT "posting_approval_steps_pkey" PRIMARY KEY ("request_id", "position"),
	CONSTRAINT "posting_approval_steps_decision_check" CHECK ("decision" IS NULL OR "decision" IN ('approved', 'rejected'))
);
--> statement-breakpoint
-- An approver's waiting list: the undecided steps of a member.
CREATE INDEX "posting_approval_steps_member_open_idx" ON "posting_approval_steps" USING btree ("member_id", "request_id") WHERE "decision" IS NULL;
