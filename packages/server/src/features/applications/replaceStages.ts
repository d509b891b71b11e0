// Decision 130: an edit of a posting's stage list (the process settings, or a template chosen on
// createJob/updateJob) moves the applicants of each removed stage as the member said, each with a
// history entry by the member, in the one transaction that holds the posting's row lock. The
// list itself is stored by db/postingStages.ts; the applicants' moves are this module's.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  replacePostingStages,
  rowsOf,
  type ReplaceStagesInput,
  type Tx,
} from '../../db/postingStages';
import { applicationEvents, applications } from '../../db/schema';

/**
 * The posting's list becomes `stages`; the applicants of each removed stage move as `moves`
 * says, each with a history event by the member, in one transaction that holds the posting's
 * row lock. A removed stage (or any key outside the new list) that holds applicants without a
 * move: 409 STAGE_IN_USE naming it (`fields['moves.<key>']`), and nothing changed. Null when
 * the posting is not this company's.
 */
export async function replaceStages(
  db: Db,
  input: ReplaceStagesInput,
): Promise<{ removed: string[]; moved: number } | null> {
  return db.transaction(async (tx) => {
    const edited = await replacePostingStages(tx, input);
    if (!edited) return null;
    const moved = await moveStrandedApplicants(tx, input, edited.moves);
    return { removed: edited.removed, moved };
  });
}

/** Set-based: one UPDATE of every applicant to move and one INSERT of their events. */
async function moveStrandedApplicants(
  tx: Tx,
  input: { jobId: string; companyId: string; memberId: string },
  pairs: readonly { from: string; to: string }[],
): Promise<number> {
  if (pairs.length === 0) return 0;
  const values = sql.join(
    pairs.map((p) => sql`(${p.from}::text, ${p.to}::text)`),
    sql`, `,
  );
  const result = await tx.execute(sql`
    with m(from_stage, to_stage) as (values ${values}),
    moved as (
      update ${applications} a set stage = m.to_stage, stage_changed_at = now()
      from m where a.job_id = ${input.jobId}::uuid and a.stage = m.from_stage
      returning a.id, m.from_stage, m.to_stage)
    insert into ${applicationEvents} (application_id, from_stage, to_stage, by_company_id, by_member_id)
    select id, from_stage, to_stage, ${input.companyId}::uuid, ${input.memberId}::uuid from moved
    returning application_id`);
  return rowsOf(result).length;
}
