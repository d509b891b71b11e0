// A company's members over real HTTP (issue 18; decisions.md 3, 11 and 14; decisions 110 and
// 113): the invitation flow through a real SMTP server in English and Arabic (link, state,
// accept, login), resending, expiry, the rules of invite/update/remove (not owners for admins,
// the last owner, another company's member), soft removal ending sessions at once, the list,
// the company's security switch, permissions per role, and the concurrency of role changes.
import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatLinkExpiry } from '@talentpool/domain/links/invitationMail';
import type { MemberRole } from '@talentpool/domain/members/policy';
import {
  auditEvents,
  authTokens,
  companies,
  companyMembers,
  jobPostings,
  jobTeamMembers,
} from '../src/db/schema';
import { addMember, createAccount, type TestAccount } from './helpers/accounts';
import { startSmtpServer, type CaughtMail, type TestSmtpServer } from './helpers/smtpServer';
import { json, startTestServer, type TestServer } from './helpers/testServer';

let smtp: TestSmtpServer;
let server: TestServer;
let owner: TestAccount;
let otherCompany: TestAccount;
let user: TestAccount;

const dayMs = 24 * 60 * 60 * 1000;
let counter = 0;
const newEmail = (prefix = 'person') => `${prefix}-${Date.now()}-${++counter}@example.com`;

interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked field by field
  body: any;
  headers: Headers;
}

