// Issue 42 (decision 281): deliveries and their attempts are kept `webhookDeliveryKeepDays` (30)
// days after they were made, then removed by a daily job on the queue: long enough to look into a
// receiver's trouble and to redeliver after an outage, short enough that a company sending 10,000
// events a day keeps a few hundred thousand rows, not an ever-growing table. A delivery still
// being retried is kept until it ends (its retries end within four days). The rows go per webhook
// through webhook_deliveries_webhook_idx (webhook, created) in chunks, each its own statement, so
// the clean-up neither reads the whole table nor holds long locks; attempts go with their
// delivery (foreign key, on delete cascade).
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { webhookDeliveryKeepDays } from '@talentpool/domain/webhooks/schemas';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/postingStages';
import { webhookDeliveries, webhooks } from '../../db/schema';

export const webhookCleanupJob = 'webhooks.cleanup';
/** Every day at 03:29 UTC, a quiet hour (after the retention sweep of 03:17). */
const webhookCleanupCron = '29 3 * * *';
const chunk = 5_000;

/** Removes the ended deliveries made before `now` less the kept days; answers how many. */
export async function removeOldDeliveries(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - webhookDeliveryKeepDays * 86_400_000).toISOString();
  const hooks = rowsOf<{ id: string }>(await db.execute(sql`select id from ${webhooks}`));
  let removed = 0;
  for (const hook of hooks) {
    for (;;) {
      const gone = rowsOf<{ id: string }>(
        await db.execute(sql`
          delete from ${webhookDeliveries} where id in (
            select id from ${webhookDeliveries}
            where webhook_id = ${hook.id} and created_at < ${before}::timestamptz
              and status <> 'pending'
            limit ${chunk})
          returning id`),
      ).length;
      removed += gone;
      if (gone < chunk) break;
    }
  }
  return removed;
}

/** The daily job, scheduled once the database is ready. */
export function scheduleDeliveryCleanup(app: FastifyInstance): void {
  app.queue.work(webhookCleanupJob, async () => {
    const removed = await removeOldDeliveries(app.db, app.clock.now());
    if (removed > 0) app.log.info({ removed }, 'webhooks: old deliveries removed');
  });
  let stopped = false;
  const schedule = async (): Promise<void> => {
    try {
      await app.queue.schedule(webhookCleanupJob, webhookCleanupCron);
    } catch (err) {
      if (stopped) return;
      app.log.warn({ err }, 'webhook delivery clean-up not scheduled yet');
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
