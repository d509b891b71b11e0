-- 0056_interview_kit_translations (issue 37, decision 269): a posting's own interview kit keeps,
-- for each attribute a member wrote, its text in the other language (or null), so that the
-- Arabic scorecard reads Arabic. Kits made before it have none. Hand-written SQL.
ALTER TABLE "interview_kits" ADD COLUMN "translations" jsonb;
