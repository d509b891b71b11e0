// Files any node can serve (issue 43, decision 262): two app instances on one database, each with
// a DATA_DIR of its own, as two machines behind a balancer. A picture, a company picture, a job
// seeker's CV, a guest's CV and an imported CV uploaded through one are served (and parsed) by
// the other; a replaced or removed file is gone for both. Files of the store before decision 262
// (DATA_DIR/uploads) move into the database at start, once, and only those a row still names.
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestPrivacyNoticeVersion } from '@talentpool/domain/cv/schemas';
import { rowsOf } from '../src/db/postingStages';
import { users } from '../src/db/schema';
import { createAccount, type TestAccount } from './helpers/accounts';
import { cvForm } from './helpers/guestFixtures';
import {
  dropTestDatabase,
  json,
  startTestServer,
  usingPostgres,
  type TestServer,
} from './helpers/testServer';

const fixtures = path.join(import.meta.dirname, 'fixtures', 'cvs');

let a: TestServer;
let b: TestServer;
let user: TestAccount;
let company: TestAccount;
let jobId: string;

/** A second node: its own DATA_DIR, the same database (its own pool on PostgreSQL). */
function secondNode(first: TestServer): Promise<TestServer> {
  return startTestServer(
    usingPostgres ? { databaseUrl: first.config.databaseUrl } : { database: first.app.database },
  );
}

async function png(): Promise<Buffer> {
  return sharp({
    create: { width: 60, height: 40, channels: 3, background: { r: 200, g: 10, b: 10 } },
  })
    .png()
    .toBuffer();
}

function patchFile(
  server: TestServer,
  account: TestAccount,
  url: string,
  field: string,
  bytes: Buffer,
  name: string,
) {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)]), name);
  return server.request(url, { method: 'PATCH', token: account.token, body: form });
}

async function bytesOf(res: Response): Promise<Buffer> {
  return Buffer.from(await res.arrayBuffer());
}

async function storedKeys(server: TestServer): Promise<string[]> {
  return rowsOf<{ key: string }>(
    await server.app.db.execute(sql`select key from stored_files order by key`),
  ).map((row) => row.key);
}

/** What a DATA_DIR holds under uploads (nothing: files live in the database). */
async function uploadsOf(server: TestServer): Promise<string[]> {
  return readdir(path.join(server.config.dataDir, 'uploads')).catch(() => []);
}

beforeAll(async () => {
  a = await startTestServer();
  b = await secondNode(a);
  expect(b.config.dataDir).not.toBe(a.config.dataDir);
  user = await createAccount(a, 'User');
  company = await createAccount(a, 'Company');
  const created = await a.request('/api/company/jobs', {
    method: 'POST',
    token: company.token,
    json: {
      title: 'Data analyst',
      description: 'Turns sales data into weekly decisions.',
      workplace: 'onsite',
      country: 'EG',
      city: 'Cairo',
      field: 'Architecture and Construction',
      minEducation: 'Faculty degree',
      minExperience: '2-5 years',
      requirement: { kind: 'jobmatch', items: [7, 12, 0] },
    },
  });
  expect(created.status).toBe(201);
  jobId = (await json(created))._id;
  const published = await b.request(`/api/company/jobs/${jobId}/status`, {
    method: 'PATCH',
    token: company.token,
    json: { status: 'published' },
  });
  expect(published.status).toBe(200);
}, 120_000);

afterAll(async () => {
  await b?.close();
  await a?.close();
});

