// Issue 46 (decision 245): the job seeker's new profile fields over HTTP: a current job without a
// "To" date, languages with their level, city, notice period, and an expected salary that only a
// company the person applied to sees (not a company they did not apply to, not even with
// showContactDetails on, and never on the public page). Bad input is a 400 and stores nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from './helpers/accounts';
import { json, startTestServer, type TestServer } from './helpers/testServer';
import { createJob, validProfile } from './security/fixtures';

let server: TestServer;
let seeker: TestAccount;
let employer: TestAccount;
let stranger: TestAccount;

const randomDigits = (n: number) =>
  Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');

async function call(path: string, init: { method?: string; token?: string; json?: unknown } = {}) {
  const res = await server.request(path, { method: init.method ?? 'GET', ...init });
  return { status: res.status, body: await json(res) };
}

const details = {
  city: 'Alexandria',
  languages: [
    { language: 'ar', level: 'native' },
    { language: 'en', level: 'fluent' },
  ],
  expectedSalary: { amount: 25000, currency: 'EGP' },
  noticePeriod: '1m',
};
let profile: ReturnType<typeof validProfile>;

beforeAll(async () => {
  server = await startTestServer();
  [seeker, employer, stranger] = await Promise.all([
    createAccount(server, 'User'),
    createAccount(server, 'Company'),
    createAccount(server, 'Company'),
  ]);
  profile = validProfile(`2990101${randomDigits(7)}`);
});

afterAll(async () => {
  await server.close();
});

describe('the new profile fields', () => {
  it('store a current job without an end date, languages, city, salary and notice period', async () => {
    const job = { ...profile.job[0], endDate: '', current: true };
    const saved = await call('/api/user', {
      method: 'PUT',
      token: seeker.token,
      json: { ...profile, job: [job], ...details },
    });
    expect(saved.status).toBe(200);
    const own = await call(`/api/user/${seeker.id}`, { token: seeker.token });
    expect(own.body).toMatchObject(details);
    expect(own.body.job[0]).toMatchObject({ current: true, endDate: '' });
  });

  it('still ask a past job for its end date (spec 5), and refuse bad values storing nothing', async () => {
    const before = await call(`/api/user/${seeker.id}`, { token: seeker.token });
    for (const bad of [
      { job: [{ ...profile.job[0], endDate: '', current: false }] },
      {
        languages: [
          { language: 'ar', level: 'native' },
          { language: 'ar', level: 'basic' },
        ],
      },
      { languages: [{ language: 'xx', level: 'native' }] },
      { expectedSalary: { amount: -5, currency: 'EGP' } },
      { expectedSalary: { amount: 1000, currency: 'GBP' } },
      { noticePeriod: 'someday' },
    ]) {
      const res = await call('/api/user', {
        method: 'PUT',
        token: seeker.token,
        json: { ...profile, ...details, ...bad },
      });
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
    const after = await call(`/api/user/${seeker.id}`, { token: seeker.token });
    expect(after.body).toEqual(before.body);
  });

  it('take the non-overlapping experience bands only', async () => {
    const old = await call('/api/user', {
      method: 'PUT',
      token: seeker.token,
      json: { ...profile, ...details, yearsOfExp: '>5 years' },
    });
    expect(old.status).toBe(400);
  });
});

describe('the expected salary', () => {
  it('is hidden from a company the seeker did not apply to, even with contact details shown', async () => {
    const shown = await call('/api/user/privacy', {
      method: 'PUT',
      token: seeker.token,
      json: { discoverable: true, showContactDetails: true },
    });
    expect(shown.status).toBe(200);
    const seen = await call(`/api/user/${seeker.id}`, { token: stranger.token });
    expect(seen.status).toBe(200);
    expect(seen.body).not.toHaveProperty('expectedSalary');
    expect(JSON.stringify(seen.body)).not.toContain('25000');
    expect(seen.body.mobileNO).toBeTruthy();
    const open = await call(`/api/public/user/${seeker.id}`);
    expect(open.body).not.toHaveProperty('expectedSalary');
    expect(open.body).not.toHaveProperty('noticePeriod');
  });

  it('is shown to a company once the seeker applied to it', async () => {
    const before = await call(`/api/user/${seeker.id}`, { token: employer.token });
    expect(before.body).not.toHaveProperty('expectedSalary');
    const { id } = await createJob(server, employer);
    const applied = await call(`/api/jobs/${id}/apply`, { method: 'POST', token: seeker.token });
    expect(applied.status).toBe(201);
    const after = await call(`/api/user/${seeker.id}`, { token: employer.token });
    expect(after.body.expectedSalary).toEqual(details.expectedSalary);
    const other = await call(`/api/user/${seeker.id}`, { token: stranger.token });
    expect(other.body).not.toHaveProperty('expectedSalary');
  });
});
