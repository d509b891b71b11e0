// Honest health (issue 43, decisions.md 22, decision 222): /api/health/live answers while the
// process runs; /api/health/ready only when the database answers, every migration is applied, the
// storage takes a file and the process is not draining for a shutdown. A full or read-only disk
// answers uploads in the error shape (507 / 503), logs the fault and leaves no temporary file.
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessage } from '@talentpool/domain/messages';
import { createAccount, type TestAccount } from './helpers/accounts';
import { cvForm, tinyPdf } from './helpers/guestFixtures';
import { logLines, startServerProcess } from './helpers/serverProcess';
import {
  createOwnData,
  dataEnvOf,
  json,
  removeOwnData,
  startTestServer,
  type TestServer,
} from './helpers/testServer';
import { createJob } from './security/fixtures';

const allOk = {
  status: 'ok',
  checks: { database: 'ok', migrations: 'ok', storage: 'ok' },
  draining: false,
};

/** Root may mount a small tmpfs: a real full, then read-only, file system for the uploads. */
function canMount(): boolean {
  return process.platform === 'linux' && process.getuid?.() === 0;
}

describe('liveness and readiness', () => {
  let server: TestServer;
  const lines: string[] = [];
  let company: TestAccount;
  let jobId: string;
  let mounted: string | undefined;

  beforeAll(async () => {
    // The files in a directory (STORAGE_URL=file://, decision 262), so that a real file system
    // can be filled and made read-only below; the database's store has its own such test
    // (sharedFiles.test.ts).
    const storageDir = await mkdtemp(path.join(tmpdir(), 'tp-storage-'));
    server = await startTestServer({
      logStream: { write: (line) => lines.push(line) },
      env: { STORAGE_URL: pathToFileURL(storageDir).toString() },
    });
    company = await createAccount(server, 'Company');
    jobId = (await createJob(server, company)).id;
  });

  afterAll(async () => {
    if (mounted) execFileSync('umount', ['-l', mounted]);
    await server?.close();
    if (server?.config.storageDir)
      await rm(server.config.storageDir, { recursive: true, force: true });
  });

  it('answers live and ready with each check, in the OpenAPI document by name', async () => {
    const live = await server.request('/api/health/live');
    expect(live.status).toBe(200);
    expect(live.headers.get('cache-control')).toBe('no-store');
    expect(await json(live)).toEqual({ status: 'ok' });
    const ready = await server.request('/api/health/ready');
    expect(ready.status).toBe(200);
    expect(await json(ready)).toEqual(allOk);
    const document = await json(await server.request('/api/openapi.json'));
    expect(document.paths['/api/health/live'].get.operationId).toBe('getLiveness');
    expect(document.paths['/api/health/ready'].get.operationId).toBe('getReadiness');
    expect(Object.keys(document.paths['/api/health/ready'].get.responses)).toEqual(['200', '503']);
  });

  it('is not ready while a migration of this version is missing from the database', async () => {
    // What a restore of an older backup, or a node of a newer version, leaves.
    const [last] = (
      (await server.app.db.execute(
        sql`delete from drizzle.__drizzle_migrations where created_at =
          (select max(created_at) from drizzle.__drizzle_migrations) returning hash, created_at`,
      )) as unknown as { rows: { hash: string; created_at: string }[] }
    ).rows;
    try {
      const ready = await server.request('/api/health/ready');
      expect(ready.status).toBe(503);
      expect(await json(ready)).toEqual({
        ...allOk,
        status: 'unavailable',
        checks: { ...allOk.checks, migrations: 'failing' },
      });
      expect((await server.request('/api/health/live')).status).toBe(200);
    } finally {
      await server.app.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at)
          values (${last?.hash}, ${last?.created_at})`,
      );
    }
    expect((await server.request('/api/health/ready')).status).toBe(200);
  });

  it.runIf(canMount())(
    'a full disk answers uploads 507 and a read-only one 503, in the error shape, logged, no temporary file left',
    async () => {
      const uploads = server.config.storageDir ?? '';
      await mkdir(uploads, { recursive: true });
      execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', uploads]);
      mounted = uploads;
      // Fill it: nothing more fits.
      await writeFile(path.join(uploads, 'filler'), Buffer.alloc(128 * 1024)).catch(
        () => undefined,
      );
      const importCv = () =>
        fetch(`${server.url}/api/company/jobs/${jobId}/cv-imports`, {
          method: 'POST',
          headers: { authorization: `Bearer ${company.token}` },
          body: cvForm('cvs', [{ bytes: tinyPdf, name: 'cv.pdf' }]),
        });
      const guestCv = () =>
        fetch(`${server.url}/api/jobs/${jobId}/guest-cv`, {
          method: 'POST',
          body: cvForm('cv', [{ bytes: tinyPdf, name: 'cv.pdf' }]),
        });

      for (const upload of [importCv, guestCv]) {
        const res = await upload();
        expect(res.status).toBe(507);
        expect(await json(res)).toEqual({
          error: errorMessage('INSUFFICIENT_STORAGE', 'en'),
          code: 'INSUFFICIENT_STORAGE',
        });
      }
      expect(await readdir(uploads)).toEqual(['filler']);
      const ready = await server.request('/api/health/ready');
      expect(ready.status).toBe(503);
      expect((await json(ready)).checks).toEqual({ ...allOk.checks, storage: 'failing' });
      // The fault is logged (error level), with the file system's code.
      const failures = lines
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((entry) => entry.level === 50 && entry.msg === 'service failure');
      expect(failures.length).toBe(2);
      expect(failures[0]?.err).toMatchObject({ causeCodes: ['ENOSPC'] });

      execFileSync('mount', ['-o', 'remount,ro', uploads]);
      for (const upload of [importCv, guestCv]) {
        const res = await upload();
        expect(res.status).toBe(503);
        expect(await json(res)).toEqual({
          error: errorMessage('SERVICE_UNAVAILABLE', 'en'),
          code: 'SERVICE_UNAVAILABLE',
        });
      }
      expect((await server.request('/api/health/ready')).status).toBe(503);

      execFileSync('umount', [uploads]);
      mounted = undefined;
      expect(await json(await server.request('/api/health/ready'))).toEqual(allOk);
      expect((await importCv()).status).toBe(202);
    },
  );
});

describe('draining on shutdown', () => {
  it('answers ready 503 (draining) from SIGTERM while still serving, then exits', async () => {
    const data = await createOwnData('tp-drain-');
    const run = await startServerProcess({ ...dataEnvOf(data), SHUTDOWN_DRAIN_SECONDS: '3' });
    try {
      await run.waitForHealth();
      expect((await fetch(`${run.url}/api/health/ready`)).status).toBe(200);
      const signalled = Date.now();
      run.child.kill('SIGTERM');
      let ready = await fetch(`${run.url}/api/health/ready`);
      for (let i = 0; i < 20 && ready.status === 200; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        ready = await fetch(`${run.url}/api/health/ready`);
      }
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ status: 'unavailable', draining: true });
      // Still serving while the balancer takes the node out.
      expect((await fetch(`${run.url}/api/health/live`)).status).toBe(200);
      expect((await fetch(`${run.url}/api/questionnaire?lang=en`)).status).toBe(200);
      expect(Date.now() - signalled).toBeLessThan(3_000);
      const exit = await run.exit;
      expect(exit.code).toBe(0);
      expect(Date.now() - signalled).toBeGreaterThanOrEqual(3_000);
      const messages = logLines(run.output()).map((line) => line.msg);
      expect(messages).toContain('shutting down');
      expect(messages).toContain('shut down cleanly');
    } finally {
      if (run.child.exitCode === null) run.child.kill('SIGKILL');
      await removeOwnData(data);
    }
  }, 120_000);
});
