// A member moves one application to another stage of its posting (decision 100, decision 130):
// the stage, its time, the snapshot at hire, and the history entry, in one transaction that
// holds the posting's row lock (db/postingStages.ts), so an edit of the list cannot strand it.
import { claimIdempotencyKey } from '../../plugins/app/idempotency';
import { and, eq, sql } from 'drizzle-orm';
import { DomainError } from '@talentpool/domain/errors';
import { findStage } from '@talentpool/domain/process/stages';
import type { Db } from '../../db/database';
import { emit } from '../../lib/events';
import { lockedPostingStages } from '../../db/postingStages';
import { applicationEvents, applications } from '../../db/schema';
import type { ApplicationRow } from './create';

export interface StageMove {
  id: string;
  jobId: string;
  from: string;
  to: string;
  reasonId: string | null;
  companyId: string;
  memberId: string;
  notify: boolean;
  snapshot: {
    fitAtHire: number | null;
    rankAtHire: number;
    applicantsAtHire: number;
    outcome: null;
    outcomeAt: null;
    outcomeByMemberId: null;
  } | null;
  /**
   * Issue 43 (decision 264): what must commit with the move or not at all, run in its
   * transaction once the move is recorded (the stage mail, queued: a notified move never
   * answers without its mail).
   */
  alsoInTransaction?: (tx: Db, moved: ApplicationRow) => Promise<void>;
}

/**
 * Moves an application and records the move, in one transaction. The update only happens
 * while the stage is still `from`, so two concurrent moves cannot both record from the same
 * stage; null when it changed meanwhile. On a move to hired, the snapshot is stored too. The
 * target is checked against the posting's list under its row lock (db/postingStages.ts):
 * a stage removed meanwhile is 409 STAGE_NOT_FOUND and nothing changes.
 */
export async function moveStage(db: Db, input: StageMove): Promise<ApplicationRow | null> {
  return db.transaction(async (tx) => {
    // Decision 279: a retried request's key is claimed with the move (a no-op without one).
    await claimIdempotencyKey(tx as unknown as Db);
    const posting = await lockedPostingStages(tx, input.jobId, 'share');
    const target = posting ? findStage(posting.stages, input.to) : undefined;
    if (!posting || !target) {
      throw new DomainError('STAGE_NOT_FOUND', 'error.STAGE_NOT_FOUND', {
        stage: 'jobs.stageInvalid',
      });
    }
    const [row] = await tx
      .update(applications)
      .set({ stage: input.to, stageChangedAt: sql`now()`, ...(input.snapshot ?? {}) })
      .where(and(eq(applications.id, input.id), eq(applications.stage, input.from)))
      .returning();
    if (!row) return null;
    await tx.insert(applicationEvents).values({
      applicationId: input.id,
      fromStage: input.from,
      toStage: input.to,
      byCompanyId: input.companyId,
      byMemberId: input.memberId,
      notified: input.notify,
      reasonId: input.reasonId,
    });
    await input.alsoInTransaction?.(tx as unknown as Db, row);
    // Issue 42: the webhooks hear it in this transaction (rolled back with it).
    await emit(tx as unknown as Db, 'application.stageChanged', {
      companyId: input.companyId,
      jobId: input.jobId,
      toStage: input.to,
      toKind: target.kind,
      moves: [{ applicationId: input.id, fromStage: input.from }],
    });
    return row;
  });
}
