// decisions.md section 2: 200 {"status":"ok"} when the database answers, 503 otherwise.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema, versionSchema } from '@talentpool/domain/health';

const version = { name: 'talentpool', version: '0.1.0' } as const;

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        operationId: 'getHealth',
        tags: ['system'],
        summary: 'Liveness and database reachability',
        response: { 200: healthSchema, 503: healthSchema },
      },
      logLevel: 'warn',
    },
    async (_request, reply) => {
      const ok = await app.database.ping();
      reply.header('Cache-Control', 'no-store');
      return ok
        ? reply.status(200).send({ status: 'ok' })
        : reply.status(503).send({ status: 'unavailable' });
    },
  );

  // Touches nothing: the benchmarks' measure of what Node and Fastify alone can serve.
  app.get(
    '/version',
    {
      schema: {
        operationId: 'getVersion',
        tags: ['system'],
        summary: 'Product name and version',
        response: { 200: versionSchema },
      },
      logLevel: 'warn',
    },
    async () => version,
  );
};

export default healthRoutes;
