#!/usr/bin/env node
// Runs the Playwright suite against the real server: builds the web app, gives the run a fresh
// DATA_DIR (and a fresh database when DATABASE_URL names a PostgreSQL server), then calls
// `playwright test` with any extra arguments. E2E_PORT and E2E_DIST let two runs share a machine.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const port = process.env.E2E_PORT ?? '3100';
const dist = path.resolve(process.env.E2E_DIST ?? path.join(root, 'packages/web/dist'));

function run(command, args, env = process.env) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, env });
  return result.status ?? 1;
}

if (!process.env.E2E_SKIP_BUILD) {
  const status = run('npx', ['vite', 'build', 'packages/web', '--outDir', dist, '--emptyOutDir']);
  if (status !== 0) process.exit(status);
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