describe(
  `files any node serves (${usingPostgres ? 'PostgreSQL' : 'PGlite'})`,
  { timeout: 60_000 },
  () => {
    it("serves a job seeker's picture and CV uploaded through another node; a replaced one is gone on both", async () => {
      const pic = await patchFile(a, user, '/api/user/uploadImg', 'pic', await png(), 'me.png');
      expect(pic.status).toBe(200);
      const { url: picUrl } = await json(pic);
      const fromA = await a.request(picUrl);
      const fromB = await b.request(picUrl);
      expect([fromA.status, fromB.status]).toEqual([200, 200]);
      const served = await bytesOf(fromB);
      expect(served.equals(await bytesOf(fromA))).toBe(true);
      expect((await sharp(served).metadata()).format).toBe('webp');

      const cvBytes = await readFile(path.join(fixtures, 'en-omar-hassan.pdf'));
      const cv = await patchFile(a, user, '/api/user/uploadCv', 'cv', cvBytes, 'cv.pdf');
      expect(cv.status).toBe(200);
      const { url: cvUrl } = await json(cv);
      const cvFromB = await b.request(cvUrl, { token: company.token });
      expect(cvFromB.status).toBe(200);
      expect((await bytesOf(cvFromB)).equals(cvBytes)).toBe(true);

      // Replaced through B: the old picture is gone through A too (no copy left on a node).
      const replaced = await patchFile(
        b,
        user,
        '/api/user/uploadImg',
        'pic',
        await png(),
        'new.png',
      );
      expect(replaced.status).toBe(200);
      const { url: newUrl } = await json(replaced);
      expect((await a.request(picUrl)).status).toBe(404);
      expect((await a.request(newUrl)).status).toBe(200);
      expect(await uploadsOf(a)).toEqual([]);
      expect(await uploadsOf(b)).toEqual([]);
    });

    it("serves a company's picture uploaded through another node", async () => {
      const res = await patchFile(
        a,
        company,
        '/api/company/uploadImg',
        'pic',
        await png(),
        'logo.png',
      );
      expect(res.status).toBe(200);
      const { pic: url } = await json(res);
      const fromB = await b.request(url);
      expect(fromB.status).toBe(200);
      expect(fromB.headers.get('content-type')).toBe('image/webp');
    });

    it("parses and serves a guest's CV on the node the application reaches, not the upload's", async () => {
      const cvBytes = await readFile(path.join(fixtures, 'en-omar-hassan.pdf'));
      const upload = await fetch(`${a.url}/api/jobs/${jobId}/guest-cv`, {
        method: 'POST',
        body: cvForm('cv', [{ bytes: cvBytes, name: 'en-omar-hassan.pdf' }]),
      });
      expect(upload.status).toBe(202);
      const { cvId } = await json(upload);
      await Promise.all([a.app.queue.drain(), b.app.queue.drain()]);
      const parse = await json(await b.request(`/api/guest-cvs/${cvId}`));
      expect(parse.status).toBe('done');
      expect(JSON.stringify(parse)).toContain('Omar');

      const applied = await b.request(`/api/jobs/${jobId}/guest-applications`, {
        method: 'POST',
        json: {
          name: 'Omar Hassan',
          email: 'omar.shared@example.com',
          phone: '+20 100 123 4567',
          cvId,
          consent: true,
          consentVersion: guestPrivacyNoticeVersion,
          lang: 'en',
        },
      });
      expect(applied.status).toBe(201);
      const { applicationId } = await json(applied);
      const [cvFile] = rowsOf<{ id: string }>(
        await a.app.db.execute(
          sql`select id from applicant_cvs where application_id = ${applicationId}`,
        ),
      );
      const fileId = cvFile?.id ?? '';
      const download = await b.request(`/api/company/applications/${applicationId}/cvs/${fileId}`, {
        token: company.token,
      });
      expect(download.status).toBe(200);
      expect((await bytesOf(download)).equals(cvBytes)).toBe(true);
    });

    it('serves an imported CV through another node, parsed wherever the queue ran it', async () => {
      const cvBytes = await readFile(path.join(fixtures, 'en-omar-hassan.pdf'));
      const res = await fetch(`${b.url}/api/company/jobs/${jobId}/cv-imports`, {
        method: 'POST',
        headers: { authorization: `Bearer ${company.token}` },
        body: cvForm('cvs', [{ bytes: cvBytes, name: 'omar.pdf' }]),
      });
      expect(res.status).toBe(202);
      const made = await json(res);
      await Promise.all([a.app.queue.drain(), b.app.queue.drain()]);
      const state = await json(
        await a.request(`/api/company/cv-imports/${made._id}`, { token: company.token }),
      );
      expect(state.items[0].status).not.toBe('failed');
      const file = await a.request(
        `/api/company/cv-imports/${made._id}/items/${made.items[0]._id}/file`,
        { token: company.token },
      );
      expect(file.status).toBe(200);
      expect((await bytesOf(file)).equals(cvBytes)).toBe(true);
    });

    it('answers ready with the storage checked on the database, on both nodes', async () => {
      for (const node of [a, b]) {
        const ready = await node.request('/api/health/ready');
        expect(ready.status).toBe(200);
        expect((await json(ready)).checks.storage).toBe('ok');
      }
      // The probe leaves nothing behind.
      expect((await storedKeys(a)).filter((key) => key.startsWith('.ready'))).toEqual([]);
    });

    it('answers a database that cannot take a file 507 (full) or 503 (read-only), never 500, and ready says so', async () => {
      // PostgreSQL's own errors, raised where a full disk or a read-only server would raise them.
      const refuse = async (state: string) => {
        await a.app.db.execute(
          sql.raw(`create or replace function refuse_file() returns trigger language plpgsql as
          $$ begin raise exception 'refused' using errcode = '${state}'; end $$`),
        );
        await a.app.db.execute(sql`drop trigger if exists refuse_file on stored_files`);
        await a.app.db.execute(sql`create trigger refuse_file before insert on stored_files
        for each row execute function refuse_file()`);
      };
      try {
        for (const [state, status, code] of [
          ['53100', 507, 'INSUFFICIENT_STORAGE'],
          ['25006', 503, 'SERVICE_UNAVAILABLE'],
        ] as const) {
          await refuse(state);
          const res = await patchFile(b, user, '/api/user/uploadImg', 'pic', await png(), 'me.png');
          expect(res.status).toBe(status);
          expect((await json(res)).code).toBe(code);
          const ready = await b.request('/api/health/ready');
          expect(ready.status).toBe(503);
          expect((await json(ready)).checks.storage).toBe('failing');
        }
      } finally {
        await a.app.db.execute(sql`drop trigger if exists refuse_file on stored_files`);
      }
      expect((await b.request('/api/health/ready')).status).toBe(200);
    });

    it('removes in the daily job the stored files no row names, once older than a day', async () => {
      // A picture in use, and files no row names: one a day and more old, one fresh (an upload
      // whose row is still to come).
      const pic = await patchFile(a, user, '/api/user/uploadImg', 'pic', await png(), 'kept.png');
      expect(pic.status).toBe(200);
      const inUse = String((await json(pic)).url).replace('/api/files/', '');
      await a.app.storage.put('pic-orphan-old.webp', Buffer.from('old'));
      await a.app.storage.put('cv-orphan-fresh.pdf', Buffer.from('fresh'));
      await a.app.db.execute(sql`update stored_files set created_at = now() - interval '25 hours'
        where key in (${inUse}, 'pic-orphan-old.webp')`);
      // The daily job, wherever the queue runs it.
      await b.app.queue.send('retention.sweep', {});
      await Promise.all([a.app.queue.drain(), b.app.queue.drain()]);
      const left = await storedKeys(a);
      expect(left).not.toContain('pic-orphan-old.webp');
      expect(left).toContain('cv-orphan-fresh.pdf');
      expect(left).toContain(inUse);
      expect((await a.request(`/api/files/${inUse}`)).status).toBe(200);
      await a.app.storage.remove('cv-orphan-fresh.pdf');
    });
  },
);

