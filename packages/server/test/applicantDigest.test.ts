// Issue 23, decision 147: the daily digest of new applicants over a real database (PGlite, or
// PostgreSQL with DATABASE_URL) and the real SMTP test server. The job's function is run directly
// with the day after today: one mail per member in the member's language listing each posting's
// new applicants, only to who may manage the posting (its team and its creator), nothing for a
// member who turned it off, nothing when there is nothing new, never twice for the same day. The
// mail's List-Unsubscribe address turns the digest off with one POST (RFC 8058). The settings
// calls answer every role.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationMails, companyMembers } from '../src/db/schema';
import { sendApplicantDigests } from '../src/features/notifications/digest';
import { createAccount, type TestAccount } from './helpers/accounts';
import {
  apiCall,
  createCandidate,
  startServerWithSmtp,
  type ApiCallInit,
} from './helpers/candidates';
import type { CaughtMail, TestSmtpServer } from './helpers/smtpServer';
import type { TestServer } from './helpers/testServer';
import {
  addToTeam,
  createRoleCompany,
  createTeamApplication,
  createTeamJob,
  type RoleCompany,
} from './security/roleFixtures';

let stack: Awaited<ReturnType<typeof startServerWithSmtp>>;
let smtp: TestSmtpServer;
let server: TestServer;
let company: RoleCompany;

const call = (path: string, init?: ApiCallInit) => apiCall(server, path, init);

async function applicant(name: string, jobId: string): Promise<TestAccount> {
  const account = await createCandidate(server, name);
  const applied = await call(`/api/jobs/${jobId}/apply`, { method: 'POST', token: account.token });
  expect(applied.status, applied.text).toBe(201);
  return account;
}

/** The same time tomorrow: the digest then covers today, when the test's applicants applied. */
const tomorrow = () => new Date(Date.now() + 86_400_000);

const digestsTo = (email: string) =>
  smtp.mails.filter((m) => m.to.includes(email) && /new applicant/i.test(m.subject + m.text));
const arabicDigestsTo = (email: string) =>
  smtp.mails.filter((m) => m.to.includes(email) && m.subject.includes('متقدم'));
const header = (mail: CaughtMail, name: string) =>
  mail.parsed.headerLines.find((h) => h.key === name.toLowerCase())?.line.replace(/^[^:]+:\s*/, '');

async function runDigest(now: Date) {
  const result = await sendApplicantDigests(server.app, now);
  await server.app.mailer.drain();
  return result;
}

beforeAll(async () => {
  stack = await startServerWithSmtp();
  ({ server, smtp } = stack);
  company = await createRoleCompany(server);
  // The hiring manager on the team reads Arabic.
  await server.app.db
    .update(companyMembers)
    .set({ lang: 'ar' })
    .where(eq(companyMembers.id, company.hiringManagerOnTeam.memberId ?? ''));
});

afterAll(async () => {
  await stack?.close();
});

