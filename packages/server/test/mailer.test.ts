// The mail queue (decisions.md section 1): SMTP when SMTP_URL is set, the outbox otherwise; a
// failed send is kept, retried and logged, never lost.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { mailJobs } from '../src/db/schema';
import { backoffMs } from '../src/plugins/app/mailer';
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

const message = {
  to: 'someone@example.com',
  subject: 'Verify your account',
  text: 'Open http://localhost:3000/api/user/verify?token=abc to verify.',
  html: '<p>Open <a href="http://localhost:3000/api/user/verify?token=abc">this link</a>.</p>',
};

describe('mailer', () => {
  it('delivers through SMTP with text and HTML parts', async () => {
    const smtp: TestSmtpServer = await startSmtpServer();
    open.push(smtp);
    const s = await server({ SMTP_URL: smtp.url, MAIL_FROM: 'Talent <hello@talentpool.test>' });
    await s.app.mailer.enqueue(message);
    const mail = await smtp.waitForMail((m) => m.to.includes('someone@example.com'));
    expect(mail.subject).toBe('Verify your account');
    expect(mail.text).toContain('/api/user/verify?token=abc');
    expect(mail.html).toContain('<a href="http://localhost:3000/api/user/verify?token=abc">');
    expect(mail.parsed.from?.text).toContain('hello@talentpool.test');
    await s.app.mailer.drain();
    const [job] = await s.app.db.select().from(mailJobs);
    expect(job).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
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

  it('keeps a mail that cannot be sent, counts the attempt and schedules a retry', async () => {
    // Port 9 (discard) on loopback: nothing listens, so the connection is refused at once.
    const s = await server({ SMTP_URL: 'smtp://127.0.0.1:9' });
    await s.app.mailer.enqueue(message);
    await s.app.mailer.drain();
    const [job] = await s.app.db.select().from(mailJobs);
    expect(job?.status).toBe('pending');
    expect(job?.attempts).toBe(1);
    expect(job?.lastError).toBeTruthy();
    expect(job?.nextAttemptAt.getTime() ?? 0).toBeGreaterThan(Date.now());

    // Once it is due again and the server is reachable, it goes out.
    const smtp = await startSmtpServer();
    open.push(smtp);
    const retry = await server({ SMTP_URL: smtp.url });
    await retry.app.db.insert(mailJobs).values({
      toAddress: 'later@example.com',
      subject: 'Retry',
      textBody: 'x',
      htmlBody: '<p>x</p>',
      attempts: 3,
      lastError: 'connection refused',
    });
    await retry.app.mailer.drain();
    await smtp.waitForMail((m) => m.to.includes('later@example.com'));
    const [sent] = await retry.app.db
      .select()
      .from(mailJobs)
      .where(eq(mailJobs.toAddress, 'later@example.com'));
    expect(sent).toMatchObject({ status: 'sent', attempts: 4 });
  });

  it('backs off exponentially up to an hour', () => {
    expect(backoffMs(1)).toBe(10_000);
    expect(backoffMs(2)).toBe(20_000);
    expect(backoffMs(20)).toBe(3_600_000);
  });
});
