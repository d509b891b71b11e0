// Issue 21, decision 137: saved searches over HTTP (every call, the member's own, roles, bad
// input) and their daily alert: the scheduled job mails exactly the new matches once, in the
// member's language, through the real SMTP test server, with an unsubscribe link that works
// without a login; privacy holds (no hidden candidate, no contact details). The app's clock is
// moved by the test; nothing sleeps.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyMembers, savedSearchTokens } from '../src/db/schema';
import { manualClock } from '../src/lib/clock';
import { alertJob, sendSavedSearchAlerts } from '../src/features/savedSearches/alerts';
import { addMember, createAccount, type TestAccount } from './helpers/accounts';
import {
  apiCall,
  createCandidate,
  randomDigits,
  startServerWithSmtp,
  type ApiCallInit,
} from './helpers/candidates';
import type { TestSmtpServer, CaughtMail } from './helpers/smtpServer';
import type { TestServer } from './helpers/testServer';

const day = 24 * 3_600_000;
const clock = manualClock(new Date());
let stack: Awaited<ReturnType<typeof startServerWithSmtp>>;
let smtp: TestSmtpServer;
let server: TestServer;
let company: TestAccount;
let other: TestAccount;

const call = (path: string, init?: ApiCallInit) => apiCall(server, path, init);

const candidate = (name: string, options?: { discoverable?: boolean }) =>
  createCandidate(server, name, options);

const save = (member: TestAccount, body: unknown) =>
  call('/api/company/saved-searches', { method: 'POST', token: member.token, json: body });

