// Issue 20, decision 130 ("Screening questions") and decision 133: a posting's questions with
// their knock-out rules (job_postings.screening, knockout_action, knockout_reason_id) and an
// application's answers (applications.screening_answers, knocked_out). The columns are declared
// in schema.ts's section of migration 0018 as tables of their own over the same rows. The
// application's rows are written by the applications module (storeScreeningAnswers,
// rejectByKnockout); this file checks the answers and reads the posting's rule.
import { eq, sql } from 'drizzle-orm';
import { DomainError } from '@talentpool/domain/errors';
import {
  publicQuestion,
  type CompanyScreeningQuestion,
  type KnockoutAction,
  type PublicScreeningQuestion,
  type ScreeningAnswer,
  type ScreeningQuestion,
} from '@talentpool/domain/jobs/screening';
import { stagesOrDefault, type StageDefinition } from '@talentpool/domain/process/stages';
import type { Db } from '../../db/database';
import { rejectByKnockout, storeScreeningAnswers } from '../applications/public';
import {
  applications,
  applicationScreening,
  jobPostings,
  jobPostingScreening,
  rejectReasons,
  type StoredScreeningQuestion,
} from '../../db/schema';
import { refreshFits } from '../../db/fitStore';

export interface PostingScreening {
  questions: CompanyScreeningQuestion[];
  knockoutAction: KnockoutAction;
  knockoutReasonId: string | null;
}

/** What createJob/updateJob take of the screening (undefined: leave as it is). */
export interface ScreeningInput {
  screeningQuestions?: ScreeningQuestion[];
  knockoutAction?: KnockoutAction;
  knockoutReasonId?: string | null;
}

function toCompanyQuestion(q: StoredScreeningQuestion): CompanyScreeningQuestion {
  return {
    ...publicQuestion({ ...q, knockout: null }),
    knockout: q.knockout ?? null,
  };
}

function toStored(q: ScreeningQuestion): StoredScreeningQuestion {
  return {
    id: q.id,
    text: q.text,
    type: q.type,
    ...(q.type === 'choice' ? { options: q.options ?? [] } : {}),
    required: q.required,
    ...(q.knockout ? { knockout: q.knockout } : {}),
  };
}

/** The posting's screening columns, for a select of job_postings (`screeningOfRow` reads them). */
export const screeningColumns = {
  screening: jobPostingScreening.screening,
  knockoutAction: jobPostingScreening.knockoutAction,
  knockoutReasonId: jobPostingScreening.knockoutReasonId,
};

export async function postingScreeningOf(db: Db, jobId: string): Promise<PostingScreening> {
  const [row] = await db
    .select(screeningColumns)
    .from(jobPostingScreening)
    .where(eq(jobPostingScreening.id, jobId))
    .limit(1);
  return screeningOfRow(row);
}

/** The company's view of a posting's screening from its columns (a posting not found: none). */
export function screeningOfRow(
  row:
    | {
        screening: StoredScreeningQuestion[] | null;
        knockoutAction: 'flag' | 'reject' | null;
        knockoutReasonId: string | null;
      }
    | undefined,
): PostingScreening {
  return {
    questions: (row?.screening ?? []).map(toCompanyQuestion),
    knockoutAction: row?.knockoutAction ?? 'flag',
    knockoutReasonId: row?.knockoutReasonId ?? null,
  };
}

export const publicScreeningOf = (screening: PostingScreening): PublicScreeningQuestion[] =>
  screening.questions.map(publicQuestion);

/**
 * 400 VALIDATION_FAILED unless the screening input is whole: `reject` needs a reason of this
 * company that is not archived (decision 130). Runs before anything is stored.
 */
