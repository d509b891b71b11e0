// decisions.md 17 (decision 182): with DKIM_PRIVATE_KEY, DKIM_SELECTOR and DKIM_DOMAIN every mail
// is signed, and someone else's verifier (mailauth's dkimVerify, the library behind many mail
// servers' checks) says pass against the public key published in a stubbed DNS; a changed body
// fails; without the settings no signature is added.
import { generateKeyPairSync } from 'node:crypto';
import { dkimVerify } from 'mailauth';
import { afterAll, describe, expect, it } from 'vitest';
import { startSmtpServer, type CaughtMail } from './helpers/smtpServer';
import { startTestServer, type TestServer } from './helpers/testServer';

const open: { close(): Promise<void> }[] = [];
afterAll(async () => {
  for (const thing of open.reverse()) await thing.close();
});

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const record = `v=DKIM1; k=rsa; p=${publicKey.export({ type: 'spki', format: 'der' }).toString('base64')}`;

/** A DNS with one TXT record: the selector's key under the domain. */
const resolver = async (name: string, type: string) => {
  if (type === 'TXT' && name === 'tp2026._domainkey.talentpool.example') return [[record]];
  const error = new Error(`no ${type} record for ${name}`) as Error & { code: string };
  error.code = 'ENOTFOUND';
  throw error;
};

async function sendOne(env: Record<string, string>): Promise<CaughtMail> {
  const smtp = await startSmtpServer();
  open.push(smtp);
  const server: TestServer = await startTestServer({
    env: { SMTP_URL: smtp.url, MAIL_FROM: 'TalentPool <no-reply@talentpool.example>', ...env },
  });
  open.push(server);
  await server.app.mailer.enqueue({
    to: 'amal@example.com',
    subject: 'مقابلة: Fleet planner',
    text: 'Your interview is on 15 July 2027 at 10:00 (Africa/Cairo).',
    html: '<p>Your interview is on 15 July 2027 at 10:00 (Africa/Cairo).</p>',
    headers: { 'List-Id': 'TalentPool applicant digest <applicant-digest.talentpool.example>' },
    icalEvent: {
      method: 'REQUEST',
      content: 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//t//t//EN\r\nEND:VCALENDAR\r\n',
    },
  });
  await server.app.mailer.drain();
  return smtp.waitForMail((m) => m.to.includes('amal@example.com'));
}

describe('DKIM', () => {
  it('signs every mail when DKIM_* are set; mailauth verifies the signature', async () => {
    const mail = await sendOne({
      DKIM_PRIVATE_KEY: pem,
      DKIM_SELECTOR: 'tp2026',
      DKIM_DOMAIN: 'talentpool.example',
    });
    expect(mail.raw.toString('latin1')).toMatch(/^DKIM-Signature: /m);
    const verified = await dkimVerify(mail.raw, { resolver });
    expect(verified.results.map((r) => [r.signingDomain, r.selector, r.status?.result])).toEqual([
      ['talentpool.example', 'tp2026', 'pass'],
    ]);
    // The verifier does check: a changed body fails.
    const tampered = Buffer.from(mail.raw.toString('latin1').replace('10:00', '11:00'), 'latin1');
    expect(mail.raw.toString('latin1')).toContain('10:00');
    const failed = await dkimVerify(tampered, { resolver });
    expect(failed.results[0]?.status?.result).not.toBe('pass');
  });

  it('adds no signature without the settings', async () => {
    const mail = await sendOne({});
    expect(mail.raw.toString('latin1')).not.toMatch(/^DKIM-Signature: /im);
  });
});
