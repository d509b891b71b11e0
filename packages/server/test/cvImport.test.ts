// A recruiter's CV import over real HTTP (issue 25, decision 142): files dropped onto a posting
// become applicants after the queue parses them; failures are listed with their reason and the
// file kept; the same person twice (e-mail or phone) waits for the recruiter's merge; 201 files or
// none are refused; the posting's team decides who may import.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createDeflate } from 'node:zlib';
import PDFDocument from 'pdfkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { cvImports, jobTeamMembers } from '../src/db/schema';
import { addMember, createAccount, type TestAccount } from './helpers/accounts';
import { cvForm, guestApplicationBody, tinyPdf, uploadGuestCv } from './helpers/guestFixtures';
import { json, startTestServer, type TestServer } from './helpers/testServer';
import { createJob } from './security/fixtures';

const fixtures = path.resolve(import.meta.dirname, 'fixtures/cvs');
const missingId = '00000000-0000-4000-8000-000000000000';

let server: TestServer;
let company: TestAccount;
let jobId: string;

async function importFiles(job: string, names: string[], token = company.token, field = 'cvs') {
  const files = await Promise.all(
    names.map(async (name) => ({ bytes: await readFile(path.join(fixtures, name)), name })),
  );
  const res = await fetch(`${server.url}/api/company/jobs/${job}/cv-imports`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: cvForm(field, files),
  });
  return { status: res.status, body: await json(res) };
}

async function getImportQuery(id: string, query: string, token = company.token) {
  const res = await server.request(`/api/company/cv-imports/${id}${query}`, { token });
  return { status: res.status, body: await json(res) };
}

async function getImport(id: string, token = company.token) {
  const res = await server.request(`/api/company/cv-imports/${id}`, { token });
  return { status: res.status, body: await json(res) };
}

const importsStored = async () =>
  Number((await server.app.db.select({ n: count() }).from(cvImports))[0]?.n ?? 0);