/** Alert mails queued for that address so far (sent or not): the once-only count. */
async function alertJobsTo(address: string): Promise<number> {
  const result = await server.app.db.execute(
    sql`select count(*)::int as n from pgboss.job where name = 'mail.send' and data->>'to' = ${address}`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

const unsubscribeTokenOf = (mail: CaughtMail) =>
  /\/alerts\/unsubscribe\/([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1] ?? '';

beforeAll(async () => {
  stack = await startServerWithSmtp({ env: { ALERT_SETTLE_SECONDS: '0' }, clock });
  ({ server, smtp } = stack);
  company = await createAccount(server, 'Company');
  other = await createAccount(server, 'Company');
});

afterAll(async () => {
  await stack?.close();
});

describe('saved searches (create, list, update, delete)', () => {
  it('saves the filters and free text, lists them newest first with paging, renames, toggles, deletes', async () => {
    const member = await addMember(server, company, 'recruiter');
    const first = await save(member, {
      name: 'Data analysts',
      filters: { jobPosition: 'Data Management', q: 'analyst', yearsOfExp: '' },
    });
    expect(first.status, first.text).toBe(201);
    expect(first.body).toMatchObject({
      name: 'Data analysts',
      filters: { jobPosition: 'Data Management', q: 'analyst' },
      alert: true,
      lastAlertAt: null,
    });
    expect(first.body.filters).not.toHaveProperty('yearsOfExp');
    const second = await save(member, {
      name: 'Engineers',
      filters: { faculty: 'Engineering' },
      alert: false,
    });
    expect(second.body.alert).toBe(false);

    const page = await call('/api/company/saved-searches?pageSize=1', { token: member.token });
    expect(page.body).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(page.body.savedSearches.map((s: { name: string }) => s.name)).toEqual(['Engineers']);

    const renamed = await call(`/api/company/saved-searches/${first.body._id}`, {
      method: 'PATCH',
      token: member.token,
      json: { name: 'Analysts (data)', alert: false, filters: { q: 'analyst' } },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({
      name: 'Analysts (data)',
      alert: false,
      filters: { q: 'analyst' },
    });
    expect(renamed.body.filters).not.toHaveProperty('jobPosition');

    const removed = await call(`/api/company/saved-searches/${second.body._id}`, {
      method: 'DELETE',
      token: member.token,
    });
    expect(removed.status).toBe(204);
    const gone = await call(`/api/company/saved-searches/${second.body._id}`, {
      method: 'DELETE',
      token: member.token,
    });
    expect(gone.status).toBe(404);
    const after = await call('/api/company/saved-searches', { token: member.token });
    expect(after.body.total).toBe(1);
  });

  it('keeps each member’s saved searches their own: another member or company gets 404', async () => {
    const mine = await addMember(server, company, 'recruiter');
    const colleague = await addMember(server, company, 'admin');
    const saved = await save(mine, { name: 'Mine', filters: {} });
    const id = saved.body._id as string;
    for (const who of [colleague, other]) {
      expect(
        (await call('/api/company/saved-searches', { token: who.token })).body.savedSearches,
      ).not.toContainEqual(expect.objectContaining({ _id: id }));
      const patch = await call(`/api/company/saved-searches/${id}`, {
        method: 'PATCH',
        token: who.token,
        json: { name: 'Taken' },
      });
      expect(patch.status).toBe(404);
      expect(patch.body.code).toBe('NOT_FOUND');
      const del = await call(`/api/company/saved-searches/${id}`, {
        method: 'DELETE',
        token: who.token,
      });
      expect(del.status).toBe(404);
    }
    const still = await call('/api/company/saved-searches', { token: mine.token });
    expect(still.body.savedSearches).toEqual([expect.objectContaining({ _id: id, name: 'Mine' })]);
  });

  it('refuses bad input with 400 in the error shape, and more than 25 searches', async () => {
    const member = await addMember(server, company, 'recruiter');
    const bodies = [
      {},
      { name: '', filters: {} },
      { name: 'x'.repeat(81), filters: {} },
      { name: 'Bad filter', filters: { jobPosition: 'Astronaut' } },
      { name: 'Bad style', filters: { iRes2: 9 } },
      { name: 'Long text', filters: { q: 'q'.repeat(101) } },
      { name: 'Bad alert', filters: {}, alert: 'yes' },
      { name: 'No filters' },
    ];
    for (const body of bodies) {
      const res = await save(member, body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', fields: expect.any(Object) });
    }
    const bad = await call('/api/company/saved-searches/not-a-uuid', {
      method: 'PATCH',
      token: member.token,
      json: { name: 'x' },
    });
    expect(bad.status).toBe(400);
    for (let i = 0; i < 25; i += 1) {
      expect((await save(member, { name: `Search ${i}`, filters: {} })).status).toBe(201);
    }
    const tooMany = await save(member, { name: 'One more', filters: {} });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.fields).toHaveProperty('name');
    expect(
      (await call('/api/company/saved-searches?pageSize=100', { token: member.token })).body.total,
    ).toBe(25);
  });

  it('refuses interviewers (403), job seekers (403) and anonymous callers (401)', async () => {
    const interviewer = await addMember(server, company, 'interviewer');
    const user = await createAccount(server, 'User');
    expect((await call('/api/company/saved-searches', { token: interviewer.token })).status).toBe(
      403,
    );
    expect((await save(interviewer, { name: 'No', filters: {} })).status).toBe(403);
    expect((await call('/api/company/saved-searches', { token: user.token })).status).toBe(403);
    expect((await call('/api/company/saved-searches')).status).toBe(401);
  });
});

describe('the daily alert', () => {
  it('mails exactly the new matches once, in the member’s language, with a working unsubscribe link', async () => {
    const member = await addMember(server, company, 'recruiter', { name: 'Salma' });
    const lang = await call('/api/company/language', {
      method: 'PUT',
      token: member.token,
      json: { lang: 'ar' },
    });
    expect(lang.status).toBe(204);
    const word = `Quasar${randomDigits(6)}`;
    const saved = await save(member, { name: 'Quasar hunters', filters: { q: word } });
    expect(saved.status).toBe(201);
    // A search with its alert off is never mailed.
    await save(member, { name: 'Silent', filters: { q: word }, alert: false });

    const one = await candidate(`Nour ${word}`);
    const two = await candidate(`Omar ${word}`);
    await candidate('Somebody Else');
    await candidate(`Hidden ${word}`, { discoverable: false });

    clock.advance(day);
    // Other members' saved searches of earlier tests are due too: count this member's mails.
    expect((await sendSavedSearchAlerts(server.app, clock.now())).mailed).toBeGreaterThanOrEqual(1);
    expect(await alertJobsTo(member.email)).toBe(1);
    await server.app.mailer.drain();
    const mail = await smtp.waitForMail((m) => m.to.includes(member.email));
    expect(mail.subject).toMatch(/[\u0600-\u06FF]/);
    expect(mail.subject).toContain('Quasar hunters');
    expect(mail.text).toContain(`Nour ${word}`);
    expect(mail.text).toContain(`Omar ${word}`);
    expect(mail.text).toContain(`/viewProfile/${one.id}`);
    expect(mail.text).toContain(`/viewProfile/${two.id}`);
    expect(mail.text).not.toContain('Hidden');
    expect(mail.text).not.toContain('Somebody Else');
    for (const secret of ['1001234567', 'Nile Street', '1998-01-01', one.email]) {
      expect(mail.text).not.toContain(secret);
      expect(mail.html).not.toContain(secret);
    }
    expect(mail.html).toContain('dir="rtl"');
    const token = unsubscribeTokenOf(mail);
    expect(token).toHaveLength(43);
    // Only the token's hash is stored.
    const stored = await server.app.db.select().from(savedSearchTokens);
    expect(JSON.stringify(stored)).not.toContain(token);

    // Once: the same day nothing is due; a day later, without new candidates, nothing is sent.
    expect(await sendSavedSearchAlerts(server.app, clock.now())).toEqual({ checked: 0, mailed: 0 });
    clock.advance(day);
    expect((await sendSavedSearchAlerts(server.app, clock.now())).mailed).toBe(0);
    expect(await alertJobsTo(member.email)).toBe(1);

    // A new match the next day: the scheduled job (on the queue) mails only that one.
    const three = await candidate(`Rania ${word}`);
    clock.advance(day);
    await server.app.queue.send(alertJob, {});
    await server.app.queue.drain();
    await server.app.mailer.drain();
    const next = await smtp.waitForMail(
      (m) => m.to.includes(member.email) && m.text.includes('Rania'),
    );
    expect(next.text).toContain(`/viewProfile/${three.id}`);
    expect(next.text).not.toContain(`/viewProfile/${one.id}`);
    expect(await alertJobsTo(member.email)).toBe(2);
    const listed = await call('/api/company/saved-searches', { token: member.token });
    const quasar = listed.body.savedSearches.find(
      (s: { name: string }) => s.name === 'Quasar hunters',
    );
    expect(quasar.lastAlertAt).toEqual(clock.now().toISOString());

    // The link of the first mail works without a login, and again (same answer).
    for (let i = 0; i < 2; i += 1) {
      const res = await call('/api/saved-searches/unsubscribe', {
        method: 'POST',
        json: { token },
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ name: 'Quasar hunters', alert: false });
    }
    const off = await call('/api/company/saved-searches', { token: member.token });
    expect(
      off.body.savedSearches.find((s: { name: string }) => s.name === 'Quasar hunters').alert,
    ).toBe(false);
    await candidate(`Sami ${word}`);
    clock.advance(day);
    await sendSavedSearchAlerts(server.app, clock.now());
    expect(await alertJobsTo(member.email)).toBe(2);
  });

  it('turning an alert on again starts from then, and a member who may no longer search gets nothing', async () => {
    const member = await addMember(server, company, 'recruiter');
    const word = `Nebula${randomDigits(6)}`;
    const saved = await save(member, { name: 'Nebula', filters: { q: word }, alert: false });
    await candidate(`Before ${word}`);
    const on = await call(`/api/company/saved-searches/${saved.body._id}`, {
      method: 'PATCH',
      token: member.token,
      json: { alert: true },
    });
    expect(on.body.alert).toBe(true);
    clock.advance(day);
    await sendSavedSearchAlerts(server.app, clock.now());
    expect(await alertJobsTo(member.email)).toBe(0);

    await candidate(`After ${word}`);
    await server.app.db
      .update(companyMembers)
      .set({ role: 'interviewer' })
      .where(eq(companyMembers.id, member.memberId ?? ''));
    clock.advance(day);
    await sendSavedSearchAlerts(server.app, clock.now());
    expect(await alertJobsTo(member.email)).toBe(0);
  });

  it('carries List-Unsubscribe with one-click (RFC 8058): the mail client turns the alert off by POST', async () => {
    const member = await addMember(server, company, 'recruiter');
    const word = `Pulsar${randomDigits(6)}`;
    expect((await save(member, { name: 'Pulsar', filters: { q: word } })).status).toBe(201);
    await candidate(`Lina ${word}`);
    clock.advance(day);
    await sendSavedSearchAlerts(server.app, clock.now());
    await server.app.mailer.drain();
    const mail = await smtp.waitForMail((m) => m.to.includes(member.email));
    // The headers as the SMTP server received them (raw lines: mailparser folds List-* into one).
    const header = (key: string) =>
      (mail.parsed.headerLines.find((h) => h.key === key)?.line ?? '')
        .replace(/\r\n[ \t]+/g, ' ')
        .replace(/^[^:]+:\s*/, '');
    const listUnsubscribe = header('list-unsubscribe');
    const post = header('list-unsubscribe-post');
    expect(post).toBe('List-Unsubscribe=One-Click');
    // RFC 2919: a list mail names its list (decisions.md 17).
    expect(header('list-id')).toMatch(
      /^TalentPool saved-search alerts <saved-search-alerts\.[^>]+>$/,
    );
    const link = /^<(https?:\/\/[^>]+)>$/.exec(listUnsubscribe.trim())?.[1] ?? '';
    expect(link).toMatch(/\/api\/saved-searches\/unsubscribe\/[A-Za-z0-9_-]{43}$/);
    // The header's token is the mail's own: the same as the link in the text.
    expect(link.endsWith(`/${unsubscribeTokenOf(mail)}`)).toBe(true);
    const path = new URL(link).pathname;

    // Opened in a browser: the page that asks for one click, nothing changed yet.
    const opened = await server.request(path, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe(`/alerts/unsubscribe/${unsubscribeTokenOf(mail)}`);
    const listed = async () =>
      (await call('/api/company/saved-searches', { token: member.token })).body.savedSearches.find(
        (s: { name: string }) => s.name === 'Pulsar',
      ).alert;
    expect(await listed()).toBe(true);

    // The mail client's one-click POST, as RFC 8058 words it.
    const clicked = await server.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(clicked.status).toBe(200);
    expect(await clicked.json()).toEqual({ name: 'Pulsar', alert: false });
    expect(await listed()).toBe(false);
    const unknown = await server.request(`/api/saved-searches/unsubscribe/${'B'.repeat(43)}`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
    });
    expect(unknown.status).toBe(404);
  });

  it('answers a bad unsubscribe token with 400 and an unknown one with 404', async () => {
    const bad = await call('/api/saved-searches/unsubscribe', {
      method: 'POST',
      json: { token: 'short' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
    const unknown = await call('/api/saved-searches/unsubscribe', {
      method: 'POST',
      json: { token: 'A'.repeat(43) },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('LINK_NOT_FOUND');
  });
});
