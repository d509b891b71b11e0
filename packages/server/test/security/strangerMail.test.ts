// Issue 38 finding 8 (decisions.md 16, decision 213): what a stranger can make the platform's
// sender deliver. A guest application's confirmation carries the company's text to any address
// the stranger types, so it counts towards the company's daily mail cap (over it the application
// stands, unmailed); and the company text of the mails a stranger can trigger may link only to
// PUBLIC_URL or the company's own website.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, mailTemplates } from '../../src/db/schema';
import { createAccount, type TestAccount } from '../helpers/accounts';
import { apiCall, startServerWithSmtp } from '../helpers/candidates';
import { guestApplicationBody, uploadGuestCv } from '../helpers/guestFixtures';
import type { TestSmtpServer } from '../helpers/smtpServer';
import { json, type TestServer } from '../helpers/testServer';
import { createJob } from './fixtures';

const cap = 2;
let server: TestServer;
let smtp: TestSmtpServer;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ server, smtp, close } = await startServerWithSmtp({
    env: { MAIL_CAP_PER_COMPANY_PER_DAY: String(cap), PUBLIC_URL: 'https://talentpool.example' },
  }));
}, 120_000);

afterAll(async () => {
  await close();
});

async function volume(company: TestAccount): Promise<number> {
  const result = await server.app.db.execute(
    sql`select count from mail_volume where company_id = ${company.id}`,
  );
  return (result as unknown as { rows: { count: number }[] }).rows[0]?.count ?? 0;
}

/** A stranger's guest application with the address given (no account, no token). */
async function applyAsStranger(jobId: string, email: string) {
  const cvId = await uploadGuestCv(server, jobId);
  return apiCall(server, `/api/jobs/${jobId}/guest-applications`, {
    method: 'POST',
    json: guestApplicationBody(cvId, email),
  });
}

describe("a guest application's confirmation and the daily cap", () => {
  it('counts towards the cap; over it the application stands without the mail', async () => {
    const company = await createAccount(server, 'Company');
    const job = await createJob(server, company);
    const targets = ['victim-1@example.com', 'victim-2@example.com', 'victim-3@example.com'];
    for (const to of targets) {
      const res = await applyAsStranger(job.id, to);
      expect(res.status, res.text).toBe(201);
    }
    expect(await volume(company)).toBe(cap);
    await smtp.waitForMail((m) => m.to.includes('victim-1@example.com'));
    await smtp.waitForMail((m) => m.to.includes('victim-2@example.com'));
    await server.app.mailer.drain();
    expect(smtp.mails.filter((m) => m.to.includes('victim-3@example.com'))).toHaveLength(0);
    // The third application is there, with no mail logged on it.
    const stored = await server.app.db.execute(
      sql`select a.id, (select count(*)::int from application_mails m where m.application_id = a.id) as mails
          from applications a where a.job_id = ${job.id} and a.guest_email = 'victim-3@example.com'`,
    );
    const rows = (stored as unknown as { rows: { mails: number }[] }).rows;
    expect(rows).toHaveLength(1);
    expect(rows[0]?.mails).toBe(0);
    // The company's own mails are refused now: the strangers used its day.
    const link = await apiCall(server, '/api/company/generateLink', {
      method: 'POST',
      token: company.token,
      json: { email: 'own-candidate@example.com' },
    });
    expect(link.status, link.text).toBe(429);
    expect(link.body.code).toBe('MAIL_CAP_REACHED');
  }, 60_000);
});

describe('links in the company text of a mail a stranger can trigger', () => {
  const save = (company: TestAccount, key: string, body: string, lang = 'en') =>
    server.request(`/api/company/mail-templates/${key}/en`, {
      method: 'PUT',
      token: company.token,
      headers: { 'x-lang': lang },
      json: { subject: 'We received your application', body },
    });

  it('refuses a link elsewhere than PUBLIC_URL or the website at save (400, en and ar)', async () => {
    const company = await createAccount(server, 'Company');
    await server.app.db
      .update(companies)
      .set({ url: 'https://www.acme.example' })
      .where(eq(companies.id, company.id));
    const phishing = 'Confirm your identity at https://acme-careers.evil.example/login';
    for (const key of ['applicationReceived', 'rejection']) {
      const refused = await save(company, key, phishing);
      expect(refused.status, key).toBe(400);
      const body = await json(refused);
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.fields.body).toContain('https://acme-careers.evil.example/login');
    }
    const bare = await save(company, 'applicationReceived', 'Reset at evil.example/reset', 'ar');
    expect(bare.status).toBe(400);
    expect((await json(bare)).fields.body).toMatch(/[\u0600-\u06FF]/);
    // Nothing was saved: the default text is still the company's.
    const list = await json(
      await server.request('/api/company/mail-templates', { token: company.token }),
    );
    const received = list.templates.find(
      (t: { key: string; lang: string }) => t.key === 'applicationReceived' && t.lang === 'en',
    );
    expect(received.isDefault).toBe(true);
    // Home is allowed: PUBLIC_URL, the website and its other names.
    const home = await save(
      company,
      'applicationReceived',
      'Read https://talentpool.example/help and https://careers.acme.example, or write to hr@acme.example',
    );
    expect(home.status, await home.clone().text()).toBe(200);
    // A mail a stranger cannot trigger is the company's to word (counted, sent by a member).
    expect((await save(company, 'stageChange', phishing)).status).toBe(200);
  });

  it('a template stored before the rule sends the default text to a guest', async () => {
    const company = await createAccount(server, 'Company');
    const job = await createJob(server, company);
    await server.app.db.insert(mailTemplates).values({
      companyId: company.id,
      key: 'applicationReceived',
      lang: 'en',
      subject: 'Action needed: verify at https://evil.example',
      body: 'Log in at https://evil.example/login',
    });
    const res = await applyAsStranger(job.id, 'old-template@example.com');
    expect(res.status, res.text).toBe(201);
    const mail = await smtp.waitForMail((m) => m.to.includes('old-template@example.com'));
    expect(mail.subject).not.toContain('evil');
    expect(mail.text).not.toContain('evil.example');
  });
});
