// Gives the routes the database (PGlite or PostgreSQL, opened and migrated by openDatabase), and
// closes it on shutdown only once no request handler is still running (decision 082).
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { Database, Db } from '../../db/database';
import { sendError } from './errors';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Db;
    /** Decision 267: the read replica (DATABASE_READ_URL) or `db`: the board, feeds, reports. */
    readDb: Db;
  }
}

/** How long shutdown waits for running handlers before it closes the database anyway. */
const drainTimeoutMs = 10_000;

export default fp<{ database: Database }>(
  async (app, { database }) => {
    app.decorate('database', database);
    app.decorate('db', database.db);
    app.decorate('readDb', database.readDb);

    // Until the migrations are applied (PostgreSQL unreachable at start, decision 082), calls
    // that need the database answer 503 SERVICE_UNAVAILABLE; health answers 503 by itself, and
    // the version, the OpenAPI document and the web app are served.
    app.addHook('onRequest', async (request, reply) => {
      if (database.isReady() || !request.url.startsWith('/api/')) return;
      if (/^\/api\/(health|version|openapi\.json|docs)(\/|\?|$)/.test(request.url)) return;
      void reply.header('retry-after', '5');
      return sendError(reply, request, 'SERVICE_UNAVAILABLE');
    });

    // Requests whose handler has not finished. A connection closing is not enough: a client
    // that gave up leaves its handler running, and closing the database under it was a logged
    // 500 "Cannot use a pool after calling end" (issue 10). A handler has finished when its
    // answer goes out (onSend, also for errors), or when the answer was written (onResponse).
    const running = new Set<FastifyRequest>();
    let drained: (() => void) | undefined;
    const done = (request: FastifyRequest) => {
      if (running.delete(request) && running.size === 0) drained?.();
    };
    app.addHook('onRequest', async (request) => {
      running.add(request);
    });
    app.addHook('onSend', async (request) => {
      done(request);
    });
    app.addHook('onResponse', async (request) => {
      done(request);
    });

    app.addHook('onClose', async () => {
      if (running.size > 0) {
        app.log.info({ running: running.size }, 'waiting for running requests before closing');
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([
          new Promise<void>((resolve) => (drained = resolve)),
          new Promise<void>((resolve) => (timer = setTimeout(resolve, drainTimeoutMs))),
        ]);
        clearTimeout(timer);
        if (running.size > 0) {
          app.log.warn({ running: running.size }, 'closing the database under running requests');
        }
      }
      await database.close();
    });
  },
  { name: 'database' },
);