beforeAll(async () => {
  server = await startTestServer();
  company = await createAccount(server, 'Company');
  jobId = (await createJob(server, company)).id;
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('importing CVs onto a posting', { timeout: 120_000 }, () => {
  let importId: string;
  type Item = Record<string, unknown> & { _id: string; fileName: string; status: string };
  let items: Item[];
  let first: Item;
  let second: Item;
  const byName = (name: string) => {
    const item = items.find((i) => i.fileName === name);
    if (!item) throw new Error(`${name} not in the import`);
    return item;
  };

  it('answers 202 with every file; files that are not CVs fail at once, with their reason', async () => {
    const res = await importFiles(jobId, [
      'en-omar-hassan.pdf',
      'en-omar-hassan-2025.docx',
      'ar-fatma-hassan.docx',
      'bad-picture-named.pdf',
      'bad-macros.docx',
      'bad-encrypted.pdf',
      'bad-unknown-language.pdf',
    ]);
    expect(res.status).toBe(202);
    importId = res.body._id;
    expect(res.body).toMatchObject({ jobId, total: 7, queued: 5, failed: 2, duplicates: 0 });
    const failed = res.body.items.filter((i: { status: string }) => i.status === 'failed');
    expect(failed.map((i: { fileName: string; reason: string }) => [i.fileName, i.reason])).toEqual(
      [
        ['bad-picture-named.pdf', 'unsupported'],
        ['bad-macros.docx', 'macros'],
      ],
    );
  });

  it('turns each CV into an applicant on the queue while the server keeps answering', async () => {
    const draining = server.app.queue.drain();
    expect((await server.request('/api/health')).status).toBe(200);
    await draining;
    const res = await getImport(importId);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 7, queued: 0, done: 4, failed: 2, duplicates: 1 });
    items = res.body.items;
    // The two files of Omar Hassan: whichever the queue read first made the applicant.
    const omars = ['en-omar-hassan.pdf', 'en-omar-hassan-2025.docx'].map(byName);
    first = omars.find((i) => i.status === 'done') ?? byName('en-omar-hassan.pdf');
    second = omars.find((i) => i !== first) ?? byName('en-omar-hassan-2025.docx');
    expect(first).toMatchObject({
      status: 'done',
      language: 'en',
      fields: { name: 'Omar Hassan', email: 'omar.hassan@example.com', phone: '+201001234567' },
    });
    // Unreadable and unknown-language CVs still make applicants, with the file and no fields.
    expect(byName('bad-encrypted.pdf')).toMatchObject({ status: 'done', reason: 'encrypted' });
    expect(byName('bad-unknown-language.pdf')).toMatchObject({
      status: 'done',
      reason: 'unknownLanguage',
      fields: {},
    });
    const omar = first;
    expect(second).toMatchObject({
      status: 'duplicate',
      applicationId: null,
      duplicateOf: {
        applicationId: omar.applicationId,
        name: 'Omar Hassan',
        email: 'omar.hassan@example.com',
        matchedOn: 'email',
      },
    });

    const list = await server.request(`/api/company/jobs/${jobId}/applicants?pageSize=100`, {
      token: company.token,
    });
    const applicants = (await json(list)).applicants;
    expect(applicants).toHaveLength(4);
    // Issue 40: everyone is scored, an imported CV from what it says (without the ISI style).
    for (const a of applicants as { fit: { score: number | null; reasons: string[] } }[]) {
      expect(a.fit.score).toEqual(expect.any(Number));
      expect(a.fit.reasons).toContain('No profile: scored from the parsed CV');
      expect(a.fit.reasons).toContain('No ISI result: scored without the style part');
    }
    const details = await server.request(`/api/company/applications/${omar.applicationId}/guest`, {
      token: company.token,
    });
    expect(await json(details)).toMatchObject({
      name: 'Omar Hassan',
      email: 'omar.hassan@example.com',
      phone: '+201001234567',
      via: 'import',
      consentAt: null,
    });
    const fromFile = await server.request(
      `/api/company/applications/${byName('bad-encrypted.pdf').applicationId}/guest`,
      { token: company.token },
    );
    // A CV without a name is not named after its file (issue 37): the name is left empty for
    // the recruiter and the file's reason says why.
    expect((await json(fromFile)).name).toBe('');
    expect(byName('bad-encrypted.pdf').reason).toBe('encrypted');
  });

  it('keeps a failed file for download', async () => {
    const failed = byName('bad-macros.docx');
    const res = await server.request(
      `/api/company/cv-imports/${importId}/items/${failed._id}/file`,
      { token: company.token },
    );
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(
      await readFile(path.join(fixtures, 'bad-macros.docx')),
    );
  });

  it('merges a duplicate only on the recruiter call: the file joins the existing applicant', async () => {
    const duplicate = second;
    const url = `/api/company/cv-imports/${importId}/items/${duplicate._id}/resolve`;
    const bad = await server.request(url, {
      method: 'POST',
      token: company.token,
      json: { action: 'both' },
    });
    expect(bad.status).toBe(400);
    const merged = await server.request(url, {
      method: 'POST',
      token: company.token,
      json: { action: 'merge' },
    });
    expect(merged.status).toBe(200);
    const omar = first;
    expect(await json(merged)).toMatchObject({
      status: 'merged',
      applicationId: omar.applicationId,
    });
    const details = await json(
      await server.request(`/api/company/applications/${omar.applicationId}/guest`, {
        token: company.token,
      }),
    );
    expect(details.cvs.map((c: { fileName: string; via: string }) => [c.fileName, c.via])).toEqual([
      [first.fileName, 'import'],
      [second.fileName, 'merge'],
    ]);
    // Decided once: a second call is refused, nothing changes.
    const again = await server.request(url, {
      method: 'POST',
      token: company.token,
      json: { action: 'dismiss' },
    });
    expect(again.status).toBe(400);
    expect((await json(again)).fields.action).toBeTruthy();
    const after = await getImport(importId);
    expect(after.body).toMatchObject({ done: 5, duplicates: 0 });
    const list = await json(
      await server.request(`/api/company/jobs/${jobId}/applicants?pageSize=100`, {
        token: company.token,
      }),
    );
    expect(list.applicants).toHaveLength(4);
  });

  it('recognises the same phone of a guest who applied with another e-mail', async () => {
    const job = (await createJob(server, company)).id;
    const cvId = await uploadGuestCv(server, job);
    const applied = await server.request(`/api/jobs/${job}/guest-applications`, {
      method: 'POST',
      json: { ...guestApplicationBody(cvId, 'hb@example.org'), phone: '+49 151 23456789' },
    });
    expect(applied.status).toBe(201);
    const res = await importFiles(job, ['en-hannah-becker.docx']);
    await server.app.queue.drain();
    const item = (await getImport(res.body._id)).body.items[0];
    expect(item).toMatchObject({
      status: 'duplicate',
      duplicateOf: { applicationId: (await json(applied)).applicationId, matchedOn: 'phone' },
    });
    const dismissed = await server.request(
      `/api/company/cv-imports/${res.body._id}/items/${item._id}/resolve`,
      { method: 'POST', token: company.token, json: { action: 'dismiss' } },
    );
    expect(await json(dismissed)).toMatchObject({ status: 'dismissed', applicationId: null });
  });

  it('refuses 201 files and none with 400, storing nothing', async () => {
    const before = await importsStored();
    const many = Array.from({ length: 201 }, (_, i) => ({ bytes: tinyPdf, name: `cv-${i}.pdf` }));
    const res = await fetch(`${server.url}/api/company/jobs/${jobId}/cv-imports`, {
      method: 'POST',
      headers: { authorization: `Bearer ${company.token}`, 'x-lang': 'ar' },
      body: cvForm('cvs', many),
    });
    expect(res.status).toBe(400);
    const body = await json(res);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.fields.cvs).toBe('استورد 200 سيرة ذاتية على الأكثر في المرة الواحدة.');
    const none = await importFiles(jobId, [], company.token);
    expect(none.status).toBe(400);
    const wrongField = await importFiles(jobId, ['en-omar-hassan.pdf'], company.token, 'other');
    expect(wrongField.status).toBe(400);
    const asJson = await server.request(`/api/company/jobs/${jobId}/cv-imports`, {
      method: 'POST',
      token: company.token,
      json: {},
    });
    expect(asJson.status).toBe(415);
    expect(await importsStored()).toBe(before);
  });

  it('lets only the posting team import and read imports', async () => {
    const other = await createAccount(server, 'Company');
    const manager = await addMember(server, company, 'hiringManager');
    const interviewer = await addMember(server, company, 'interviewer');
    const user = await createAccount(server, 'User');
    expect((await importFiles(jobId, ['en-omar-hassan.pdf'], other.token)).status).toBe(404);
    expect((await importFiles(missingId, ['en-omar-hassan.pdf'])).status).toBe(404);
    expect((await importFiles(jobId, ['en-omar-hassan.pdf'], manager.token)).status).toBe(403);
    expect((await importFiles(jobId, ['en-omar-hassan.pdf'], interviewer.token)).status).toBe(403);
    expect((await importFiles(jobId, ['en-omar-hassan.pdf'], user.token)).status).toBe(403);
    expect((await getImport(importId, other.token)).status).toBe(404);
    expect((await getImport(importId, manager.token)).status).toBe(403);
    expect((await getImport(missingId)).status).toBe(404);
    await server.app.db.insert(jobTeamMembers).values({ jobId, memberId: manager.memberId ?? '' });
    expect((await getImport(importId, manager.token)).status).toBe(200);
    const anonymous = await server.request(`/api/company/cv-imports/${importId}`);
    expect(anonymous.status).toBe(401);
    const rows = await server.app.db.select().from(cvImports).where(eq(cvImports.jobId, jobId));
    expect(rows).toHaveLength(1);
  });
});

