// Decision 130 ("E-mail templates and the mail log") and decision 133, over real HTTP and a real
// SMTP server: templates are checked at save (unknown and broken placeholders are 400 with the
// field, nothing stored), previewed with sample data, reset; a stage mail is rendered from the
// company's template in the applicant's language, logged with its application in the transaction
// that queues it, and the mail job marks the log row sent, or failed after its last retry.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailTemplateKeys, placeholdersOf } from '@talentpool/domain/mailTemplates/templates';
import { applicationMails, users } from '../src/db/schema';
import { sendDueReminders } from '../src/features/interviews/reminders';
import { createAccount, type TestAccount } from './helpers/accounts';
import { startSmtpServer, type TestSmtpServer } from './helpers/smtpServer';
import { json, startTestServer, type TestServer } from './helpers/testServer';
import { jobPosting, validProfile } from './security/fixtures';

let smtp: TestSmtpServer;
let server: TestServer;
let company: TestAccount;
let otherCompany: TestAccount;
let jobId: string;

const publicUrl = 'https://talentpool.example';
/** Recipients whose mails the SMTP server refuses (450), every time. */
const refusedPrefix = 'refused-';

const randomDigits = (n: number) =>
  Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');

async function call(
  path: string,
  init: { method?: string; token?: string; json?: unknown; lang?: string } = {},
) {
  const res = await server.request(path, {
    method: init.method ?? 'GET',
    token: init.token,
    json: init.json,
    headers: init.lang ? { 'x-lang': init.lang } : undefined,
  });
  return { status: res.status, body: await json(res) };
}

/** An applicant in a language, with a name, applied to the posting: the application's id. */
async function applicant(
  lang: 'en' | 'ar',
  name: string,
  email?: string,
  to: { jobId: string; answers?: unknown } = { jobId },
) {
  const account = await createAccount(server, 'User', email ? { email } : {});
  const chosen = await server.request('/api/user/language', {
    method: 'PUT',
    token: account.token,
    json: { lang },
  });
  expect(chosen.status).toBe(204);
  const saved = await call('/api/user', {
    method: 'PUT',
    token: account.token,
    json: validProfile(`2990101${randomDigits(7)}`),
  });
  expect(saved.status).toBe(200);
  // The name as stored, whatever the profile form allows (a name is the applicant's own text).
  await server.app.db.update(users).set({ name }).where(eq(users.id, account.id));
  const applied = await call(`/api/jobs/${to.jobId}/apply`, {
    method: 'POST',
    token: account.token,
    json: to.answers === undefined ? undefined : { answers: to.answers },
  });
  expect(applied.status).toBe(201);
  return { account, applicationId: String(applied.body._id) };
}

const move = (id: string, stage: string, reasonId?: string) =>
  call(`/api/company/applications/${id}/stage`, {
    method: 'PATCH',
    token: company.token,
    json: { stage, notify: true, ...(reasonId ? { reasonId } : {}) },
  });

const mailsOf = (id: string, token = company.token) =>
  call(`/api/company/applications/${id}/mails`, { token });

/** Every waiting retry is due now (no sleeping): see mailer.test.ts. */
async function retriesDueNow() {
  await server.app.db.execute(
    sql`update pgboss.job set start_after = now() - interval '1 second' where state = 'retry'`,
  );
}

beforeAll(async () => {
  smtp = await startSmtpServer({
    beforeAccept: async (mail) => {
      if (mail.to.some((to) => to.startsWith(refusedPrefix))) throw new Error('mailbox refused');
    },
  });
  server = await startTestServer({ env: { SMTP_URL: smtp.url, PUBLIC_URL: publicUrl } });
  [company, otherCompany] = await Promise.all([
    createAccount(server, 'Company'),
    createAccount(server, 'Company'),
  ]);
  const created = await call('/api/company/jobs', {
    method: 'POST',
    token: company.token,
    json: { ...jobPosting, title: 'Data analyst' },
  });
  expect(created.status).toBe(201);
  jobId = String(created.body._id);
  const published = await call(`/api/company/jobs/${jobId}/status`, {
    method: 'PATCH',
    token: company.token,
    json: { status: 'published' },
  });
  expect(published.status).toBe(200);
});

afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

