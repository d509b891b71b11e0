// Issue 42 (decisions.md 18): an owner connects a receiver under Integrations › Webhooks. Created
// on the screen (events ticked, the secret shown once), the webhook is what the server stored
// (listWebhooks); the test event sent from the screen reaches a real receiver, which verifies its
// signature with the Standard Webhooks reference library (standardwebhooks' Webhook.verify) using
// the secret the screen showed; the deliveries the screen lists are the server's; redelivery sends
// the same webhook-id again. In Arabic, right to left, at 375x812 too.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { translate } from '../packages/domain/src/messages';
import { createVerifiedAccount, loginInBrowser, type E2EAccount } from './support/accounts';
import { baseURL } from './support/env';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

interface Received {
  path: string;
  headers: Record<string, string>;
  body: string;
}

let owner: E2EAccount;
let receiver: Server;
let receiverUrl = '';
const received: Received[] = [];

function must<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('expected a value');
  return value;
}

async function call<T = Record<string, unknown>>(path: string, method = 'GET', body?: unknown) {
  const res = await fetch(`${baseURL}/api/${path}`, {
    method,
    headers: {
      authorization: `Bearer ${owner.token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as T };
}

/** Waits (polling what the receiver got, no fixed sleep) until `predicate` holds. */
async function receivedWhere(predicate: (r: Received) => boolean, atLeast = 1) {
  await expect
    .poll(() => received.filter(predicate).length, { timeout: 30_000 })
    .toBeGreaterThanOrEqual(atLeast);
  return received.filter(predicate);
}

test.beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      received.push({
        path: request.url ?? '/',
        headers: Object.fromEntries(
          Object.entries(request.headers).map(([k, v]) => [k, String(v)]),
        ),
        body: Buffer.concat(chunks).toString('utf8'),
      });
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  owner = await createVerifiedAccount('Company');
});

test.afterAll(async () => {
  receiver.closeAllConnections();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

async function createOnScreen(page: Page, lang: 'en' | 'ar', path: string) {
  await page.getByLabel(translate('webhooks.url', lang)).fill(`${receiverUrl}${path}`);
  await page.getByLabel(translate('webhooks.description', lang)).fill(`HR system ${path}`);
  await page
    .getByRole('checkbox', {
      name: new RegExp(translate('webhooks.event.application.hired', lang)),
    })
    .check();
  await page
    .getByRole('checkbox', { name: new RegExp(translate('webhooks.event.offer.accepted', lang)) })
    .check();
  const created = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().endsWith('/api/company/webhooks'),
  );
  await page.getByRole('button', { name: translate('webhooks.create', lang) }).click();
  expect((await created).status()).toBe(201);
  const secret = (await page.getByTestId('webhook-secret').textContent()) ?? '';
  expect(secret).toMatch(/^whsec_/);
  return secret;
}

test('create on the screen, send a test event, see the delivery, redeliver (English, 1280x800)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginInBrowser(page, owner, '/Company/Webhooks');
  await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
  const secret = await createOnScreen(page, 'en', '/en');

  // What the server stored: the URL and the two events ticked, active; never the secret.
  const listed = await call<{
    webhooks: Array<{
      _id: string;
      url: string;
      events: string[];
      status: string;
      description: string;
    }>;
  }>('company/webhooks');
  const stored = must(listed.body.webhooks.find((w) => w.url === `${receiverUrl}/en`));
  expect(stored).toMatchObject({
    events: ['application.hired', 'offer.accepted'],
    status: 'active',
    description: 'HR system /en',
  });
  expect(JSON.stringify(listed.body)).not.toContain(secret.slice(6));
  // Shown once: gone after "I have copied it" and after a reload.
  await page.getByRole('button', { name: translate('webhooks.secretDone', 'en') }).click();
  await expect(page.getByTestId('webhook-secret')).toHaveCount(0);

  const card = page.locator(`[data-webhook="${stored._id}"]`);
  await card.getByRole('button', { name: translate('webhooks.sendTest', 'en') }).click();
  const got = must((await receivedWhere((r) => r.path === '/en'))[0]);
  // The receiver's oracle: the reference library, with the secret the screen showed.
  const event = new Webhook(secret).verify(got.body, got.headers) as {
    type: string;
    data: { webhookId: string };
  };
  expect(event.type).toBe('webhook.test');
  expect(event.data.webhookId).toBe(stored._id);

  // The deliveries on the screen are the server's.
  const deliveries = await call<{
    deliveries: Array<{ _id: string; status: string; attempts: number; statusCode: number }>;
  }>(`company/webhooks/${stored._id}/deliveries`);
  await expect
    .poll(
      async () =>
        (
          await call<{ deliveries: Array<{ status: string }> }>(
            `company/webhooks/${stored._id}/deliveries`,
          )
        ).body.deliveries[0]?.status,
    )
    .toBe('succeeded');
  const deliveryId = must(deliveries.body.deliveries[0])._id;
  const row = card.locator(`[data-delivery="${deliveryId}"]`);
  await expect(row).toContainText(translate('webhooks.deliveryStatus.succeeded', 'en'));
  await expect(row).toContainText('200');

  // Redelivered from the screen: the same webhook-id again, two attempts kept.
  await row.getByRole('button', { name: translate('webhooks.redeliver', 'en') }).click();
  const both = await receivedWhere((r) => r.path === '/en', 2);
  expect(new Set(both.map((r) => r.headers['webhook-id'])).size).toBe(1);
  await expect
    .poll(
      async () =>
        (
          await call<{ deliveries: Array<{ attempts: number; status: string }> }>(
            `company/webhooks/${stored._id}/deliveries`,
          )
        ).body.deliveries[0]?.attempts,
    )
    .toBe(2);

  // Turned off from the screen: stored as disabled.
  await card.getByRole('button', { name: translate('webhooks.disable', 'en') }).click();
  await expect
    .poll(
      async () =>
        (
          await call<{ webhooks: Array<{ _id: string; status: string }> }>('company/webhooks')
        ).body.webhooks.find((w) => w._id === stored._id)?.status,
    )
    .toBe('disabled');
  await expect(card).toContainText(translate('webhooks.status.disabled', 'en'));
});

test('in Arabic on a phone (375x812): right to left, created and stored the same', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.addInitScript(() => localStorage.setItem('lang', 'ar'));
  await loginInBrowser(page, owner, '/Company/Webhooks');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(
    page.getByRole('heading', { level: 1, name: translate('webhooks.title', 'ar') }),
  ).toBeVisible();
  const secret = await createOnScreen(page, 'ar', '/ar');
  const listed = await call<{ webhooks: Array<{ _id: string; url: string; events: string[] }> }>(
    'company/webhooks',
  );
  const stored = must(listed.body.webhooks.find((w) => w.url === `${receiverUrl}/ar`));
  expect(stored?.events).toEqual(['application.hired', 'offer.accepted']);
  // Nothing wider than the phone's screen.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(1);
  const card = page.locator(`[data-webhook="${stored._id}"]`);
  await card.getByRole('button', { name: translate('webhooks.sendTest', 'ar') }).click();
  const got = must((await receivedWhere((r) => r.path === '/ar'))[0]);
  expect(() => new Webhook(secret).verify(got.body, got.headers)).not.toThrow();
});

test('a refused address is explained on the form and nothing is stored', async ({ page }) => {
  await loginInBrowser(page, owner, '/Company/Webhooks');
  const before = (await call<{ webhooks: unknown[] }>('company/webhooks')).body.webhooks.length;
  await page.getByLabel(translate('webhooks.url', 'en')).fill('ftp://files.example.com/in');
  await page.getByRole('button', { name: translate('webhooks.create', 'en') }).click();
  await expect(page.getByText(translate('webhooks.urlInvalid', 'en'))).toBeVisible();
  await expect(page.getByText(translate('webhooks.eventsRequired', 'en'))).toBeVisible();
  expect((await call<{ webhooks: unknown[] }>('company/webhooks')).body.webhooks.length).toBe(
    before,
  );
});
