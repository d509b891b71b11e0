// The mails (decisions.md section 1, decision 120): `mail.send` jobs on the job queue; SMTP when
// SMTP_URL is set, the outbox otherwise; a failed send is kept, retried with back-off and logged,
// never lost, never sent twice.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './helpers/serverProcess';
import { startSmtpServer, type TestSmtpServer } from './helpers/smtpServer';
import { startTestServer, type TestServer } from './helpers/testServer';

const open: { close(): Promise<void> }[] = [];
afterAll(async () => {
  for (const thing of open.reverse()) await thing.close();
});

async function server(env: Record<string, string> = {}): Promise<TestServer> {
  const s = await startTestServer({ env });
  open.push(s);
  return s;
}

async function smtpServer(port?: number): Promise<TestSmtpServer> {
  const smtp = await startSmtpServer({ port });
  open.push(smtp);
  return smtp;
}

const message = {
  to: 'someone@example.com',
  subject: 'Verify your account',
  text: 'Open http://localhost:3000/api/user/verify?token=abc to verify.',
  html: '<p>Open <a href="http://localhost:3000/api/user/verify?token=abc">this link</a>.</p>',
};

async function mailJobs(s: TestServer) {
  return (await s.app.queue.list({ name: 'mail.send', page: 1, pageSize: 100 })).jobs;
}

/**
 * Time passes: every waiting retry of the queue is due now (no sleeping in tests). A second ago,
 * not now(): pg-boss fetches jobs whose start_after < now(), and PGlite's clock can answer the
 * same instant to the next statement.
 */
async function retriesDueNow(s: TestServer) {
  await s.app.db.execute(
    sql`update pgboss.job set start_after = now() - interval '1 second' where state = 'retry'`,
  );
}

describe('mailer', () => {
  it('delivers through SMTP with text and HTML parts', async () => {
    const smtp = await smtpServer();
    const s = await server({ SMTP_URL: smtp.url, MAIL_FROM: 'Talent <hello@talentpool.test>' });
    await s.app.mailer.enqueue(message);
    // Not drained: the queue wakes up by itself when a mail is stored.
    const mail = await smtp.waitForMail((m) => m.to.includes('someone@example.com'));
    expect(mail.subject).toBe('Verify your account');
    expect(mail.text).toContain('/api/user/verify?token=abc');
    expect(mail.html).toContain('<a href="http://localhost:3000/api/user/verify?token=abc">');
    expect(mail.parsed.from?.text).toContain('hello@talentpool.test');
    await s.app.mailer.drain();
    const [job] = await mailJobs(s);
    expect(job).toMatchObject({ state: 'completed', retryCount: 0, error: null });
    expect(job?.data).toMatchObject({ to: 'someone@example.com', subject: 'Verify your account' });
  });

  it('sends an iCalendar invitation as a text/calendar part with its method', async () => {
    const smtp = await smtpServer();
    const s = await server({ SMTP_URL: smtp.url });
    const content = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//talentpool//test//EN',
      'METHOD:REQUEST',
      'BEGIN:VEVENT',
      'UID:test-1@talentpool',
      'DTSTAMP:20261125T120000Z',
      'DTSTART:20261201T090000Z',
      'DTEND:20261201T093000Z',
      'SUMMARY:Interview',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    await s.app.mailer.enqueue({
      ...message,
      to: 'invitee@example.com',
      icalEvent: { method: 'REQUEST', content },
    });
    await s.app.mailer.drain();
    const mail = await smtp.waitForMail((m) => m.to.includes('invitee@example.com'));
    const raw = mail.parsed.headerLines.map((h) => h.line).join('\n');
    expect(raw).toMatch(/multipart/i);
    const calendar = mail.parsed.attachments.find((a) => a.contentType === 'text/calendar');
    expect(calendar?.content.toString()).toContain('UID:test-1@talentpool');
    expect(calendar?.headers.get('content-type')).toMatchObject({
      params: expect.objectContaining({ method: 'REQUEST' }),
    });
  });

  it('writes an .eml file to DATA_DIR/outbox without SMTP_URL', async () => {
    const s = await server();
    await s.app.mailer.enqueue(message);
    await s.app.mailer.drain();
    const dir = path.join(s.config.dataDir, 'outbox');
    const files = (await readdir(dir)).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const eml = await readFile(path.join(dir, files[0] ?? ''), 'utf8');
    expect(eml).toContain('Subject: Verify your account');
    expect(eml).toContain('To: someone@example.com');
  });

  it('keeps mails while the SMTP server is down and sends each once when it is back', async () => {
    const port = await freePort();
    const first = await startSmtpServer({ port });
    await first.close();
    const s = await server({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    const failures: boolean[] = [];
    s.app.mailer.onFailed((final) => failures.push(final));
    await s.app.mailer.enqueue({ ...message, to: 'one@example.com' });
    await s.app.mailer.enqueue({ ...message, to: 'two@example.com' });
    await s.app.mailer.drain();
    const waiting = await mailJobs(s);
    expect(waiting).toHaveLength(2);
    for (const job of waiting) {
      expect(job).toMatchObject({ state: 'retry', retryCount: 0 });
      expect(job.error).toMatch(/ECONNREFUSED|connect/i);
      // Back-off: not before 10 s.
      expect(job.startAfter.getTime()).toBeGreaterThan(Date.now() + 5_000);
    }
    expect(failures).toEqual([false, false]);

    // Back on the same port; the retries become due; each mail goes out exactly once.
    const smtp = await smtpServer(port);
    await s.app.mailer.drain();
    expect(smtp.mails).toHaveLength(0);
    await retriesDueNow(s);
    await s.app.mailer.drain();
    await s.app.mailer.drain();
    expect(smtp.mails.map((m) => m.to[0]).sort()).toEqual(['one@example.com', 'two@example.com']);
    for (const job of await mailJobs(s)) {
      expect(job).toMatchObject({ state: 'completed', retryCount: 1 });
    }
  });

  it('gives a mail up after its last retry and keeps it visible as failed', async () => {
    const s = await server({ SMTP_URL: `smtp://127.0.0.1:${await freePort()}` });
    const failures: boolean[] = [];
    s.app.mailer.onFailed((final) => failures.push(final));
    await s.app.mailer.enqueue(message);
    for (let attempt = 0; attempt <= 8; attempt += 1) {
      await s.app.mailer.drain();
      await retriesDueNow(s);
    }
    const failed = await s.app.queue.list({
      name: 'mail.send',
      state: 'failed',
      page: 1,
      pageSize: 10,
    });
    expect(failed.total).toBe(1);
    expect(failed.jobs[0]).toMatchObject({ retryCount: 8, retryLimit: 8 });
    expect(failures).toEqual([false, false, false, false, false, false, false, false, true]);
  });
});
