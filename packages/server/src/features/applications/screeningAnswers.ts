// Issue 20, decision 130 ("Screening questions"): an application's answers to its posting's
// questions (applications.screening_answers, knocked_out), and the rejection by the posting's
// knock-out rule. The jobs module checks the answers and reads the posting's rule; the rows are
// written here.
import { and, eq, isNull } from 'drizzle-orm';
import type { ScreeningAnswer } from '@talentpool/domain/jobs/screening';
import { findStage } from '@talentpool/domain/process/stages';
import type { Db } from '../../db/database';
import { lockedPostingStages } from '../../db/postingStages';
import { applicationEvents, applications, applicationScreening } from '../../db/schema';
import { emit } from '../../lib/events';

/** Keeps the checked answers on a new application (inside its transaction). */
export async function storeScreeningAnswers(
  tx: Db,
  applicationId: string,
  answers: { screening: ScreeningAnswer[]; knockedOut: boolean },
): Promise<void> {
  await tx
    .update(applicationScreening)
    .set({ screeningAnswers: answers.screening, knockedOut: answers.knockedOut })
    .where(eq(applicationScreening.id, applicationId));
}

/**
 * Moves an application the posting's knock-out rule rejected to the rejected stage, with a
 * history event by no member (the posting's rule did it) and the posting's reason. False when
 * the application is gone or anonymised (nothing written).
 */
export async function rejectByKnockout(
  tx: Db,
  input: { applicationId: string; from: string; to: string; reasonId: string | null },
): Promise<boolean> {
  const now = new Date();
  const [moved] = await tx
    .update(applications)
    .set({ stage: input.to, stageChangedAt: now })
    .where(and(eq(applications.id, input.applicationId), isNull(applications.anonymisedAt)))
    .returning({ id: applications.id, jobId: applications.jobId });
  if (!moved) return false;
  await tx.insert(applicationEvents).values({
    applicationId: input.applicationId,
    fromStage: input.from,
    toStage: input.to,
    at: now,
    reasonId: input.reasonId,
  });
  // Issue 42: the webhooks hear the rejection in this transaction.
  const posting = await lockedPostingStages(tx, moved.jobId, 'share');
  const target = posting ? findStage(posting.stages, input.to) : undefined;
  if (posting && target) {
    await emit(tx, 'application.stageChanged', {
      companyId: posting.companyId,
      jobId: moved.jobId,
      toStage: input.to,
      toKind: target.kind,
      moves: [{ applicationId: input.applicationId, fromStage: input.from }],
    });
  }
  return true;
}
