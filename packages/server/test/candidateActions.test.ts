// Issue 23, decision 146: acting on a candidate where a company finds them, over HTTP on a real
// database (PGlite, or PostgreSQL with DATABASE_URL): add to a posting's pipeline (source
// `sourced`, 409 when already in it, 404 for another company's posting or a hidden candidate),
// invite to apply (the single-use job link, mailed to the real SMTP test server in the candidate's
// language), and the company's own notes on a candidate. Every role of decisions.md 11 is asked,
// the expectation taken from the domain's policy.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, type MemberRole } from '@talentpool/domain/members/policy';
import { applications, candidateNotes, oneTimeLinks } from '../src/db/schema';
import { createAccount, type TestAccount } from './helpers/accounts';
import {
  apiCall,
  createCandidate,
  startServerWithSmtp,
  type ApiCallInit,
} from './helpers/candidates';
import type { TestSmtpServer } from './helpers/smtpServer';
import type { TestServer } from './helpers/testServer';
import { createJob } from './security/fixtures';
import {
  createRoleCompany,
  createTeamJob,
  roleOf,
  type RoleCompany,
  type RolePrincipal,
} from './security/roleFixtures';

let stack: Awaited<ReturnType<typeof startServerWithSmtp>>;
let smtp: TestSmtpServer;
let server: TestServer;
let company: RoleCompany;
let other: TestAccount;

const call = (path: string, init?: ApiCallInit) => apiCall(server, path, init);

const candidate = (name: string, options?: { discoverable?: boolean; lang?: 'en' | 'ar' }) =>
  createCandidate(server, name, options);

const who: Array<Exclude<RolePrincipal, 'adminOnOwner'>> = [
  'owner',
  'admin',
  'recruiter',
  'hiringManagerOnTeam',
  'hiringManagerOffTeam',
  'interviewer',
];

/** What the domain's policy says of a principal on a team posting. */
const mayManage = (principal: RolePrincipal) =>
  can(roleOf[principal] as MemberRole, 'postings.manage', {
    onTeam: principal !== 'hiringManagerOffTeam',
  }) && can(roleOf[principal] as MemberRole, 'candidates.search');
const maySearch = (principal: RolePrincipal) =>
  can(roleOf[principal] as MemberRole, 'candidates.search');

beforeAll(async () => {
  stack = await startServerWithSmtp();
  ({ server, smtp } = stack);
  company = await createRoleCompany(server);
  other = await createAccount(server, 'Company');
});

afterAll(async () => {
  await stack?.close();
});

