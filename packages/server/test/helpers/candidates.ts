// The set-up the company-side API tests share (candidate actions, the applicant digest, saved
// searches, talent pools): a server with the real SMTP test server behind it, a JSON call that
// keeps the status and the raw text for failure messages, and job seekers with a complete profile
// made through the API, as a person would.
import { expect } from 'vitest';
import { relaxedLimits, validProfile } from '../security/fixtures';
import { createAccount, type TestAccount } from './accounts';
import { startSmtpServer, type TestSmtpServer } from './smtpServer';
import { json, startTestServer, type TestServer, type TestServerOptions } from './testServer';

/** A JSON answer, typed loosely as the shared `json` helper does: tests read it field by field. */
export interface ApiAnswer {
  status: number;
  body: Awaited<ReturnType<typeof json>>;
  text: string;
}

export interface ApiCallInit {
  method?: string;
  token?: string | undefined;
  json?: unknown;
}

export async function apiCall(
  server: TestServer,
  path: string,
  init: ApiCallInit = {},
): Promise<ApiAnswer> {
  const res = await server.request(path, {
    method: init.method ?? 'GET',
    token: init.token,
    json: init.json,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null, text };
}

export const randomDigits = (n: number) =>
  Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');

/**
 * The server of a test file with relaxed limits, mailing to its own SMTP test server; `env` and
 * the other options are added (an env value given wins). `close` stops both.
 */
export async function startServerWithSmtp(
  options: TestServerOptions = {},
): Promise<{ server: TestServer; smtp: TestSmtpServer; close(): Promise<void> }> {
  const smtp = await startSmtpServer();
  const server = await startTestServer({
    ...options,
    env: { ...relaxedLimits, SMTP_URL: smtp.url, ...options.env },
  });
  return {
    server,
    smtp,
    async close() {
      await server.close();
      await smtp.close();
    },
  };
}

export async function setDiscoverable(
  server: TestServer,
  account: TestAccount,
  discoverable: boolean,
): Promise<void> {
  const privacy = await apiCall(server, '/api/user/privacy', {
    method: 'PUT',
    token: account.token,
    json: { discoverable, showContactDetails: false },
  });
  expect(privacy.status).toBe(200);
}

/** A job seeker with a complete profile; search finds them unless told otherwise. */
export async function createCandidate(
  server: TestServer,
  name: string,
  options: { discoverable?: boolean; lang?: 'en' | 'ar' } = {},
): Promise<TestAccount> {
  const account = await createAccount(server, 'User');
  const saved = await apiCall(server, '/api/user', {
    method: 'PUT',
    token: account.token,
    json: { ...validProfile(`2990101${randomDigits(7)}`), name },
  });
  expect(saved.status, saved.text).toBe(200);
  if (options.discoverable === false) await setDiscoverable(server, account, false);
  if (options.lang) {
    const lang = await apiCall(server, '/api/user/language', {
      method: 'PUT',
      token: account.token,
      json: { lang: options.lang },
    });
    expect(lang.status, lang.text).toBeLessThan(300);
  }
  return account;
}
