// Cache invalidation across processes (issue 43, decision 263). What one process changes that
// other processes keep in memory (the job board, the feeds and the sitemap, with the company
// names and pictures they show: lib/postingChanges) is told to every other process through
// PostgreSQL's LISTEN/NOTIFY on the database they share, so that they rebuild at their next
// request instead of up to 5 seconds (postings) or 5 minutes (a company's name) later.
// PGlite is one process: nothing to tell. A notification lost while the listening connection is
// down (the database restarted) is made up for: on each (re)connection the process counts itself
// told, and the caches' own recheck against the database stays as the last resort.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import pg from 'pg';
import { postingChanges } from './postingChanges';

/** The NOTIFY channel; the payload is `<sender>:<topic>`. */
export const cacheChannel = 'talentpool_cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** Decision 263: what this process heard from the others (for /metrics and tests). */
    cacheSignals: { received: number; listening: boolean };
  }
}

export default fp(
  async (app) => {
    const state = { received: 0, listening: false };
    app.decorate('cacheSignals', state);
    const databaseUrl = app.config.databaseUrl;
    if (app.database.kind !== 'postgres' || !databaseUrl) return;

    const sender = randomUUID();
    let client: pg.Client | undefined;
    let closed = false;
    let retry: NodeJS.Timeout | undefined;
    let delayMs = 250;
    let lostLogged = false;

    const heard = () => {
      state.received += 1;
      postingChanges.heard();
    };

    const reconnectLater = () => {
      state.listening = false;
      if (closed || retry) return;
      retry = setTimeout(() => {
        retry = undefined;
        void listen();
      }, delayMs).unref();
      delayMs = Math.min(delayMs * 2, 5_000);
    };

    async function listen(): Promise<void> {
      if (closed) return;
      const next = new pg.Client({
        connectionString: databaseUrl,
        connectionTimeoutMillis: app.config.dbTimeouts.connectMs || undefined,
        keepAlive: true,
        application_name: 'talentpool-cache-signals',
      });
      // A lost connection (the database restarted) must not end the process.
      next.on('error', () => undefined);
      next.on('end', () => {
        if (client === next) {
          client = undefined;
          if (!closed && !lostLogged) {
            lostLogged = true;
            app.log.warn('cache signals: the listening connection ended; reconnecting');
          }
          reconnectLater();
        }
      });
      next.on('notification', (message) => {
        if (message.channel !== cacheChannel) return;
        if (message.payload?.startsWith(`${sender}:`)) return;
        heard();
      });
      try {
        await next.connect();
        await next.query(`LISTEN ${cacheChannel}`);
      } catch (err) {
        await next.end().catch(() => undefined);
        if (!lostLogged && !closed) {
          lostLogged = true;
          app.log.warn({ err }, 'cache signals: cannot listen yet; retrying');
        }
        reconnectLater();
        return;
      }
      if (closed) {
        await next.end().catch(() => undefined);
        return;
      }
      client = next;
      state.listening = true;
      delayMs = 250;
      if (lostLogged) {
        lostLogged = false;
        app.log.info('cache signals: listening again');
        // What was said while we were away is lost: count ourselves told.
        heard();
      }
    }

    const stopPublishing = postingChanges.onBump(() => {
      if (closed) return;
      // After the change's commit; a failure (the database away) is not the request's: the
      // other processes' recheck against the database covers it.
      app.db
        .execute(sql`select pg_notify(${cacheChannel}, ${`${sender}:postings`})`)
        .catch((err: unknown) => app.log.warn({ err }, 'cache signal not sent'));
    });

    app.addHook('onReady', async () => {
      await listen();
    });
    app.addHook('onClose', async () => {
      closed = true;
      stopPublishing();
      clearTimeout(retry);
      const last = client;
      client = undefined;
      state.listening = false;
      await last?.end().catch(() => undefined);
    });
  },
  { name: 'cacheSignals', dependencies: ['database'] },
);
