// Issue 38 finding 8 (decisions.md 16, decision 213): what a stranger can make the platform's
// sender deliver. A guest application's confirmation carries the company's text to any address
// the stranger types, so it counts towards the company's daily mail cap (over it the application
// stands, unmailed); and the company text of the mails a stranger can trigger may link only to
// PUBLIC_URL or the company's own website.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../helpers/accounts';
import { apiCall, startServerWithSmtp } from '../helpers/candidates';
import { guestApplicationBody, uploadGuestCv } from '../helpers/guestFixtures';
import type { TestSmtpServer } from '../helpers/smtpServer';
import type { TestServer } from '../helpers/testServer';
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
