// decisions.md 16 (issue 38, decision 191): a sourced job seeker answers the notice of a member
// adding them to a posting. "apply" makes the application their own act (confirmed_at, so the
// company sees their contact details); "decline" removes it. candidateActions reads the link;
// the row is written here.
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { SourcedChoice } from '@talentpool/domain/privacy/sourcedNotice';
import type { Db } from '../../db/database';
import { applications } from '../../db/schema';

/**
 * Answers a sourced application that is still unanswered; false when it was answered, removed
 * or never sourced meanwhile (a second click, or the other link: the first answer stands).
 */
export async function answerSourcing(
  db: Db,
  applicationId: string,
  choice: SourcedChoice,
): Promise<boolean> {
  const unanswered = and(
    eq(applications.id, applicationId),
    eq(applications.source, 'sourced'),
    isNull(applications.confirmedAt),
    isNotNull(applications.userId),
  );
  const changed =
    choice === 'apply'
      ? await db
          .update(applications)
          .set({ confirmedAt: new Date() })
          .where(unanswered)
          .returning({ id: applications.id })
      : await db.delete(applications).where(unanswered).returning({ id: applications.id });
  return changed.length > 0;
}
