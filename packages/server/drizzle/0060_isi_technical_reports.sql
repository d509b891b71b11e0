-- 0060_isi_technical_reports (issue 40, decisions.md 21, decision 274): the ISI technical report's
-- snapshot, one row per run of the daily job (isi.statistics), the newest answered by
-- getIsiTechnicalReport. Hand-written SQL.
CREATE TABLE IF NOT EXISTS "isi_technical_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	"report" jsonb NOT NULL
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "isi_technical_reports_computed_idx" ON "isi_technical_reports" USING btree ("computed_at");