describe('listing a posting’s earlier imports (listCvImports)', { timeout: 120_000 }, () => {
  it('answers them newest first with who and the counts, paged, and opens one’s failures', async () => {
    const job = (await createJob(server, company)).id;
    const first = await importFiles(job, ['en-youssef-adel.pdf', 'bad-picture-named.pdf']);
    const second = await importFiles(job, [
      'ar-nour-saeed.docx',
      'bad-macros.docx',
      'bad-text-named.docx',
    ]);
    await server.app.queue.drain();
    const list = async (query = '', token = company.token) => {
      const res = await server.request(`/api/company/jobs/${job}/cv-imports${query}`, { token });
      return { status: res.status, body: await json(res) };
    };
    const all = await list();
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(all.body.imports).toEqual([
      {
        _id: second.body._id,
        jobId: job,
        createdAt: expect.any(String),
        by: { _id: company.memberId, name: expect.any(String), email: company.email },
        files: 3,
        created: 1,
        merged: 0,
        failed: 2,
        duplicates: 0,
        dismissed: 0,
        queued: 0,
      },
      expect.objectContaining({ _id: first.body._id, files: 2, created: 1, failed: 1 }),
    ]);
    // The first import of the suite's posting: one merged duplicate among its counts.
    const merged = await server.request(`/api/company/jobs/${jobId}/cv-imports`, {
      token: company.token,
    });
    expect((await json(merged)).imports[0]).toMatchObject({
      files: 7,
      created: 4,
      merged: 1,
      failed: 2,
    });

    const page2 = await list('?page=2&pageSize=1');
    expect(page2.body).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(page2.body.imports.map((i: { _id: string }) => i._id)).toEqual([first.body._id]);
    expect((await list('?pageSize=101')).status).toBe(400);
    expect((await list('?page=0')).status).toBe(400);

    // Opening one: only its failures, with reasons and the kept files.
    const failures = await getImportQuery(second.body._id, '?status=failed');
    expect(failures.body).toMatchObject({ total: 3, failed: 2, done: 1 });
    expect(
      failures.body.items.map((i: { fileName: string; reason: string; fileKept: boolean }) => [
        i.fileName,
        i.reason,
        i.fileKept,
      ]),
    ).toEqual([
      ['bad-macros.docx', 'macros', true],
      ['bad-text-named.docx', 'unsupported', true],
    ]);
    expect((await getImportQuery(second.body._id, '?status=nope')).status).toBe(400);
  });

  it('is for the posting’s team under postings.manage, like the import itself', async () => {
    const job = (await createJob(server, company)).id;
    await importFiles(job, ['en-youssef-adel.pdf']);
    const url = `/api/company/jobs/${job}/cv-imports`;
    const status = async (token?: string) => (await server.request(url, { token })).status;
    const other = await createAccount(server, 'Company');
    const manager = await addMember(server, company, 'hiringManager');
    const interviewer = await addMember(server, company, 'interviewer');
    const recruiter = await addMember(server, company, 'recruiter');
    const user = await createAccount(server, 'User');
    expect(await status()).toBe(401);
    expect(await status(other.token)).toBe(404);
    expect(
      (
        await server.request(`/api/company/jobs/${missingId}/cv-imports`, {
          token: company.token,
        })
      ).status,
    ).toBe(404);
    expect(await status(manager.token)).toBe(403);
    expect(await status(interviewer.token)).toBe(403);
    expect(await status(user.token)).toBe(403);
    expect(await status(recruiter.token)).toBe(200);
    await server.app.db
      .insert(jobTeamMembers)
      .values({ jobId: job, memberId: manager.memberId ?? '' });
    expect(await status(manager.token)).toBe(200);
  });
});

