-- 0063_possible_duplicates_kept (issue 40, decision 284): an application's possible duplicates
-- (decision 218: another application of the posting with the same account, e-mail or phone) are
-- kept by triggers when applications change, instead of being worked out per card on every read:
-- on the ranked list of a posting with 10,000 applicants they were about 1.75 ms of a 4.3 ms page.
-- Two tables, no foreign keys (the triggers keep them, as application_stage_counts, 0030):
-- - application_duplicate_keys: what each application can be matched on, one row per key,
--   '<posting id> u:<account>', '<posting id> e:<e-mail, lower case>', '<posting id> p:<last 9
--   digits>' (the phone rule of db/duplicates.ts, duplicatePhoneDigits = 9), none once
--   anonymised. Two applications can only be duplicates when they share a key, so a change of one
--   application refreshes the lists of those sharing its old or new keys, found by the key.
-- - application_possible_duplicates: the list of each application that has any, exactly as the
--   board shows it (possibleDuplicateSchema's JSON, oldest first); no row for none.
-- Concurrency: two transactions adding the same person to a posting at once would each miss the
-- other's uncommitted row. A refresh takes transaction advisory locks (class 284, one of 256
-- buckets by hash) on every key it touches and on every application whose list it writes, then
-- reads in statements of its own (READ COMMITTED: a fresh snapshot each), so the second one waits
-- for the first to commit and sees it. Buckets bound the locks a bulk statement holds.
-- Hand-written SQL.
CREATE TABLE "application_duplicate_keys" (
	"key" text NOT NULL,
	"application_id" uuid NOT NULL,
	CONSTRAINT "application_duplicate_keys_pkey" PRIMARY KEY ("key", "application_id")
);
--> statement-breakpoint
CREATE INDEX "application_duplicate_keys_application_idx" ON "application_duplicate_keys" USING btree ("application_id");
--> statement-breakpoint
-- A guest's e-mail and posting in one index, in place of 0057's e-mail alone: with the e-mail's
-- statistics unknown (no guest yet, or rows of the same transaction) the planner ANDed that index
-- with the posting's whole range (a bitmap of 10,000 entries, 1-1.7 ms a probe) where this one
-- reads one entry. 0057's other readers (the same person on other postings) use its first column.
CREATE INDEX "applications_guest_email_job_idx" ON "applications" USING btree (lower("guest_email"), "job_id") WHERE "guest_email" IS NOT NULL;
--> statement-breakpoint
DROP INDEX IF EXISTS "applications_guest_email_lower_idx";
--> statement-breakpoint
CREATE TABLE "application_possible_duplicates" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"duplicates" jsonb NOT NULL
);
--> statement-breakpoint
-- The keys of these applications (none for an anonymised or missing one). A superset of what
-- application_possible_duplicates_of matches on: an account, each e-mail (account, guest,
-- invitation) and each phone with 9 digits or more (guest, account).
CREATE FUNCTION "application_duplicate_keys_of"(ids uuid[]) RETURNS TABLE ("key" text, "application_id" uuid) LANGUAGE sql STABLE AS $$
  SELECT DISTINCT x.job_id::text || ' ' || k.key, x.id
  FROM applications x
    LEFT JOIN users xu ON xu.id = x.user_id
    LEFT JOIN one_time_links xl ON xl.id = x.one_time_link_id
    LEFT JOIN guest_applicants xg ON xg.application_id = x.id
    CROSS JOIN LATERAL (
      SELECT right(regexp_replace(xg.phone, '\D', '', 'g'), 9) AS guest_phone,
        right(regexp_replace(xu.mobile_no, '\D', '', 'g'), 9) AS mobile
    ) p
    CROSS JOIN LATERAL (VALUES
      ('u:' || x.user_id::text),
      ('e:' || lower(nullif(xu.email, ''))),
      ('e:' || lower(nullif(x.guest_email, ''))),
      ('e:' || lower(nullif(xl.email, ''))),
      (CASE WHEN length(p.guest_phone) = 9 THEN 'p:' || p.guest_phone END),
      (CASE WHEN length(p.mobile) = 9 THEN 'p:' || p.mobile END)
    ) k(key)
  WHERE x.id = ANY(ids) AND x.anonymised_at IS NULL AND k.key IS NOT NULL
