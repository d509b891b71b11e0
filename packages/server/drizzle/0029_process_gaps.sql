-- 0029_process_gaps (issue 20, decision 155): the names of the stages a posting's list no longer
-- has, so older history entries keep naming them in both languages; and the "application
-- received" mail becomes a company template (mail_templates takes its key). Postings edited before
-- this migration get the names their template gave the stages they removed (the best left to
-- know). Hand-written SQL.
ALTER TABLE "job_postings" ADD COLUMN "removed_stages" jsonb;
--> statement-breakpoint
UPDATE "job_postings" p SET "removed_stages" = r.removed
FROM (
  SELECT p2.id, jsonb_agg(ts.stage) AS removed
  FROM "job_postings" p2
  JOIN "stage_templates" t ON t.id = p2.stage_template_id
  CROSS JOIN LATERAL jsonb_array_elements(t.stages) AS ts(stage)
  WHERE p2.stages IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM jsonb_array_elements(p2.stages) AS ps(stage)
      WHERE ps.stage->>'key' = ts.stage->>'key')
  GROUP BY p2.id
) r
WHERE p.id = r.id;
--> statement-breakpoint
ALTER TABLE "mail_templates" DROP CONSTRAINT "mail_templates_key_check";
--> statement-breakpoint
ALTER TABLE "mail_templates" ADD CONSTRAINT "mail_templates_key_check" CHECK ("key" IN ('invitation', 'stageChange', 'rejection', 'offer', 'interviewInvitation', 'interviewChange', 'interviewCancellation', 'interviewReminder', 'interviewSlots', 'applicationReceived'));
