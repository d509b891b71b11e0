// decisions.md 16 (issue 38, decision 192): a guest application made with an account's e-mail,
// confirmed or discarded by the account's owner. guestApply decides who may (the offer's rules);
// the rows are written here. Confirming keeps everything the company saw (the guest row, the CV
// files, the history) and makes the application the account's own act (user_id, confirmed_at).
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { Tx } from '../../db/postingStages';
import { applications, guestApplicants } from '../../db/schema';
import type { ApplicationRow } from './create';

/**
 * In the caller's transaction: the guest application becomes the user's, confirmed at `at`,
 * and its guest row says who claimed it when. Null when it has an account already (nothing
 * written).
 */
export async function confirmGuestApplication(
  tx: Tx,
  input: { applicationId: string; userId: string; at: Date },
): Promise<ApplicationRow | null> {
  const [row] = await tx
    .update(applications)
    .set({ userId: input.userId, confirmedAt: input.at })
    .where(and(eq(applications.id, input.applicationId), isNull(applications.userId)))
    .returning();
  if (!row) return null;
  await tx
    .update(guestApplicants)
    .set({ claimedUserId: input.userId, claimedAt: input.at })
    .where(eq(guestApplicants.applicationId, input.applicationId));
  return row;
}

/** The owner said the guest application is not theirs: it is no longer offered. */
export async function discardGuestClaim(db: Db, applicationId: string, at: Date): Promise<void> {
  await db
    .update(guestApplicants)
    .set({ claimDiscardedAt: at })
    .where(eq(guestApplicants.applicationId, applicationId));
}
