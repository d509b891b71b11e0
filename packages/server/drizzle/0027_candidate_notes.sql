-- 0027_candidate_notes (issue 23, decision 146): a company's own notes on a job seeker it found in
-- search, before (or without) any application: application notes need an application, a talent
-- pool's note needs the pool. Kept when the member who wrote it leaves (soft delete of members);
-- deleted with the company or the user. Hand-written SQL.
CREATE TABLE "candidate_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE cascade,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"member_id" uuid REFERENCES "company_members"("id") ON DELETE set null,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "candidate_notes_company_user_idx" ON "candidate_notes" USING btree ("company_id","user_id","created_at");