async function call(
  method: string,
  path: string,
  options: { token?: string; json?: unknown; lang?: string } = {},
): Promise<Answer> {
  const res = await server.request(path, {
    method,
    token: options.token,
    json: options.json,
    headers: options.lang ? { 'x-lang': options.lang } : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers };
}

const invite = (account: TestAccount, email: string, role: MemberRole, lang = 'en') =>
  call('POST', '/api/company/members', { token: account.token, json: { email, role }, lang });

async function mailTo(address: string, after = 0): Promise<CaughtMail> {
  await server.app.mailer.drain();
  return smtp.waitForMail(
    (m) => m.to.includes(address.toLowerCase()) && smtp.mails.indexOf(m) >= after,
  );
}

function joinTokenOf(mail: CaughtMail): string {
  const match = /https:\/\/talentpool\.example\/join\/([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no join link in: ${mail.text}`);
  return match[1];
}

const accept = (token: string, name = 'Nour Haddad', password = 'Strong-pass-1923') =>
  call('POST', '/api/company/invitations/accept', {
    json: { token, name, password, ConfirmPassword: password },
  });

async function auditOf(companyId: string, action: string, targetId: string) {
  return server.app.db
    .select()
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.companyId, companyId),
        eq(auditEvents.action, action),
        eq(auditEvents.targetId, targetId),
      ),
    );
}

async function activeOwners(companyId: string): Promise<number> {
  const rows = await server.app.db
    .select({ id: companyMembers.id })
    .from(companyMembers)
    .where(
      and(
        eq(companyMembers.companyId, companyId),
        eq(companyMembers.role, 'owner'),
        eq(companyMembers.status, 'active'),
        isNull(companyMembers.removedAt),
      ),
    );
  return rows.length;
}

async function setMemberName(account: TestAccount, name: string) {
  await server.app.db
    .update(companyMembers)
    .set({ name })
    .where(eq(companyMembers.id, account.memberId ?? ''));
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startTestServer({
    env: {
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'https://talentpool.example',
      // The concurrency tests accept one invitation from one address many times at once.
      RATE_LIMIT_ONE_TIME: '1000',
      RATE_LIMIT_LINKS: '1000',
    },
  });
  owner = await createAccount(server, 'Company');
  await setMemberName(owner, 'Salma Owner');
  otherCompany = await createAccount(server, 'Company');
  user = await createAccount(server, 'User');
  await server.app.db
    .update(companies)
    .set({ companyName: 'Acme Hiring' })
    .where(eq(companies.id, owner.id));
});

afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

describe('the invitation flow', () => {
  it('invites, mails a 7-day single-use link in English, shows it, accepts it and logs in', async () => {
    const email = newEmail('recruiter');
    const before = Date.now();
    const invited = await invite(owner, email, 'recruiter', 'en');
    expect(invited.status).toBe(201);
    expect(invited.headers.get('cache-control')).toBe('no-store');
    expect(invited.body.member).toMatchObject({
      email,
      name: null,
      role: 'recruiter',
      status: 'invited',
      totpEnabled: false,
    });
    const memberId = invited.body.member._id as string;

    const mail = await mailTo(email);
    const token = joinTokenOf(mail);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.subject).toBe('Salma Owner invites you to join Acme Hiring');
    expect(mail.text).toContain('Salma Owner invites you to join Acme Hiring as Recruiter.');
    expect(mail.text).toContain(`https://talentpool.example/join/${token}`);
    expect(mail.html).toContain('lang="en" dir="ltr"');
    expect(mail.html).toContain(`href="https://talentpool.example/join/${token}"`);

    // Stored only as a hash, for the member, expiring in 7 days.
    const [stored] = await server.app.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.tokenHash, createHash('sha256').update(token).digest('hex')));
    expect(stored).toMatchObject({
      accountType: 'Company',
      accountId: memberId,
      purpose: 'invite',
    });
    const expiresAt = stored?.expiresAt.getTime() ?? 0;
    expect(expiresAt).toBeGreaterThanOrEqual(before + 7 * dayMs - 1000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 7 * dayMs + 1000);
    expect(mail.text).toContain(formatLinkExpiry(new Date(expiresAt), 'en'));
    const [row] = await server.app.db
      .select()
      .from(companyMembers)
      .where(eq(companyMembers.id, memberId));
    expect(row?.passwordHash).toBeNull();
    expect(row?.invitedBy).toBe(owner.memberId);

    const state = await call('GET', `/api/company/invitations/${token}`);
    expect(state.status).toBe(200);
    expect(state.body).toEqual({ email, role: 'recruiter', companyName: 'Acme Hiring' });

    const joined = await accept(token, '  Nour Haddad ');
    expect(joined.status).toBe(200);
    expect(joined.body).toEqual({
      token: expect.any(String),
      company: { _id: owner.id, email: owner.email, dataComplete: false },
      member: {
        _id: memberId,
        email,
        name: 'Nour Haddad',
        role: 'recruiter',
        totpEnabled: false,
        totpSetupRequired: false,
      },
    });
    const me = await call('GET', '/api/company/me', { token: joined.body.token });
    expect(me.status).toBe(200);
    expect(me.body.member).toMatchObject({ _id: memberId, status: 'active', role: 'recruiter' });

    const login = await call('POST', '/api/company/login', {
      json: { email, password: 'Strong-pass-1923' },
    });
    expect(login.status).toBe(200);
    expect(login.body.member).toMatchObject({ _id: memberId, name: 'Nour Haddad' });

    // Single use: the second accept and the link's state say so.
    const again = await accept(token);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('LINK_USED');
    expect((await call('GET', `/api/company/invitations/${token}`)).body.code).toBe('LINK_USED');

    const [invitedEvent] = await auditOf(owner.id, 'member.invited', memberId);
    expect(invitedEvent).toMatchObject({
      actorMemberId: owner.memberId,
      actorEmail: owner.email,
      targetType: 'member',
      details: { email, role: 'recruiter' },
    });
    const [joinedEvent] = await auditOf(owner.id, 'member.joined', memberId);
    expect(joinedEvent).toMatchObject({ actorMemberId: memberId, actorEmail: email });
  });

  it('writes the mail in the inviter’s language: Arabic, right to left', async () => {
    const email = newEmail('ar');
    expect((await invite(owner, email, 'hiringManager', 'ar')).status).toBe(201);
    const mail = await mailTo(email);
    expect(mail.subject).toBe('يدعوك Salma Owner للانضمام إلى Acme Hiring');
    expect(mail.text).toContain('بدور مدير التوظيف');
    expect(mail.html).toContain('lang="ar" dir="rtl"');
    const token = joinTokenOf(mail);
    const [stored] = await server.app.db
      .select({ expiresAt: authTokens.expiresAt })
      .from(authTokens)
      .where(eq(authTokens.tokenHash, createHash('sha256').update(token).digest('hex')));
    expect(mail.text).toContain(formatLinkExpiry(stored?.expiresAt ?? new Date(), 'ar'));
    expect((await accept(token)).status).toBe(200);
  });

  it('answers 410 LINK_EXPIRED for an expired invitation, 404 for an unknown one', async () => {
    const email = newEmail('late');
    await invite(owner, email, 'interviewer');
    const token = joinTokenOf(await mailTo(email));
    await server.app.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - dayMs) })
      .where(eq(authTokens.tokenHash, createHash('sha256').update(token).digest('hex')));
    const state = await call('GET', `/api/company/invitations/${token}`);
    expect(state.status).toBe(410);
    expect(state.body.code).toBe('LINK_EXPIRED');
    const accepted = await accept(token);
    expect(accepted.status).toBe(410);
    expect(accepted.body.code).toBe('LINK_EXPIRED');

    for (const unknown of ['A'.repeat(43), 'not-a-token']) {
      const res = await call('GET', `/api/company/invitations/${unknown}`);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('LINK_NOT_FOUND');
      expect((await accept(unknown)).body.code).toBe('LINK_NOT_FOUND');
    }
  });

  it('resends with a new link: the old one answers 410, the new one works; not once joined', async () => {
    const email = newEmail('resend');
    const invited = await invite(owner, email, 'recruiter');
    const id = invited.body.member._id as string;
    const first = joinTokenOf(await mailTo(email));
    const seen = smtp.mails.length;
    const resent = await call('POST', `/api/company/members/${id}/resend`, {
      token: owner.token,
      lang: 'ar',
    });
    expect(resent.status).toBe(200);
    expect(resent.body.member).toMatchObject({ _id: id, status: 'invited' });
    const mail = await mailTo(email, seen);
    expect(mail.html).toContain('dir="rtl"');
    const second = joinTokenOf(mail);
    expect(second).not.toBe(first);
    expect((await call('GET', `/api/company/invitations/${first}`)).status).toBe(410);
    expect((await accept(first)).status).toBe(410);
    expect((await accept(second)).status).toBe(200);
    expect(await auditOf(owner.id, 'member.invitationResent', id)).toHaveLength(1);

    const joined = await call('POST', `/api/company/members/${id}/resend`, { token: owner.token });
    expect(joined.status).toBe(409);
    expect(joined.body.code).toBe('LINK_USED');
    const foreign = await call('POST', `/api/company/members/${otherCompany.memberId}/resend`, {
      token: owner.token,
    });
    expect(foreign.status).toBe(404);
  });

  it('accepts an invitation exactly once when two accepts arrive at once', async () => {
    for (let round = 0; round < 3; round++) {
      const email = newEmail('race');
      await invite(owner, email, 'recruiter');
      const token = joinTokenOf(await mailTo(email));
      const answers = await Promise.all([accept(token, 'First One'), accept(token, 'Second One')]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      expect(answers.find((a) => a.status === 409)?.body.code).toBe('LINK_USED');
    }
  });

  it('validates the join form with the domain’s rules', async () => {
    const email = newEmail('form');
    await invite(owner, email, 'recruiter');
    const token = joinTokenOf(await mailTo(email));
    const short = await accept(token, 'Al');
    expect(short.status).toBe(400);
    expect(short.body.fields.name).toBeDefined();
    const differ = await call('POST', '/api/company/invitations/accept', {
      json: { token, name: 'Nour Haddad', password: 'Strong-pass-1923', ConfirmPassword: 'x' },
    });
    expect(differ.status).toBe(400);
    expect(differ.body.fields.ConfirmPassword).toBeDefined();
    const tooShort = await accept(token, 'Nour Haddad', 'short');
    expect(tooShort.status).toBe(400);
    expect(tooShort.body.fields.password).toBeDefined();
    // decisions.md 14: not the e-mail itself.
    const isEmail = await accept(token, 'Nour Haddad', email);
    expect(isEmail.status).toBe(400);
    expect(isEmail.body.fields.password).toBeDefined();
    // Nothing above used the link.
    expect((await accept(token)).status).toBe(200);
  });

  it('forgets the invitation of a removed invited member (404), and frees the address', async () => {
    const email = newEmail('revoked');
    const invited = await invite(owner, email, 'interviewer');
    const token = joinTokenOf(await mailTo(email));
    const removed = await call('DELETE', `/api/company/members/${invited.body.member._id}`, {
      token: owner.token,
    });
    expect(removed.status).toBe(204);
    expect((await call('GET', `/api/company/invitations/${token}`)).status).toBe(404);
    expect((await accept(token)).status).toBe(404);
    expect((await invite(owner, email, 'recruiter')).status).toBe(201);
  });
});