$$;
--> statement-breakpoint
-- Decision 218's rule, as db/duplicates.ts wrote it per card until now (possibleDuplicatesComputed
-- there is the same statement for one application; the tests compare the two): the possible
-- duplicates of these applications as `[{_id, matchedOn}]`, oldest first, each found through an
-- index (0057); a row only for an application that has any. One statement for them all: a
-- function called per application started its executor each time (0.25 ms a call, against 0.035
-- ms a card in a page's statement).
CREATE FUNCTION "application_possible_duplicates_of"(ids uuid[]) RETURNS TABLE ("application_id" uuid, "duplicates" jsonb) LANGUAGE sql STABLE AS $$
  SELECT d.person, jsonb_agg(jsonb_build_object('_id', d.id, 'matchedOn', d.matched)
      ORDER BY d.applied_at, d.id)
  FROM (
    SELECT pe.id AS person, b.id, b.applied_at, CASE WHEN bool_or(b.how = 'account') THEN 'account'
        WHEN bool_or(b.how = 'email') THEN 'email' ELSE 'phone' END AS matched
    FROM (
      SELECT x.id, x.job_id, j.company_id, x.user_id,
        lower(nullif(coalesce(xu.email, x.guest_email, xl.email), '')) AS email,
        nullif(right(regexp_replace(coalesce(xg.phone, xu.mobile_no, ''), '\D', '', 'g'), 9), '') AS phone
      FROM applications x
        JOIN job_postings j ON j.id = x.job_id
        LEFT JOIN users xu ON xu.id = x.user_id
        LEFT JOIN one_time_links xl ON xl.id = x.one_time_link_id
        LEFT JOIN guest_applicants xg ON xg.application_id = x.id
      WHERE x.id = ANY(ids) AND x.anonymised_at IS NULL
    ) pe
    CROSS JOIN LATERAL (
      SELECT a.id, a.applied_at, 'account' AS how FROM applications a
        WHERE pe.user_id IS NOT NULL AND a.user_id = pe.user_id AND a.job_id = pe.job_id
          AND a.id <> pe.id AND a.anonymised_at IS NULL
      UNION ALL
      SELECT a.id, a.applied_at, 'email' AS how FROM users u JOIN applications a ON a.user_id = u.id
        WHERE pe.email IS NOT NULL AND lower(u.email) = pe.email AND a.job_id = pe.job_id
          AND a.id <> pe.id AND a.anonymised_at IS NULL
      UNION ALL
      SELECT a.id, a.applied_at, 'email' AS how FROM applications a
        WHERE pe.email IS NOT NULL AND lower(a.guest_email) = pe.email AND a.job_id = pe.job_id
          AND a.id <> pe.id AND a.anonymised_at IS NULL
      UNION ALL
      SELECT a.id, a.applied_at, 'email' AS how FROM one_time_links l
        JOIN applications a ON a.one_time_link_id = l.id
        WHERE pe.email IS NOT NULL AND l.company_id = pe.company_id AND lower(l.email) = pe.email
          AND a.job_id = pe.job_id AND a.id <> pe.id AND a.anonymised_at IS NULL
      UNION ALL
      SELECT a.id, a.applied_at, 'phone' AS how FROM guest_applicants g
        JOIN applications a ON a.id = g.application_id
        WHERE length(pe.phone) = 9 AND right(regexp_replace(g.phone, '\D', '', 'g'), 9) = pe.phone
          AND a.job_id = pe.job_id AND a.id <> pe.id AND a.anonymised_at IS NULL
      UNION ALL
      SELECT a.id, a.applied_at, 'phone' AS how FROM users u JOIN applications a ON a.user_id = u.id
        WHERE length(pe.phone) = 9 AND right(regexp_replace(u.mobile_no, '\D', '', 'g'), 9) = pe.phone
          AND a.job_id = pe.job_id AND a.id <> pe.id AND a.anonymised_at IS NULL
    ) b
    GROUP BY pe.id, b.id, b.applied_at
  ) d
  GROUP BY d.person
$$;
--> statement-breakpoint
-- Refreshes the keys of these applications (changed, added or gone) and the lists of every
-- application that shares an old or new key with them, them included. Generic plans: the custom
-- plans PostgreSQL otherwise makes for array parameters planned the lists' statement at every call
-- (10-16 ms a refresh instead of 0.7 ms).
CREATE FUNCTION "application_possible_duplicates_refresh"(ids uuid[]) RETURNS void LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  held integer[] := '{}';
  wanted integer[];
  touched text[];
  affected uuid[];
  bucket integer;
BEGIN
  ids := ARRAY(SELECT DISTINCT i FROM unnest(ids) i WHERE i IS NOT NULL);
  IF cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  -- Lock, then read again: what was read before a wait may have changed (another transaction
  -- committed meanwhile); until nothing new has to be locked.
  LOOP
    touched := ARRAY(
      SELECT k.key FROM application_duplicate_keys k WHERE k.application_id = ANY(ids)
      UNION SELECT n.key FROM application_duplicate_keys_of(ids) n);
    affected := ARRAY(
      SELECT i FROM unnest(ids) i
      UNION SELECT k.application_id FROM application_duplicate_keys k WHERE k.key = ANY(touched));
    wanted := ARRAY(
      SELECT DISTINCT hashtext(s.name) & 255 FROM (
        SELECT unnest(touched) AS name UNION ALL SELECT unnest(affected)::text) s
      ORDER BY 1);
    EXIT WHEN wanted <@ held;
    -- In order, so that two refreshes never wait for each other in a circle.
    FOREACH bucket IN ARRAY wanted LOOP
      IF NOT bucket = ANY(held) THEN
        PERFORM pg_advisory_xact_lock(284, bucket);
      END IF;
    END LOOP;
    held := ARRAY(SELECT DISTINCT unnest(held || wanted));
  END LOOP;
  DELETE FROM application_duplicate_keys WHERE application_id = ANY(ids);
  INSERT INTO application_duplicate_keys (key, application_id)
  SELECT n.key, n.application_id FROM application_duplicate_keys_of(ids) n;
  DELETE FROM application_possible_duplicates WHERE application_id = ANY(affected);
  INSERT INTO application_possible_duplicates (application_id, duplicates)
  SELECT d.application_id, d.duplicates FROM application_possible_duplicates_of(affected) d;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "application_possible_duplicates_applications"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM application_possible_duplicates_refresh(ARRAY(SELECT c.id FROM changed c));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "application_possible_duplicates_guests"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM application_possible_duplicates_refresh(ARRAY(SELECT c.application_id FROM changed c));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Per row, for a change of what an application is matched on or listed by.
CREATE FUNCTION "application_possible_duplicates_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'applications' THEN
    PERFORM application_possible_duplicates_refresh(ARRAY[NEW.id]);
  ELSIF TG_TABLE_NAME = 'guest_applicants' THEN
    PERFORM application_possible_duplicates_refresh(ARRAY[OLD.application_id, NEW.application_id]);
  ELSIF TG_TABLE_NAME = 'users' THEN
    PERFORM application_possible_duplicates_refresh(
      ARRAY(SELECT a.id FROM applications a WHERE a.user_id = NEW.id));
  ELSIF TG_TABLE_NAME = 'one_time_links' THEN
    PERFORM application_possible_duplicates_refresh(
      ARRAY(SELECT a.id FROM applications a WHERE a.one_time_link_id = NEW.id));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "application_possible_duplicates_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE application_duplicate_keys, application_possible_duplicates;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- The applications there are now: their keys, then the lists of those sharing a key.
INSERT INTO application_duplicate_keys (key, application_id)
SELECT n.key, n.application_id FROM application_duplicate_keys_of(ARRAY(SELECT id FROM applications)) n;
--> statement-breakpoint
INSERT INTO application_possible_duplicates (application_id, duplicates)
SELECT d.application_id, d.duplicates FROM application_possible_duplicates_of(ARRAY(
  SELECT DISTINCT k.application_id FROM application_duplicate_keys k
  WHERE EXISTS (SELECT 1 FROM application_duplicate_keys o
    WHERE o.key = k.key AND o.application_id <> k.application_id))) d;
--> statement-breakpoint
ANALYZE "application_duplicate_keys";
--> statement-breakpoint
ANALYZE "application_possible_duplicates";
--> statement-breakpoint
CREATE TRIGGER "applications_possible_duplicates_insert" AFTER INSERT ON "applications" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "application_possible_duplicates_applications"();
--> statement-breakpoint
CREATE TRIGGER "applications_possible_duplicates_delete" AFTER DELETE ON "applications" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "application_possible_duplicates_applications"();
--> statement-breakpoint
CREATE TRIGGER "applications_possible_duplicates_update" AFTER UPDATE OF "user_id", "guest_email", "one_time_link_id", "job_id", "anonymised_at", "applied_at" ON "applications" FOR EACH ROW WHEN (OLD.user_id IS DISTINCT FROM NEW.user_id OR OLD.guest_email IS DISTINCT FROM NEW.guest_email OR OLD.one_time_link_id IS DISTINCT FROM NEW.one_time_link_id OR OLD.job_id IS DISTINCT FROM NEW.job_id OR OLD.anonymised_at IS DISTINCT FROM NEW.anonymised_at OR OLD.applied_at IS DISTINCT FROM NEW.applied_at) EXECUTE FUNCTION "application_possible_duplicates_row"();
--> statement-breakpoint
CREATE TRIGGER "applications_possible_duplicates_truncate" AFTER TRUNCATE ON "applications" FOR EACH STATEMENT EXECUTE FUNCTION "application_possible_duplicates_truncated"();
--> statement-breakpoint
CREATE TRIGGER "guest_applicants_possible_duplicates_insert" AFTER INSERT ON "guest_applicants" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "application_possible_duplicates_guests"();
--> statement-breakpoint
CREATE TRIGGER "guest_applicants_possible_duplicates_delete" AFTER DELETE ON "guest_applicants" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "application_possible_duplicates_guests"();
--> statement-breakpoint
CREATE TRIGGER "guest_applicants_possible_duplicates_update" AFTER UPDATE OF "phone", "application_id" ON "guest_applicants" FOR EACH ROW WHEN (OLD.phone IS DISTINCT FROM NEW.phone OR OLD.application_id IS DISTINCT FROM NEW.application_id) EXECUTE FUNCTION "application_possible_duplicates_row"();
--> statement-breakpoint
CREATE TRIGGER "users_possible_duplicates_update" AFTER UPDATE OF "email", "mobile_no" ON "users" FOR EACH ROW WHEN (OLD.email IS DISTINCT FROM NEW.email OR OLD.mobile_no IS DISTINCT FROM NEW.mobile_no) EXECUTE FUNCTION "application_possible_duplicates_row"();
--> statement-breakpoint
CREATE TRIGGER "one_time_links_possible_duplicates_update" AFTER UPDATE OF "email", "company_id" ON "one_time_links" FOR EACH ROW WHEN (OLD.email IS DISTINCT FROM NEW.email OR OLD.company_id IS DISTINCT FROM NEW.company_id) EXECUTE FUNCTION "application_possible_duplicates_row"();
