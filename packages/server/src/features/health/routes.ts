// decisions.md section 2: 200 {"status":"ok"} when the database answers, 503 otherwise.
// decisions.md 22 (decision 222): liveness (the process answers) and readiness (the database
// answers, every migration is applied, the storage takes a file, and the process is not draining).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema, readinessSchema, versionSchema } from '@talentpool/domain/health';

const version = { name: 'talentpool', version: '0.1.0' } as const;

/** Each check gets this long: a hanging database or disk makes the node not ready, not slow. */
const checkTimeoutMs = 2_000;

async function passes(check: Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      check.then(() => true),
      new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), checkTimeoutMs);
      }),
    ]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

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

  app.get(
    '/health/live',
    {
      schema: {
        operationId: 'getLiveness',
        tags: ['system'],
        summary: 'The process is running (restart it when this fails)',
        description:
          'Touches neither the database nor the storage: a database outage must not make a supervisor restart every node.',
        response: { 200: healthSchema },
      },
      logLevel: 'warn',
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return reply.status(200).send({ status: 'ok' });
    },
  );

  app.get(
    '/health/ready',
    {
      schema: {
        operationId: 'getReadiness',
        tags: ['system'],
        summary: 'The process should get requests (a balancer sends none while this is 503)',
        description:
          'Ready when the database answers, every migration this version ships is applied, the file storage takes a file, and the process is not draining for a shutdown.',
        response: { 200: readinessSchema, 503: readinessSchema },
      },
      logLevel: 'warn',
    },
    async (_request, reply) => {
      const draining = app.lifecycle.draining;
      const [database, migrations, storage] = await Promise.all([
        passes(app.database.ping(checkTimeoutMs).then((ok) => ok || Promise.reject())),
        passes(app.database.migrationsApplied(checkTimeoutMs).then((ok) => ok || Promise.reject())),
        passes(app.storage.check()),
      ]);
      const ok = database && migrations && storage && !draining;
      const state = (pass: boolean) => (pass ? 'ok' : 'failing') as 'ok' | 'failing';
      reply.header('Cache-Control', 'no-store');
      return reply.status(ok ? 200 : 503).send({
        status: ok ? 'ok' : 'unavailable',
        checks: {
          database: state(database),
          migrations: state(migrations),
          storage: state(storage),
        },
        draining,
      });
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
