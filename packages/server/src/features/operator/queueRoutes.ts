// Decision 120 (issue 24, decisions.md 15): the queue calls of the operator console over
// app.queue: listOperatorJobs, retryOperatorJob (audited as job.retried) and
// getOperatorQueueCounts. A mail job (`mail.send`) shows its recipient and subject, never its
// body: a mail's text carries live reset, verification and invitation links.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DomainError } from '@talentpool/domain/errors';
import {
  operatorJobPageSchema,
  operatorJobParamsSchema,
  operatorJobsQuerySchema,
  operatorQueueCountsSchema,
  operatorRetryAnswerSchema,
  type OperatorJob,
} from '@talentpool/domain/operator/schemas';
import type { QueueJob } from '../../queue/queue';
import { operatorEmailOf, type OperatorHooks } from './guard';
import type { OperatorService } from './service';
import { errorResponses } from '../../lib/errorResponses';

const tags = ['operator'];
const security = [{ bearerAuth: [] }];

/** The job name of outgoing mail (plugins/app/mailer.ts). */
const mailJobName = 'mail.send';

/** The recipient and subject of a mail job's data, and nothing else of it. */
export function mailOf(job: Pick<QueueJob, 'name' | 'data'>): OperatorJob['mail'] {
  if (job.name !== mailJobName || typeof job.data !== 'object' || job.data === null) return null;
  const { to, subject } = job.data as { to?: unknown; subject?: unknown };
  return {
    to: typeof to === 'string' ? to : '',
    subject: typeof subject === 'string' ? subject : '',
  };
}

/** A job as the console shows it: never its data but for a mail's recipient and subject. */
export function jobView(job: QueueJob): OperatorJob {
  return {
    _id: job.id,
    name: job.name,
    state: job.state,
    retryCount: job.retryCount,
    retryLimit: job.retryLimit,
    createdAt: job.createdAt.toISOString(),
    startedAt: job.startedAt ? job.startedAt.toISOString() : null,
    completedAt: job.completedAt ? job.completedAt.toISOString() : null,
    error: job.error,
    mail: mailOf(job),
  };
}

export async function registerQueueRoutes(
  app: FastifyInstance,
  service: OperatorService,
  onRequest: OperatorHooks,
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/operator/jobs',
    {
      onRequest,
      schema: {
        operationId: 'listOperatorJobs',
        tags,
        security,
        summary:
          'Jobs of the queue, newest first, by name and state; a mail shows its recipient, subject and error, never its body',
        querystring: operatorJobsQuerySchema,
        response: { 200: operatorJobPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { name, state, page, pageSize } = request.query;
      const { jobs, total } = await app.queue.list({ name, state, page, pageSize });
      return { jobs: jobs.map(jobView), total, page, pageSize };
    },
  );

  routes.post(
    '/operator/jobs/:id/retry',
    {
      onRequest,
      schema: {
        operationId: 'retryOperatorJob',
        tags,
        security,
        summary:
          'Run a failed job again now, with one more attempt (404 when no failed job has this id)',
        params: operatorJobParamsSchema,
        body: z.object({}).optional(),
        response: { 200: operatorRetryAnswerSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      // What the log names: the queue and, for a mail, its recipient (read before the retry).
      const summary = await service.jobSummary(id);
      if (!(await app.queue.retry(id))) throw new DomainError('NOT_FOUND', 'error.NOT_FOUND');
      await service.record(
        operatorEmailOf(request),
        'job.retried',
        { type: 'job', id },
        summary ? { name: summary.name, ...(summary.to ? { to: summary.to } : {}) } : {},
      );
      return { retried: true as const };
    },
  );

  routes.get(
    '/operator/queues',
    {
      onRequest,
      schema: {
        operationId: 'getOperatorQueueCounts',
        tags,
        security,
        summary: 'How many jobs each queue holds in each state',
        response: { 200: operatorQueueCountsSchema, ...errorResponses(401, 403) },
      },
    },
    async () => ({ queues: await app.queue.counts() }),
  );
}
