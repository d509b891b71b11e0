-- 0037_guest_application_claims (issue 38, decisions.md 16, decision 192): a guest application
-- made with an e-mail is no longer attached to the account that later verifies that e-mail (a
-- stranger could plant one and so open the person's contact details). The owner lists such
-- applications and confirms or discards each. Hand-written SQL.
DROP TRIGGER IF EXISTS users_claim_guest_applications ON "users";
--> statement-breakpoint
DROP FUNCTION IF EXISTS users_claim_guest_applications();
--> statement-breakpoint
-- The owner said "not mine": the application stays a guest's and is not listed again.
ALTER TABLE "guest_applicants" ADD COLUMN "claim_discarded_at" timestamp with time zone;
--> statement-breakpoint
-- Applications the trigger attached were never confirmed by anyone: they go back to being a
-- guest's (the guest's name, phone, consent, CV and history stay as they are) and are offered to
-- their account's owner to confirm.
WITH attached AS (
  SELECT a."id" FROM "applications" a
  WHERE a."guest_via" = 'apply' AND a."user_id" IS NOT NULL AND a."confirmed_at" IS NULL
)
UPDATE "applications" a SET "user_id" = NULL FROM attached WHERE a."id" = attached."id";
--> statement-breakpoint
UPDATE "guest_applicants" g SET "claimed_user_id" = NULL, "claimed_at" = NULL
FROM "applications" a
WHERE a."id" = g."application_id" AND a."user_id" IS NULL AND g."claimed_at" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "applications_guest_email_idx" ON "applications" (lower("guest_email"))
  WHERE "guest_via" = 'apply' AND "user_id" IS NULL;
