// Issue 20's "done when": a company bulk-rejects 50 applicants with a reason and its own
// template mail, in Arabic, in the browser. The company edits its rejection template in both
// languages (through the API: the editor has its own journey in mail-templates-screening.spec),
// 50 job seekers apply (half of them read the site in Arabic), and the recruiter selects every
// applicant of the "Applied" stage with one button, rejects them with a reason and the mail. What
// the server stored is checked for each of the 50: the stage, the reason in the history, and the
// mail in the application's log in the applicant's own language; the SMTP server caught 50 mails
// with the company's subject, each in its reader's language.
import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { defaultStages } from '../packages/domain/src/process/stages';
import { completeCompany } from '../packages/server/test/helpers/companyFixture';
import { completeProfile } from '../packages/server/test/helpers/profileFixture';
import { createVerifiedAccount, loginInBrowser, type E2EAccount } from './support/accounts';
import { apiOk as ok } from './support/api';
import { allMails, type SinkMail } from './support/mail';

test.use({ viewport: { width: 1280, height: 900 }, actionTimeout: 20_000 });
test.describe.configure({ mode: 'serial', timeout: 300_000 });

const tag = randomBytes(3).toString('hex');
const count = 50;
const subjectEn = `About {{job.title}} (${tag})`;
const subjectAr = `بخصوص {{job.title}} (${tag})`;
const jobTitle = `Warehouse Planner ${tag}`;
const rejectedKey = defaultStages.find((s) => s.kind === 'rejected')?.key ?? '';
const appliedAr = defaultStages.find((s) => s.key === 'applied')?.name.ar ?? '';

interface Applicant {
  account: E2EAccount;
  name: string;
  lang: 'en' | 'ar';
}

let company: E2EAccount;
let postingId = '';
let reason: { _id: string; name: { en: string; ar: string } };
const applicants: Applicant[] = [];

test.beforeAll(async () => {
  company = await createVerifiedAccount('Company');
  await ok('company', company.token, 'PUT', completeCompany());
  const posting = await ok<{ _id: string }>('company/jobs', company.token, 'POST', {
    title: jobTitle,
    description: 'Plans the stock of a warehouse.',
    workplace: 'onsite',
    country: 'EG',
    city: 'Alexandria',
    field: 'Transportation',
    requirement: { kind: 'findboss', items: [21, 22, 0] },
  });
  postingId = posting._id;
  await ok(`company/jobs/${postingId}/status`, company.token, 'PATCH', { status: 'published' });
  await ok('company/mail-templates/rejection/en', company.token, 'PUT', {
    subject: subjectEn,
    body: 'Dear {{candidate.name}},\n\nWe chose another applicant. Reason: {{reason}}.',
  });
  await ok('company/mail-templates/rejection/ar', company.token, 'PUT', {
    subject: subjectAr,
    body: 'عزيزي {{candidate.name}}،\n\nاخترنا متقدمًا آخر. السبب: {{reason}}.',
  });
  const reasons = await ok<{ reasons: (typeof reason & { archived: boolean })[] }>(
    'company/reject-reasons',
    company.token,
  );
  const first = reasons.reasons.find((r) => !r.archived);
  if (!first) throw new Error('the company has no reject reason');
  reason = first;

  // Ten at a time: each sign-up waits for its verification mail.
  for (let start = 0; start < count; start += 10) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(10, count - start) }, async (_, k) => {
        const i = start + k;
        const lang: 'en' | 'ar' = i % 2 === 0 ? 'en' : 'ar';
        const account = await createVerifiedAccount('User');
        const name = `Applicant ${String(i).padStart(2, '0')} ${tag}`;
        await ok('user', account.token, 'PUT', completeProfile({ name }));
        if (lang === 'ar') await ok('user/language', account.token, 'PUT', { lang: 'ar' });
        await ok(`jobs/${postingId}/apply`, account.token, 'POST', {});
        return { account, name, lang };
      }),
    );
    applicants.push(...batch);
  }
});

test('in Arabic, the recruiter rejects all 50 applicants with a reason and the template mail', async ({
  page,
}) => {
  await loginInBrowser(page, company, `/CompanyView/Jobs/${postingId}?lang=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const bar = page.getByTestId('bulk-bar');
  await bar.getByLabel('المتقدمون في').selectOption({ label: appliedAr });
  await bar.getByRole('button', { name: /تحديد كل المتقدمين المطابقين/ }).click();
  await expect(bar.getByRole('status')).toHaveText(/(50|٥٠)/);

  await bar.getByRole('button', { name: 'رفض مع ذكر السبب...' }).click();
  const dialog = page.getByRole('dialog', { name: /^رفض (50|٥٠) متقدم/ });
  await dialog.getByLabel(/السبب/).selectOption({ label: reason.name.ar });
  const notify = dialog.getByRole('checkbox', { name: 'إرسال رسالة الرفض إلى كل متقدم' });
  await notify.check();
  await dialog.getByRole('button', { name: 'رفض', exact: true }).click();
  const result = page.getByTestId('bulk-result');
  await expect(result).toContainText(/(50|٥٠)/, { timeout: 30_000 });
  await expect(result.getByRole('alert')).toHaveCount(0);

  // What the server stored, for each of the 50.
  const stored = await ok<{ applicants: { _id: string; applicant: { name?: string } }[] }>(
    `company/jobs/${postingId}/applicants?stage=${rejectedKey}&pageSize=100`,
    company.token,
  );
  const byName = new Map(stored.applicants.map((a) => [a.applicant.name ?? '', a._id]));
  expect([...byName.keys()].sort()).toEqual(applicants.map((a) => a.name).sort());
  for (const applicant of applicants) {
    const id = byName.get(applicant.name) ?? '';
    const detail = await ok<{
      stage: string;
      history: { to: string; reason?: { _id?: string; name: { en: string } } | null }[];
    }>(`company/applications/${id}`, company.token);
    expect(detail.stage).toBe(rejectedKey);
    expect(detail.history.at(-1)).toMatchObject({
      to: rejectedKey,
      reason: { name: { en: reason.name.en } },
    });
    const log = await ok<{ mails: { templateKey: string; subject: string; lang: string }[] }>(
      `company/applications/${id}/mails`,
      company.token,
    );
    const title = applicant.lang === 'ar' ? subjectAr : subjectEn;
    expect(log.mails).toEqual([
      expect.objectContaining({
        templateKey: 'rejection',
        lang: applicant.lang,
        subject: title.replace('{{job.title}}', jobTitle),
      }),
      // Their application's confirmation, the company's template too (decision 155).
      expect.objectContaining({ templateKey: 'applicationReceived', lang: applicant.lang }),
    ]);
  }

  // The mails themselves: 50 caught, each in its reader's language with the reason.
  let caught: SinkMail[] = [];
  await expect
    .poll(
      async () => {
        const mails = await allMails();
        caught = mails.filter((m) => m.subject.includes(`(${tag})`));
        return caught.length;
      },
      { timeout: 60_000 },
    )
    .toBe(count);
  for (const applicant of applicants) {
    const mail = caught.find((m) => m.to.includes(applicant.account.email));
    expect(mail, applicant.name).toBeDefined();
    expect(mail?.subject.startsWith(applicant.lang === 'ar' ? 'بخصوص' : 'About')).toBe(true);
    expect(mail?.text).toContain(applicant.name);
    expect(mail?.text).toContain(reason.name[applicant.lang]);
  }
});
