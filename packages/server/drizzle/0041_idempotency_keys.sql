-- 0041_idempotency_keys (issue 43, decision 221): a POST that
-- creates something (a note, an application, a stage move) may carry an Idempotency-Key header.
-- The first request with a key stores its answer here; a retry with the same key and the same
-- request gets the same answer instead of a second note. Kept 24 hours. `status` is null while
-- the first request runs. Hand-written SQL.
CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"status" integer,
	"body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_pkey" PRIMARY KEY("scope","key")
);--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys" USING btree ("created_at");
