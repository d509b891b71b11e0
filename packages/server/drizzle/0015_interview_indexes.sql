-- 0015_interview_indexes (decision 122, docs/performance.md "Interviews"). Hand-written SQL.
-- The pipeline card's summaries read one posting's scheduled interviews; without an index on
-- job_id they went through every company's scheduled interviews (interviews_due_idx) and
-- filtered. The partial index holds only scheduled ones, with application_id and starts_at so
-- that the summary reads no heap for them (interviewers and scorecards are found through their
-- own keys, interview_interviewers_pk and scorecards_interview_member_key). A member's own list
-- is read through interview_interviewers_member_idx (0010) and needs nothing new.
CREATE INDEX IF NOT EXISTS "interviews_job_idx" ON "interviews" ("job_id", "application_id", "starts_at") WHERE "status" = 'scheduled';
