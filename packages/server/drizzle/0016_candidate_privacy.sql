-- 0016_candidate_privacy (issue 21, decisions.md 13, decision 128): a job seeker chooses whether
-- companies may find them in search (discoverable, on by default: nothing changes for existing
-- accounts) and whether companies they have not applied to see their contact details
-- (show_contact_details, off by default). Hand-written SQL.
ALTER TABLE "users" ADD COLUMN "discoverable" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "show_contact_details" boolean DEFAULT false NOT NULL;
