#!/usr/bin/env node
// `npm run test:unit`: the `unit` project (domain and server units; the job queue's test uses the
// PostgreSQL server of DATABASE_URL when it is set) and the `web` project (components in jsdom,
// which never reach a database). CI runs `npm test` twice, on PGlite and on PostgreSQL: the web
// project's 356 tests would run the same code twice, so with DATABASE_URL set it runs only when
// UNIT_ALL=1 (decision 169). Extra arguments go to vitest.
import { spawnSync } from 'node:child_process';

const projects = process.env.DATABASE_URL && !process.env.UNIT_ALL ? ['unit'] : ['unit', 'web'];
if (projects.length === 1) {
  console.log('test:unit: DATABASE_URL is set, so the web project (no database) is not run again');
}
const args = ['vitest', 'run', ...projects.flatMap((name) => ['--project', name])];
const result = spawnSync('npx', [...args, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
