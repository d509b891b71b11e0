// Issue 23: "an end date before its start date is refused". PUT /api/user answers 400
// VALIDATION_FAILED naming the end date of the job or internship (decisions.md section 2's shape),
// in the language asked, and stores nothing; a range that ends on the day it starts is taken.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@talentpool/domain/messages';
import { createAccount, type TestAccount } from './helpers/accounts';
import { completeProfile } from './helpers/profileFixture';
import { startTestServer, type TestServer } from './helpers/testServer';

let server: TestServer;
let user: TestAccount;

beforeAll(async () => {
  server = await startTestServer();
  user = await createAccount(server, 'User');
  const res = await server.request('/api/user', {
    method: 'PUT',
    token: user.token,
    json: completeProfile(),
  });
  expect(res.status).toBe(200);
});

afterAll(async () => {
  await server?.close();
});

const job = {
  jobtitle: 'Shift supervisor',
  role: 'Management',
  hiringbody: 'Private Business',
  description: '',
};
const internship = { position: 'Intern', place: 'Cairo', description: '' };

describe('PUT /api/user: date ranges', () => {
  it('refuses a job or an internship that ends before it starts, and keeps the profile', async () => {
    const before = await (
      await server.request(`/api/user/${user.id}`, { token: user.token })
    ).text();
    const cases: [Parameters<typeof completeProfile>[0], string][] = [
      [{ job: [{ ...job, startDate: '2020-05-02', endDate: '2020-05-01' }] }, 'job.0.endDate'],
      [
        {
          internships: [
            { ...internship, startDate: '2019-01-01', endDate: '2019-01-01' },
            { ...internship, startDate: '2019-03-01', endDate: '2018-12-31' },
          ],
        },
        'internships.1.endDate',
      ],
    ];
    for (const [change, path] of cases) {
      for (const lang of ['en', 'ar'] as const) {
        const res = await server.request('/api/user', {
          method: 'PUT',
          token: user.token,
          headers: { 'x-lang': lang },
          json: completeProfile(change),
        });
        expect(res.status, path).toBe(400);
        expect(await res.json(), path).toEqual({
          code: 'VALIDATION_FAILED',
          error: messages[lang]['error.VALIDATION_FAILED'],
          fields: { [path]: messages[lang]['profile.endBeforeStart'] },
        });
      }
    }
    const after = await (
      await server.request(`/api/user/${user.id}`, { token: user.token })
    ).text();
    expect(after).toBe(before);
  });

  it('takes a range that ends on the day it starts', async () => {
    const res = await server.request('/api/user', {
      method: 'PUT',
      token: user.token,
      json: completeProfile({ job: [{ ...job, startDate: '2020-05-01', endDate: '2020-05-01' }] }),
    });
    expect(res.status).toBe(200);
  });
});
