// decisions.md 17 (decision 183): every link in a mail opens in a browser with GET. The links of
// one mail of each kind in each language (test/helpers/mailKinds.ts, sent through the real mailer
// and read back from the SMTP server, text and HTML parts) are each either a page of the web app
// (the server answers such an address with the app, isWebPage) or an API address that answers a
// GET (not "no such route" nor 405: a token made up for the test may well be refused).
import { isWebPage } from '@talentpool/domain/plain/webRoutes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailKindsIn, publicUrl } from './helpers/mailKinds';
import { startSmtpServer, type TestSmtpServer } from './helpers/smtpServer';
import { startTestServer, type TestServer } from './helpers/testServer';

let smtp: TestSmtpServer;
let server: TestServer;

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startTestServer({ env: { SMTP_URL: smtp.url, PUBLIC_URL: publicUrl } });
  let sent = 0;
  for (const lang of ['en', 'ar'] as const) {
    for (const [kind, message] of mailKindsIn(lang)) {
      await server.app.mailer.enqueue({
        ...message,
        to: `${lang}.${kind.replace(/\W/g, '-')}@example.com`,
      });
      sent += 1;
    }
  }
  await server.app.mailer.drain();
  await smtp.waitForMail(() => smtp.mails.length >= sent);
});

afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

const decode = (href: string) => href.replace(/&amp;/g, '&').replace(/&quot;/g, '"');

describe('links in mails', () => {
  it('open with GET: each is a page of the web app or an API address that answers GET', async () => {
    const problems: string[] = [];
    let checked = 0;
    for (const mail of smtp.mails) {
      const links = new Set([
        ...(mail.text.match(/https?:\/\/[^\s<>"]+/g) ?? []),
        ...[...mail.html.matchAll(/href="([^"]+)"/g)].map((m) => decode(m[1] ?? '')),
      ]);
      for (const link of links) {
        if (!link.startsWith(`${publicUrl}/`)) continue; // another site's (a video call)
        const url = new URL(link);
        checked += 1;
        if (!url.pathname.startsWith('/api/')) {
          if (!isWebPage(url.pathname)) problems.push(`${mail.to[0]}: ${link} is no page`);
          continue;
        }
        const res = await server.request(url.pathname + url.search, { redirect: 'manual' });
        const body = (await res.json().catch(() => ({}))) as { code?: string };
        if (res.status === 405 || (res.status === 404 && body.code === 'NOT_FOUND')) {
          problems.push(`${mail.to[0]}: GET ${link} answers ${res.status}`);
        }
      }
    }
    expect(checked).toBeGreaterThanOrEqual(16);
    expect(problems).toEqual([]);
  });
});
