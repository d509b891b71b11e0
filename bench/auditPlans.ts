// `node --import tsx bench/auditPlans.ts --database-url URL [--audit-events N]`: EXPLAIN (ANALYZE,
// BUFFERS) of the statements listAuditEvents sends (captured through Drizzle's logger, so the
// plans are of the API's own SQL) for the whole log, an action, an actor, both, and page 100, on a
// PostgreSQL database holding the demo company with N audit events (seeded here when missing,
// default 100,000). Decision 113: every page an index scan of migration 0008's indexes.
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { openDatabase, type Db } from '../packages/server/src/db/database';
import * as schema from '../packages/server/src/db/schema';
import {
  createAuditRepository,
  type AuditFilters,
} from '../packages/server/src/features/audit/repository';
import { seedDemo } from '../packages/server/src/seed/seed';
import { seedAuditEvents } from './auditEvents';

const argv = process.argv.slice(2);
const option = (name: string) => {
  const index = argv.indexOf(`--${name}`);
  return index === -1 ? undefined : argv[index + 1];
};
const url = option('database-url') ?? process.env.DATABASE_URL;
if (!url) {
  process.stderr.write('Give a PostgreSQL database: --database-url URL or DATABASE_URL.\n');
  process.exit(1);
}
const wanted = Number(option('audit-events') ?? 100_000);

const database = await openDatabase({ databaseUrl: url, dataDir: '.' });
let data;
try {
  await seedDemo(database.db, { users: 0 });
  data = await seedAuditEvents(database.db, wanted);
} finally {
  await database.close();
}

const pool = new pg.Pool({ connectionString: url, max: 1 });
const captured: { query: string; params: unknown[] }[] = [];
const db = drizzle(pool, {
  schema,
  logger: { logQuery: (query, params) => captured.push({ query, params }) },
});
const repository = createAuditRepository(db as unknown as Db);
const shapes: { name: string; filters: AuditFilters; offset: number }[] = [
  { name: 'whole log, page 1', filters: {}, offset: 0 },
  { name: 'action', filters: { action: 'link.generated' }, offset: 0 },
  { name: 'actor', filters: { actorId: data.actorId }, offset: 0 },
  {
    name: 'actor and action',
    filters: { actorId: data.actorId, action: 'link.generated' },
    offset: 0,
  },
  { name: 'whole log, page 100', filters: {}, offset: 99 * 20 },
];
try {
  console.log(
    `# listAuditEvents plans, ${data.events} events of the demo company (and as many of others)\n`,
  );
  for (const shape of shapes) {
    captured.length = 0;
    await repository.list(data.companyId, shape.filters, { limit: 20, offset: shape.offset });
    console.log(`### ${shape.name}`);
    for (const statement of captured) {
      const plan = await pool.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, buffers) ${statement.query}`,
        statement.params,
      );
      console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'), '\n');
    }
  }
} finally {
  await pool.end();
}
