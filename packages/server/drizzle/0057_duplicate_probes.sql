-- 0057_duplicate_probes (issue 37, decision 270): the same person's other applications are found
-- through indexes, one way at a time (account, e-mail of an account, a guest's or imported e-mail,
-- an invitation's e-mail, a guest's phone, an account's mobile), instead of working out the e-mail
-- and phone of every application of a posting per card: at 10,000 applicants that scan took about
-- 0.5 s a card on PostgreSQL, and a ranked page of 50 cards passed the statement time-out. The
-- phone expressions are written exactly as db/duplicates.ts writes them. Hand-written SQL.
CREATE INDEX IF NOT EXISTS "applications_guest_email_lower_idx" ON "applications" USING btree (lower("guest_email")) WHERE "guest_email" IS NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "guest_applicants_phone_digits_idx" ON "guest_applicants" USING btree (right(regexp_replace("phone", '\D', '', 'g'), 9));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_mobile_digits_idx" ON "users" USING btree (right(regexp_replace("mobile_no", '\D', '', 'g'), 9));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "one_time_links_email_lower_idx" ON "one_time_links" USING btree (lower("email"));
