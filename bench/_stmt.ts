import { readFileSync } from 'node:fs';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { createReportsRepository } from '../packages/server/src/features/reports/repository';
import { snapshotOf, figuresOfRange } from '../packages/server/src/features/reports/ranges';
import { defaultStages } from '@talentpool/domain/process/stages';
const ticks = (pid: number) => { const f = readFileSync(`/proc/${pid}/stat`, 'utf8'); const x = f.slice(f.lastIndexOf(')') + 2).split(' '); return Number(x[11]) + Number(x[12]); };
const pool = new pg.Pool({ connectionString: process.argv[2], max: 1 });
const client = await pool.connect();
const { rows: [{ pid }] } = await client.query('select pg_backend_pid() as pid');
const db = drizzle(client as never);
const repo = createReportsRepository(db as never);
const { rows: [p] } = await client.query(`select r.job_id, j.company_id from report_entries r join job_postings j on j.id = r.job_id group by 1,2 order by count(*) desc limit 1`);
const scope = { companyId: p.company_id, jobId: p.job_id, teamOf: null, defaultStages: JSON.stringify(defaultStages), start: new Date('2020-01-01'), end: new Date('2030-01-01') };
const n = 10;
for (let round = 0; round < 3; round++) {
  for (const which of ['figures', 'entries']) {
    const t0 = ticks(pid); const c0 = process.cpuUsage(); let parse = 0, range = 0;
    for (let i = 0; i < n; i++) {
      if (which === 'figures') await repo.figures(scope);
      else { const e = await repo.entries(scope, 1e6); const a = performance.now(); const s = snapshotOf(e!); const b = performance.now(); figuresOfRange(s, scope.start, scope.end); range += performance.now() - b; parse += b - a; }
    }
    const c = process.cpuUsage(c0);
    console.log(which, 'postgres cpu ms', ((ticks(pid) - t0) * 10 / n).toFixed(1), 'node cpu ms', ((c.user + c.system) / 1000 / n).toFixed(1), which === 'entries' ? `(snapshotOf ${(parse / n).toFixed(1)} ms, one range ${(range / n).toFixed(2)} ms)` : '');
  }
}
client.release(); await pool.end();
