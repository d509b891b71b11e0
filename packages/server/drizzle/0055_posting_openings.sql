-- 0055_posting_openings (issue 37, decision 268): how many people a posting hires. Once that many
-- applicants are in a hired stage, hiring the last of them offers to close the posting. Postings
-- made before it hire one. Hand-written SQL.
ALTER TABLE "job_postings" ADD COLUMN "openings" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "job_postings" ADD CONSTRAINT "job_postings_openings_check" CHECK ("openings" BETWEEN 1 AND 1000);