describe('inviteMember rules', () => {
  it('answers 409 EMAIL_TAKEN with fields.email for an address with a company login anywhere', async () => {
    for (const email of [otherCompany.email, otherCompany.email.toUpperCase(), owner.email]) {
      const res = await invite(owner, email, 'recruiter');
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('EMAIL_TAKEN');
      expect(res.body.fields.email).toBeTruthy();
    }
    // An open invitation holds the address too.
    const email = newEmail('twice');
    expect((await invite(owner, email, 'recruiter')).status).toBe(201);
    expect((await invite(otherCompany, email, 'recruiter')).body.code).toBe('EMAIL_TAKEN');
  });

  it('refuses an unknown role and a bad address with 400', async () => {
    const role = await call('POST', '/api/company/members', {
      token: owner.token,
      json: { email: newEmail(), role: 'boss' },
    });
    expect(role.status).toBe(400);
    expect(role.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { role: expect.any(String) },
    });
    const email = await call('POST', '/api/company/members', {
      token: owner.token,
      json: { email: 'nope', role: 'admin' },
    });
    expect(email.status).toBe(400);
    expect(email.body.fields.email).toBeDefined();
  });

  it('lets an admin invite anyone but an owner (403)', async () => {
    const admin = await addMember(server, owner, 'admin');
    const refused = await invite(admin, newEmail(), 'owner');
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('FORBIDDEN');
    expect((await invite(admin, newEmail(), 'admin')).status).toBe(201);
    expect((await invite(owner, newEmail(), 'owner')).status).toBe(201);
  });
});

