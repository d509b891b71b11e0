// Issue 37 over real HTTP: a stranger applies with her CV, makes an account with the same e-mail
// and confirms the application as hers (decisions.md 16); GET /api/user/cv-proposal then answers
// what her CV said, for her new profile form. Before she confirms, and for anyone else, it
// answers nothing of it: another job seeker gets null, a company 403, no token 401.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from './helpers/accounts';
import { cvForm, guestApplicationBody } from './helpers/guestFixtures';
import { json, startTestServer, type TestServer } from './helpers/testServer';
import { createJob } from './security/fixtures';

const fixtures = path.resolve(import.meta.dirname, 'fixtures/cvs');

let server: TestServer;
let company: TestAccount;
let jobId: string;
const email = 'ahmed.ali@example.com';

const proposalOf = async (token?: string) => {
  const res = await server.request('/api/user/cv-proposal', token ? { token } : {});
  return { status: res.status, body: await json(res) };
};

beforeAll(async () => {
  server = await startTestServer();
  company = await createAccount(server, 'Company');
  jobId = (await createJob(server, company)).id;
  // The stranger's Arabic PDF CV, read on the queue, then her application as a guest.
  const upload = await fetch(`${server.url}/api/jobs/${jobId}/guest-cv`, {
    method: 'POST',
    body: cvForm('cv', [
      { bytes: await readFile(path.join(fixtures, 'ar-ahmed-ali.pdf')), name: 'سيرتي.pdf' },
    ]),
  });
  expect(upload.status).toBe(202);
  const cvId = String((await json(upload)).cvId);
  await server.app.queue.drain();
  const applied = await server.request(`/api/jobs/${jobId}/guest-applications`, {
    method: 'POST',
    json: { ...guestApplicationBody(cvId, email), name: 'أحمد محمود علي', lang: 'ar' },
  });
  expect(applied.status).toBe(201);
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('GET /api/user/cv-proposal', { timeout: 60_000 }, () => {
  let owner: TestAccount;

  it('answers nothing while the guest application is not confirmed as the account’s', async () => {
    owner = await createAccount(server, 'User', { email });
    expect(await proposalOf(owner.token)).toEqual({ status: 200, body: { proposal: null } });
  });

  it('answers what the CV said once the person confirmed the application as theirs', async () => {
    const claims = await json(
      await server.request('/api/user/guestApplications', { token: owner.token }),
    );
    const [claim] = claims.claims as Array<{ _id: string }>;
    expect(claim).toBeTruthy();
    const confirmed = await server.request(`/api/user/guestApplications/${claim?._id}/confirm`, {
      method: 'POST',
      token: owner.token,
    });
    expect(confirmed.status).toBeLessThan(300);

    const { status, body } = await proposalOf(owner.token);
    expect(status).toBe(200);
    expect(body.proposal).toMatchObject({
      fileName: 'سيرتي.pdf',
      language: 'ar',
      name: 'أحمد محمود علي',
      phone: '+201001234567',
      fields: {
        name: 'أحمد محمود علي',
        email,
        phone: '+201009876543',
        skills: expect.arrayContaining(['بايثون', 'SQL']),
      },
    });
  });

  it('gives another job seeker nothing of it, a company 403 and no token 401', async () => {
    const other = await createAccount(server, 'User');
    expect(await proposalOf(other.token)).toEqual({ status: 200, body: { proposal: null } });
    expect((await proposalOf(company.token)).status).toBe(403);
    expect((await proposalOf()).status).toBe(401);
  });
});