describe('mail templates', () => {
  it("sends the company's own invitation to apply with an account (decision 173)", async () => {
    const saved = await call('/api/company/mail-templates/applyInvitation/en', {
      method: 'PUT',
      token: company.token,
      json: {
        subject: 'Apply to {{job.title}}, {{candidate.name}}',
        body: 'Dear {{candidate.name}}, {{company.name}} wants you.\nApply here: {{link}}',
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ key: 'applyInvitation', lang: 'en', isDefault: false });
    const expired = await call('/api/company/mail-templates/applyInvitation/en', {
      method: 'PUT',
      token: company.token,
      json: { subject: 'Hi', body: 'Until {{link.expires}}' },
    });
    expect(expired.status).toBe(400);

    const person = await createAccount(server, 'User');
    const profile = await call('/api/user', {
      method: 'PUT',
      token: person.token,
      json: validProfile(`2990101${randomDigits(7)}`),
    });
    expect(profile.status).toBe(200);
    await server.app.db
      .update(users)
      .set({ name: 'Nadia Template' })
      .where(eq(users.id, person.id));
    const invited = await call(`/api/company/jobs/${jobId}/candidates/invite`, {
      method: 'POST',
      token: company.token,
      json: { userId: person.id },
    });
    expect(invited.status).toBe(201);
    const mail = await smtp.waitForMail((m) => m.to.includes(person.email));
    expect(mail.subject).toBe('Apply to Data analyst, Nadia Template');
    expect(mail.text).toContain('Dear Nadia Template,');
    expect(mail.text).toContain(`Apply here: ${publicUrl}/jobs/${jobId}`);
    expect(mail.text).not.toContain('/identification');
    // Back to the default: the tests below read the company's templates whole.
    const reset = await call('/api/company/mail-templates/applyInvitation/en', {
      method: 'DELETE',
      token: company.token,
    });
    expect(reset.status).toBe(200);
  });

  it('lists every key in both languages with the defaults and their placeholders', async () => {
    const { status, body } = await call('/api/company/mail-templates', { token: company.token });
    expect(status).toBe(200);
    // Thirteen keys (decisions 133, 155 and 173; issue 41's offer letter; the hire), each in
    // English and Arabic.
    expect(body.templates).toHaveLength(26);
    const stageAr = body.templates.find(
      (t: { key: string; lang: string }) => t.key === 'stageChange' && t.lang === 'ar',
    );
    expect(stageAr).toMatchObject({
      isDefault: true,
      subject: 'طلبك لوظيفة {{job.title}} لدى {{company.name}}',
      placeholders: ['candidate.name', 'job.title', 'company.name', 'stage.name', 'link'],
      updatedAt: null,
    });
  });

  it('saves a template of every key it lists, in both languages', async () => {
    // The table's CHECK of keys had fallen behind the keys (the offer letter's answered 500).
    const saver = await createAccount(server, 'Company');
    for (const key of mailTemplateKeys) {
      for (const lang of ['en', 'ar'] as const) {
        const saved = await call(`/api/company/mail-templates/${key}/${lang}`, {
          method: 'PUT',
          token: saver.token,
          json: { subject: `Own ${key} {{job.title}}`, body: `{{${placeholdersOf[key][0]}}}` },
        });
        expect(saved.status, `${key}/${lang}: ${JSON.stringify(saved.body)}`).toBe(200);
      }
    }
    const listed = await call('/api/company/mail-templates', { token: saver.token });
    expect(listed.body.templates.filter((t: { isDefault: boolean }) => !t.isDefault)).toHaveLength(
      mailTemplateKeys.length * 2,
    );
  });

  it('congratulates on a move to a hired stage, from its own template', async () => {
    const a = await applicant('en', 'Hala Fathy');
    expect((await move(a.applicationId, 'hired')).status).toBe(200);
    await server.app.mailer.drain();
    const mail = await smtp.waitForMail(
      (m) =>
        m.to.includes(a.account.email.toLowerCase()) && m.subject.startsWith('Congratulations'),
    );
    expect(mail.text).toContain('has chosen you for "Data analyst"');
    expect(mail.text).not.toContain('is now at the stage');
    const log = await mailsOf(a.applicationId);
    expect(log.body.mails[0]).toMatchObject({ templateKey: 'hired', status: 'sent' });
  });

  it('refuses unknown and broken placeholders at the field and stores nothing', async () => {
    const broken = await call('/api/company/mail-templates/stageChange/en', {
      method: 'PUT',
      token: company.token,
      json: { subject: 'Fine {{job.title}}', body: 'About {{job.' },
    });
    expect(broken.status).toBe(400);
    expect(broken.body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(broken.body.fields)).toEqual(['body']);
    expect(broken.body.fields.body).toContain('{{job.');

    const unknown = await call('/api/company/mail-templates/stageChange/en', {
      method: 'PUT',
      token: company.token,
      lang: 'ar',
      json: { subject: 'Hi {{ nope }}', body: 'ok' },
    });
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body.fields)).toEqual(['subject']);
    // In the caller's language, naming the placeholder and what the key allows.
    expect(unknown.body.fields.subject).toContain('{{ nope }}');
    expect(unknown.body.fields.subject).toContain('ليس عنصرًا نائبًا');

    const notHere = await call('/api/company/mail-templates/stageChange/en', {
      method: 'PUT',
      token: company.token,
      json: { subject: 'x', body: 'Because {{reason}}' },
    });
    expect(notHere.status).toBe(400);
    expect(notHere.body.fields.body).toContain('{{reason}}');

    const empty = await call('/api/company/mail-templates/stageChange/en', {
      method: 'PUT',
      token: company.token,
      json: { subject: '  ', body: 'x' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.fields.subject).toBeTruthy();

    const badKey = await call('/api/company/mail-templates/welcome/en', {
      method: 'PUT',
      token: company.token,
      json: { subject: 'x', body: 'x' },
    });
    expect(badKey.status).toBe(400);

    const { body } = await call('/api/company/mail-templates', { token: company.token });
    expect(body.templates.every((t: { isDefault: boolean }) => t.isDefault)).toBe(true);
  });

  it('previews with sample data, values escaped, the refusal the same as a save', async () => {
    const ok = await call('/api/company/mail-templates/preview', {
      method: 'POST',
      token: company.token,
      json: {
        key: 'rejection',
        lang: 'en',
        subject: '{{job.title}} <b>',
        body: 'Dear {{candidate.name}},\n\nReason: {{reason}}\n{{link}}',
      },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.subject).toBe('Data analyst <b>');
    expect(ok.body.text).toContain('Dear Sara Ahmed,');
    expect(ok.body.text).toContain('Reason: We chose a candidate closer to the requirements');
    expect(ok.body.html).toContain('<a href="https://talentpool.example/Profile/Applications"');
    const ar = await call('/api/company/mail-templates/preview', {
      method: 'POST',
      token: company.token,
      json: { key: 'offer', lang: 'ar', subject: 'عرض {{job.title}}', body: '{{candidate.name}}' },
    });
    // Issue 37: names and titles in an Arabic stage mail are isolated (FSI...PDI).
    expect(ar.body).toMatchObject({ subject: 'عرض محلل بيانات', text: '\u2068سارة أحمد\u2069' });
    expect(ar.body.html).toContain('dir="rtl"');
    const bad = await call('/api/company/mail-templates/preview', {
      method: 'POST',
      token: company.token,
      json: { key: 'offer', lang: 'en', subject: 'x', body: '{{interview.when}}' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.body).toContain('{{interview.when}}');
  });

  it('sends the edited template in the applicant’s language and logs it queued, then sent', async () => {
    const saved = await call('/api/company/mail-templates/stageChange/ar', {
      method: 'PUT',
      token: company.token,
      json: {
        subject: 'تحديث: {{job.title}} ({{stage.name}})',
        body: 'مرحبًا {{candidate.name}}،\n\nطلبك الآن في مرحلة {{stage.name}}.\n\n{{link}}',
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ isDefault: false, key: 'stageChange', lang: 'ar' });
    expect(saved.body.updatedAt).toEqual(expect.any(String));

    const arabic = await applicant('ar', '<script>alert(1)</script> ليلى');
    const english = await applicant('en', 'Omar Said');
    expect((await move(arabic.applicationId, 'interview')).status).toBe(200);
    expect((await move(english.applicationId, 'screening')).status).toBe(200);

    // Stored with its mail, before the queue ran it.
    const [queuedRow] = await server.app.db
      .select()
      .from(applicationMails)
      .where(
        and(
          eq(applicationMails.applicationId, arabic.applicationId),
          eq(applicationMails.templateKey, 'stageChange'),
        ),
      );
    expect(queuedRow).toMatchObject({ templateKey: 'stageChange', lang: 'ar' });
    expect(queuedRow?.queueJobId).toEqual(expect.any(String));

    await server.app.mailer.drain();
    // Applying sends its own mail (application received, issue 23): wait for the stage mail.
    const arMail = await smtp.waitForMail(
      (m) => m.to.includes(arabic.account.email.toLowerCase()) && m.subject.startsWith('تحديث'),
    );
    expect(arMail.subject).toBe('تحديث: Data analyst (المقابلة)');
    expect(arMail.text).toContain('طلبك الآن في مرحلة \u2068المقابلة\u2069.');
    expect(arMail.text).toContain(`${publicUrl}/Profile/Applications`);
    // The applicant's name is text in the HTML part, never markup.
    expect(arMail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; ليلى');
    expect(arMail.html).not.toContain('<script>');
    expect(arMail.html).toContain('dir="rtl"');

    // The English applicant gets the default, unchanged wording.
    const enMail = await smtp.waitForMail(
      (m) =>
        m.to.includes(english.account.email.toLowerCase()) &&
        m.subject.startsWith('Your application'),
    );
    expect(enMail.subject).toBe(`Your application for Data analyst at ${company.email}`);
    expect(enMail.text).toContain('is now at the stage: Screening.');

    const log = await mailsOf(arabic.applicationId);
    expect(log.status).toBe(200);
    // Newest first: the stage mail, then the confirmation of the application (decision 155).
    expect(log.body).toMatchObject({ total: 2, page: 1 });
    expect(log.body.mails[1]).toMatchObject({ templateKey: 'applicationReceived', lang: 'ar' });
    expect(log.body.mails[0]).toMatchObject({
      templateKey: 'stageChange',
      subject: 'تحديث: Data analyst (المقابلة)',
      lang: 'ar',
      status: 'sent',
    });
    expect(log.body.mails[0].sentAt).toEqual(expect.any(String));
  });

  it('uses the rejection template for a move to rejected', async () => {
    const a = await applicant('en', 'Nour Adel');
    // A move to a rejected stage names a reason (decision 130): the company's first default.
    const reasons = await call('/api/company/reject-reasons', { token: company.token });
    expect((await move(a.applicationId, 'rejected', reasons.body.reasons[0]._id)).status).toBe(200);
    await server.app.mailer.drain();
    const mail = await smtp.waitForMail(
      (m) => m.to.includes(a.account.email.toLowerCase()) && m.text.includes('will not continue'),
    );
    expect(mail.text).toContain('will not continue with your application for "Data analyst"');
    const log = await mailsOf(a.applicationId);
    expect(log.body.mails[0]).toMatchObject({ templateKey: 'rejection', status: 'sent' });
  });

  it('mails a knock-out rejection at apply from the rejection template, logged like a manual one', async () => {
    const saved = await call('/api/company/mail-templates/rejection/ar', {
      method: 'PUT',
      token: company.token,
      json: {
        subject: 'قرار بشأن {{job.title}}',
        body: 'مرحبًا {{candidate.name}}،\n\nالسبب: {{reason}} ({{stage.name}})',
      },
    });
    expect(saved.status).toBe(200);
    const reasons = await call('/api/company/reject-reasons', { token: company.token });
    const reason = reasons.body.reasons[0] as { _id: string; name: { en: string; ar: string } };
    const created = await call('/api/company/jobs', {
      method: 'POST',
      token: company.token,
      json: {
        ...jobPosting,
        title: 'Forklift driver',
        screeningQuestions: [
          {
            id: 'license',
            text: 'Do you hold a licence?',
            type: 'yesNo',
            required: true,
            knockout: { equals: false },
          },
        ],
        knockoutAction: 'reject',
        knockoutReasonId: reason._id,
      },
    });
    expect(created.status).toBe(201);
    const knockJob = String(created.body._id);
    const published = await call(`/api/company/jobs/${knockJob}/status`, {
      method: 'PATCH',
      token: company.token,
      json: { status: 'published' },
    });
    expect(published.status).toBe(200);

    const a = await applicant('ar', 'خالد', undefined, {
      jobId: knockJob,
      answers: [{ questionId: 'license', value: false }],
    });
    await server.app.mailer.drain();
    const mail = await smtp.waitForMail(
      (m) => m.to.includes(a.account.email.toLowerCase()) && m.subject.startsWith('قرار'),
    );
    expect(mail.subject).toBe('قرار بشأن Forklift driver');
    expect(mail.text).toContain('مرحبًا \u2068خالد\u2069،');
    expect(mail.text).toContain(`السبب: ${reason.name.ar} (\u2068مرفوض\u2069)`);
    const log = await mailsOf(a.applicationId);
    expect(log.body).toMatchObject({ total: 2 });
    expect(log.body.mails[0]).toMatchObject({
      templateKey: 'rejection',
      subject: 'قرار بشأن Forklift driver',
      lang: 'ar',
      status: 'sent',
    });

    // A passing answer is not rejected and gets no rejection mail.
    const b = await applicant('ar', 'سلمى', undefined, {
      jobId: knockJob,
      answers: [{ questionId: 'license', value: true }],
    });
    expect(
      (await mailsOf(b.applicationId)).body.mails.map(
        (m: { templateKey: string }) => m.templateKey,
      ),
    ).toEqual(['applicationReceived']);
    expect(
      (
        await call('/api/company/mail-templates/rejection/ar', {
          method: 'DELETE',
          token: company.token,
        })
      ).status,
    ).toBe(200);
  });

  it('sends the interview invitation from the template, with its calendar part intact', async () => {
    const saved = await call('/api/company/mail-templates/interviewInvitation/en', {
      method: 'PUT',
      token: company.token,
      json: {
        subject: 'Interview at {{company.name}}: {{job.title}}',
        body: 'Dear {{candidate.name}},\n\nSee you on {{interview.when}}.',
      },
    });
    expect(saved.status).toBe(200);
    const a = await applicant('en', 'Hana Mostafa');
    const startsAt = new Date(Date.now() + 3 * 86_400_000);
    startsAt.setUTCMilliseconds(0);
    const scheduled = await call(`/api/company/applications/${a.applicationId}/interviews`, {
      method: 'POST',
      token: company.token,
      json: {
        startsAt: startsAt.toISOString(),
        durationMinutes: 45,
        timeZone: 'Africa/Cairo',
        interviewerIds: [company.memberId],
        location: 'Building 2, room 4',
      },
    });
    expect(scheduled.status).toBe(201);
    await server.app.mailer.drain();
    const mail = await smtp.waitForMail(
      (m) => m.to.includes(a.account.email.toLowerCase()) && m.subject.startsWith('Interview at'),
    );
    expect(mail.subject).toBe(`Interview at ${company.email}: Data analyst`);
    expect(mail.text).toContain('Dear Hana Mostafa,');
    expect(mail.text).toMatch(/See you on .*\(Africa\/Cairo\), 45 minutes\./);
    // The details the applicant needs stay, and so does the invitation for the calendar.
    expect(mail.text).toContain('Where: Building 2, room 4');
    const calendar = mail.parsed.attachments.find((x) => x.contentType === 'text/calendar');
    expect(calendar?.content.toString()).toContain('METHOD:REQUEST');
    const log = await mailsOf(a.applicationId);
    expect(log.body.mails[0]).toMatchObject({
      templateKey: 'interviewInvitation',
      subject: `Interview at ${company.email}: Data analyst`,
      status: 'sent',
    });
    const reset = await call('/api/company/mail-templates/interviewInvitation/en', {
      method: 'DELETE',
      token: company.token,
    });
    expect(reset.status).toBe(200);
  });

  it('sends every interview mail to the applicant from its template: change, cancellation, offer of times, reminder', async () => {
    const edit = (key: string, subject: string, body: string) =>
      call(`/api/company/mail-templates/${key}/en`, {
        method: 'PUT',
        token: company.token,
        json: { subject, body },
      });
    expect(
      (await edit('interviewChange', 'Moved: {{job.title}}', 'New time {{interview.when}}')).status,
    ).toBe(200);
    expect(
      (
        await edit(
          'interviewCancellation',
          'Off: {{job.title}}',
          'Not on {{interview.when}} after all',
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await edit(
          'interviewSlots',
          'Pick a time, {{candidate.name}}',
          'Times:\n{{interview.slots}}\nGo: {{link}} (until {{link.expires}})',
        )
      ).status,
    ).toBe(200);
    expect(
      (await edit('interviewReminder', 'Soon: {{job.title}}', 'Remember {{interview.when}}'))
        .status,
    ).toBe(200);
    // A placeholder the key cannot fill is refused at save.
    const refused = await edit('interviewCancellation', 'Off', 'Join {{link}}');
    expect(refused.status).toBe(400);
    expect(refused.body.fields.body).toContain('{{link}}');

    const a = await applicant('en', 'Rami Haddad');
    const mine = (m: { to: string[] }) => m.to.includes(a.account.email.toLowerCase());
    const day = 86_400_000;
    const at = (ms: number) => {
      const when = new Date(Date.now() + ms);
      when.setUTCSeconds(0, 0);
      return when.toISOString();
    };
    const scheduled = await call(`/api/company/applications/${a.applicationId}/interviews`, {
      method: 'POST',
      token: company.token,
      json: {
        startsAt: at(3 * day),
        durationMinutes: 30,
        timeZone: 'Africa/Cairo',
        interviewerIds: [company.memberId],
        videoUrl: 'https://meet.example/rami',
      },
    });
    expect(scheduled.status).toBe(201);
    const interviewId = String(scheduled.body.interview._id);
    const moved = await call(`/api/company/interviews/${interviewId}`, {
      method: 'PATCH',
      token: company.token,
      json: { startsAt: at(4 * day) },
    });
    expect(moved.status).toBe(200);
    await server.app.mailer.drain();
    const change = await smtp.waitForMail((m) => mine(m) && m.subject.startsWith('Moved:'));
    expect(change.subject).toBe('Moved: Data analyst');
    expect(change.text).toMatch(/New time .*\(Africa\/Cairo\), 30 minutes/);
    expect(change.text).toContain('Video link: https://meet.example/rami');
    const changeCalendar = change.parsed.attachments.find((x) => x.contentType === 'text/calendar');
    expect(changeCalendar?.content.toString()).toContain('METHOD:REQUEST');
    expect(changeCalendar?.content.toString()).toContain('SEQUENCE:1');

    const cancelled = await call(`/api/company/interviews/${interviewId}/cancel`, {
      method: 'POST',
      token: company.token,
      json: {},
    });
    expect(cancelled.status).toBe(200);
    await server.app.mailer.drain();
    const cancel = await smtp.waitForMail((m) => mine(m) && m.subject.startsWith('Off:'));
    expect(cancel.text).toMatch(/^Not on .*\(Africa\/Cairo\) after all$/);
    const cancelCalendar = cancel.parsed.attachments.find((x) => x.contentType === 'text/calendar');
    expect(cancelCalendar?.content.toString()).toContain('METHOD:CANCEL');

    const offered = await call(`/api/company/applications/${a.applicationId}/interview-offers`, {
      method: 'POST',
      token: company.token,
      json: {
        slots: [
          { startsAt: at(5 * day), durationMinutes: 30 },
          { startsAt: at(6 * day), durationMinutes: 45 },
        ],
        timeZone: 'Africa/Cairo',
        interviewerIds: [company.memberId],
      },
    });
    expect(offered.status).toBe(201);
    await server.app.mailer.drain();
    const slots = await smtp.waitForMail((m) => mine(m) && m.subject.startsWith('Pick a time'));
    expect(slots.subject).toBe('Pick a time, Rami Haddad');
    expect(slots.text).toMatch(
      new RegExp(
        `^Times:\n- .*30 minutes\n- .*45 minutes\nGo: ${publicUrl}/schedule/[\\w-]+ \\(until .+\\)$`,
      ),
    );

    const soon = await call(`/api/company/applications/${a.applicationId}/interviews`, {
      method: 'POST',
      token: company.token,
      json: {
        startsAt: at(20 * 3_600_000),
        durationMinutes: 30,
        timeZone: 'Africa/Cairo',
        interviewerIds: [company.memberId],
      },
    });
    expect(soon.status).toBe(201);
    expect(await sendDueReminders(server.app, new Date())).toBeGreaterThanOrEqual(1);
    await server.app.mailer.drain();
    const reminder = await smtp.waitForMail((m) => mine(m) && m.subject.startsWith('Soon:'));
    expect(reminder.text).toMatch(/^Remember .*\(Africa\/Cairo\), 30 minutes$/);

    const log = await call(`/api/company/applications/${a.applicationId}/mails?pageSize=20`, {
      token: company.token,
    });
    expect(
      (log.body.mails as Array<{ templateKey: string; status: string }>)
        .map((m) => `${m.templateKey}:${m.status}`)
        .sort(),
    ).toEqual(
      [
        'applicationReceived:sent',
        'interviewInvitation:sent',
        'interviewChange:sent',
        'interviewCancellation:sent',
        'interviewSlots:sent',
        'interviewInvitation:sent',
        'interviewReminder:sent',
      ].sort(),
    );
    for (const key of [
      'interviewChange',
      'interviewCancellation',
      'interviewSlots',
      'interviewReminder',
    ]) {
      const reset = await call(`/api/company/mail-templates/${key}/en`, {
        method: 'DELETE',
        token: company.token,
      });
      expect(reset.status).toBe(200);
    }
  });

  it('sends a job invitation from the template in the language asked', async () => {
    expect(
      (
        await call('/api/company/mail-templates/invitation/ar', {
          method: 'PUT',
          token: company.token,
          json: {
            subject: 'وظيفة {{job.title}} تنتظرك',
            body: 'ابدأ هنا: {{link}}\nحتى {{link.expires}}',
          },
        })
      ).status,
    ).toBe(200);
    const to = `invitee-${randomDigits(6)}@example.com`;
    const invited = await call(`/api/company/jobs/${jobId}/invite`, {
      method: 'POST',
      token: company.token,
      lang: 'ar',
      json: { email: to },
    });
    expect(invited.status).toBe(201);
    await server.app.mailer.drain();
    const mail = await smtp.waitForMail((m) => m.to.includes(to));
    expect(mail.subject).toBe('وظيفة Data analyst تنتظرك');
    expect(mail.text).toMatch(new RegExp(`ابدأ هنا: ${publicUrl}/identification/[\\w-]{43}`));
    expect(
      (
        await call('/api/company/mail-templates/invitation/ar', {
          method: 'DELETE',
          token: company.token,
        })
      ).status,
    ).toBe(200);
  });

  it('marks a mail failed once the SMTP server refused its last retry', async () => {
    const a = await applicant(
      'en',
      'Refused Person',
      `${refusedPrefix}${randomDigits(6)}@example.com`,
    );
    expect((await move(a.applicationId, 'interview')).status).toBe(200);
    await server.app.mailer.drain();
    // Refused once: still queued, to be retried.
    expect((await mailsOf(a.applicationId)).body.mails[0].status).toBe('queued');
    for (let attempt = 1; attempt <= 8; attempt += 1) {
      await retriesDueNow();
      await server.app.mailer.drain();
    }
    const log = await mailsOf(a.applicationId);
    expect(log.body.mails[0]).toMatchObject({ status: 'failed', sentAt: null });
    const [row] = await server.app.db
      .select()
      .from(applicationMails)
      .where(eq(applicationMails.applicationId, a.applicationId));
    expect(row?.error).toMatch(/refused/i);
  });

  it('resets a template to the default, for this company only', async () => {
    // Issue 44: the other company has edited the very key and language reset here (with the
    // company condition dropped, a reset deleted them for every company), and another one.
    for (const path of ['offer/en', 'stageChange/ar']) {
      const saved = await call(`/api/company/mail-templates/${path}`, {
        method: 'PUT',
        token: otherCompany.token,
        json: { subject: `Other {{job.title}} ${path}`, body: 'Other' },
      });
      expect(saved.status).toBe(200);
    }
    const reset = await call('/api/company/mail-templates/stageChange/ar', {
      method: 'DELETE',
      token: company.token,
    });
    expect(reset.status).toBe(200);
    expect(reset.body).toMatchObject({
      isDefault: true,
      subject: 'طلبك لوظيفة {{job.title}} لدى {{company.name}}',
    });
    const mine = await call('/api/company/mail-templates', { token: company.token });
    expect(mine.body.templates.every((t: { isDefault: boolean }) => t.isDefault)).toBe(true);
    const theirs = await call('/api/company/mail-templates', { token: otherCompany.token });
    const edited = theirs.body.templates
      .filter((t: { isDefault: boolean }) => !t.isDefault)
      .map((t: { key: string; lang: string; subject: string }) => [t.key, t.lang, t.subject])
      .sort();
    expect(edited).toEqual([
      ['offer', 'en', 'Other {{job.title}} offer/en'],
      ['stageChange', 'ar', 'Other {{job.title}} stageChange/ar'],
    ]);
  });

  it('keeps the mail log from other companies (404) and from users (403)', async () => {
    const a = await applicant('en', 'Private Person');
    expect((await mailsOf(a.applicationId, otherCompany.token)).status).toBe(404);
    expect((await mailsOf(a.applicationId, a.account.token)).status).toBe(403);
    expect((await mailsOf('00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});
