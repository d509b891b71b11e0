// Issue 39 (decisions.md 17, decision 183): the applicant digest's "Stop this daily e-mail" link,
// from a real digest mail to the stored setting. A second server of the app
// (support/digestServer.ts) sends the digest as the daily job does, over SMTP to the run's mail
// sink. Each journey shows the member's mail as a mail client does, clicks the link, finds a
// page that asks first (opening it turned nothing off: mail scanners open links), confirms, and
// the member's own settings, read through the API, say the digest is off. English and Arabic, on
// a laptop (1280x800) and a phone (375x812); axe (WCAG 2.1 A and AA) before and after the click,
// and no sideways scroll.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';
import { expect, test, type Page } from '@playwright/test';
import {
  notificationsMessagesAr,
  notificationsMessagesEn,
} from '../packages/domain/src/notifications/messages';
import { axeOf, wcagTags } from './support/axe';
import { smtpPort } from './support/env';
import { waitForMail } from './support/mail';

interface DigestMember {
  email: string;
  token: string;
  lang: 'en' | 'ar';
}

let digestServer: ChildProcess | undefined;
let url = '';
let members: Record<string, DigestMember> = {};

/** A port nothing listens on now, for the second server. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

test.beforeAll(async () => {
  // Building the app, its database and the digest's data takes a while on a busy machine.
  test.setTimeout(240_000);
  const port = await freePort();
  const child = spawn('node', ['--import', 'tsx', 'e2e/support/digestServer.ts'], {
    env: { ...process.env, DIGEST_PORT: String(port), E2E_SMTP_PORT: String(smtpPort) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  digestServer = child;
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const started = await new Promise<{ url: string; members: Record<string, DigestMember> }>(
    (resolve, reject) => {
      lines.on('line', (line) => {
        if (line.startsWith('{"url"')) resolve(JSON.parse(line));
      });
      child.on('exit', (code) => reject(new Error(`digest server ended (${code}): ${errors}`)));
    },
  );
  ({ url, members } = started);
});

test.afterAll(async () => {
  const child = digestServer;
  if (!child || child.exitCode !== null) return;
  const ended = new Promise((resolve) => child.on('exit', resolve));
  child.kill('SIGTERM');
  await ended;
});

async function settings(member: DigestMember): Promise<unknown> {
  const res = await fetch(`${url}/api/company/me/notifications`, {
    headers: { authorization: `Bearer ${member.token}` },
  });
  expect(res.status).toBe(200);
  return res.json();
}

async function noViolations(page: Page, where: string) {
  const results = await axeOf(page).withTags(wcagTags).analyze();
  const found = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(found, where).toEqual([]);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${where} scrolls sideways`).toBeLessThanOrEqual(0);
}

const pageTexts = {
  en: {
    title: 'Stop the daily digest',
    confirm: 'Stop these e-mails',
    done: 'Done: no more daily digests of new applicants.',
    settings: 'Go to notification settings',
  },
  ar: {
    title: 'إيقاف الملخص اليومي',
    confirm: 'أوقف هذه الرسائل',
    done: 'تم: لا مزيد من الملخصات اليومية للمتقدمين الجدد.',
    settings: 'اذهب إلى إعدادات الإشعارات',
  },
};

const screens = [
  { name: 'laptop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 375, height: 812 } },
] as const;

for (const lang of ['en', 'ar'] as const) {
  for (const screen of screens) {
    test.describe(`${lang} on a ${screen.name}`, () => {
      // An Arabic reader's browser asks for Arabic: the page follows it (the link names no
      // language).
      test.use({ viewport: screen.viewport, locale: lang === 'ar' ? 'ar-EG' : 'en-GB' });

      test('"Stop this daily e-mail" from the digest turns it off after one click', async ({
        page,
      }) => {
        const key = `${lang}-${screen.name === 'laptop' ? 'desktop' : 'phone'}`;
        const member = members[key];
        if (!member) throw new Error(`no member ${key}`);
        expect(member.lang).toBe(lang);
        const mail = await waitForMail((m) => m.to.includes(member.email));
        const messages = lang === 'ar' ? notificationsMessagesAr : notificationsMessagesEn;
        const label = messages['notifications.digestUnsubscribe'];
        expect(mail.text).toContain(`${label}: ${url}/digest/unsubscribe?token=`);

        // The mail as a mail client shows it; its link is followed as a click would.
        await page.setContent(mail.html);
        const link = page.getByRole('link', { name: label, exact: true });
        const href = (await link.getAttribute('href')) ?? '';
        expect(new URL(href).pathname).toBe('/digest/unsubscribe');
        await Promise.all([
          page.waitForURL((address) => address.pathname === '/digest/unsubscribe'),
          link.click(),
        ]);

        const texts = pageTexts[lang];
        await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
        // Opening the page changed nothing.
        expect(await settings(member)).toEqual({ applicantDigest: true });
        await noViolations(page, `the page in ${lang} on a ${screen.name}`);

        await page.getByRole('button', { name: texts.confirm }).click();
        await expect(page.getByRole('status')).toContainText(texts.done);
        await expect(page.getByRole('link', { name: texts.settings })).toBeVisible();
        expect(await settings(member)).toEqual({ applicantDigest: false });
        await noViolations(page, `the answer in ${lang} on a ${screen.name}`);
      });
    });
  }
}
