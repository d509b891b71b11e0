-- 0025_report_versions (issue 20, decision 143): a version per company of everything the hiring
-- report reads, so the server can keep a computed report and know exactly when it is stale.
-- Triggers bump it for every write of applications, their history, postings, hiring teams and
-- reject reasons, whichever code (or hand) makes it, once per transaction and company. A report
-- computed in one statement reads the version in the same snapshot as its figures, so a cached
-- report is served only while no write has committed since. No foreign key to companies: a
-- company's deletion cascades through postings whose triggers would re-create its row (an orphan
-- row is a few bytes and harmless). Hand-written SQL.
CREATE TABLE "report_versions" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL DEFAULT 1,
	"xact" bigint
);
--> statement-breakpoint
-- Bumps the companies' versions once per transaction (a statement that touches one company many
-- times, or many statements of one transaction, bump it once), in key order against deadlocks.
CREATE FUNCTION "report_touch"(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO report_versions AS v (company_id, version, xact)
  SELECT DISTINCT c, 1, txid_current() FROM unnest(ids) AS c WHERE c IS NOT NULL ORDER BY c
  ON CONFLICT (company_id) DO UPDATE SET version = v.version + 1, xact = excluded.xact
  WHERE v.xact IS DISTINCT FROM excluded.xact
$$;
--> statement-breakpoint
-- History entries: one set-based lookup per statement through the transition table. Entries
-- whose application is already gone (a cascade from an application or posting deleted in the
-- same statement) find nothing here; the parent's own trigger has bumped the company.
CREATE FUNCTION "report_touch_events"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_touch(array(
    SELECT p.company_id FROM changed c
    JOIN applications a ON a.id = c.application_id
    JOIN job_postings p ON p.id = a.job_id));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "application_events_report_insert" AFTER INSERT ON "application_events" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "report_touch_events"();
--> statement-breakpoint
CREATE TRIGGER "application_events_report_update" AFTER UPDATE ON "application_events" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "report_touch_events"();
--> statement-breakpoint
CREATE TRIGGER "application_events_report_delete" AFTER DELETE ON "application_events" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "report_touch_events"();
--> statement-breakpoint
-- Applications made or deleted, per statement.
CREATE FUNCTION "report_touch_applications"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_touch(array(
    SELECT p.company_id FROM changed c JOIN job_postings p ON p.id = c.job_id));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "applications_report_insert" AFTER INSERT ON "applications" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "report_touch_applications"();
--> statement-breakpoint
CREATE TRIGGER "applications_report_delete" AFTER DELETE ON "applications" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "report_touch_applications"();
--> statement-breakpoint
-- Updates of the columns the report reads, per row: a column list keeps the stored fit's refresh
-- (thousands of rows, none of these columns) from firing it at all.
CREATE FUNCTION "report_touch_application_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_touch(array(
    SELECT p.company_id FROM job_postings p WHERE p.id IN (OLD.job_id, NEW.job_id)));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "applications_report_update" AFTER UPDATE OF "job_id", "applied_at", "source" ON "applications" FOR EACH ROW EXECUTE FUNCTION "report_touch_application_row"();
--> statement-breakpoint
-- Postings (their stage lists name the stages and give their kinds) and reject reasons.
CREATE FUNCTION "report_touch_company_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM report_touch(ARRAY[NEW.company_id]);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM report_touch(ARRAY[OLD.company_id]);
  ELSE
    PERFORM report_touch(ARRAY[OLD.company_id, NEW.company_id]);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "job_postings_report" AFTER INSERT OR DELETE OR UPDATE OF "company_id", "stages" ON "job_postings" FOR EACH ROW EXECUTE FUNCTION "report_touch_company_row"();
--> statement-breakpoint
CREATE TRIGGER "reject_reasons_report" AFTER INSERT OR DELETE OR UPDATE ON "reject_reasons" FOR EACH ROW EXECUTE FUNCTION "report_touch_company_row"();
--> statement-breakpoint
-- Hiring teams (a hiring manager's report covers the postings of their teams).
CREATE FUNCTION "report_touch_team_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM report_touch(array(SELECT p.company_id FROM job_postings p WHERE p.id = NEW.job_id));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM report_touch(array(SELECT p.company_id FROM job_postings p WHERE p.id = OLD.job_id));
  ELSE
    PERFORM report_touch(array(
      SELECT p.company_id FROM job_postings p WHERE p.id IN (OLD.job_id, NEW.job_id)));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "job_team_members_report" AFTER INSERT OR DELETE OR UPDATE ON "job_team_members" FOR EACH ROW EXECUTE FUNCTION "report_touch_team_row"();
