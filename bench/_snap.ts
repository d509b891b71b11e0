import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { createReportsRepository } from '../packages/server/src/features/reports/repository';
import { snapshotOf, figuresOfRange } from '../packages/server/src/features/reports/ranges';
import { defaultStages } from '@talentpool/domain/process/stages';
const pool = new pg.Pool({ connectionString: process.argv[2], max: 1 });
const client = await pool.connect();
const repo = createReportsRepository(drizzle(client as never) as never);
const { rows: [p] } = await client.query(`select r.job_id, j.company_id from report_entries r join job_postings j on j.id = r.job_id group by 1,2 order by count(*) desc limit 1`);
const scope = { companyId: p.company_id, jobId: p.job_id, teamOf: null, defaultStages: JSON.stringify(defaultStages) };
const e = await repo.entries(scope, 1e6);
console.log('chars', Object.values(e!.columns).reduce((s, c) => s + c.length, 0));
for (let r = 0; r < 5; r++) {
  let c0 = process.cpuUsage(); for (let i = 0; i < 20; i++) snapshotOf(e!); let c = process.cpuUsage(c0);
  const snap = snapshotOf(e!);
  let c1 = process.cpuUsage(); for (let i = 0; i < 200; i++) figuresOfRange(snap, new Date(Date.UTC(2026, 6, 1 + (i % 100))), new Date(Date.UTC(2026, 11, 1))); let d = process.cpuUsage(c1);
  let c2 = process.cpuUsage(); for (let i = 0; i < 20; i++) await repo.entries(scope, 1e6); let f = process.cpuUsage(c2);
  console.log('snapshotOf cpu ms', ((c.user + c.system) / 1000 / 20).toFixed(2), 'figuresOfRange cpu ms', ((d.user + d.system) / 1000 / 200).toFixed(3), 'entries() node cpu ms', ((f.user + f.system) / 1000 / 20).toFixed(2));
}
client.release(); await pool.end();
