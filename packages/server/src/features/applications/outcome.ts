// A hire's outcome (decision 100): successful or not, recorded later by a member; the measured
// accuracy of the ranking counts it with the snapshot taken on the move to hired (moveStage.ts).
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { applications } from '../../db/schema';

/**
 * Records the outcome and who did, while the application is (still) in one of `hiredKeys`
 * (the hired stages of its posting's list); null otherwise.
 */
export async function setOutcome(
  db: Db,
  id: string,
  outcome: 'successful' | 'unsuccessful',
  memberId: string,
  hiredKeys: string[],
) {
  if (hiredKeys.length === 0) return null;
  const [row] = await db
    .update(applications)
    .set({ outcome, outcomeAt: sql`now()`, outcomeByMemberId: memberId })
    .where(and(eq(applications.id, id), inArray(applications.stage, hiredKeys)))
    .returning();
  return row ?? null;
}