describe('files of DATA_DIR/uploads move into the database at start', { timeout: 60_000 }, () => {
  it('moves the files a row names, drops the others and the temporary ones, once', async () => {
    const first = await startTestServer();
    const owner = await createAccount(first, 'User');
    const picKey = 'pic-0b7c4d0e-8f59-4b5a-9a53-5b0f6c2a1d11.webp';
    await first.app.db
      .update(users)
      .set({ pic: `/api/files/${picKey}` })
      .where(eq(users.id, owner.id));
    const dataDir = first.config.dataDir;
    const databaseUrl = first.config.databaseUrl;
    await first.stop();

    // The store before decision 262: a picture a user row names, a CV file no row names any more
    // (deleted through another node), and the temporary file of a write that failed.
    const uploads = path.join(dataDir, 'uploads');
    await mkdir(uploads, { recursive: true });
    const picture = await sharp(await png())
      .webp()
      .toBuffer();
    await writeFile(path.join(uploads, picKey), picture);
    await writeFile(path.join(uploads, 'cv-5d5e2d6c-2c53-4d6f-8f44-0d1c1f1f9a10.pdf'), 'gone');
    await writeFile(path.join(uploads, `${picKey}.1234.tmp`), '');
    await writeFile(path.join(uploads, 'README.txt'), 'not ours');

    const options = { dataDir, ...(databaseUrl ? { databaseUrl } : {}) };
    const second = await startTestServer(options);
    try {
      expect(await storedKeys(second)).toEqual([picKey]);
      expect(await readdir(uploads)).toEqual(['README.txt']);
      const served = await second.request(`/api/files/${picKey}`);
      expect(served.status).toBe(200);
      expect((await bytesOf(served)).equals(picture)).toBe(true);
    } finally {
      await second.stop();
    }
    // Again: nothing left to move, nothing changes.
    const third = await startTestServer(options);
    try {
      expect(await storedKeys(third)).toEqual([picKey]);
      expect((await third.request(`/api/files/${picKey}`)).status).toBe(200);
    } finally {
      await third.stop();
      await rm(dataDir, { recursive: true, force: true });
      if (databaseUrl) await dropTestDatabase(databaseUrl);
    }
  });
});
