-- 0038_application_language (issue 37): a mail about an application goes in the language of the
-- page it was made from, unless the person changed their account language since. `lang` is that
-- page's language (null for applications from before: their mails keep the account's language);
-- `lang_changed_at` is when a job seeker last changed their account language (null: never).
-- Hand-written SQL.
ALTER TABLE "applications" ADD COLUMN "lang" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "lang_changed_at" timestamp with time zone;
