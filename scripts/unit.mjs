#!/usr/bin/env node
// `npm run test:unit`: the `unit` project (domain and server units; the job queue's test uses the
// PostgreSQL server of DATABASE_URL when it is set) and the `web` project (components in jsdom,
// which never reach a database). CI runs `npm test` twice, on PGlite and on PostgreSQL. With
// DATABASE_URL set, only the unit files that read it run again: the others (policy, scoring,
// parsers, the web project's components) run the same code whatever the database, and ran in the
// first pass (decision 169 for the web project; decision 293 for the unit files). UNIT_ALL=1 runs
// everything. Extra arguments go to vitest.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** The unit project's test files (its include list in vitest.config.ts) that read DATABASE_URL. */
function unitFilesReadingTheDatabaseUrl() {
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (
        /\.test\.(ts|mjs)$/.test(entry.name) &&
        readFileSync(file, 'utf8').includes('DATABASE_URL')
      ) {
        found.push(path.relative(root, file));
      }
    }
  };
  for (const dir of ['packages/domain/src', 'packages/server/src', 'scripts']) {
    walk(path.join(root, dir));
  }
  return found.sort();
}

const again = Boolean(process.env.DATABASE_URL) && !process.env.UNIT_ALL;
const projects = again ? ['unit'] : ['unit', 'web'];
const files = again ? unitFilesReadingTheDatabaseUrl() : [];
if (again) {
  console.log(
    'test:unit: DATABASE_URL is set, so only the unit files that read it run again ' +
      `(${files.join(', ')}); UNIT_ALL=1 runs them all`,
  );
}
const args = ['vitest', 'run', ...projects.flatMap((name) => ['--project', name]), ...files];
const result = spawnSync('npx', [...args, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
