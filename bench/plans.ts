// `npm run bench:plans [-- --database-url URL]`: EXPLAIN (ANALYZE, BUFFERS) of the statement that
// company search sends for each shape of bench/shapes.ts, exactly as the API builds it (captured
// through Drizzle's logger), on the PostgreSQL database at DATABASE_URL. The page, the bounded
// count and the viewer's token version are one statement (decision 107); a free-text count, which
// the server runs beside it on its budgeted connections, is inline here. Prints to stdout;
// docs/performance-plans-1m.txt is its output at 1,000,000 users. Free text sends two statements
// (decision 150): the facts of its words, then the page; both are explained. A word the vocabulary
// holds is asked once per run (decision 157): a later shape with the same word shows the page only.
import { loadavg } from 'node:os';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder, type Db } from '../packages/server/src/db/database';
import * as schema from '../packages/server/src/db/schema';
import { searchCandidates } from '../packages/server/src/features/search/public';
import { sqlShapes } from './shapes';

const argv = process.argv.slice(2);
const flag = argv.findIndex((a) => a === '--database-url');
const url = (flag === -1 ? undefined : argv[flag + 1]) ?? process.env.DATABASE_URL;
if (!url) {
  process.stderr.write('Give a PostgreSQL database: --database-url URL or DATABASE_URL.\n');
  process.exit(1);
}

// The server's settings for search (database.ts): scans start at a table's first page.
const pool = new pg.Pool({
  connectionString: url,
  max: 1,
  options: '-c synchronize_seqscans=off',
});
const captured: { query: string; params: unknown[] }[] = [];
const db = drizzle(pool, {
  schema,
  logger: { logQuery: (query, params) => captured.push({ query, params }) },
});
const anyCompany = '00000000-0000-4000-8000-000000000000';
const anyMember = '00000000-0000-4000-8000-000000000001';

try {
  // As the server does at start: a database seeded before a migration (0033's head indexes, say)
  // would otherwise show plans the server never runs.
  await migrate(db, { migrationsFolder });
  const { rows } = await pool.query<{ version: string; users: string; load: string }>(
    `select version(), (select count(*) from users)::text as users,
            pg_size_pretty(pg_relation_size('users')) as load`,
  );
  const about = rows[0];
  console.log(
    `# EXPLAIN (ANALYZE, BUFFERS) of company search, ${about?.users} users, ${about?.version}\n` +
      `# ${new Date().toISOString()}; users table ${about?.load}; load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}. Each shape: the statements the API sends (with q: the facts of its words,` +
      ` then the page of 20 by relevance over the bounded set read from candidate_search, counted from the set (decision 166); without q:` +
      ` the page in name order with the bounded count and the token version).\n`,
  );
  for (const shape of sqlShapes) {
    captured.length = 0;
    await searchCandidates(
      db as unknown as Db,
      shape.filters,
      { limit: 20, offset: shape.offset ?? 0 },
      { companyId: anyCompany, memberId: anyMember },
    );
    console.log(`### ${shape.name}`);
    for (const statement of captured) {
      const plan = await pool.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, buffers) ${statement.query}`,
        statement.params,
      );
      console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
    }
    console.log('');
  }
} finally {
  await pool.end();
}
