-- 0051_posting_fit_settings (issue 40): a posting's recruiter sets the fit score's weights and
-- must-haves (postingFitSettingsSchema in packages/domain/src/fit/settings.ts). Null: the
-- defaults. Hand-written SQL.
ALTER TABLE "job_postings" ADD COLUMN "fit_settings" jsonb;
