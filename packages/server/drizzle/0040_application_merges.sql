-- 0040_application_merges (issue 37, decision 218): the same person's two applications to one
-- posting merged into one by a member, and undone. The folded application's row is deleted (the
-- stage counts' triggers see a delete) after its history, notes, CVs, mails, interviews and
-- uploads moved to the kept one; this row keeps what an undo needs: the folded row as it was
-- (`snapshot`, read back with jsonb_populate_record), its guest row when the kept application
-- had its own (`guest`), and the ids of what moved, per table (`moved`); `name` and `via` say who it was in the kept one's drawer. Hand-written SQL.
CREATE TABLE "application_merges" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "job_id" uuid NOT NULL REFERENCES "job_postings"("id") ON DELETE CASCADE,
  "kept_id" uuid NOT NULL REFERENCES "applications"("id") ON DELETE CASCADE,
  "merged_id" uuid NOT NULL,
  "snapshot" jsonb NOT NULL,
  "guest" jsonb,
  "moved" jsonb NOT NULL,
  "matched_on" text,
  "name" text,
  "via" text,
  "by_member_id" uuid REFERENCES "company_members"("id") ON DELETE SET NULL,
  "merged_at" timestamp with time zone DEFAULT now() NOT NULL,
  "undone_at" timestamp with time zone,
  "undone_by_member_id" uuid REFERENCES "company_members"("id") ON DELETE SET NULL
);--> statement-breakpoint
CREATE INDEX "application_merges_kept_idx" ON "application_merges" ("kept_id", "merged_at");
