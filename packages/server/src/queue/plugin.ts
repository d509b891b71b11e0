// app.queue (decision 120): registered right after the database, so that every later plugin and
// feature can register its job handlers (queue.work) and send jobs. Jobs start running once the
// server is ready; the queue stops before the database closes.
import fp from 'fastify-plugin';
import { createJobQueue, type JobQueue } from './queue';

declare module 'fastify' {
  interface FastifyInstance {
    queue: JobQueue;
  }
}

export default fp<{ pollMs?: number }>(
  async (app, options) => {
    const queue = createJobQueue({
      db: app.db,
      log: app.log,
      isReady: () => app.database.isReady(),
      pollMs: options.pollMs,
    });
    app.decorate('queue', queue);
    // onClose hooks run in reverse order of registration: this one after those of the plugins
    // registered later (the mailer), before the database plugin's.
    app.addHook('onClose', async () => {
      await queue.stop();
    });
  },
  { name: 'queue', dependencies: ['database'] },
);
