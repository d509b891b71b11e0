// `npm run bench:feeds [-- --postings N] [-- --database-url URL]` (issue 25, decision 126): seeds
// N published postings (10,000 by default) of 50 companies into a fresh PGlite (or a new
// database on the PostgreSQL server named), starts the real app and times GET /jobs/feed.xml,
// /jobs/feed.rss and /sitemap.xml over HTTP: the first request (the build) and warm requests
// served from the cache (each still asks the database for the postings' fingerprint), p50, p95
// and max, and the same with If-None-Match (304). Target: a warm 10,000-posting feed under
// 200 ms. No assertions: figures, recorded in docs/performance.md.
import { randomUUID } from 'node:crypto';
import { get } from 'node:http';
import { gzipSync } from 'node:zlib';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../packages/server/src/app';
import { loadConfig } from '../packages/server/src/config';
import { openDatabase } from '../packages/server/src/db/database';
import { companies, jobPostings } from '../packages/server/src/db/schema';
import { indeedXml } from '../packages/server/src/features/jobPages/feeds';
import { listOpenPostings } from '../packages/server/src/features/jobPages/repository';
import { createTestDatabase, dropTestDatabase } from '../packages/server/test/helpers/testServer';

function option(name: string): string | undefined {
  const argv = process.argv.slice(2);
  const i = argv.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (i === -1) return undefined;
  return argv[i]?.includes('=') ? argv[i]?.split('=').slice(1).join('=') : argv[i + 1];
}

const postingsWanted = Number(option('postings') ?? 10_000);
const warmRuns = Number(option('runs') ?? 30);
const baseUrl = option('database-url') ?? process.env.DATABASE_URL;

const paragraph =
  'Plan the weekly routes of our depot, agree the loading times with the warehouse and report ' +
  'the delays to the operations manager. Arabic and English. خبرة في التخطيط مطلوبة. ';

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tp-bench-feeds-'));
  const databaseUrl = baseUrl ? await createTestDatabase(baseUrl) : undefined;
  const config = loadConfig({
    DATA_DIR: dataDir,
    PORT: '0',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123456789',
    PUBLIC_URL: 'https://jobs.example.org',
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const database = await openDatabase(config);
  try {
    const started = Date.now();
    const companyIds = Array.from({ length: 50 }, () => randomUUID());
    await database.db.insert(companies).values(
      companyIds.map((id, i) => ({
        id,
        email: `bench-feeds-${i}@example.com`,
        companyName: `Bench Company ${i}`,
        url: `https://company-${i}.example.com`,
        country: 'Egypt',
      })),
    );
    const types = ['fullTime', 'partTime', 'contract', 'temporary', 'internship'] as const;
    for (let start = 0; start < postingsWanted; start += 1000) {
      const batch = Array.from({ length: Math.min(1000, postingsWanted - start) }, (_, k) => {
        const n = start + k;
        const salaried = n % 2 === 0;
        return {
          companyId: companyIds[n % companyIds.length] ?? '',
          status: 'published' as const,
          title: `Route planner <${n}> & co`,
          description: paragraph.repeat(4),
          workplace: n % 5 === 0 ? ('remote' as const) : ('onsite' as const),
          country: 'EG',
          city: 'Cairo',
          field: 'Transportation',
          requirementSource: { kind: 'findboss' as const, items: [0, 1] },
          requirementProfile: { '4': 29, '5': 0, '6': 0, '7': 0 },
          employmentType: types[n % types.length] ?? 'fullTime',
          salaryMin: salaried ? 10_000 + n : null,
          salaryMax: salaried ? 15_000 + n : null,
          salaryCurrency: salaried ? 'EGP' : null,
          salaryPeriod: salaried ? ('month' as const) : null,
          applicationDeadline: n % 3 === 0 ? new Date(Date.now() + 30 * 86_400_000) : null,
          publishedAt: new Date(Date.now() - n * 60_000),
        };
      });
      await database.db.insert(jobPostings).values(batch);
    }
    console.log(
      `seeded ${postingsWanted} postings on ${database.kind} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );

    // What a build costs besides the XML: reading the open postings (twice: the second warm).
    for (const run of ['first', 'second']) {
      const t0 = performance.now();
      const rows = await listOpenPostings(database.db);
      const t1 = performance.now();
      const body = indeedXml(config.publicUrl, rows);
      const t2 = performance.now();
      gzipSync(Buffer.from(body));
      const t3 = performance.now();
      console.log(
        `${run} build parts: read ${rows.length} postings ${(t1 - t0).toFixed(0)} ms, Indeed XML ${(t2 - t1).toFixed(0)} ms, gzip ${(t3 - t2).toFixed(0)} ms`,
      );
    }

    const app = await buildApp(config, database);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    const url = `http://127.0.0.1:${address.port}`;

    // node:http, the bytes as they come: what a crawler receives, without decoding a 10 MB body
    // into a string on the client (that was most of the time with fetch on this machine).
    const timed = (p: string, headers: Record<string, string> = {}) =>
      new Promise<{ ms: number; status: number; bytes: number; etag: string | null }>(
        (resolve, reject) => {
          const t0 = performance.now();
          get(`${url}${p}`, { headers }, (res) => {
            let bytes = 0;
            res.on('data', (chunk: Buffer) => (bytes += chunk.length));
            res.on('end', () =>
              resolve({
                ms: performance.now() - t0,
                status: res.statusCode ?? 0,
                bytes,
                etag: (res.headers.etag as string | undefined) ?? null,
              }),
            );
            res.on('error', reject);
          }).on('error', reject);
        },
      );
    const pct = (values: number[], p: number) => {
      const sorted = [...values].sort((a, b) => a - b);
      return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
    };
    const rows: string[] = [];
    const gzip = { 'accept-encoding': 'gzip' };
    for (const p of ['/jobs/feed.xml', '/jobs/feed.rss', '/sitemap.xml']) {
      const cold = await timed(p, gzip);
      for (const [encoding, headers] of [
        ['gzip', gzip],
        ['identity', {}],
      ] as const) {
        const warm: { ms: number; bytes: number }[] = [];
        for (let i = 0; i < warmRuns; i += 1) warm.push(await timed(p, headers));
        const ms = warm.map((w) => w.ms);
        const revalidated: number[] = [];
        for (let i = 0; i < warmRuns; i += 1) {
          revalidated.push((await timed(p, { ...headers, 'if-none-match': cold.etag ?? '' })).ms);
        }
        rows.push(
          `| ${p} | ${encoding} | ${((warm[0]?.bytes ?? 0) / 1_048_576).toFixed(2)} MB | ${encoding === 'gzip' ? cold.ms.toFixed(0) : '–'} | ${pct(ms, 50).toFixed(1)} | ${pct(ms, 95).toFixed(1)} | ${Math.max(...ms).toFixed(1)} | ${pct(revalidated, 50).toFixed(1)} | ${pct(ms, 95) < 200 ? 'met' : 'short'} |`,
        );
      }
    }
    console.log(
      `\n${postingsWanted} open postings, ${database.kind}, ${warmRuns} warm requests each`,
    );
    console.log(
      '| path | encoding | bytes sent | first (build) ms | warm p50 ms | warm p95 ms | warm max ms | 304 p50 ms | p95 < 200 ms |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|');
    for (const row of rows) console.log(row);
    await app.close();
  } finally {
    await database.close().catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true });
    if (databaseUrl) await dropTestDatabase(databaseUrl);
  }
}

await main();
