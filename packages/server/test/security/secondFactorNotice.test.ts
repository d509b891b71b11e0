// Issue 38 finding 9 (decisions.md 16): the owner of an account hears when its second factor is
// turned on or off, in their language, at the account's address: someone who learnt the password
// could otherwise turn it on (locking the owner out) or off unseen. Job seekers and members alike.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyMembers, users } from '../../src/db/schema';
import { totpCodeOf } from '../../src/lib/totp';
import { addMember, createAccount, type TestAccount } from '../helpers/accounts';
import { apiCall, startServerWithSmtp } from '../helpers/candidates';
import type { TestSmtpServer } from '../helpers/smtpServer';
import type { TestServer } from '../helpers/testServer';

let server: TestServer;
let smtp: TestSmtpServer;
let close: () => Promise<void>;
const publicUrl = 'https://talentpool.example';

beforeAll(async () => {
  ({ server, smtp, close } = await startServerWithSmtp({ env: { PUBLIC_URL: publicUrl } }));
}, 120_000);

afterAll(async () => {
  await close();
});

const mailsTo = (email: string) => smtp.mails.filter((m) => m.to.includes(email.toLowerCase()));

async function turnOnThenOff(account: TestAccount) {
  const start = await apiCall(server, '/api/account/totp/start', {
    method: 'POST',
    token: account.token,
  });
  expect(start.status, start.text).toBe(200);
  const enable = await apiCall(server, '/api/account/totp/enable', {
    method: 'POST',
    token: account.token,
    json: { code: totpCodeOf(start.body.secret) },
  });
  expect(enable.status, enable.text).toBe(200);
  const on = await smtp.waitForMail((m) => m.to.includes(account.email.toLowerCase()));
  const off = await apiCall(server, '/api/account/totp/disable', {
    method: 'POST',
    token: account.token,
    json: { code: enable.body.recoveryCodes[0] },
  });
  expect(off.status, off.text).toBe(204);
  await smtp.waitForMail(
    (m) => m.to.includes(account.email.toLowerCase()) && m.subject !== on.subject,
  );
  return mailsTo(account.email);
}

describe('notice mails when the second factor changes', () => {
  it('tells a job seeker in Arabic when it is turned on and when it is turned off', async () => {
    const seeker = await createAccount(server, 'User');
    await server.app.db.update(users).set({ lang: 'ar' }).where(eq(users.id, seeker.id));
    const [on, off] = await turnOnThenOff(seeker);
    expect(on?.subject).toBe('تم تفعيل العامل الثاني لحسابك في تالنت بول');
    expect(off?.subject).toBe('تم إيقاف العامل الثاني لحسابك في تالنت بول');
    expect(off?.text).toContain(`${publicUrl}/auth`);
    expect(off?.html).toContain('dir="rtl"');
  }, 60_000);

  it("tells a company member at the member's own address, in English", async () => {
    const company = await createAccount(server, 'Company');
    const recruiter = await addMember(server, company, 'recruiter');
    await server.app.db
      .update(companyMembers)
      .set({ lang: 'en' })
      .where(eq(companyMembers.id, recruiter.memberId ?? ''));
    const mails = await turnOnThenOff(recruiter);
    expect(mails.map((m) => m.subject)).toEqual([
      'The second factor was turned on for your TalentPool account',
      'The second factor was turned off for your TalentPool account',
    ]);
    expect(mails[1]?.text).toContain('the password alone now logs in');
    // The owner's address heard nothing of the member's factor.
    expect(mailsTo(company.email).filter((m) => /second factor/.test(m.subject))).toHaveLength(0);
  }, 60_000);
});
