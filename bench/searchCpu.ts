// `npm run bench:search-cpu -- --database-url URL [--requests N] [--only word] [--profile DIR]`:
// the CPU time each company search costs the server process and PostgreSQL's backends, per
// request, over HTTP with 10 connections (issue 21 Speed; bench/cpuPerRequest.ts). The database
// must already hold the bench's data (run `npm run bench` on it once). --profile DIR starts the
// server with `node --cpu-prof` and writes its profile there when it stops. Linux only (/proc).
import path from 'node:path';
import type { CandidateFilters } from '@talentpool/domain/company/search';
import { measureCpuPerRequest, option } from './cpuPerRequest';
import { sqlShapes } from './shapes';

const databaseUrl = option('database-url') ?? process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('--database-url is required (PostgreSQL)');
const only = option('only')
  ?.toLowerCase()
  .split(',')
  .map((w) => w.trim())
  .filter(Boolean);

function searchPath(filters: CandidateFilters, offset = 0): string {
  const params = new URLSearchParams({ page: String(Math.floor(offset / 20) + 1), pageSize: '20' });
  for (const [k, v] of Object.entries(filters)) if (v !== undefined) params.set(k, String(v));
  return `/api/company/search?${params}`;
}

await measureCpuPerRequest({
  databaseUrl,
  root: path.resolve(import.meta.dirname, '..'),
  requests: Number(option('requests') ?? 1000),
  connections: Number(option('connections') ?? 10),
  profileDir: option('profile'),
  dataDirPrefix: 'tp-search-cpu-',
  casesOf: async (token) =>
    [
      { name: 'GET /api/version (trivial)', path: '/api/version', token: undefined },
      ...sqlShapes.map((shape) => ({
        name: shape.name,
        path: searchPath(shape.filters, shape.offset),
        token,
      })),
    ].filter(
      (c) =>
        !only ||
        only.some(
          (word) => c.name.toLowerCase() === word || c.name.toLowerCase().includes(`(${word})`),
        ) ||
        c.path === '/api/version',
    ),
});
