// Issue 37, "names, not 'Invited: e-mail'": a stranger of the guest form and an imported CV are
// named on the board, the ranked list and the drawer by what they or their CV said; only an
// invitation's guest is "invited"; an imported CV with neither a name nor an e-mail has no display
// name (the web app says "Name not found in CV"); the interviewer's mail names the guest, not their
// address. Over real HTTP and SMTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { applicantLabel, type ApplicantNameInput } from '@talentpool/domain/jobs/applicantName';
import { applications, companyMembers, guestApplicants } from '../src/db/schema';
import { addMember, createAccount, type TestAccount } from './helpers/accounts';
import { applyAsGuest, importCv } from './helpers/guestFixtures';
import { startSmtpServer, type TestSmtpServer } from './helpers/smtpServer';
import { json, startTestServer, type TestServer } from './helpers/testServer';

let smtp: TestSmtpServer;
let server: TestServer;
let company: TestAccount;
let interviewer: TestAccount;
let jobId: string;
let guestId: string;
let importedId: string;

async function call(url: string, init: { method?: string; token?: string; json?: unknown } = {}) {
  const res = await server.request(url, { method: init.method ?? 'GET', ...init });
  return { status: res.status, body: await json(res) };
}

interface Card {
  _id: string;
  applicant: {
    kind: string;
    email?: string;
    name?: string | null;
    via?: string;
    displayName?: string | null;
  };
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startTestServer({
    env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://talentpool.example' },
  });
  company = await createAccount(server, 'Company');
  interviewer = await addMember(server, company, 'interviewer', { name: 'Amal Interviewer' });
  const created = await call('/api/company/jobs', {
    method: 'POST',
    token: company.token,
    json: {
      title: 'Data analyst',
      description: 'Turns sales data into weekly decisions.',
      workplace: 'onsite',
      country: 'EG',
      city: 'Cairo',
      field: 'Digital Services',
      requirement: { kind: 'findboss', items: [21, 22, 0] },
    },
  });
  expect(created.status).toBe(201);
  jobId = created.body._id;
  await call(`/api/company/jobs/${jobId}/status`, {
    method: 'PATCH',
    token: company.token,
    json: { status: 'published' },
  });
  guestId = (await applyAsGuest(server, jobId)).id;
  await importCv(server, company, jobId);
  await server.app.queue.drain();
  const [imported] = await server.app.db
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.guestVia, 'import'));
  if (!imported) throw new Error('the import made no application');
  importedId = imported.id;
  // What a CV reader leaves when the CV has neither a name nor an e-mail (issue 37).
  await server.app.db
    .update(guestApplicants)
    .set({ name: '' })
    .where(eq(guestApplicants.applicationId, importedId));
  await server.app.db
    .update(applications)
    .set({ guestEmail: null })
    .where(eq(applications.id, importedId));
}, 120_000);

afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

describe('who an applicant is, by name (issue 37)', () => {
  it('names the guest by the name they gave and marks the imported CV without one', async () => {
    const list = await call(`/api/company/jobs/${jobId}/applicants?pageSize=50`, {
      token: company.token,
    });
    expect(list.status).toBe(200);
    const byId = new Map((list.body.applicants as Card[]).map((a) => [a._id, a.applicant]));
    const guest = byId.get(guestId);
    expect(guest).toMatchObject({
      kind: 'guest',
      name: 'Guest Applicant',
      via: 'apply',
      displayName: 'Guest Applicant',
    });
    expect(applicantLabel(guest as ApplicantNameInput)).toEqual({
      kind: 'name',
      name: 'Guest Applicant',
    });
    const imported = byId.get(importedId);
    expect(imported).toMatchObject({ kind: 'guest', name: null, via: 'import', displayName: null });
    expect(applicantLabel(imported as ApplicantNameInput)).toEqual({
      kind: 'unnamed',
      imported: true,
    });

    // A board column reads the same statement with a stage.
    const column = await call(`/api/company/jobs/${jobId}/applicants?stage=applied`, {
      token: company.token,
    });
    expect(
      (column.body.applicants as Card[]).find((a) => a._id === guestId)?.applicant.displayName,
    ).toBe('Guest Applicant');
  });

  it('heads the drawer with the same name', async () => {
    const detail = await call(`/api/company/applications/${guestId}`, { token: company.token });
    expect(detail.status).toBe(200);
    expect(detail.body.applicant).toMatchObject({
      kind: 'guest',
      name: 'Guest Applicant',
      via: 'apply',
      displayName: 'Guest Applicant',
    });
    const unnamed = await call(`/api/company/applications/${importedId}`, {
      token: company.token,
    });
    expect(unnamed.body.applicant).toMatchObject({ via: 'import', displayName: null });
  });

  it("names the guest in the interviewer's mail, not by their e-mail", async () => {
    const startsAt = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const res = await call(`/api/company/applications/${guestId}/interviews`, {
      method: 'POST',
      token: company.token,
      json: {
        startsAt,
        durationMinutes: 30,
        timeZone: 'Africa/Cairo',
        interviewerIds: [interviewer.memberId],
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const mail = await smtp.waitForMail((m) => m.to.includes(interviewer.email));
    expect(mail.text).toContain('Guest Applicant');
    expect(mail.text).not.toMatch(/guest-[0-9a-f]+@example\.com/);
  });

  it("isolates the name in an Arabic interviewer's mail and says when the CV gave none", async () => {
    const arabic = await addMember(server, company, 'interviewer', { name: 'أمل' });
    await server.app.db
      .update(companyMembers)
      .set({ lang: 'ar' })
      .where(eq(companyMembers.id, arabic.memberId ?? ''));
    const schedule = (applicationId: string) =>
      call(`/api/company/applications/${applicationId}/interviews`, {
        method: 'POST',
        token: company.token,
        json: {
          startsAt: new Date(Date.now() + 4 * 86_400_000).toISOString(),
          durationMinutes: 30,
          timeZone: 'Africa/Cairo',
          interviewerIds: [arabic.memberId],
        },
      });
    expect((await schedule(guestId)).status).toBe(201);
    const named = await smtp.waitForMail(
      (m) => m.to.includes(arabic.email) && m.text.includes('Guest Applicant'),
    );
    // FSI...PDI in the text, <bdi> in the HTML: the Latin name keeps the Arabic words in order.
    expect(named.text).toContain('ستُجري مقابلة مع \u2068Guest Applicant\u2069 لوظيفة');
    expect(named.html).toContain('<bdi>Guest Applicant</bdi>');

    expect((await schedule(importedId)).status).toBe(201);
    const unnamed = await smtp.waitForMail(
      (m) => m.to.includes(arabic.email) && m.text.includes('سيرته الذاتية'),
    );
    expect(unnamed.text).toContain('\u2068متقدّم لم تذكر سيرته الذاتية اسمًا\u2069');

    // The interviewer's list names the guest as the board does.
    const mine = await call('/api/company/interviews/mine', { token: arabic.token });
    expect(mine.status).toBe(200);
    const names = (mine.body.interviews as Array<{ candidate: { name: string } }>).map(
      (i) => i.candidate.name,
    );
    expect(names).toContain('Guest Applicant');
  });
});
