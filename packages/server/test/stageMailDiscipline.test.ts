// Issue 37, mail discipline of the pipeline's stage mails, over real HTTP and a real SMTP server:
// a stage mail waits its undo window on the job queue and a later move replaces it unsent (five
// moves in a minute send one mail, the last stage's); an imported CV (someone who never applied)
// gets no mail unless the recruiter ticks it for that move, and then no footer saying they applied;
// a mail goes in the language of the page the application was made from (an Arabic account that
// applied from the English page hears in English) until the person changes their account's.
// The undo window passes by moving the queued job's due time, not by waiting.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fitMessagesEn } from '@talentpool/domain/jobs/fitMessages';
import { applications } from '../src/db/schema';
import { createAccount, type TestAccount } from './helpers/accounts';
import { apiCall, createCandidate } from './helpers/candidates';
import { importCv } from './helpers/guestFixtures';
import { startSmtpServer, type TestSmtpServer } from './helpers/smtpServer';
import { startTestServer, type TestServer } from './helpers/testServer';

let smtp: TestSmtpServer;
let server: TestServer;
let company: TestAccount;
let jobId: string;

const call = (path: string, init?: Parameters<typeof apiCall>[2]) => apiCall(server, path, init);

/** The stage mails (not the application's confirmation) caught for an address. */
const stageMailsTo = (email: string) =>
  smtp.mails.filter((m) => m.to.includes(email) && m.subject.startsWith('Your application for'));

/** The undo window ends now for every waiting stage mail; the queue runs what is due. */
async function undoWindowPasses() {
  await server.app.db.execute(
    sql`update pgboss.job set start_after = now() - interval '1 second'
      where name = 'pipeline.stageMail' and state = 'created'`,
  );
  await server.app.queue.drain();
  await server.app.mailer.drain();
}

async function move(id: string, stage: string, extra: Record<string, unknown> = {}) {
  const res = await call(`/api/company/applications/${id}/stage`, {
    method: 'PATCH',
    token: company.token,
    json: { stage, notify: true, ...extra },
  });
  expect(res.status, res.text).toBe(200);
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startTestServer({
    env: {
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'https://talentpool.example',
      // The default window (the test server's own is 0).
      STAGE_MAIL_UNDO_SECONDS: '120',
    },
  });
  company = await createAccount(server, 'Company');
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
  expect(created.status, created.text).toBe(201);
  jobId = (created.body as { _id: string })._id;
  const published = await call(`/api/company/jobs/${jobId}/status`, {
    method: 'PATCH',
    token: company.token,
    json: { status: 'published' },
  });
  expect(published.status).toBe(200);
}, 120_000);

afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

describe('stage mails wait an undo window, and the last move wins (issue 37)', () => {
  it('sends one mail, for the last stage, after five moves', async () => {
    const applicant = await createCandidate(server, 'Salma Ali');
    const applied = await call(`/api/jobs/${jobId}/apply`, {
      method: 'POST',
      token: applicant.token,
    });
    expect(applied.status, applied.text).toBe(201);
    const [row] = await server.app.db
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.userId, applicant.id));
    const id = row?.id ?? '';
    for (const stage of ['screening', 'interview', 'offer', 'screening', 'interview']) {
      await move(id, stage);
    }
    await server.app.queue.drain();
    await server.app.mailer.drain();
    // Within the window nothing went.
    expect(stageMailsTo(applicant.email)).toHaveLength(0);
    await undoWindowPasses();
    const sent = stageMailsTo(applicant.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.text).toContain('Interview');
    expect(sent[0]?.text).toContain(fitMessagesEn['jobs.stageMail.ignore']);
  });
});

