-- 0053_stored_files (issue 43, decision 262): uploaded files (profile pictures, company pictures,
-- CVs of job seekers, guests and imports) live in the database, so that every server process on
-- any machine serves them and one backup holds them. `key` is the storage key the rows name
-- (cv-….pdf, pic-….webp); `content` the bytes. Hand-written SQL.
CREATE TABLE "stored_files" (
	"key" text PRIMARY KEY NOT NULL,
	"content" bytea NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