describe('updateMember', () => {
  it('changes a role and records member.roleChanged {from, to}; it applies on the next request', async () => {
    const member = await addMember(server, owner, 'admin');
    expect((await call('GET', '/api/company/members', { token: member.token })).status).toBe(200);
    const res = await call('PATCH', `/api/company/members/${member.memberId}`, {
      token: owner.token,
      json: { role: 'interviewer' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body.member).toMatchObject({ _id: member.memberId, role: 'interviewer' });
    expect((await call('GET', '/api/company/members', { token: member.token })).status).toBe(403);
    const [event] = await auditOf(owner.id, 'member.roleChanged', member.memberId ?? '');
    expect(event?.details).toEqual({ from: 'admin', to: 'interviewer' });
  });

  it('keeps admins off owners: no change of an owner, no one made owner (403, recorded)', async () => {
    const admin = await addMember(server, owner, 'admin');
    const secondOwner = await addMember(server, owner, 'owner');
    const recruiter = await addMember(server, owner, 'recruiter');
    const demote = await call('PATCH', `/api/company/members/${secondOwner.memberId}`, {
      token: admin.token,
      json: { role: 'admin' },
    });
    expect(demote.status).toBe(403);
    const promote = await call('PATCH', `/api/company/members/${recruiter.memberId}`, {
      token: admin.token,
      json: { role: 'owner' },
    });
    expect(promote.status).toBe(403);
    const remove = await call('DELETE', `/api/company/members/${secondOwner.memberId}`, {
      token: admin.token,
    });
    expect(remove.status).toBe(403);
    const [refused] = await auditOf(owner.id, 'member.roleChanged', secondOwner.memberId ?? '');
    expect(refused?.details).toEqual({
      from: 'owner',
      to: 'admin',
      outcome: 'refused',
      code: 'FORBIDDEN',
    });
    const [removal] = await auditOf(owner.id, 'member.removed', secondOwner.memberId ?? '');
    expect(removal?.details).toMatchObject({ outcome: 'refused', code: 'FORBIDDEN' });
    // The admin may still change everyone else.
    const ok = await call('PATCH', `/api/company/members/${recruiter.memberId}`, {
      token: admin.token,
      json: { role: 'hiringManager' },
    });
    expect(ok.status).toBe(200);
  });

  it('answers 409 LAST_OWNER when the last owner would be demoted or removed', async () => {
    const solo = await createAccount(server, 'Company');
    const demote = await call('PATCH', `/api/company/members/${solo.memberId}`, {
      token: solo.token,
      json: { role: 'admin' },
    });
    expect(demote.status).toBe(409);
    expect(demote.body.code).toBe('LAST_OWNER');
    const remove = await call('DELETE', `/api/company/members/${solo.memberId}`, {
      token: solo.token,
    });
    expect(remove.status).toBe(409);
    expect(remove.body.code).toBe('LAST_OWNER');
    const [event] = await auditOf(solo.id, 'member.roleChanged', solo.memberId ?? '');
    expect(event?.details).toMatchObject({ outcome: 'refused', code: 'LAST_OWNER' });
    // An invited owner is no owner yet: with one, the active owner is still the last.
    const invitedOwner = await invite(solo, newEmail(), 'owner');
    expect(invitedOwner.status).toBe(201);
    const still = await call('PATCH', `/api/company/members/${solo.memberId}`, {
      token: solo.token,
      json: { role: 'admin' },
    });
    expect(still.body.code).toBe('LAST_OWNER');
    // With a second active owner, either may step down.
    await addMember(server, solo, 'owner');
    const stepDown = await call('PATCH', `/api/company/members/${solo.memberId}`, {
      token: solo.token,
      json: { role: 'admin' },
    });
    expect(stepDown.status).toBe(200);
    expect(await activeOwners(solo.id)).toBe(1);
  });

  it('answers 404 NOT_FOUND for a member of another company', async () => {
    const foreign = await addMember(server, otherCompany, 'recruiter');
    for (const [method, json] of [
      ['PATCH', { role: 'admin' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await call(method, `/api/company/members/${foreign.memberId}`, {
        token: owner.token,
        json,
      });
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
    }
    const [row] = await server.app.db
      .select()
      .from(companyMembers)
      .where(eq(companyMembers.id, foreign.memberId ?? ''));
    expect(row).toMatchObject({ role: 'recruiter', removedAt: null });
  });
});

describe('removeMember', () => {
  it('soft-deletes: 204, the member’s token answers 401 at once, off the list and every hiring team', async () => {
    const member = await addMember(server, owner, 'hiringManager');
    const [job] = await server.app.db
      .insert(jobPostings)
      .values({
        companyId: owner.id,
        title: 'Team lead',
        description: 'Leads the team',
        workplace: 'onsite',
        field: 'Engineering',
        requirementSource: { kind: 'findboss', items: [] },
        requirementProfile: {},
      })
      .returning({ id: jobPostings.id });
    await server.app.db
      .insert(jobTeamMembers)
      .values({ jobId: job?.id ?? '', memberId: member.memberId ?? '' });
    expect((await call('GET', '/api/company/me', { token: member.token })).status).toBe(200);

    const res = await call('DELETE', `/api/company/members/${member.memberId}`, {
      token: owner.token,
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const me = await call('GET', '/api/company/me', { token: member.token });
    expect(me.status).toBe(401);
    expect(me.body.code).toBe('UNAUTHENTICATED');

    const [row] = await server.app.db
      .select()
      .from(companyMembers)
      .where(eq(companyMembers.id, member.memberId ?? ''));
    expect(row?.removedAt).toBeInstanceOf(Date);
    expect(row?.tokenVersion).toBe(1);
    const team = await server.app.db
      .select()
      .from(jobTeamMembers)
      .where(eq(jobTeamMembers.memberId, member.memberId ?? ''));
    expect(team).toHaveLength(0);
    const list = await call('GET', '/api/company/members?pageSize=100', { token: owner.token });
    expect(list.body.members.map((m: { _id: string }) => m._id)).not.toContain(member.memberId);
    const [event] = await auditOf(owner.id, 'member.removed', member.memberId ?? '');
    expect(event?.details).toEqual({ email: member.email, role: 'hiringManager' });

    // Logging in again is no longer possible either, and removing twice is "not found".
    const login = await call('POST', '/api/company/login', {
      json: { email: member.email, password: member.password },
    });
    expect(login.status).toBe(404);
    const twice = await call('DELETE', `/api/company/members/${member.memberId}`, {
      token: owner.token,
    });
    expect(twice.status).toBe(404);
  });

  it('lets a member remove themselves, unless they are the last owner', async () => {
    const admin = await addMember(server, owner, 'admin');
    const res = await call('DELETE', `/api/company/members/${admin.memberId}`, {
      token: admin.token,
    });
    expect(res.status).toBe(204);
    expect((await call('GET', '/api/company/me', { token: admin.token })).status).toBe(401);
  });
});

describe('listMembers', () => {
  it('pages the members, invited included and removed never, owners first then by name; q filters', async () => {
    const company = await createAccount(server, 'Company', { email: newEmail('zed-owner') });
    await setMemberName(company, 'Zed Owner');
    const second = await addMember(server, company, 'owner', { name: 'Yara Owner' });
    await addMember(server, company, 'recruiter', { name: 'Adam Recruiter' });
    await addMember(server, company, 'interviewer', { name: 'basma interviewer' });
    const gone = await addMember(server, company, 'admin', { name: 'Carl Gone' });
    const invitedEmail = newEmail('cyrus');
    await invite(company, invitedEmail, 'admin');
    await call('DELETE', `/api/company/members/${gone.memberId}`, { token: company.token });

    const all = await call('GET', '/api/company/members', { token: company.token });
    expect(all.status).toBe(200);
    expect(all.headers.get('cache-control')).toBe('no-store');
    expect(all.body).toMatchObject({ total: 5, page: 1, pageSize: 20 });
    expect(
      all.body.members.map((m: { name: string | null; email: string }) => m.name ?? m.email),
    ).toEqual(['Yara Owner', 'Zed Owner', 'Adam Recruiter', 'basma interviewer', invitedEmail]);
    const invited = all.body.members[4];
    expect(invited).toMatchObject({ status: 'invited', role: 'admin', name: null });
    expect(all.body.members[0]).toEqual({
      _id: second.memberId,
      email: second.email,
      name: 'Yara Owner',
      role: 'owner',
      status: 'active',
      totpEnabled: false,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });

    const page2 = await call('GET', '/api/company/members?page=2&pageSize=2', {
      token: company.token,
    });
    expect(page2.body).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(page2.body.members.map((m: { name: string }) => m.name)).toEqual([
      'Adam Recruiter',
      'basma interviewer',
    ]);

    const byName = await call('GET', '/api/company/members?q=OWNER', { token: company.token });
    expect(byName.body.total).toBe(2);
    const byEmail = await call('GET', `/api/company/members?q=${encodeURIComponent('cyrus')}`, {
      token: company.token,
    });
    expect(byEmail.body.members.map((m: { email: string }) => m.email)).toEqual([invitedEmail]);
    const wildcard = await call('GET', '/api/company/members?q=%25', { token: company.token });
    expect(wildcard.body.total).toBe(0);
    // Another company's members never show.
    const other = await call('GET', '/api/company/members?pageSize=100', {
      token: otherCompany.token,
    });
    expect(other.body.members.map((m: { name: string }) => m.name)).not.toContain('Yara Owner');

    const tooBig = await call('GET', '/api/company/members?pageSize=101', { token: company.token });
    expect(tooBig.status).toBe(400);
  });
});

describe('getCurrentMember and the company security setting', () => {
  it('answers the member and the company', async () => {
    const res = await call('GET', '/api/company/me', { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toEqual({
      company: { _id: owner.id, companyName: 'Acme Hiring', requireTotp: false },
      member: {
        _id: owner.memberId,
        email: owner.email,
        name: 'Salma Owner',
        role: 'owner',
        status: 'active',
        totpEnabled: false,
        createdAt: expect.any(String),
        totpSetupRequired: false,
      },
    });
  });

  it('requires the second factor of every member once set; getCurrentMember stays open', async () => {
    const company = await createAccount(server, 'Company');
    const admin = await addMember(server, company, 'admin');
    const recruiter = await addMember(server, company, 'recruiter');
    expect((await call('GET', '/api/company/security', { token: admin.token })).body).toEqual({
      requireTotp: false,
    });
    // Not while the admin's own second factor is off: it would hold the admin at set-up too.
    const early = await call('PUT', '/api/company/security', {
      token: admin.token,
      json: { requireTotp: true },
    });
    expect(early.status).toBe(400);
    expect(early.body.fields).toEqual({
      requireTotp: 'Turn on your own second factor first: then you can require it of every member.',
    });
    expect(
      (await call('GET', '/api/company/me', { token: admin.token })).body.company,
    ).toMatchObject({ requireTotp: false });
    await server.app.db
      .update(companyMembers)
      .set({ totpSecret: 'JBSWY3DPEHPK3PXP', totpEnabledAt: new Date() })
      .where(eq(companyMembers.id, admin.memberId ?? ''));
    const set = await call('PUT', '/api/company/security', {
      token: admin.token,
      json: { requireTotp: true },
    });
    expect(set.status).toBe(200);
    expect(set.headers.get('cache-control')).toBe('no-store');
    expect(set.body).toEqual({ requireTotp: true });
    const me = await call('GET', '/api/company/me', { token: recruiter.token });
    expect(me.status).toBe(200);
    expect(me.body.company.requireTotp).toBe(true);
    expect(me.body.member.totpSetupRequired).toBe(true);
    // Held at set-up: the owner too, until the factor is on.
    expect((await call('GET', '/api/company/members', { token: company.token })).status).toBe(403);
    const [event] = await auditOf(company.id, 'security.changed', company.id);
    expect(event).toMatchObject({
      actorMemberId: admin.memberId,
      targetType: 'company',
      details: { requireTotp: { from: false, to: true } },
    });
    const bad = await call('PUT', '/api/company/security', {
      token: owner.token,
      json: { requireTotp: 'yes' },
    });
    expect(bad.status).toBe(400);
  });
});

describe('permissions', () => {
  it('refuses every members call to recruiters, hiring managers and interviewers (403)', async () => {
    const target = await addMember(server, owner, 'interviewer');
    for (const role of ['recruiter', 'hiringManager', 'interviewer'] as const) {
      const member = await addMember(server, owner, role);
      const calls: [string, string, unknown?][] = [
        ['GET', '/api/company/members'],
        ['POST', '/api/company/members', { email: newEmail(), role: 'interviewer' }],
        ['POST', `/api/company/members/${target.memberId}/resend`],
        ['PATCH', `/api/company/members/${target.memberId}`, { role: 'recruiter' }],
        ['DELETE', `/api/company/members/${target.memberId}`],
        ['GET', '/api/company/security'],
        ['PUT', '/api/company/security', { requireTotp: true }],
      ];
      for (const [method, path, body] of calls) {
        const res = await call(method, path, { token: member.token, json: body });
        expect(res.status, `${role} ${method} ${path}`).toBe(403);
        expect(res.body.code).toBe('FORBIDDEN');
        expect(res.headers.get('cache-control')).toBe('no-store');
      }
      const me = await call('GET', '/api/company/me', { token: member.token });
      expect(me.status).toBe(200);
      expect(me.body.member.role).toBe(role);
    }
    const [row] = await server.app.db
      .select()
      .from(companyMembers)
      .where(eq(companyMembers.id, target.memberId ?? ''));
    expect(row).toMatchObject({ role: 'interviewer', removedAt: null });
  });

  it('answers 401 without a token and 403 to a job seeker', async () => {
    expect((await call('GET', '/api/company/members')).status).toBe(401);
    expect((await call('GET', '/api/company/me')).status).toBe(401);
    expect((await call('GET', '/api/company/members', { token: user.token })).status).toBe(403);
  });

  it('names every call by decision 110’s operationId, with its permission', async () => {
    const doc = await json(await server.request('/api/openapi.json'));
    const expected: [string, string, string, string | undefined][] = [
      ['get', '/api/company/me', 'getCurrentMember', 'company.read'],
      ['get', '/api/company/members', 'listMembers', 'members.read'],
      ['post', '/api/company/members', 'inviteMember', 'members.manage'],
      ['post', '/api/company/members/{id}/resend', 'resendInvitation', 'members.manage'],
      ['patch', '/api/company/members/{id}', 'updateMember', 'members.manage'],
      ['delete', '/api/company/members/{id}', 'removeMember', 'members.manage'],
      ['get', '/api/company/invitations/{token}', 'getInvitation', undefined],
      ['post', '/api/company/invitations/accept', 'acceptInvitation', undefined],
      ['get', '/api/company/security', 'getCompanySecurity', 'security.manage'],
      ['put', '/api/company/security', 'setCompanySecurity', 'security.manage'],
    ];
    for (const [method, path, operationId, permission] of expected) {
      const operation = doc.paths[path]?.[method];
      expect(operation?.operationId, `${method} ${path}`).toBe(operationId);
      expect(operation['x-permission']).toBe(permission);
      expect(Boolean(operation.security)).toBe(permission !== undefined);
    }
  });
});

describe('concurrent changes', () => {
  it('two owners demoting each other at once: exactly one wins, an owner stays, both are recorded', async () => {
    for (let round = 0; round < 4; round++) {
      const a = await createAccount(server, 'Company');
      const b = await addMember(server, a, 'owner');
      const answers = await Promise.all([
        call('PATCH', `/api/company/members/${b.memberId}`, {
          token: a.token,
          json: { role: 'admin' },
        }),
        call('PATCH', `/api/company/members/${a.memberId}`, {
          token: b.token,
          json: { role: 'admin' },
        }),
      ]);
      const statuses = answers.map((r) => r.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect([403, 409]).toContain(statuses.find((s) => s !== 200));
      expect(await activeOwners(a.id)).toBe(1);
      const events = await server.app.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.companyId, a.id), eq(auditEvents.action, 'member.roleChanged')));
      expect(events).toHaveLength(2);
      expect(events.filter((e) => e.details.outcome === 'refused')).toHaveLength(1);
    }
  });

  it('two owners stepping down (or leaving) at once: one is refused with LAST_OWNER', async () => {
    for (const method of ['PATCH', 'DELETE', 'PATCH', 'DELETE'] as const) {
      const a = await createAccount(server, 'Company');
      const b = await addMember(server, a, 'owner');
      const leave = (m: TestAccount) =>
        call(method, `/api/company/members/${m.memberId}`, {
          token: m.token,
          json: method === 'PATCH' ? { role: 'recruiter' } : undefined,
        });
      const answers = await Promise.all([leave(a), leave(b)]);
      const statuses = answers.map((r) => r.status).sort();
      expect(statuses).toEqual(method === 'PATCH' ? [200, 409] : [204, 409]);
      expect(answers.find((r) => r.status === 409)?.body.code).toBe('LAST_OWNER');
      expect(await activeOwners(a.id)).toBe(1);
      const action = method === 'PATCH' ? 'member.roleChanged' : 'member.removed';
      const events = await server.app.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.companyId, a.id), eq(auditEvents.action, action)));
      expect(events).toHaveLength(2);
    }
  });

  it('two admins changing the same member at once: both recorded, the member ends with one of the roles', async () => {
    const company = await createAccount(server, 'Company');
    const [x, y] = [
      await addMember(server, company, 'admin'),
      await addMember(server, company, 'admin'),
    ];
    const target = await addMember(server, company, 'recruiter');
    const answers = await Promise.all([
      call('PATCH', `/api/company/members/${target.memberId}`, {
        token: x.token,
        json: { role: 'hiringManager' },
      }),
      call('PATCH', `/api/company/members/${target.memberId}`, {
        token: y.token,
        json: { role: 'interviewer' },
      }),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    const [row] = await server.app.db
      .select({ role: companyMembers.role })
      .from(companyMembers)
      .where(eq(companyMembers.id, target.memberId ?? ''));
    expect(['hiringManager', 'interviewer']).toContain(row?.role);
    const events = await auditOf(company.id, 'member.roleChanged', target.memberId ?? '');
    expect(events).toHaveLength(2);
    // They ran one after the other: the later change starts from the earlier one's role.
    const first = events.find((e) => e.details.from === 'recruiter');
    const second = events.find((e) => e !== first);
    expect(second?.details.from).toBe(first?.details.to);
    expect(row?.role).toBe(second?.details.to);
  });
});
