// Decision 120: the queue calls of the operator console (listOperatorJobs, retryOperatorJob,
// getOperatorQueueCounts) over app.queue; filled in once the queue lands.
import type { OperatorHooks } from './guard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OperatorService } from './service';

export async function registerQueueRoutes(
  _app: Parameters<FastifyPluginAsyncZod>[0],
  _service: OperatorService,
  _onRequest: OperatorHooks,
): Promise<void> {}
