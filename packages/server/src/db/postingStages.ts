// Decision 130 (issue 20): a posting's stage list as every feature that moves or adds
// applications reads it. Shared (lib) because applying (jobs, links), moving (pipeline) and
// editing the list (process) must agree on one rule: the list is read with a row lock on the
// posting, so a move or a new application and an edit of the list never interleave (a move
// waits for the edit and then sees the new list: 409 STAGE_NOT_FOUND, never an applicant left
// in a removed stage). Decision 131 says why a row lock and not a check afterwards.
import { count, eq, sql, type SQL } from 'drizzle-orm';
import { DomainError } from '@talentpool/domain/errors';
import {
  removedStagesAfter,
  stagesOrDefault,
  type StageDefinition,
} from '@talentpool/domain/process/stages';
import type { Db } from './database';
import { applications, jobPostings } from './schema';

/** A database or an open transaction (drizzle's transaction has the same query methods). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

/**
 * The posting's stages (the defaults when it has none), locked until the transaction ends:
 * `share` for a move or a new application (they do not wait on each other), `update` for an
 * edit of the list. Null when the posting does not exist.
 */
export async function lockedPostingStages(
  tx: Tx,
  jobId: string,
  mode: 'share' | 'update',
): Promise<{ stages: readonly StageDefinition[]; companyId: string } | null> {
  const [row] = await tx
    .select({ stages: jobPostings.stages, companyId: jobPostings.companyId })
    .from(jobPostings)
    .where(eq(jobPostings.id, jobId))
    .for(mode === 'share' ? 'share' : 'update');
  return row ? { stages: stagesOrDefault(row.stages), companyId: row.companyId } : null;
}

/** The first key of a posting's list (new applications land there). */
export function firstStageKey(stages: readonly StageDefinition[]): string {
  return stages[0]?.key ?? 'applied';
}

/** The rows of a raw statement (PGlite and node-postgres both answer `{rows}`). */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/** A jsonb array of texts for `jsonb_array_elements_text` (one parameter, any length). */
export const textArray = (values: readonly string[]) => sql`${JSON.stringify(values)}::jsonb`;

/** SQL: the ids as a subquery of uuids, for `x in ${uuidList(ids)}` (one parameter, any length). */
export const uuidList = (ids: readonly string[]) =>
  sql`(select jsonb_array_elements_text(${textArray(ids)})::uuid)`;

export interface ReplaceStagesInput {
  jobId: string;
  companyId: string;
  memberId: string;
  stages: StageDefinition[];
  /** Where the applicants of each removed stage go (a key of `stages`). */
  moves: Record<string, string>;
  /** The template the list was copied from (createJob/updateJob), else left as it is. */
  templateId?: string | null;
}

/**
 * The edit of the posting's list itself, in the caller's transaction (the applications module's
 * replaceStages opens it and then moves the applicants, features/applications/replaceStages.ts):
 * locks the posting, checks that every removed stage (or any key outside the new list) that
 * holds applicants has a move (else 409 STAGE_IN_USE naming it, `fields['moves.<key>']`, and
 * nothing changed), and stores the list. Answers the stages removed and the moves to make of
 * the applicants left in them; null when the posting is not this company's.
 */
export async function replacePostingStages(
  tx: Tx,
  input: ReplaceStagesInput,
): Promise<{ removed: string[]; moves: { from: string; to: string }[] } | null> {
  const current = await lockedPostingStages(tx, input.jobId, 'update');
  if (!current || current.companyId !== input.companyId) return null;
  const kept = new Set(input.stages.map((s) => s.key));
  const removed = current.stages.map((s) => s.key).filter((key) => !kept.has(key));
  const held = await tx
    .select({ stage: applications.stage, n: count() })
    .from(applications)
    .where(eq(applications.jobId, input.jobId))
    .groupBy(applications.stage);
  const stranded = held.filter((h) => !kept.has(h.stage) && h.n > 0).map((h) => h.stage);
  const unmoved = stranded.filter((key) => input.moves[key] === undefined);
  if (unmoved.length > 0) {
    throw new DomainError(
      'STAGE_IN_USE',
      'error.STAGE_IN_USE',
      Object.fromEntries(unmoved.map((key) => [`moves.${key}`, 'process.stageInUse'])),
    );
  }
  // Decision 155: the stages the list loses keep their names for the history.
  const [before] = await tx
    .select({ removedStages: jobPostings.removedStages })
    .from(jobPostings)
    .where(eq(jobPostings.id, input.jobId));
  const removedStages = removedStagesAfter(
    current.stages,
    before?.removedStages ?? null,
    input.stages,
  );
  await tx
    .update(jobPostings)
    .set({
      stages: input.stages,
      removedStages: removedStages.length > 0 ? removedStages : null,
      ...(input.templateId === undefined ? {} : { stageTemplateId: input.templateId }),
      updatedAt: sql`now()`,
    })
    .where(eq(jobPostings.id, input.jobId));
  return {
    removed: [...new Set([...removed, ...stranded])],
    moves: stranded.map((from) => ({ from, to: input.moves[from] ?? '' })),
  };
}

/**
 * SQL: the application's stage is of this kind in its posting's list (`applications` and
 * `job_postings` in scope). A posting without a list has the defaults, whose only stage of
 * kind hired (rejected) has the key 'hired' ('rejected').
 */
export function stageKindIs(kind: 'hired' | 'rejected'): SQL<boolean> {
  return sql<boolean>`(case when ${jobPostings.stages} is null then ${applications.stage} = ${kind}
    else exists (select 1 from jsonb_array_elements(${jobPostings.stages}) as st(stage)
      where st.stage->>'key' = ${applications.stage} and st.stage->>'kind' = ${kind}) end)`;
}