describe('bulk moves wait the same undo window (issue 37)', () => {
  it('mails nothing within the window, and a later single move replaces the bulk one', async () => {
    const people = [
      await createCandidate(server, 'Omar Bulk'),
      await createCandidate(server, 'Nour Bulk'),
    ];
    const ids: string[] = [];
    for (const person of people) {
      const applied = await call(`/api/jobs/${jobId}/apply`, {
        method: 'POST',
        token: person.token,
      });
      expect(applied.status, applied.text).toBe(201);
      ids.push((applied.body as { _id: string })._id);
    }
    const moved = await call('/api/company/applications/bulk', {
      method: 'POST',
      token: company.token,
      json: { ids, action: 'move', stage: 'screening', notify: true },
    });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body).toEqual({ done: ids, failed: [] });
    await server.app.queue.drain();
    await server.app.mailer.drain();
    for (const person of people) expect(stageMailsTo(person.email)).toHaveLength(0);
    // The first person is moved on within the window: their bulk mail is dropped.
    await move(ids[0] ?? '', 'interview');
    await undoWindowPasses();
    const [omar, nour] = people.map((p) => stageMailsTo(p?.email ?? ''));
    expect(omar).toHaveLength(1);
    expect(omar?.[0]?.text).toContain('Interview');
    expect(nour).toHaveLength(1);
    expect(nour?.[0]?.text).toContain('Screening');
  });
});

describe('people who did not apply (issue 37)', () => {
  it('mails an imported CV only when the sender ticks it, and never says they applied', async () => {
    await importCv(server, company, jobId);
    await server.app.queue.drain();
    const [row] = await server.app.db
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.guestVia, 'import'));
    const id = row?.id ?? '';
    const email = `imported-${id.slice(0, 8)}@example.com`;
    // What a CV reader found in the CV.
    await server.app.db
      .update(applications)
      .set({ guestEmail: email })
      .where(eq(applications.id, id));

    await move(id, 'screening');
    await undoWindowPasses();
    expect(stageMailsTo(email)).toHaveLength(0);

    await move(id, 'interview', { notifyNotApplied: true });
    await undoWindowPasses();
    const sent = stageMailsTo(email);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.text).not.toContain(fitMessagesEn['jobs.stageMail.ignore']);
    expect(sent[0]?.text).toContain(fitMessagesEn['jobs.stageMail.notApplied']);

    // A bulk move with mails on: the imported CV is not mailed unless ticked for them too.
    const bulk = await call('/api/company/applications/bulk', {
      method: 'POST',
      token: company.token,
      json: { ids: [id], action: 'move', stage: 'offer', notify: true },
    });
    expect(bulk.status, bulk.text).toBe(200);
    await undoWindowPasses();
    expect(stageMailsTo(email)).toHaveLength(1);
    // The offer stage's mail has a subject of its own (decision 273): none went either.
    expect(
      smtp.mails.filter((m) => m.to.includes(email) && /make you an offer/.test(m.subject)),
    ).toHaveLength(0);
    const ticked = await call('/api/company/applications/bulk', {
      method: 'POST',
      token: company.token,
      json: { ids: [id], action: 'move', stage: 'screening', notify: true, notifyNotApplied: true },
    });
    expect(ticked.status, ticked.text).toBe(200);
    // Decision 219: a bulk move's mail waits the undo window too.
    await server.app.mailer.drain();
    expect(stageMailsTo(email)).toHaveLength(1);
    await undoWindowPasses();
    expect(stageMailsTo(email)).toHaveLength(2);
  });
});

describe('the language of the application (issue 37)', () => {
  it("mails in the page's language, then in the account's once changed", async () => {
    const applicant = await createCandidate(server, 'Mona Adel', { lang: 'ar' });
    const res = await server.request(`/api/jobs/${jobId}/apply`, {
      method: 'POST',
      token: applicant.token,
      headers: { 'x-lang': 'en' },
    });
    expect(res.status, await res.text()).toBe(201);
    const [row] = await server.app.db
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.userId, applicant.id));
    const id = row?.id ?? '';
    const mailsTo = () =>
      smtp.mails.filter(
        (m) => m.to.includes(applicant.email) && m.subject.includes('Data analyst'),
      );

    await move(id, 'screening');
    await undoWindowPasses();
    const english = mailsTo().filter((m) => m.subject.startsWith('Your application for'));
    expect(english).toHaveLength(1);

    for (const lang of ['en', 'ar']) {
      const changed = await call('/api/user/language', {
        method: 'PUT',
        token: applicant.token,
        json: { lang },
      });
      expect(changed.status, changed.text).toBeLessThan(300);
    }
    await move(id, 'interview');
    await undoWindowPasses();
    const arabic = mailsTo().filter((m) => m.subject.startsWith('طلبك لوظيفة'));
    expect(arabic).toHaveLength(1);
  });
});
