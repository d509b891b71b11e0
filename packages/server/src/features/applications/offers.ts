// Issue 41 (decisions.md 20): what an offer writes of an application, inside the offer's own
// transaction: its entries in the application's history (created, approved, rejected, sent,
// accepted, declined, withdrawn, expired, approver replaced) and, on acceptance, the move to the
// posting's hired stage with the snapshot a hire keeps (decision 100). Offer entries keep the
// stage the application is at in both stage columns and carry `offer_action`: the hiring
// report's entries are stage moves only (0043_offers.sql leaves offer entries out of them).
import { and, eq, sql } from 'drizzle-orm';
import { DomainError } from '@talentpool/domain/errors';
import type { Db } from '../../db/database';
import { lockedPostingStages, rowsOf } from '../../db/postingStages';
import { applicationEvents, applications } from '../../db/schema';

export const offerActions = [
  'created',
  'approved',
  'rejected',
  'sent',
  'accepted',
  'declined',
  'withdrawn',
  'expired',
  'approverReplaced',
] as const;
export type OfferAction = (typeof offerActions)[number];

export interface OfferEvent {
  applicationId: string;
  offerId: string;
  action: OfferAction;
  companyId: string;
  /** The member who acted; null for the candidate or the expiry sweep. */
  memberId: string | null;
}

/** Adds an offer entry to the application's history (no stage changes). */
export async function recordOfferEvent(tx: Db, event: OfferEvent): Promise<void> {
  const [row] = await tx
    .select({ stage: applications.stage })
    .from(applications)
    .where(eq(applications.id, event.applicationId))
    .limit(1);
  if (!row) throw new DomainError('NOT_FOUND', 'error.NOT_FOUND');
  await tx.insert(applicationEvents).values({
    applicationId: event.applicationId,
    fromStage: row.stage,
    toStage: row.stage,
    byCompanyId: event.companyId,
    byMemberId: event.memberId,
    offerId: event.offerId,
    offerAction: event.action,
  });
}

/**
 * Moves an accepted offer's application to the posting's hired stage (the first stage of kind
 * hired), with the hire's snapshot (fit, rank among the posting's applicants, their number) and
 * the move in the history; under the posting's share lock like every move (decision 131).
 * Nothing happens when the application is at a hired stage already. Answers the move.
 */
export async function hireFromOffer(
  tx: Db,
  input: { applicationId: string; jobId: string; companyId: string },
): Promise<{ from: string; to: string } | null> {
  const posting = await lockedPostingStages(tx, input.jobId, 'share');
  const hired = posting?.stages.find((stage) => stage.kind === 'hired');
  if (!posting || !hired) {
    throw new DomainError('STAGE_NOT_FOUND', 'error.STAGE_NOT_FOUND', {
      stage: 'jobs.stageInvalid',
    });
  }
  const placed = rowsOf<{ rank: number; total: number; stage: string; fit: number | null }>(
    await tx.execute(sql`
      select r.rank::int as rank, r.total::int as total, r.stage, r.fit
      from (
        select a.id, a.stage, a.fit,
          row_number() over (
            order by a.fit_passes desc, a.fit desc nulls last, a.applied_at, a.id) as rank,
          count(*) over () as total
        from ${applications} a
        where a.job_id = ${input.jobId}
      ) r
      where r.id = ${input.applicationId}`),
  )[0];
  if (!placed) throw new DomainError('NOT_FOUND', 'error.NOT_FOUND');
  const hiredKeys = posting.stages.filter((s) => s.kind === 'hired').map((s) => s.key);
  if (hiredKeys.includes(placed.stage)) return null;
  const [moved] = await tx
    .update(applications)
    .set({
      stage: hired.key,
      stageChangedAt: sql`now()`,
      fitAtHire: placed.fit === null ? null : Number(placed.fit),
      rankAtHire: Number(placed.rank),
      applicantsAtHire: Number(placed.total),
      outcome: null,
      outcomeAt: null,
      outcomeByMemberId: null,
    })
    .where(and(eq(applications.id, input.applicationId), eq(applications.stage, placed.stage)))
    .returning({ id: applications.id });
  if (!moved) throw new DomainError('OFFER_CLOSED', 'error.OFFER_CLOSED');
  await tx.insert(applicationEvents).values({
    applicationId: input.applicationId,
    fromStage: placed.stage,
    toStage: hired.key,
    byCompanyId: input.companyId,
    byMemberId: null,
  });
  return { from: placed.stage, to: hired.key };
}
