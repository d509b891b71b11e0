-- 0026_interview_mail_templates (issue 20, decision 133): every interview mail an applicant gets
-- is a company template too (a change, a cancellation, the reminder, the offer of times to choose
-- from), so mail_templates takes their keys. Hand-written SQL.
ALTER TABLE "mail_templates" DROP CONSTRAINT "mail_templates_key_check";
--> statement-breakpoint
ALTER TABLE "mail_templates" ADD CONSTRAINT "mail_templates_key_check" CHECK ("key" IN ('invitation', 'stageChange', 'rejection', 'offer', 'interviewInvitation', 'interviewChange', 'interviewCancellation', 'interviewReminder', 'interviewSlots'));
