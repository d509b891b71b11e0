// Issue 42 (decision 282): a published posting whose application deadline has passed is closed by
// a sweep every five minutes, as its owner would close it: status `closed`, closedAt its deadline,
// the audit entry `posting.closed` (by the system, reason `deadline`) and `posting.statusChanged`
// (the webhooks' `posting.closed`) in the same transaction. Until the sweep runs, the posting
// already reads as closed everywhere (issue 25); the sweep makes it so in the data, and tells the
// company's integrations.
import type { FastifyInstance } from 'fastify';
import { and, isNotNull, lte, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { jobPostings } from '../../db/schema';
import { emit } from '../../lib/events';
import { postingChanges } from '../../lib/postingChanges';
import { createAuditLog } from '../../plugins/app/audit';

export const postingDeadlineJob = 'postings.closeAtDeadline';
const postingDeadlineCron = '*/5 * * * *';

/** Closes the published postings past their deadline at `now`; answers their ids. */
export async function closePostingsPastDeadline(db: Db, now = new Date()): Promise<string[]> {
  const closed = await db.transaction(async (tx) => {
    const rows = await tx
      .update(jobPostings)
      .set({
        status: 'closed',
        closedAt: sql`${jobPostings.applicationDeadline}`,
        updatedAt: now,
      })
      .where(
        and(
          eq(jobPostings.status, 'published'),
          isNotNull(jobPostings.applicationDeadline),
          lte(jobPostings.applicationDeadline, now),
        ),
      )
      .returning({ id: jobPostings.id, companyId: jobPostings.companyId });
    const audit = createAuditLog(tx as unknown as Db);
    for (const row of rows) {
      await emit(tx as unknown as Db, 'posting.statusChanged', {
        companyId: row.companyId,
        jobId: row.id,
        status: 'closed',
      });
      await audit.record({
        companyId: row.companyId,
        actorMemberId: null,
        actorEmail: 'system',
        action: 'posting.closed',
        target: { type: 'posting', id: row.id },
        details: { status: 'closed', reason: 'deadline' },
      });
    }
    return rows.map((row) => row.id);
  });
  // The job pages' cache (decision 126) learns of it before its next request.
  if (closed.length > 0) postingChanges.bump();
  return closed;
}

/** The sweep on the queue (every five minutes), scheduled once the database is ready. */
export function scheduleDeadlineSweep(app: FastifyInstance): void {
  app.queue.work(postingDeadlineJob, async () => {
    await closePostingsPastDeadline(app.db);
  });
  let stopped = false;
  const schedule = async (): Promise<void> => {
    try {
      await app.queue.schedule(postingDeadlineJob, postingDeadlineCron);
    } catch (err) {
      if (stopped) return;
      app.log.warn({ err }, 'posting deadline sweep not scheduled yet');
      setTimeout(() => void schedule(), 60_000).unref();
    }
  };
  app.addHook('onReady', async () => {
    if (app.database.isReady()) await schedule();
    else void schedule();
  });
  app.addHook('onClose', async () => {
    stopped = true;
  });
}