export async function assertScreeningInput(
  db: Db,
  companyId: string,
  input: ScreeningInput,
  current?: PostingScreening,
): Promise<void> {
  const action = input.knockoutAction ?? current?.knockoutAction ?? 'flag';
  if (action !== 'reject') return;
  const reasonId =
    input.knockoutReasonId !== undefined
      ? input.knockoutReasonId
      : (current?.knockoutReasonId ?? null);
  const invalid = () =>
    new DomainError('VALIDATION_FAILED', 'error.VALIDATION_FAILED', {
      knockoutReasonId: 'screening.reasonRequired',
    });
  if (!reasonId) throw invalid();
  const result = await db.execute(sql`select 1 from reject_reasons
    where id = ${reasonId} and company_id = ${companyId} and archived_at is null limit 1`);
  const found = Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? []);
  if (found.length === 0) throw invalid();
}

/** Stores what the input names; a field left out keeps its value. */
export async function saveScreening(db: Db, jobId: string, input: ScreeningInput): Promise<void> {
  const set: Partial<typeof jobPostingScreening.$inferInsert> = {};
  if (input.screeningQuestions !== undefined) {
    set.screening = input.screeningQuestions.map(toStored);
  }
  if (input.knockoutAction !== undefined) set.knockoutAction = input.knockoutAction;
  if (input.knockoutReasonId !== undefined) set.knockoutReasonId = input.knockoutReasonId;
  if (Object.keys(set).length === 0) return;
  await db.update(jobPostingScreening).set(set).where(eq(jobPostingScreening.id, jobId));
}

/** A knock-out rejection made at apply: the stage and reason its rejection mail names. */
export interface KnockoutRejection {
  stage: StageDefinition;
  reason: { en: string; ar: string } | null;
}

/**
 * Keeps the checked answers on a new application (inside its transaction) and, when they knock
 * the applicant out and the posting says reject, moves it to rejected with the posting's reason
 * and a history event by no member (the posting's rule did it). Answers the rejection, which the
 * caller mails once the application has committed (as a manual rejection is mailed).
 */
export async function storeAnswers(
  tx: Db,
  applicationId: string,
  answers: { screening: ScreeningAnswer[]; knockedOut: boolean },
  posting: PostingScreening,
): Promise<KnockoutRejection | null> {
  await storeScreeningAnswers(tx, applicationId, answers);
  // Issue 40: a knock-out answer is a must-have of the fit, which the application's own refresh
  // (before the answers were stored) could not see.
  if (answers.knockedOut) await refreshFits(tx, { applicationId });
  if (!answers.knockedOut || posting.knockoutAction !== 'reject') return null;
  // The posting's own rejected stage (its list, or the defaults'), decision 130.
  const [own] = await tx
    .select({ stages: jobPostings.stages, from: applications.stage })
    .from(applications)
    .innerJoin(jobPostings, eq(jobPostings.id, applications.jobId))
    .where(eq(applications.id, applicationId))
    .limit(1);
  const rejected = stagesOrDefault(own?.stages).find((stage) => stage.kind === 'rejected');
  if (!own || !rejected) return null;
  // No member moved it: the posting's rule did, with its reason.
  const moved = await rejectByKnockout(tx, {
    applicationId,
    from: own.from,
    to: rejected.key,
    reasonId: posting.knockoutReasonId,
  });
  if (!moved) return null;
  const [reason] = posting.knockoutReasonId
    ? await tx
        .select({ en: rejectReasons.nameEn, ar: rejectReasons.nameAr })
        .from(rejectReasons)
        .where(eq(rejectReasons.id, posting.knockoutReasonId))
        .limit(1)
    : [];
  return { stage: rejected, reason: reason ?? null };
}

export async function applicationScreeningOf(
  db: Db,
  applicationId: string,
): Promise<{ screening: ScreeningAnswer[]; knockedOut: boolean }> {
  const [row] = await db
    .select({
      screening: applicationScreening.screeningAnswers,
      knockedOut: applicationScreening.knockedOut,
    })
    .from(applicationScreening)
    .where(eq(applicationScreening.id, applicationId))
    .limit(1);
  return { screening: row?.screening ?? [], knockedOut: row?.knockedOut ?? false };
}
