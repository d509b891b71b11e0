// Opens the database (PGlite or PostgreSQL), applies migrations and closes it on shutdown.
import fp from 'fastify-plugin';
import type { Database, Db } from '../../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Db;
  }
}

export default fp<{ database: Database }>(
  async (app, { database }) => {
    app.decorate('database', database);
    app.decorate('db', database.db);
    app.addHook('onClose', async () => {
      await database.close();
    });
  },
  { name: 'database' },
);
