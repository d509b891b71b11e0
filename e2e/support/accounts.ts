// Accounts for end-to-end journeys, made through the real API: sign up, follow the verification
// link from the mail the SMTP server caught, log in. loginInBrowser stores the session the way
// the login screen does (spec 3 sessionStorage keys).
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { baseURL } from './env';
import { linkIn, waitForMail } from './mail';

export type E2EAccountType = 'User' | 'Company';

export interface E2EAccount {
  type: E2EAccountType;
  id: string;
  email: string;
  password: string;
  token: string;
  /** A company login's member (decision 110), stored by the login screen under `Member`. */
  member?: { _id: string; role: string; name: string | null; email: string };
}

const segment = (type: E2EAccountType) => (type === 'User' ? 'user' : 'company');

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@example.com`;
}

async function call(path: string, init: RequestInit & { json?: unknown } = {}) {
  const { json, ...rest } = init;
  const res = await fetch(`${baseURL}/api/${path}`, {
    ...rest,
    headers: { ...(json !== undefined ? { 'content-type': 'application/json' } : {}) },
    body: json !== undefined ? JSON.stringify(json) : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

export async function createVerifiedAccount(
  type: E2EAccountType,
  options: { email?: string; password?: string } = {},
): Promise<E2EAccount> {
  const email = options.email ?? uniqueEmail(segment(type));
  const password = options.password ?? 'Passw0rd!long';
  const signup = await call(`${segment(type)}/signup`, {
    method: 'POST',
    json: { email, password, ConfirmPassword: password },
  });
  if (signup.status !== 201) throw new Error(`signup failed: ${JSON.stringify(signup)}`);
  const mail = await waitForMail((m) => m.to.includes(email));
  const verify = await fetch(linkIn(mail, baseURL), { redirect: 'manual' });
  if (verify.status >= 400) throw new Error(`verification failed: ${verify.status}`);
  return login(type, email, password);
}

export async function login(
  type: E2EAccountType,
  email: string,
  password: string,
): Promise<E2EAccount> {
  const res = await call(`${segment(type)}/login`, { method: 'POST', json: { email, password } });
  if (res.status !== 200) throw new Error(`login failed: ${JSON.stringify(res)}`);
  const holder = res.body[type === 'User' ? 'user' : 'company'] as { _id: string };
  const member = res.body.member as E2EAccount['member'];
  return { type, id: holder._id, email, password, token: res.body.token as string, member };
}

/** Stores the session in the page as the login screen does, then opens `path`. */
export async function loginInBrowser(page: Page, account: E2EAccount, path = '/'): Promise<void> {
  await page.addInitScript((a) => {
    if (!sessionStorage.getItem('tokenValue')) {
      sessionStorage.setItem('tokenValue', a.token);
      sessionStorage.setItem('ID', a.id);
      sessionStorage.setItem('Type', a.type);
      if (a.member) sessionStorage.setItem('Member', JSON.stringify(a.member));
    }
  }, account);
  await page.goto(path);
}