/**
 * A PDF bomb: one page whose content stream inflates to `megabytes` of zeros (about a
 * thousandth of that on disk). Deflated in pieces, so the test never holds the inflated bytes.
 */
async function pdfBomb(megabytes: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => parts.push(chunk));
  const ended = new Promise<void>((resolve) => deflate.on('end', () => resolve()));
  const zeros = Buffer.alloc(1024 * 1024);
  for (let i = 0; i < megabytes; i += 1) {
    if (!deflate.write(zeros)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await ended;
  const stream = Buffer.concat(parts);
  return Buffer.concat([
    Buffer.from(
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n' +
        '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
        '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]/Contents 4 0 R/Resources<<>>>>endobj\n' +
        `4 0 obj<</Length ${stream.length}/Filter/FlateDecode>>stream\n`,
    ),
    stream,
    Buffer.from('\nendstream endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
  ]);
}

/** A Word file whose ZIP directory claims an entry of 4 GB: a ZIP bomb, refused by its bytes. */
async function zipBomb(): Promise<Buffer> {
  const bytes = Buffer.from(await readFile(path.join(fixtures, 'en-sarah-mitchell.docx')));
  const at = bytes.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
  bytes.writeUInt32LE(0xffffff00, at + 24);
  return bytes;
}

describe('bombs', { timeout: 180_000 }, () => {
  it('a PDF bomb still makes an applicant with a reason, a ZIP bomb fails at once, and the server answers meanwhile', async () => {
    const job = (await createJob(server, company)).id;
    const res = await fetch(`${server.url}/api/company/jobs/${job}/cv-imports`, {
      method: 'POST',
      headers: { authorization: `Bearer ${company.token}` },
      body: cvForm('cvs', [
        { bytes: await pdfBomb(512), name: 'bomb.pdf' },
        { bytes: await zipBomb(), name: 'bomb.docx' },
      ]),
    });
    const made = await json(res);
    expect(res.status, JSON.stringify(made)).toBe(202);
    expect(
      made.items.map((i: { status: string; reason: string | null }) => [i.status, i.reason]),
    ).toEqual([
      ['queued', null],
      ['failed', 'tooLarge'],
    ]);
    const draining = server.app.queue.drain();
    expect((await server.request('/api/health')).status).toBe(200);
    expect((await getImport(made._id)).status).toBe(200);
    await draining;
    const after = await getImport(made._id);
    const [bomb] = after.body.items;
    // Read in a worker thread with a memory and a time limit: the thread ends, the file stays.
    expect(bomb).toMatchObject({ status: 'done', fileKept: true, fields: {} });
    expect(['unreadable', 'noText']).toContain(bomb.reason);
    expect(bomb.applicationId).toBeTruthy();
  });
});

/** A one-page PDF of these lines (pdfkit, as the test CVs are written). */
async function textPdf(text: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4' });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  doc.text(text);
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

describe('Arabic PDFs and CVs without a name (issue 37)', { timeout: 120_000 }, () => {
  it('imports the Arabic PDF fixtures with their names; a CV without one is left unnamed with the reason', async () => {
    const job = (await createJob(server, company)).id;
    const noName = await textPdf(
      'Summary\nEngineer with ten years of experience in the field\nSkills\nPython, SQL',
    );
    const files = [
      ...(await Promise.all(
        ['ar-khaled-osman.pdf', 'ar-ahmed-ali.pdf', 'ar-omar-farouk.pdf'].map(async (name) => ({
          bytes: await readFile(path.join(fixtures, name)),
          name,
        })),
      )),
      { bytes: noName, name: 'cv-final-2.pdf' },
    ];
    const res = await fetch(`${server.url}/api/company/jobs/${job}/cv-imports`, {
      method: 'POST',
      headers: { authorization: `Bearer ${company.token}` },
      body: cvForm('cvs', files),
    });
    expect(res.status).toBe(202);
    const id = (await json(res))._id;
    await server.app.queue.drain();
    const done = (await getImport(id)).body;
    const found = Object.fromEntries(
      done.items.map((i: { fileName: string; fields: Record<string, unknown> }) => [
        i.fileName,
        i.fields,
      ]),
    );
    expect(found['ar-khaled-osman.pdf']).toMatchObject({
      name: 'خالد سمير عثمان',
      email: 'khaled.osman@example.com',
      phone: '+201283456789',
    });
    expect(found['ar-ahmed-ali.pdf']).toMatchObject({ name: 'أحمد محمود علي' });
    expect(found['ar-omar-farouk.pdf']).toMatchObject({ name: 'عمر فاروق حسين' });
    expect(found['cv-final-2.pdf']).toMatchObject({ missing: ['name', 'email', 'phone'] });
    const unnamed = done.items.find((i: { fileName: string }) => i.fileName === 'cv-final-2.pdf');
    const details = await server.request(
      `/api/company/applications/${unnamed.applicationId}/guest`,
      {
        token: company.token,
      },
    );
    expect(await json(details)).toMatchObject({ name: '', email: null, phone: null });
  });
});
