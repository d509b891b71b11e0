// Decision 124 (issue 24): a company's data retention period, getRetentionPolicy and
// setRetentionPolicy under /api/company/retention, permission security.manage (owners and
// admins, decision 110). The daily sweep that applies it is a job on the queue (decision 120).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { retentionPolicySchema } from '@talentpool/domain/retention/schemas';
import { accountOf } from '../../plugins/app/auth';
import { orphanFileGraceHours } from '../../plugins/app/databaseStorage';
import { registerCvFilesSweep } from './cvFiles';
import { createRetentionRepository } from './repository';
import { createRetentionService } from './service';
import { errorResponses } from '../../lib/errorResponses';

const tags = ['retention'];
/** The job name on the queue and when it runs: every day at 03:17 UTC, a quiet hour. */
export const retentionSweepJob = 'retention.sweep';
const retentionSweepCron = '17 3 * * *';
const security = [{ bearerAuth: [] }];

const retentionRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createRetentionService({
    repository: createRetentionRepository(app.db),
    storage: app.storage,
    log: app.log,
  });
  // Issue 25: guest uploads and import files that never became an applicant (cvFiles.ts).
  registerCvFilesSweep(app);

  // The daily sweep (decision 120's queue): a failure is retried with the queue's back-off and
  // stays visible to operators; a second run the same day finds nothing left to do.
  app.queue.work(retentionSweepJob, async () => {
    const now = app.clock.now();
    const result = await service.sweep(now);
    if (result.companies.length > 0) {
      app.log.info({ companies: result.companies.length }, 'retention sweep anonymised data');
    }
    // Issue 43: stored files no row names any more (older than a day), personal data included.
    const orphans = await app.storage.sweepOrphans?.(
      new Date(now.getTime() - orphanFileGraceHours * 3_600_000),
    );
    if (orphans) app.log.info({ files: orphans }, 'stored files no row names removed');
  });
  // Scheduling needs the database; one that is not there yet (decision 082) must not stop the
  // start: it is tried again every minute until the database answers.
  let closed = false;
  const scheduleSweep = async (): Promise<void> => {
    try {
      await app.queue.schedule(retentionSweepJob, retentionSweepCron);
    } catch (err) {
      if (closed) return;
      app.log.warn({ err }, 'retention sweep not scheduled yet');
      setTimeout(() => void scheduleSweep(), 60_000).unref();
    }
  };
  app.addHook('onReady', async () => {
    if (app.database.isReady()) await scheduleSweep();
    else void scheduleSweep();
  });
  app.addHook('onClose', async () => {
    closed = true;
  });

  app.get(
    '/company/retention',
    {
      config: { permission: 'security.manage' },
      schema: {
        operationId: 'getRetentionPolicy',
        tags,
        security,
        summary:
          'How many months the data of rejected applicants and outside candidates is kept before it is anonymised',
        response: { 200: retentionPolicySchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => service.policy(accountOf(request).id),
  );

  app.put(
    '/company/retention',
    {
      config: { permission: 'security.manage' },
      schema: {
        operationId: 'setRetentionPolicy',
        tags,
        security,
        summary: 'Set the retention period in months (6 to 120; 24 by default)',
        body: retentionPolicySchema,
        response: { 200: retentionPolicySchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { policy, before } = await service.setPolicy(accountOf(request).id, request.body);
      // A change that changes nothing is not audited (decision 110).
      if (before !== policy.months) {
        await app.audit.recordFor(
          request,
          'retention.changed',
          { type: 'company', id: accountOf(request).id },
          { from: before, to: policy.months },
        );
      }
      return policy;
    },
  );
};

export default retentionRoutes;