describe('the daily applicant digest', () => {
  it("mails each team member once, in their language, listing each posting's new applicants", async () => {
    const jobA = await createTeamJob(server, company);
    const jobB = await createTeamJob(server, company);
    for (const member of [company.recruiter, company.interviewer]) {
      await addToTeam(server, jobA.id, member);
    }
    // The recruiter turns the digest off in their settings.
    const off = await call('/api/company/me/notifications', {
      method: 'PUT',
      token: company.recruiter.token,
      json: { applicantDigest: false },
    });
    expect(off.status, off.text).toBe(200);
    expect(off.body).toEqual({ applicantDigest: false });
    await applicant('Mona Digest', jobA.id);
    await applicant('Zaid Digest', jobA.id);
    await applicant('Amal Digest', jobB.id);

    const first = await runDigest(tomorrow());
    expect(first.mailed).toBeGreaterThanOrEqual(2);

    // The owner created both postings: one mail naming both, in English.
    const ownerMails = digestsTo(company.owner.email);
    expect(ownerMails).toHaveLength(1);
    const ownerMail = ownerMails[0] as CaughtMail;
    expect(ownerMail.subject).toMatch(/^3 new applicants on /);
    expect(ownerMail.text).toContain('- Mona Digest\n- Zaid Digest');
    expect(ownerMail.text).toContain('- Amal Digest');
    expect(ownerMail.text).toContain(`/CompanyView/Jobs/${jobA.id}`);
    const unsubscribe = header(ownerMail, 'List-Unsubscribe');
    expect(unsubscribe).toMatch(/^<http.*\/api\/notifications\/digest\/unsubscribe\?token=.+>$/);
    expect(header(ownerMail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    // RFC 2919: a list mail names its list (decisions.md 17).
    expect(header(ownerMail, 'List-Id')).toMatch(
      /^TalentPool applicant digest <applicant-digest\.[^>]+>$/,
    );

    // The hiring manager on both teams: one mail, in Arabic.
    const managerMails = arabicDigestsTo(company.hiringManagerOnTeam.email);
    expect(managerMails).toHaveLength(1);
    expect(managerMails[0]?.text).toContain('Mona Digest');

    // Opted out, not allowed to manage postings, or off the team: nothing.
    for (const member of [
      company.recruiter,
      company.interviewer,
      company.hiringManagerOffTeam,
      company.admin,
    ]) {
      expect(smtp.mails.filter((m) => m.to.includes(member.email))).toEqual([]);
    }

    // Run again for the same day (a retry, a second process): nothing more is sent.
    const count = smtp.mails.length;
    const again = await runDigest(tomorrow());
    expect(again.mailed).toBe(0);
    // The next day, with no new applicants: nothing either.
    const nextDay = await runDigest(new Date(Date.now() + 2 * 86_400_000));
    expect(nextDay.mailed).toBe(0);
    expect(smtp.mails.length).toBe(count);
  });

  it('turns the digest off with one POST to the List-Unsubscribe address', async () => {
    const job = await createTeamJob(server, company);
    await applicant('Huda Unsub', job.id);
    await runDigest(tomorrow());
    const mail = smtp.mails.find(
      (m) => m.to.includes(company.owner.email) && m.text.includes('Huda Unsub'),
    );
    expect(mail, 'the owner gets a digest naming Huda').toBeTruthy();
    const address = (header(mail as CaughtMail, 'List-Unsubscribe') ?? '').slice(1, -1);
    const path = new URL(address).pathname + new URL(address).search;
    const res = await server.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const settings = await call('/api/company/me/notifications', { token: company.owner.token });
    expect(settings.body).toEqual({ applicantDigest: false });

    const forged = await server.request(
      path.replace(
        /token=([^.]+)\.(.)/,
        (_m, id: string, c: string) => `token=${id}.${c === 'A' ? 'B' : 'A'}`,
      ),
      { method: 'POST' },
    );
    expect(forged.status).toBe(404);

    // Turned on again by the member in their settings.
    const on = await call('/api/company/me/notifications', {
      method: 'PUT',
      token: company.owner.token,
      json: { applicantDigest: true },
    });
    expect(on.body).toEqual({ applicantDigest: true });
  });

  // decisions.md 17: every link in a mail opens with GET; a GET never unsubscribes (scanners).
  it('"Stop this daily e-mail" opens a page in the browser that asks for the click; the List-Unsubscribe address opened with GET leads there', async () => {
    const job = await createTeamJob(server, company);
    await applicant('Rami Browser', job.id);
    await runDigest(tomorrow());
    const mail = smtp.mails.find(
      (m) => m.to.includes(company.owner.email) && m.text.includes('Rami Browser'),
    ) as CaughtMail;
    expect(mail, 'the owner gets a digest naming Rami').toBeTruthy();
    const stop = /Stop this daily e-mail: (\S+)/.exec(mail.text)?.[1] ?? '';
    const page = new URL(stop);
    expect(page.pathname).toBe('/digest/unsubscribe');
    expect(mail.html).toContain(`href="${stop.replace(/&/g, '&amp;')}"`);
    const token = page.searchParams.get('token') ?? '';
    const address = (header(mail, 'List-Unsubscribe') ?? '').slice(1, -1);
    expect(new URL(address).searchParams.get('token')).toBe(token);

    const opened = await server.request(new URL(address).pathname + new URL(address).search, {
      redirect: 'manual',
    });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe(page.pathname + page.search);
    const settings = await call('/api/company/me/notifications', { token: company.owner.token });
    expect(settings.body).toEqual({ applicantDigest: true });
    // A GET without a token is refused like the POST.
    const bare = await server.request('/api/notifications/digest/unsubscribe', {
      redirect: 'manual',
    });
    expect(bare.status).toBe(400);
  });

  it('lets every role read and change their own settings; refuses bad input', async () => {
    for (const member of Object.values(company)) {
      const get = await call('/api/company/me/notifications', { token: member.token });
      expect(get.status, member.role).toBe(200);
      expect(typeof get.body.applicantDigest).toBe('boolean');
      const put = await call('/api/company/me/notifications', {
        method: 'PUT',
        token: member.token,
        json: { applicantDigest: get.body.applicantDigest },
      });
      expect(put.status, member.role).toBe(200);
    }
    const bad = await call('/api/company/me/notifications', {
      method: 'PUT',
      token: company.owner.token,
      json: { applicantDigest: 'yes' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('applicantDigest');
    const user = await createAccount(server, 'User');
    expect((await call('/api/company/me/notifications', { token: user.token })).status).toBe(403);
    expect((await call('/api/company/me/notifications')).status).toBe(401);
  });
});

describe('stage mails (decision 147)', () => {
  const mailsOf = (applicationId: string) =>
    server.app.db
      .select({ key: applicationMails.templateKey })
      .from(applicationMails)
      .where(eq(applicationMails.applicationId, applicationId));

  it('mails the applicant on a move unless the sender turns it off for that move', async () => {
    const person = await createCandidate(server, 'Moved Maha');
    const { id } = await createTeamApplication(server, company, person);
    const before = (await mailsOf(id)).length;
    const moved = await call(`/api/company/applications/${id}/stage`, {
      method: 'PATCH',
      token: company.owner.token,
      json: { stage: 'screening' },
    });
    expect(moved.status, moved.text).toBe(200);
    expect((await mailsOf(id)).slice(before)).toEqual([{ key: 'stageChange' }]);
    const quiet = await call(`/api/company/applications/${id}/stage`, {
      method: 'PATCH',
      token: company.owner.token,
      json: { stage: 'interview', notify: false },
    });
    expect(quiet.status).toBe(200);
    expect((await mailsOf(id)).length).toBe(before + 1);

    // The bulk move: the same default.
    const bulk = await call('/api/company/applications/bulk', {
      method: 'POST',
      token: company.owner.token,
      json: { ids: [id], action: 'move', stage: 'offer' },
    });
    expect(bulk.status, bulk.text).toBe(200);
    expect(bulk.body.done).toEqual([id]);
    expect((await mailsOf(id)).length).toBe(before + 2);
  });
});
