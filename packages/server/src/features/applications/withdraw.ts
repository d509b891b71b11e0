// A job seeker withdraws their own application (decision 100): it leaves the company's pipeline,
// its history and notes with it (the foreign keys cascade). Issue 42 (decision 282): the
// withdrawal is heard (webhooks' `application.withdrawn`) in its transaction, before the row goes.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { applications, jobPostings } from '../../db/schema';
import { emit } from '../../lib/events';

/** Withdraws a user's own application (its history and notes go with it); false if none. */
export async function withdrawApplication(db: Db, userId: string, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ jobId: applications.jobId, companyId: jobPostings.companyId })
      .from(applications)
      .innerJoin(jobPostings, eq(jobPostings.id, applications.jobId))
      .where(and(eq(applications.id, id), eq(applications.userId, userId)))
      .for('update', { of: applications });
    if (!found) return false;
    await emit(tx as unknown as Db, 'application.withdrawn', {
      companyId: found.companyId,
      applicationId: id,
      jobId: found.jobId,
    });
    const deleted = await tx
      .delete(applications)
      .where(and(eq(applications.id, id), eq(applications.userId, userId)))
      .returning({ id: applications.id });
    return deleted.length > 0;
  });
}
