// Bulk moves (issue 20, decision 130, decision 131): the set-based move of a batch — one
// UPDATE ... RETURNING of every application of one posting going to one stage, one INSERT of
// their history events and one INSERT of their audit rows, in the caller's transaction, which
// holds the posting's row lock (db/postingStages.ts), never a round trip per application.
import { sql } from 'drizzle-orm';
import { findStage } from '@talentpool/domain/process/stages';
import { lockedPostingStages, rowsOf, uuidList, type Tx } from '../../db/postingStages';
import { applications, auditEvents, companyMembers } from '../../db/schema';
import type { Db } from '../../db/database';
import { emit } from '../../lib/events';

export interface MoveBatch {
  jobId: string;
  companyId: string;
  memberId: string;
  to: string;
  reasonId: string | null;
  notify: boolean;
  ids: string[];
}

/**
 * Moves one posting's applications to one stage: the ones still in another stage are
 * updated, their events and audit rows inserted, all in the transaction given. Answers the
 * ids moved with the stage each came from; null when the posting's list no longer has the
 * stage (nothing changed).
 */
export async function moveBatch(
  tx: Tx,
  batch: MoveBatch,
): Promise<{ moved: { id: string; from: string }[] } | null> {
  const posting = await lockedPostingStages(tx, batch.jobId, 'share');
  const target = posting ? findStage(posting.stages, batch.to) : undefined;
  if (!posting || !target) return null;
  const ids = uuidList(batch.ids);
  const result = await tx.execute(sql`
    with target as (
      select a.id, a.stage as from_stage from ${applications} a
      where a.id in ${ids} and a.job_id = ${batch.jobId}::uuid and a.stage <> ${batch.to}::text
      for update),
    moved as (
      update ${applications} a set stage = ${batch.to}::text, stage_changed_at = now()
      from target t where a.id = t.id
      returning a.id, t.from_stage),
    events as (
      insert into application_events
        (application_id, from_stage, to_stage, by_company_id, by_member_id, notified, reason_id)
      select id, from_stage, ${batch.to}::text, ${batch.companyId}::uuid, ${batch.memberId}::uuid,
        ${batch.notify}::boolean, ${batch.reasonId}::uuid
      from moved
      returning application_id),
    audit as (
      insert into ${auditEvents}
        (company_id, actor_member_id, actor_email, action, target_type, target_id, details)
      select ${batch.companyId}::uuid, ${batch.memberId}::uuid,
        (select email from ${companyMembers} where id = ${batch.memberId}::uuid),
        'application.moved', 'application', m.id::text,
        jsonb_strip_nulls(jsonb_build_object('from', m.from_stage, 'to', ${batch.to}::text,
          'jobId', ${batch.jobId}::text, 'reasonId', ${batch.reasonId}::text, 'bulk', true))
      from moved m
      returning id)
    select id, from_stage as "from" from moved`);
  const moved = rowsOf<{ id: string; from: string }>(result);
  // Issue 42: one event for the batch; the webhooks write its deliveries in this transaction.
  if (moved.length > 0) {
    await emit(tx as unknown as Db, 'application.stageChanged', {
      companyId: batch.companyId,
      jobId: batch.jobId,
      toStage: batch.to,
      toKind: target.kind,
      moves: moved.map((m) => ({ applicationId: m.id, fromStage: m.from })),
    });
  }
  return { moved };
}