describe('addCandidateToJob', () => {
  it("stores a sourced application in the first stage, seen in the posting's applicants", async () => {
    const person = await candidate('Sourced Samir');
    const job = await createTeamJob(server, company);
    const res = await call(`/api/company/jobs/${job.id}/candidates`, {
      method: 'POST',
      token: company.recruiter.token,
      json: { userId: person.id },
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({
      jobId: job.id,
      userId: person.id,
      stage: 'applied',
      source: 'sourced',
    });
    const [row] = await server.app.db
      .select()
      .from(applications)
      .where(and(eq(applications.jobId, job.id), eq(applications.userId, person.id)));
    expect(row).toMatchObject({ id: res.body._id, source: 'sourced', stage: 'applied' });

    const listed = await call(`/api/company/jobs/${job.id}/applicants`, {
      token: company.owner.token,
    });
    expect(listed.status).toBe(200);
    expect(listed.body.applicants).toEqual([
      expect.objectContaining({ _id: res.body._id, source: 'sourced' }),
    ]);
    // The candidate did not apply: no "application received" mail, only the notice of the
    // sourcing (decisions.md 16) with its two links.
    await server.app.mailer.drain();
    const mails = smtp.mails.filter((m) => m.to.includes(person.email));
    expect(mails.map((m) => m.text.includes('/api/sourcing/'))).toEqual([true]);
  });

  it('answers 409 ALREADY_APPLIED when the candidate is already in that pipeline', async () => {
    const person = await candidate('Twice Tarek');
    const job = await createTeamJob(server, company);
    const applied = await call(`/api/jobs/${job.id}/apply`, {
      method: 'POST',
      token: person.token,
    });
    expect(applied.status).toBe(201);
    const res = await call(`/api/company/jobs/${job.id}/candidates`, {
      method: 'POST',
      token: company.owner.token,
      json: { userId: person.id },
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'ALREADY_APPLIED' });
    const again = await call(`/api/company/jobs/${job.id}/candidates`, {
      method: 'POST',
      token: company.owner.token,
      json: { userId: (await candidate('Once Omar')).id },
    });
    expect(again.status).toBe(201);
  });

  it("is 404 for another company's posting, an unknown or hidden candidate; 409 when closed", async () => {
    const person = await candidate('Visible Vera');
    const hidden = await candidate('Hidden Hana', { discoverable: false });
    const theirs = await createJob(server, other);
    const foreign = await call(`/api/company/jobs/${theirs.id}/candidates`, {
      method: 'POST',
      token: company.owner.token,
      json: { userId: person.id },
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ code: 'NOT_FOUND' });

    const job = await createTeamJob(server, company);
    const hiddenRes = await call(`/api/company/jobs/${job.id}/candidates`, {
      method: 'POST',
      token: company.owner.token,
      json: { userId: hidden.id },
    });
    expect(hiddenRes.status).toBe(404);
    const unknown = await call(`/api/company/jobs/${job.id}/candidates`, {
      method: 'POST',
      token: company.owner.token,
      json: { userId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.status).toBe(404);
    const invalid = await call(`/api/company/jobs/${job.id}/candidates`, {
      method: 'POST',
      token: company.owner.token,
      json: { userId: 'nope' },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.fields).toHaveProperty('userId');

    const closed = await createTeamJob(server, company);
    const status = await call(`/api/company/jobs/${closed.id}/status`, {
      method: 'PATCH',
      token: company.owner.token,
      json: { status: 'closed' },
    });
    expect(status.status).toBe(200);
    const closedRes = await call(`/api/company/jobs/${closed.id}/candidates`, {
      method: 'POST',
      token: company.owner.token,
      json: { userId: person.id },
    });
    expect(closedRes.status).toBe(409);
    expect(closedRes.body).toMatchObject({ code: 'JOB_CLOSED' });
  });

  it('follows the role policy for every role (decisions.md 11)', async () => {
    const person = await candidate('Matrix Mona');
    for (const principal of who) {
      const job = await createTeamJob(server, company);
      const res = await call(`/api/company/jobs/${job.id}/candidates`, {
        method: 'POST',
        token: company[principal].token,
        json: { userId: person.id },
      });
      expect(res.status, `${principal}: ${res.text}`).toBe(mayManage(principal) ? 201 : 403);
      if (!mayManage(principal)) expect(res.body).toMatchObject({ code: 'FORBIDDEN' });
    }
    const anonymous = await call(
      `/api/company/jobs/${(await createTeamJob(server, company)).id}/candidates`,
      {
        method: 'POST',
        json: { userId: person.id },
      },
    );
    expect(anonymous.status).toBe(401);
    const user = await call(
      `/api/company/jobs/${(await createTeamJob(server, company)).id}/candidates`,
      {
        method: 'POST',
        token: person.token,
        json: { userId: person.id },
      },
    );
    expect(user.status).toBe(403);
  });
});

describe('inviteCandidateToJob', () => {
  it("mails an invitation to apply with the account in the candidate's language, once", async () => {
    const person = await candidate('Invited Iman', { lang: 'ar' });
    const job = await createTeamJob(server, company);
    const res = await call(`/api/company/jobs/${job.id}/candidates/invite`, {
      method: 'POST',
      token: company.hiringManagerOnTeam.token,
      json: { userId: person.id },
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toEqual({ jobId: job.id, userId: person.id, invited: true });
    const [link] = await server.app.db
      .select()
      .from(oneTimeLinks)
      .where(and(eq(oneTimeLinks.jobId, job.id), eq(oneTimeLinks.email, person.email)));
    expect(link).toMatchObject({ lang: 'ar', companyId: company.owner.id });
    // Decision 173: an invitation to apply with the account on the posting's page, in Arabic.
    const mail = await smtp.waitForMail((m) => m.to.includes(person.email));
    expect(mail.text).toContain(`/jobs/${job.id}`);
    expect(mail.text).toContain('Warehouse planner');
    expect(mail.text).toContain('Invited Iman');
    expect(mail.subject).toMatch(/[\u0600-\u06FF]/);
    expect(mail.text).not.toContain('/identification');
    expect(mail.text).not.toContain('لا تحتاج إلى حساب');

    const again = await call(`/api/company/jobs/${job.id}/candidates/invite`, {
      method: 'POST',
      token: company.owner.token,
      json: { userId: person.id },
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'LINK_ALREADY_REQUESTED' });

    // Sent again from the company's list of links: the same invitation to apply, in Arabic, its
    // row keeping its mark (no code is ever made for it).
    const resent = await call(`/api/company/oneTimeLink/${String(link?.id)}/resend`, {
      method: 'POST',
      token: company.owner.token,
    });
    expect(resent.status, resent.text).toBe(200);
    // The list says what the row is: an invitation to apply, no questionnaire to open.
    expect(resent.body.oneTimeUser).toMatchObject({ kind: 'applyInvitation', state: 'pending' });
    await server.app.mailer.drain();
    const mails = smtp.mails.filter((m) => m.to.includes(person.email));
    expect(mails).toHaveLength(2);
    expect(mails[1]?.text).toContain(`/jobs/${job.id}`);
    expect(mails[1]?.text).not.toContain('/identification');
    expect(mails[1]?.subject).toMatch(/[\u0600-\u06FF]/);
    const [kept] = await server.app.db
      .select()
      .from(oneTimeLinks)
      .where(eq(oneTimeLinks.id, String(link?.id)));
    expect(kept?.codeHash).toBe(link?.codeHash);

    // Applying with the account: their own application, from the invitation; once only.
    const applied = await call(`/api/jobs/${job.id}/apply`, {
      method: 'POST',
      token: person.token,
    });
    expect(applied.status, applied.text).toBe(201);
    const [application] = await server.app.db
      .select()
      .from(applications)
      .where(and(eq(applications.jobId, job.id), eq(applications.userId, person.id)));
    expect(application).toMatchObject({
      userId: person.id,
      guestEmail: null,
      source: 'invitation',
    });
    const [used] = await server.app.db
      .select()
      .from(oneTimeLinks)
      .where(eq(oneTimeLinks.id, String(link?.id)));
    expect(used?.usedAt).not.toBeNull();
    const twice = await call(`/api/jobs/${job.id}/apply`, { method: 'POST', token: person.token });
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ code: 'ALREADY_APPLIED' });
  });

  it('invites in English to apply with the account, never to a guest questionnaire', async () => {
    const person = await candidate('Invited Ian', { lang: 'en' });
    const job = await createTeamJob(server, company);
    const res = await call(`/api/company/jobs/${job.id}/candidates/invite`, {
      method: 'POST',
      token: company.owner.token,
      json: { userId: person.id },
    });
    expect(res.status, res.text).toBe(201);
    const mail = await smtp.waitForMail((m) => m.to.includes(person.email));
    expect(mail.subject).toContain('invites you to apply');
    expect(mail.text).toContain('Hello Invited Ian,');
    expect(mail.text).toContain(`/jobs/${job.id}`);
    expect(mail.text).toContain('apply with your account');
    expect(mail.text).not.toContain('/identification');
    expect(mail.text).not.toMatch(/do not need an account/i);
  });

  it('refuses an applicant (409), a draft posting (409), a hidden candidate (404), per role', async () => {
    const person = await candidate('Applied Adel');
    const job = await createTeamJob(server, company);
    expect(
      (await call(`/api/jobs/${job.id}/apply`, { method: 'POST', token: person.token })).status,
    ).toBe(201);
    const applied = await call(`/api/company/jobs/${job.id}/candidates/invite`, {
      method: 'POST',
      token: company.owner.token,
      json: { userId: person.id },
    });
    expect(applied.status).toBe(409);
    expect(applied.body).toMatchObject({ code: 'ALREADY_APPLIED' });

    const draft = await createTeamJob(server, company, { publish: false });
    const draftRes = await call(`/api/company/jobs/${draft.id}/candidates/invite`, {
      method: 'POST',
      token: company.owner.token,
      json: { userId: (await candidate('Draft Dina')).id },
    });
    expect(draftRes.status).toBe(409);
    expect(draftRes.body).toMatchObject({ code: 'JOB_CLOSED' });

    const hidden = await candidate('Hidden Hadi', { discoverable: false });
    const hiddenRes = await call(`/api/company/jobs/${job.id}/candidates/invite`, {
      method: 'POST',
      token: company.owner.token,
      json: { userId: hidden.id },
    });
    expect(hiddenRes.status).toBe(404);

    const invitee = await candidate('Role Rana');
    for (const principal of who) {
      const teamJob = await createTeamJob(server, company);
      const res = await call(`/api/company/jobs/${teamJob.id}/candidates/invite`, {
        method: 'POST',
        token: company[principal].token,
        json: { userId: invitee.id },
      });
      expect(res.status, `${principal}: ${res.text}`).toBe(mayManage(principal) ? 201 : 403);
    }
  });
});

describe('candidate notes', () => {
  it("keeps the company's notes on a candidate, newest first, for that company only", async () => {
    const person = await candidate('Noted Nour');
    const first = await call(`/api/company/candidates/${person.id}/notes`, {
      method: 'POST',
      token: company.recruiter.token,
      json: { text: '  Strong SQL, call after Eid  ' },
    });
    expect(first.status, first.text).toBe(201);
    expect(first.body).toMatchObject({
      text: 'Strong SQL, call after Eid',
      by: { _id: company.recruiter.memberId },
    });
    const second = await call(`/api/company/candidates/${person.id}/notes`, {
      method: 'POST',
      token: company.owner.token,
      json: { text: 'Prefers Riyadh' },
    });
    expect(second.status).toBe(201);
    const stored = await server.app.db
      .select()
      .from(candidateNotes)
      .where(eq(candidateNotes.userId, person.id));
    expect(stored.map((n) => n.text).sort()).toEqual([
      'Prefers Riyadh',
      'Strong SQL, call after Eid',
    ]);
    expect(stored.every((n) => n.companyId === company.owner.id)).toBe(true);

    const list = await call(`/api/company/candidates/${person.id}/notes`, {
      token: company.admin.token,
    });
    expect(list.status).toBe(200);
    expect(list.body.notes.map((n: { text: string }) => n.text)).toEqual([
      'Prefers Riyadh',
      'Strong SQL, call after Eid',
    ]);
    const theirs = await call(`/api/company/candidates/${person.id}/notes`, { token: other.token });
    expect(theirs.status).toBe(200);
    expect(theirs.body.notes).toEqual([]);
  });

  it('refuses an empty note, a hidden candidate, and the roles that may not search', async () => {
    const person = await candidate('Rules Rami');
    const empty = await call(`/api/company/candidates/${person.id}/notes`, {
      method: 'POST',
      token: company.owner.token,
      json: { text: '   ' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toHaveProperty('text');
    const hidden = await candidate('Hidden Huda', { discoverable: false });
    const hiddenRes = await call(`/api/company/candidates/${hidden.id}/notes`, {
      method: 'POST',
      token: company.owner.token,
      json: { text: 'x' },
    });
    expect(hiddenRes.status).toBe(404);
    for (const principal of who) {
      const res = await call(`/api/company/candidates/${person.id}/notes`, {
        method: 'POST',
        token: company[principal].token,
        json: { text: `From ${principal}` },
      });
      expect(res.status, `${principal}: ${res.text}`).toBe(maySearch(principal) ? 201 : 403);
      const list = await call(`/api/company/candidates/${person.id}/notes`, {
        token: company[principal].token,
      });
      expect(list.status).toBe(maySearch(principal) ? 200 : 403);
    }
  });
});
