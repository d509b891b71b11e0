-- 0035_apply_invitation_template (decision 173): the invitation to apply with an account is a
-- company mail template of its own. Hand-written SQL.
ALTER TABLE "mail_templates" DROP CONSTRAINT "mail_templates_key_check";
--> statement-breakpoint
ALTER TABLE "mail_templates" ADD CONSTRAINT "mail_templates_key_check" CHECK ("key" IN ('invitation', 'stageChange', 'rejection', 'offer', 'interviewInvitation', 'interviewChange', 'interviewCancellation', 'interviewReminder', 'interviewSlots', 'applicationReceived', 'applyInvitation'));
