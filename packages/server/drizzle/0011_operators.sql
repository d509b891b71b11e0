-- 0011_operators (decision 120, issue 24): the operator console. Hand-written SQL.
-- A disabled account: its tokens answer 401 at once (the guard reads these columns in its one
-- statement per request) and its login answers 403 ACCOUNT_DISABLED; a disabled company stops
-- every one of its members.
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
-- The console lists accounts newest first, a page at a time (decision 123).
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "companies_created_at_idx" ON "companies" USING btree ("created_at" DESC, "id" DESC);--> statement-breakpoint
-- Every operator action (disable, enable, retry), append-only in the database itself.
CREATE TABLE "operator_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"operator_email" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);--> statement-breakpoint
CREATE INDEX "operator_audit_at_idx" ON "operator_audit" USING btree ("at" DESC, "id" DESC);--> statement-breakpoint
CREATE FUNCTION "operator_audit_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'operator_audit is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "operator_audit_no_change" BEFORE UPDATE OR DELETE ON "operator_audit" FOR EACH ROW EXECUTE FUNCTION "operator_audit_append_only"();
