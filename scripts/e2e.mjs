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

if (status !== 0) printFailureContext();
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

/**
 * After a failed run: what each failed test's page showed (Playwright's error-context.md, an
 * accessibility snapshot of the page at the failure) and the end of the server's log (warnings
 * and up, written to DATA_DIR/server.log by playwright.config.ts). CI keeps only its output: a
 * failure there can then be read without making it happen again.
 */
function printFailureContext() {
  const results = path.join(root, 'test-results');
  const contexts = existsSync(results)
    ? readdirSync(results, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => path.join(results, entry.name, 'error-context.md'))
        .filter((file) => existsSync(file))
    : [];
  for (const file of contexts.slice(0, 2)) {
    const text = readFileSync(file, 'utf8');
    const snapshot = /```yaml\n([\s\S]*?)```/.exec(text)?.[1] ?? '';
    const page = withoutFrame(snapshot.split('\n'));
    const name = /^- Name: (.*)$/m.exec(text)?.[1] ?? path.basename(path.dirname(file));
    const error = /# Error details\n+```\n([\s\S]*?)```/.exec(text)?.[1] ?? '';
    console.log(`\n== failed: ${name}`);
    console.log(error.split('\n').slice(0, 12).join('\n'));
    console.log(`== ${path.relative(root, file)}: the page, without header and sidebar`);
    console.log(page.slice(0, 60).join('\n'));
    if (page.length > 60) console.log(`(${page.length - 60} more lines in the file)`);
  }
  const log = path.join(dataDir, 'server.log');
  if (existsSync(log)) {
    const text = readFileSync(log, 'utf8').trimEnd();
    const lines = text === '' ? [] : text.split('\n');
    console.log(`\n== the server's log, warnings and up: ${lines.length} lines, the last 20`);
    console.log(lines.slice(-20).join('\n'));
  }
}

/**
 * An accessibility snapshot without what every page repeats (header, sidebar), unchosen options,
 * nameless boxes and element references.
 */
function withoutFrame(lines) {
  const frame = /^- (banner|complementary|link "Skip to content")/;
  const kept = [];
  let skipDeeperThan = -1;
  for (const line of lines) {
    const indent = line.length - line.trimStart().length;
    if (skipDeeperThan >= 0 && indent > skipDeeperThan) continue;
    skipDeeperThan = -1;
    if (frame.test(line.trimStart())) {
      skipDeeperThan = indent;
      continue;
    }
    const bare = line.replace(/ \[(ref=e\d+|cursor=pointer)\]/g, '');
    const item = bare.trimStart();
    // A select's options but the chosen one; boxes with no name of their own.
    if (/^- option /.test(item) && !item.includes('[selected]')) continue;
    if (/^- generic:?$/.test(item)) continue;
    kept.push(bare);
  }
  return kept;
}
