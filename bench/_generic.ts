// scratch: custom vs generic plans for each search shape's page statement
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../packages/server/src/db/database';
import * as schema from '../packages/server/src/db/schema';
import { searchCandidates } from '../packages/server/src/features/company/repository';
import { sqlShapes } from './shapes';

const url = process.env.DATABASE_URL!;
const pool = new pg.Pool({ connectionString: url, max: 2, options: '-c synchronize_seqscans=off' });
const captured: { query: string; params: unknown[] }[] = [];
const db = drizzle(pool, { schema, logger: { logQuery: (query, params) => captured.push({ query, params }) } });
const client = new pg.Client({ connectionString: url, options: '-c synchronize_seqscans=off' });
await client.connect();
const lit = (v: unknown) => (v === null ? 'null' : client.escapeLiteral(typeof v === 'object' ? JSON.stringify(v) : String(v)));
const timesOf = (rows: { 'QUERY PLAN': string }[]) => {
  const text = rows.map((r) => r['QUERY PLAN']).join('\n');
  const p = /Planning Time: ([\d.]+)/.exec(text)?.[1];
  const e = /Execution Time: ([\d.]+)/.exec(text)?.[1];
  return { p: Number(p), e: Number(e), text };
};
const only = process.argv[2];
let n = 0;
for (const shape of sqlShapes) {
  if (only && !shape.name.includes(only)) continue;
  captured.length = 0;
  await searchCandidates(db as unknown as Db, shape.filters, { limit: 20, offset: shape.offset ?? 0 }, { companyId: '00000000-0000-4000-8000-000000000000', memberId: '00000000-0000-4000-8000-000000000001' }, { highlight: true });
  for (const st of captured) {
    const name = `s${n++}`;
    const c2 = client;
    const best = { custom: { p: 1e9, e: 1e9, text: '' }, generic: { p: 1e9, e: 1e9, text: '' } };
    for (let i = 0; i < 3; i++) {
      const custom = timesOf((await c2.query(`explain (analyze) ${st.query}`, st.params)).rows);
      if (custom.p + custom.e < best.custom.p + best.custom.e) best.custom = custom;
    }
    await c2.query(`prepare ${name} as ${st.query}`);
    await c2.query(`set plan_cache_mode = force_generic_plan`);
    const args = st.params.length ? `(${st.params.map(lit).join(', ')})` : '';
    for (let i = 0; i < 3; i++) {
      const generic = timesOf((await c2.query(`explain (analyze) execute ${name}${args}`)).rows);
      if (generic.p + generic.e < best.generic.p + best.generic.e) best.generic = generic;
    }
    await c2.query(`reset plan_cache_mode; deallocate ${name}`);
    console.log(`${shape.name.padEnd(50)} ${st.query.slice(0, 20).replace(/\n/g, ' ')}  custom plan ${best.custom.p.toFixed(2)} exec ${best.custom.e.toFixed(2)} | generic plan ${best.generic.p.toFixed(2)} exec ${best.generic.e.toFixed(2)}`);
    if (process.env.SHOW) console.log(best.custom.text, '\n---\n', best.generic.text);
  }
}
await client.end();
await pool.end();
