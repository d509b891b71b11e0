-- 0028_report_entries (issue 20, decision 154): the hiring report's history entries, each with
-- what the report used to work out per request from the whole history of the scope (decision
-- 134): its application's posting, applying time and source, the next entry's time and stage
-- (lead() over the application's entries by time, then id) and the days between them (as the
-- float the percentiles read), the previous and next entry of the application into the same
-- stage (so a range counts each application once per stage without a distinct sort), and the
-- stages the application entered at or after it and at all (offers accepted, hires per source;
-- windows, so a rebuild sorts its entries a few times instead of a lookup per entry). A first report of a
-- range is then one index range scan of (job_id, at) and its aggregates, no join of
-- applications, no sort and no window over every entry. Kept by triggers, whichever code (or
-- hand) writes: an application's rows are rebuilt from its entries whenever one of them, or its
-- posting, applying time or source, changes (set-based, per statement); an application deleted
-- deletes its entries by cascade, whose trigger removes its rows. No key and no foreign key: the
-- rebuild writes every row of an application again, and each index or check is paid per row.
-- Stage kinds are not stored: they come from the posting's current list when the report is
-- read, as before.
-- Hand-written SQL.
CREATE TABLE "report_entries" (
	"event_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"applied_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"from_stage" text,
	"to_stage" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"reason_id" uuid,
	"next_at" timestamp with time zone,
	"next_stage" text,
	"days" double precision,
	"prev_same_at" timestamp with time zone,
	"next_same_at" timestamp with time zone,
	"stages_after" text[] NOT NULL,
	"stages_all" text[] NOT NULL
);
--> statement-breakpoint
CREATE INDEX "report_entries_job_at_idx" ON "report_entries" USING btree ("job_id", "at");
--> statement-breakpoint
CREATE INDEX "report_entries_application_idx" ON "report_entries" USING btree ("application_id");
--> statement-breakpoint
-- Rebuilds the rows of these applications from their entries (an application gone leaves none).
CREATE FUNCTION "report_entries_rebuild"(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM report_entries WHERE application_id = ANY(ids);
  INSERT INTO report_entries (event_id, application_id, job_id, applied_at, source, from_stage,
    to_stage, at, reason_id, next_at, next_stage, days, prev_same_at, next_same_at, stages_after,
    stages_all)
  SELECT e.id, e.application_id, a.job_id, a.applied_at, a.source, e.from_stage, e.to_stage,
    e.at, e.reason_id,
    lead(e.at) OVER w, lead(e.to_stage) OVER w,
    extract(epoch FROM (lead(e.at) OVER w - e.at)) / 86400.0,
    lag(e.at) OVER same, lead(e.at) OVER same,
    -- The stages of the entries at or after this one's time (ties included: RANGE counts peers),
    -- and of all (a stage may be listed more than once).
    array_agg(e.to_stage) OVER later, array_agg(e.to_stage) OVER (PARTITION BY e.application_id)
  FROM application_events e
  JOIN applications a ON a.id = e.application_id
  WHERE e.application_id = ANY(ids)
  WINDOW w AS (PARTITION BY e.application_id ORDER BY e.at, e.id),
    same AS (PARTITION BY e.application_id, e.to_stage ORDER BY e.at, e.id),
    later AS (PARTITION BY e.application_id ORDER BY e.at DESC
      RANGE BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW);
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "report_entries_events_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_entries_rebuild(array(SELECT DISTINCT c.application_id FROM changed c));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "report_entries_events_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_entries_rebuild(array(
    SELECT o.application_id FROM old_rows o UNION SELECT n.application_id FROM new_rows n));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "application_events_entries_insert" AFTER INSERT ON "application_events" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "report_entries_events_changed"();
--> statement-breakpoint
CREATE TRIGGER "application_events_entries_update" AFTER UPDATE ON "application_events" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "report_entries_events_updated"();
--> statement-breakpoint
CREATE TRIGGER "application_events_entries_delete" AFTER DELETE ON "application_events" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "report_entries_events_changed"();
--> statement-breakpoint
-- The application's posting, applying time or source, per row (the column list keeps the stored
-- fit's refresh of thousands of rows from firing it).
CREATE FUNCTION "report_entries_application_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_entries_rebuild(ARRAY[NEW.id]);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "applications_entries_update" AFTER UPDATE OF "job_id", "applied_at", "source" ON "applications" FOR EACH ROW EXECUTE FUNCTION "report_entries_application_row"();
--> statement-breakpoint
SELECT report_entries_rebuild(array(SELECT DISTINCT application_id FROM application_events));
