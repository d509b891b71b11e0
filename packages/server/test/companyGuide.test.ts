// Issue 46 (decision 252): the first-hour guide per member (getCompanyGuide, updateCompanyGuide)
// and the member's own name (setMemberName), over real HTTP. The guide is stored per member: one
// member's skip or steps do not show on another's; the name reaches the members list and the
// invitation mail ("<name> invites you").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, createAccount } from './helpers/accounts';
import { completeCompany } from './helpers/companyFixture';
import { startSmtpServer, type TestSmtpServer } from './helpers/smtpServer';
import { json, startTestServer, type TestServer } from './helpers/testServer';

let server: TestServer;
let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startTestServer({ env: { SMTP_URL: smtp.url } });
});

afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

async function call(method: string, path: string, token: string, body?: unknown) {
  const res = await server.request(`/api/${path}`, { method, token, json: body });
  return { status: res.status, body: await json(res) };
}

describe('the first-hour guide (decision 252)', () => {
  it('opens for a new member, keeps steps, skips and resumes, per member', async () => {
    const owner = await createAccount(server, 'Company');
    const admin = await addMember(server, owner, 'admin');

    expect(await call('GET', 'company/guide', owner.token)).toEqual({
      status: 200,
      body: { done: [], next: 'profile', skippedAt: null, finishedAt: null, open: true },
    });

    const profileDone = await call('PATCH', 'company/guide', owner.token, { stepDone: 'profile' });
    expect(profileDone.body).toMatchObject({ done: ['profile'], next: 'team', open: true });

    const skipped = await call('PATCH', 'company/guide', owner.token, { skipped: true });
    expect(skipped.body).toMatchObject({ done: ['profile'], next: 'team', open: false });
    expect(typeof skipped.body.skippedAt).toBe('string');

    // Another member's guide is their own.
    expect((await call('GET', 'company/guide', admin.token)).body).toMatchObject({
      done: [],
      open: true,
    });

    // Resumed where it was left; steps in the guide's order whatever the order they were done.
    await call('PATCH', 'company/guide', owner.token, { skipped: false });
    await call('PATCH', 'company/guide', owner.token, { stepDone: 'applicants' });
    await call('PATCH', 'company/guide', owner.token, { stepDone: 'posting' });
    const last = await call('PATCH', 'company/guide', owner.token, { stepDone: 'team' });
    expect(last.body).toMatchObject({
      done: ['profile', 'team', 'posting', 'applicants'],
      next: null,
      skippedAt: null,
      open: false,
    });
    expect(typeof last.body.finishedAt).toBe('string');
    // Stored: a fresh read says the same.
    expect((await call('GET', 'company/guide', owner.token)).body).toEqual(last.body);
  });

  it('refuses bad input with 400 and stores nothing', async () => {
    const owner = await createAccount(server, 'Company');
    for (const body of [{}, { stepDone: 'billing' }, { skipped: 'yes' }]) {
      const res = await call('PATCH', 'company/guide', owner.token, body);
      expect({ status: res.status, code: res.body.code }).toEqual({
        status: 400,
        code: 'VALIDATION_FAILED',
      });
    }
    expect((await call('GET', 'company/guide', owner.token)).body).toMatchObject({ done: [] });
  });

  it('refuses strangers and job seekers', async () => {
    const seeker = await createAccount(server, 'User');
    expect((await server.request('/api/company/guide')).status).toBe(401);
    expect((await call('GET', 'company/guide', seeker.token)).status).toBe(403);
    expect((await call('PUT', 'company/me/name', seeker.token, { name: 'Mona Adel' })).status).toBe(
      403,
    );
  });
});

describe('the owner gives their name (setMemberName)', () => {
  it('members then see it and invitations read "<name> invites you"', async () => {
    const owner = await createAccount(server, 'Company');
    const named = await call('PUT', 'company/me/name', owner.token, { name: '  Mona Adel ' });
    expect(named).toMatchObject({ status: 200, body: { member: { name: 'Mona Adel' } } });

    const me = await call('GET', 'company/me', owner.token);
    expect(me.body.member.name).toBe('Mona Adel');

    const invitee = `invitee-${Date.now().toString(36)}@example.com`;
    const invited = await call('POST', 'company/members', owner.token, {
      email: invitee,
      role: 'recruiter',
    });
    expect(invited.status).toBe(201);
    const mail = await smtp.waitForMail((m) => m.to.includes(invitee));
    expect(mail.subject).toMatch(/^Mona Adel invites you to join /);

    const list = await call('GET', 'company/members', owner.token);
    expect(
      (list.body.members as { email: string; name: string | null }[]).find(
        (m) => m.email === owner.email,
      )?.name,
    ).toBe('Mona Adel');
  });

  it('refuses a name too short, with control characters, or missing', async () => {
    const owner = await createAccount(server, 'Company');
    for (const body of [{ name: 'Mo' }, { name: 'Mona\u0000Adel' }, {}]) {
      const res = await call('PUT', 'company/me/name', owner.token, body);
      expect(res.status).toBe(400);
    }
    expect((await call('GET', 'company/me', owner.token)).body.member.name).toBe('Test owner');
  });
});

describe('the first company form asks only what posting a job needs (decision 253)', () => {
  it('saves a company without the registration number, its date and the contact ID', async () => {
    const owner = await createAccount(server, 'Company');
    const saved = await call(
      'PUT',
      'company',
      owner.token,
      completeCompany({
        commercialRegistrationNumber: '',
        registrationYear: '',
        contactPersonData_IDNumber: '',
      }),
    );
    expect(saved.status).toBe(200);
    const company = await call('GET', `company/${owner.id}`, owner.token);
    expect(company.body).toMatchObject({
      dataComplete: true,
      commercialRegistrationNumber: '',
      registrationYear: '',
      contactPersonData_IDNumber: '',
    });
    const bad = await call(
      'PUT',
      'company',
      owner.token,
      completeCompany({ registrationYear: '2001-02-30x' }),
    );
    expect(bad.status).toBe(400);
  });
});
