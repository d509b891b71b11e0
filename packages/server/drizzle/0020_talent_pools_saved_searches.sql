-- 0020_talent_pools_saved_searches (issue 21, decision 130's slot, decision 137): talent pools
-- (named lists of job seekers shared in a company, a note per entry), saved searches with a daily
-- alert of new matches, and the unsubscribe tokens of those alert mails. Hand-written SQL.
--
-- users.profile_completed_at: when the profile last became complete (data_complete false → true,
-- or inserted complete). A saved search's alert lists the candidates completed since its last
-- alert; search only ever finds complete profiles. Set by a trigger, so every writer (PUT user,
-- the seeds, COPY) keeps it without knowing of it; clock_timestamp() is the moment of the write,
-- not the start of its transaction. Existing complete profiles count from their sign-up.
ALTER TABLE "users" ADD COLUMN "profile_completed_at" timestamp with time zone;
--> statement-breakpoint
UPDATE "users" SET "profile_completed_at" = "created_at" WHERE "data_complete";
--> statement-breakpoint
CREATE FUNCTION users_profile_completed_at() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF NEW.data_complete AND (TG_OP = 'INSERT' OR NOT OLD.data_complete) THEN
    NEW.profile_completed_at := coalesce(
      CASE WHEN TG_OP = 'INSERT' THEN NEW.profile_completed_at END, clock_timestamp());
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_profile_completed_at BEFORE INSERT OR UPDATE OF data_complete ON "users"
  FOR EACH ROW EXECUTE FUNCTION users_profile_completed_at();
--> statement-breakpoint
-- The alert's window (completed after the last alert) over the profiles search can find.
CREATE INDEX "users_profile_completed_idx" ON "users" ("profile_completed_at")
  WHERE "data_complete" = true AND "discoverable" = true;
--> statement-breakpoint
CREATE TABLE "talent_pools" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
  "name" text NOT NULL,
  "created_by_member_id" uuid REFERENCES "company_members"("id") ON DELETE SET NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- A company's pool names are unique whatever their case ("Backend" and "backend" are one pool).
CREATE UNIQUE INDEX "talent_pools_company_name_key" ON "talent_pools" ("company_id", lower("name"));
--> statement-breakpoint
CREATE TABLE "talent_pool_entries" (
  "pool_id" uuid NOT NULL REFERENCES "talent_pools"("id") ON DELETE CASCADE,
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "note" text DEFAULT '' NOT NULL,
  "added_by_member_id" uuid REFERENCES "company_members"("id") ON DELETE SET NULL,
  "added_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  PRIMARY KEY ("pool_id", "user_id")
);
--> statement-breakpoint
-- A pool's page, newest first, walked in order and stopped after pageSize entries.
CREATE INDEX "talent_pool_entries_pool_added_idx"
  ON "talent_pool_entries" ("pool_id", "added_at" DESC, "user_id");
--> statement-breakpoint
-- "In which of our pools is this candidate?" (the add-to-pool control on a profile).
CREATE INDEX "talent_pool_entries_user_idx" ON "talent_pool_entries" ("user_id");
--> statement-breakpoint
CREATE TABLE "saved_searches" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
  "member_id" uuid NOT NULL REFERENCES "company_members"("id") ON DELETE CASCADE,
  "name" text NOT NULL,
  "filters" jsonb NOT NULL,
  "alert" boolean DEFAULT true NOT NULL,
  -- The alert's watermark (database time): candidates completed after it are new.
  "alert_since" timestamp with time zone DEFAULT now() NOT NULL,
  -- When the alert job last looked at it (the app's clock): at most one mail a day.
  "alert_checked_at" timestamp with time zone,
  "last_alert_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "saved_searches_member_idx" ON "saved_searches" ("member_id", "created_at" DESC, "id");
--> statement-breakpoint
CREATE INDEX "saved_searches_alert_idx" ON "saved_searches" ("alert_checked_at") WHERE "alert";
--> statement-breakpoint
-- One random token per alert mail, kept only as its SHA-256 hash: the link of every mail sent
-- keeps working, without a login, until the saved search is deleted.
CREATE TABLE "saved_search_tokens" (
  "token_hash" text PRIMARY KEY NOT NULL,
  "saved_search_id" uuid NOT NULL REFERENCES "saved_searches"("id") ON DELETE CASCADE,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "saved_search_tokens_search_idx" ON "saved_search_tokens" ("saved_search_id");
