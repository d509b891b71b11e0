-- 0034_application_stage_counts_truncate (decision 165's counts): a TRUNCATE of applications
-- (an operator's, or TRUNCATE job_postings CASCADE) fires no row or DELETE trigger, so the kept
-- counts outlived the applications they counted. A statement trigger on TRUNCATE empties them too.
-- Hand-written SQL.
CREATE FUNCTION "application_stage_counts_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE application_stage_counts;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "applications_stage_counts_truncate" AFTER TRUNCATE ON "applications" FOR EACH STATEMENT EXECUTE FUNCTION "application_stage_counts_truncated"();
