-- 0065_mail_template_keys: the CHECK of mail_templates' keys had fallen behind the keys of
-- packages/domain/src/mailTemplates/templates.ts (issue 41's offer letter answered 500 on save);
-- the hire's own mail is a key too. Kept equal to mailTemplateKeys by test/mailTemplates.test.ts.
-- Hand-written SQL.
ALTER TABLE "mail_templates" DROP CONSTRAINT "mail_templates_key_check";
--> statement-breakpoint
ALTER TABLE "mail_templates" ADD CONSTRAINT "mail_templates_key_check" CHECK ("key" IN ('invitation', 'stageChange', 'rejection', 'offer', 'hired', 'interviewInvitation', 'interviewChange', 'interviewCancellation', 'interviewReminder', 'interviewSlots', 'applicationReceived', 'applyInvitation', 'offerLetter'));
