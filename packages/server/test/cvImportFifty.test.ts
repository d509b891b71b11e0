// Issue 25's "done when" over real HTTP: a recruiter imports 50 CVs onto one posting, the queue
// reads them while the server keeps answering, and the posting has 49 applicants with their parsed
// fields plus one duplicate (the same person in a newer CV) that becomes a merge on the
// recruiter's call: 49 applicants, one of them with two CV files, nobody doubled. The 50 files are
// the fixtures' 8 PDFs and the newer CV of one of them, and 41 Word files made from the fixtures'
// 8 other CVs with their e-mail and phone changed (a distinct person each).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from './helpers/accounts';
import { cvForm } from './helpers/guestFixtures';
import { json, startTestServer, type TestServer } from './helpers/testServer';
import { createJob } from './security/fixtures';

const fixtures = path.resolve(import.meta.dirname, 'fixtures/cvs');

interface Truth {
  file: string;
  lang: 'en' | 'ar';
  name: string;
  email: string;
  phone: string;
  skills: string[];
  duplicateOf?: string;
}

interface Expected {
  name: string;
  email: string;
  phone: string;
  skill: string;
}

let server: TestServer;
let company: TestAccount;

/**
 * A copy of a Word CV with another e-mail (`local.vN@`) and phone (its last two digits `NN`): a
 * different person to the duplicate check, with fields the test knows.
 */
async function variant(person: Truth, n: number): Promise<{ bytes: Buffer; expected: Expected }> {
  const zip = await JSZip.loadAsync(await readFile(path.join(fixtures, person.file)));
  const xml = (await zip.file('word/document.xml')?.async('string')) ?? '';
  const [local, domain] = person.email.split('@');
  const email = `${local}.v${n}@${domain}`;
  let changed = xml.replace(person.email, email);
  // The phone as written ends with the E.164 number's last four digits, after the e-mail.
  const last4 = person.phone.slice(-4);
  const at = changed.indexOf(last4, changed.indexOf(email));
  expect(at, person.file).toBeGreaterThan(0);
  const digits = String(n).padStart(2, '0');
  changed = `${changed.slice(0, at + 2)}${digits}${changed.slice(at + 4)}`;
  zip.file('word/document.xml', changed);
  const bytes = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
  return {
    bytes,
    expected: {
      name: person.name,
      email,
      phone: `${person.phone.slice(0, -2)}${digits}`,
      skill: person.skills[0] ?? '',
    },
  };
}

beforeAll(async () => {
  server = await startTestServer();
  company = await createAccount(server, 'Company');
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('an import of 50 CVs', () => {
  it(
    'makes 49 applicants with parsed fields and one merged duplicate, answering meanwhile',
    {
      timeout: 900_000,
    },
    async () => {
      const truth = JSON.parse(
        await readFile(path.join(fixtures, 'truth.json'), 'utf8'),
      ) as Truth[];
      const files: Array<{ bytes: Buffer; name: string }> = [];
      const expected = new Map<string, Expected>();
      for (const person of truth.filter((p) => p.file.endsWith('.pdf'))) {
        files.push({ bytes: await readFile(path.join(fixtures, person.file)), name: person.file });
        expected.set(person.email, {
          name: person.name,
          email: person.email,
          phone: person.phone,
          skill: person.skills[0] ?? '',
        });
      }
      const duplicate = truth.find((p) => p.duplicateOf);
      if (!duplicate) throw new Error('no duplicate in the fixtures');
      files.push({
        bytes: await readFile(path.join(fixtures, duplicate.file)),
        name: duplicate.file,
      });
      const words = truth.filter((p) => p.file.endsWith('.docx') && !p.duplicateOf);
      for (let n = 1; files.length < 50; n += 1) {
        const person = words[n % words.length];
        if (!person) throw new Error('no Word CVs in the fixtures');
        const made = await variant(person, n);
        files.push({ bytes: made.bytes, name: `${n}-${person.file}` });
        expected.set(made.expected.email, made.expected);
      }
      expect(files).toHaveLength(50);
      expect(expected.size).toBe(49);

      const jobId = (await createJob(server, company)).id;
      const res = await fetch(`${server.url}/api/company/jobs/${jobId}/cv-imports`, {
        method: 'POST',
        headers: { authorization: `Bearer ${company.token}` },
        body: cvForm('cvs', files),
      });
      const created = await json(res);
      expect(res.status, JSON.stringify(created)).toBe(202);
      expect(created).toMatchObject({ total: 50, queued: 50, failed: 0 });

      // The queue reads the files in worker threads: other requests are answered meanwhile.
      const draining = server.app.queue.drain();
      const health = await server.request('/api/health');
      expect(health.status).toBe(200);
      const board = await server.request(`/api/jobs/${jobId}`);
      expect(board.status).toBe(200);
      const progress = await server.request(`/api/company/cv-imports/${created._id}`, {
        token: company.token,
      });
      expect(progress.status).toBe(200);
      await draining;

      const done = await json(
        await server.request(`/api/company/cv-imports/${created._id}`, { token: company.token }),
      );
      expect(done).toMatchObject({ total: 50, queued: 0, done: 49, failed: 0, duplicates: 1 });
      type Item = {
        _id: string;
        fileName: string;
        status: string;
        applicationId: string | null;
        fields: { name?: string; email?: string; phone?: string; skills?: string[] };
        duplicateOf: { applicationId: string; matchedOn: string } | null;
      };
      const items = done.items as Item[];
      // Every applicant's parsed fields are the CV's: name, e-mail, phone (E.164) and a skill
      // (issue 37: the Arabic PDF whose label line came back out of order is read right too).
      for (const item of items.filter((i) => i.status === 'done')) {
        const want = expected.get(item.fields.email ?? '');
        expect(want, `${item.fileName}: ${JSON.stringify(item.fields)}`).toBeTruthy();
        expect(item.fields, item.fileName).toMatchObject({
          name: want?.name,
          email: want?.email,
          phone: want?.phone,
        });
        expect(item.fields.skills, item.fileName).toContain(want?.skill);
      }
      const found = new Set(items.map((i) => i.fields.email));
      for (const email of expected.keys()) expect(found.has(email), email).toBe(true);

      const waiting = items.filter((i) => i.status === 'duplicate');
      expect(waiting).toHaveLength(1);
      const [twin] = waiting;
      expect(twin?.duplicateOf?.matchedOn).toBe('email');
      const list = async () =>
        json(
          await server.request(`/api/company/jobs/${jobId}/applicants?pageSize=100`, {
            token: company.token,
          }),
        );
      expect((await list()).applicants).toHaveLength(49);

      const merged = await server.request(
        `/api/company/cv-imports/${created._id}/items/${twin?._id}/resolve`,
        { method: 'POST', token: company.token, json: { action: 'merge' } },
      );
      expect(merged.status).toBe(200);
      expect((await list()).applicants).toHaveLength(49);
      const omar = await json(
        await server.request(
          `/api/company/applications/${twin?.duplicateOf?.applicationId}/guest`,
          {
            token: company.token,
          },
        ),
      );
      expect(omar.cvs.map((c: { via: string }) => c.via)).toEqual(['import', 'merge']);
      const summary = await json(
        await server.request(`/api/company/jobs/${jobId}/cv-imports`, { token: company.token }),
      );
      expect(summary.imports[0]).toMatchObject({ files: 50, created: 49, merged: 1, failed: 0 });
    },
  );
});
