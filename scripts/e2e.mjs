#!/usr/bin/env node
// Runs the Playwright suite against the real server: builds the web app (unless the build in the
// output folder was made from the same sources, see sourcesHash), gives the run a fresh
// DATA_DIR (and a fresh database when DATABASE_URL names a PostgreSQL server), then calls
// `playwright test` with any extra arguments. E2E_PORT and E2E_DIST let two runs share a machine.
import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { printFailureContext } from './e2eFailureContext.mjs';

const root = path.resolve(import.meta.dirname, '..');
const port = process.env.E2E_PORT ?? '3100';
const dist = path.resolve(process.env.E2E_DIST ?? path.join(root, 'packages/web/dist'));

function run(command, args, env = process.env) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, env });
  return result.status ?? 1;
}

// What the web build is made from: the web and domain packages' files (not their build output),
// the lock file, the shared TypeScript settings and the VITE_ variables. `npm test` runs twice in
// CI (PGlite, then PostgreSQL) on the same sources: the second run reuses the first build when
// this hash matches the one written beside it. E2E_FORCE_BUILD=1 builds anyway.
function sourcesHash() {
  const hash = createHash('sha256');
  const skip = new Set(['node_modules', 'dist', 'test-results', '.vite']);
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
    )) {
      if (skip.has(entry.name)) continue;
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.isFile()) {
        hash.update(`${path.relative(root, file)}\0`);
        hash.update(readFileSync(file));
      }
    }
  };
  walk(path.join(root, 'packages/web'));
  walk(path.join(root, 'packages/domain'));
  for (const file of ['package-lock.json', 'tsconfig.base.json']) {
    if (existsSync(path.join(root, file))) hash.update(readFileSync(path.join(root, file)));
  }
  for (const [name, value] of Object.entries(process.env).sort()) {
    if (name.startsWith('VITE_')) hash.update(`${name}=${value}\0`);
  }
  return hash.digest('hex');
}

if (!process.env.E2E_SKIP_BUILD) {
  // Kept outside the build (the server serves dist as it is), one stamp per output folder.
  const stamps = path.join(root, 'node_modules/.cache/e2e-web-build');
  const stamp = path.join(stamps, `${createHash('sha256').update(dist).digest('hex')}.txt`);
  const wanted = sourcesHash();
  const built =
    !process.env.E2E_FORCE_BUILD &&
    existsSync(path.join(dist, 'index.html')) &&
    existsSync(stamp) &&
    readFileSync(stamp, 'utf8') === wanted;
  if (built) {
    console.log(`e2e: the web build in ${dist} is current (sources unchanged): not rebuilt`);
  } else {
    if (existsSync(stamp)) rmSync(stamp);
    const status = run('npx', ['vite', 'build', 'packages/web', '--outDir', dist, '--emptyOutDir']);
    if (status !== 0) process.exit(status);
    mkdirSync(stamps, { recursive: true });
    writeFileSync(stamp, wanted);
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'tp-e2e-'));
let databaseUrl;
if (process.env.DATABASE_URL) {
  const name = `tp_test_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
}

const status = run('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  ...process.env,
  E2E_PORT: port,
  E2E_DATA_DIR: dataDir,
  WEB_DIST: dist,
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
});

if (status !== 0) printFailureContext(root, dataDir);
rmSync(dataDir, { recursive: true, force: true });
if (databaseUrl) {
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await client.end();
}
process.exit(status);
