// Issue 38 (decisions.md 16): the e-mail change asks for the second factor where it is on, the
// old address can cancel it, and a pending change does not survive a password change, a password
// reset or "log out everywhere".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCodeOf } from '../../src/lib/totp';
import { createAccount, type TestAccount } from '../helpers/accounts';
import { apiCall, startServerWithSmtp } from '../helpers/candidates';
import type { TestSmtpServer } from '../helpers/smtpServer';
import { startTestServer, type TestServer } from '../helpers/testServer';

let server: TestServer;
let smtp: TestSmtpServer;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ server, smtp, close } = await startServerWithSmtp());
});

afterAll(async () => {
  await close();
});

const segmentOf = (account: TestAccount) => (account.type === 'User' ? 'user' : 'company');
const newAddress = (tag: string) =>
  `${tag}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;

const changeEmail = (account: TestAccount, body: Record<string, unknown>) =>
  apiCall(server, '/api/account/email', { method: 'POST', token: account.token, json: body });

/** The confirmation link mailed to the new address. */
async function confirmationLink(email: string): Promise<URL> {
  const mail = await smtp.waitForMail((m) => m.to.includes(email));
  const link = /https?:\/\/\S+\/api\/account\/email\/verify\?\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error('no confirmation link');
  return new URL(link);
}

/** The cancel link of the notice to the old address about the change to `newEmail`. */
async function cancelLink(oldEmail: string, newEmail: string): Promise<URL> {
  const mail = await smtp.waitForMail((m) => m.to.includes(oldEmail) && m.text.includes(newEmail));
  const link = /https?:\/\/\S+\/api\/account\/email\/cancel\?\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error('no cancel link');
  return new URL(link);
}

const follow = async (link: URL) =>
  (await server.request(`${link.pathname}${link.search}`, { redirect: 'manual' })).headers.get(
    'location',
  );

async function enableTotp(account: TestAccount): Promise<string> {
  const start = await apiCall(server, '/api/account/totp/start', {
    method: 'POST',
    token: account.token,
  });
  const secret = String(start.body.secret);
  const enabled = await apiCall(server, '/api/account/totp/enable', {
    method: 'POST',
    token: account.token,
    json: { code: totpCodeOf(secret) },
  });
  expect(enabled.status, enabled.text).toBe(200);
  return secret;
}

describe.each(['User', 'Company'] as const)('the e-mail change of a %s account', (type) => {
  it('asks for the second factor where it is on (401 TOTP_REQUIRED, TOTP_INVALID)', async () => {
    const account = await createAccount(server, type);
    const secret = await enableTotp(account);
    const email = newAddress('totp');
    const missing = await changeEmail(account, { password: account.password, email });
    expect(missing.status, missing.text).toBe(401);
    expect(missing.body.code).toBe('TOTP_REQUIRED');
    const wrong = await changeEmail(account, { password: account.password, email, totp: '000000' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.code).toBe('TOTP_INVALID');
    // Nothing was mailed for the refused requests.
    await server.app.mailer.drain();
    expect(smtp.mails.some((m) => m.to.includes(email))).toBe(false);
    const ok = await changeEmail(account, {
      password: account.password,
      email,
      totp: totpCodeOf(secret, Date.now() + 30_000),
    });
    expect(ok.status, ok.text).toBe(200);
    expect(await follow(await confirmationLink(email))).toBe('/auth?emailChanged=1');
  });

  it('the old address cancels it with the notice’s link', async () => {
    const account = await createAccount(server, type);
    const email = newAddress('cancel');
    expect((await changeEmail(account, { password: account.password, email })).status).toBe(200);
    const confirm = await confirmationLink(email);
    const cancel = await cancelLink(account.email, email);
    expect(cancel.searchParams.get('type')).toBe(segmentOf(account));
    expect(await follow(cancel)).toBe('/auth?emailChangeCancelled=1');
    expect(await follow(confirm)).toBe('/auth?emailChanged=0');
    // Used once; a confirmation link is not a cancel link.
    expect(await follow(cancel)).toBe('/auth?emailChangeCancelled=0');
    const asCancel = new URL(confirm);
    asCancel.pathname = '/api/account/email/cancel';
    expect(await follow(asCancel)).toBe('/auth?emailChangeCancelled=0');
  });
});

describe('a pending e-mail change is voided', () => {
  async function pending(account: TestAccount) {
    const email = newAddress('pending');
    expect((await changeEmail(account, { password: account.password, email })).status).toBe(200);
    return confirmationLink(email);
  }

  it('by a password change', async () => {
    const account = await createAccount(server, 'User');
    const link = await pending(account);
    const changed = await apiCall(server, '/api/account/password', {
      method: 'POST',
      token: account.token,
      json: {
        currentPassword: account.password,
        password: 'Another-passphrase-77',
        ConfirmPassword: 'Another-passphrase-77',
      },
    });
    expect(changed.status, changed.text).toBe(200);
    expect(await follow(link)).toBe('/auth?emailChanged=0');
  });

  it('by a password reset', async () => {
    const account = await createAccount(server, 'User');
    const link = await pending(account);
    const asked = await apiCall(server, '/api/user/change-password', {
      method: 'PATCH',
      json: { email: account.email },
    });
    expect(asked.status, asked.text).toBe(200);
    const mail = await smtp.waitForMail(
      (m) => m.to.includes(account.email) && /change-password\//.test(m.text),
    );
    const token = /change-password\/([\w-]+)/.exec(mail.text)?.[1] ?? '';
    const reset = await apiCall(server, '/api/user/reset-password', {
      method: 'PATCH',
      token,
      json: { password: 'Another-passphrase-77', ConfirmPassword: 'Another-passphrase-77' },
    });
    expect(reset.status, reset.text).toBe(200);
    expect(await follow(link)).toBe('/auth?emailChanged=0');
  });

  it('by log out everywhere', async () => {
    const account = await createAccount(server, 'User');
    const link = await pending(account);
    const out = await apiCall(server, '/api/user/logout', { method: 'POST', token: account.token });
    expect(out.status).toBe(200);
    expect(await follow(link)).toBe('/auth?emailChanged=0');
  });
});

describe('failed logins and second-factor codes per account, across addresses', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({
      // TRUST_PROXY: the test names each request's address (x-forwarded-for) to vary it.
      env: {
        TRUST_PROXY: '1',
        RATE_LIMIT_LOGIN: '3',
        RATE_LIMIT_LOGIN_ADDRESS: '1000',
        RATE_LIMIT_LOGIN_ACCOUNT: '5',
      },
    });
  });
  afterAll(async () => {
    await limited.close();
  });

  const login = (account: TestAccount, body: Record<string, unknown>, address: string) =>
    limited.request(`/api/${segmentOf(account)}/login`, {
      method: 'POST',
      json: { email: account.email, ...body },
      headers: { 'x-forwarded-for': address },
    });

  it.each(['User', 'Company'] as const)(
    'a %s password guessed from several addresses is stopped at the account’s limit',
    async (type) => {
      const account = await createAccount(limited, type);
      // Two addresses with 3 tries each would have given 6 guesses; the account allows 5.
      const statuses: number[] = [];
      for (const address of ['198.51.100.1', '198.51.100.2']) {
        for (let i = 0; i < 3; i++) {
          statuses.push((await login(account, { password: 'Wrong-passw0rd!' }, address)).status);
        }
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
      // A fresh address changes nothing, even with the right password, for the window.
      const fresh = await login(account, { password: account.password }, '198.51.100.3');
      expect(fresh.status).toBe(429);
      expect(((await fresh.json()) as { code?: string }).code).toBe('RATE_LIMITED');
      // Another account is not affected.
      const other = await createAccount(limited, type);
      expect((await login(other, { password: other.password }, '198.51.100.3')).status).toBe(200);
    },
  );

  it('second-factor codes count too', async () => {
    const account = await createAccount(limited, 'User');
    const start = await limited.request('/api/account/totp/start', {
      method: 'POST',
      token: account.token,
    });
    const { secret } = (await start.json()) as { secret: string };
    const enabled = await limited.request('/api/account/totp/enable', {
      method: 'POST',
      token: account.token,
      json: { code: totpCodeOf(secret) },
    });
    expect(enabled.status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await login(
        account,
        { password: account.password, totp: String(100000 + i) },
        `203.0.113.${i + 1}`,
      );
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });
});
