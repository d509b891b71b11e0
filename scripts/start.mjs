#!/usr/bin/env node
// `npm start`: builds the web app when it has not been built, then runs the server, which applies
// migrations and serves web and API on PORT (default 3000). Signals are passed on, so the server
// shuts down gracefully.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dist = process.env.WEB_DIST ?? path.join(root, 'packages/web/dist');

if (!existsSync(path.join(dist, 'index.html'))) {
  console.log('Building the web app (first start)...');
  const build = spawnSync('npx', ['vite', 'build', 'packages/web', '--outDir', dist], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(
  process.execPath,
  ['--import', 'tsx', path.join(root, 'packages/server/src/main.ts')],
  { cwd: root, stdio: 'inherit', env: { ...process.env, WEB_DIST: dist } },
);
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
