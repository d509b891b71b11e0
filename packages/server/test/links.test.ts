// Single-use questionnaire links over real HTTP (spec 7; decisions.md sections 3, 4 and 5):
// generating, the invitation mail through a real SMTP server, the link's state, exactly-once
// submission under concurrency, expiry, revocation, resending, the company's list, permissions.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scoreIsi } from '@talentpool/domain/isi/scoring';
import { isiTypeName } from '@talentpool/domain/isi/types';
import { formatLinkExpiry } from '@talentpool/domain/links/invitationMail';
import { companies, oneTimeLinks } from '../src/db/schema';
import { createAccount, type TestAccount } from './helpers/accounts';
import { startSmtpServer, type TestSmtpServer } from './helpers/smtpServer';
import { json, startTestServer, type TestServer } from './helpers/testServer';

let smtp: TestSmtpServer;
let server: TestServer;
let company: TestAccount;
let otherCompany: TestAccount;
let user: TestAccount;

const dayMs = 24 * 60 * 60 * 1000;
let counter = 0;
const newEmail = (prefix = 'person') => `${prefix}-${Date.now()}-${++counter}@example.com`;

/** A reproducible answer pattern, different for each seed. */
function answersFor(seed: number): number[] {
  return Array.from({ length: 48 }, (_, i) => ((seed * 7 + i * (seed + 3)) % 5) + 1);
}

function codeOf(url: string): string {
  const code = url.split('oneTimeLink/')[1];
  if (!code) throw new Error(`no code in ${url}`);
  return code;
}

async function generate(account: TestAccount, email: string, lang = 'en') {
  const res = await server.request('/api/company/generateLink', {
    method: 'POST',
    token: account.token,
    headers: { 'x-lang': lang },
    json: { email },
  });
  return { status: res.status, body: await json(res) };
}

async function generateCode(account: TestAccount, email = newEmail()): Promise<string> {
  const { status, body } = await generate(account, email);
  expect(status).toBe(200);
  return codeOf(body.url);
}

function submit(code: string, result: unknown) {
  return server.request('/api/company/oneTimeLink', {
    method: 'POST',
    json: { code, result },
  });
}

async function linkRow(code: string) {
  const hash = createHash('sha256').update(code).digest('hex');
  const [row] = await server.app.db
    .select()
    .from(oneTimeLinks)
    .where(eq(oneTimeLinks.codeHash, hash));
  if (!row) throw new Error(`no link stored for code ${code}`);
  return row;
}

async function listAll(account: TestAccount, query = '') {
  const res = await server.request(`/api/company/allOneTimeUsers${query}`, {
    token: account.token,
  });
  return { status: res.status, body: await json(res) };
}

async function mailTo(address: string) {
  await server.app.mailer.drain();
  return smtp.waitForMail((m) => m.to.includes(address.toLowerCase()));
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startTestServer({
    env: {
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'https://talentpool.example',
      // The concurrency test sends 40 submissions from one address at once.
      RATE_LIMIT_ONE_TIME: '1000',
    },
  });
  company = await createAccount(server, 'Company');
  otherCompany = await createAccount(server, 'Company');
  user = await createAccount(server, 'User');
  await server.app.db
    .update(companies)
    .set({ companyName: 'Acme Recruiting' })
    .where(eq(companies.id, company.id));
});

afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

describe('POST /api/company/generateLink', () => {
  it('answers a URL ending in oneTimeLink/<code> with an unguessable code stored only as a hash', async () => {
    const email = newEmail();
    const before = Date.now();
    const { status, body } = await generate(company, email);
    expect(status).toBe(200);
    expect(body.url).toMatch(
      /^https:\/\/talentpool\.example\/api\/company\/oneTimeLink\/[A-Za-z0-9_-]+$/,
    );
    const code = codeOf(body.url);
    // 32 random bytes in base64url: 256 bits, well above 128.
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const row = await linkRow(code);
    expect(row).toBeDefined();
    expect(row?.email).toBe(email);
    expect(row?.companyId).toBe(company.id);
    expect(row?.codeHash).not.toContain(code);
    const [raw] = await server.app.db
      .select()
      .from(oneTimeLinks)
      .where(eq(oneTimeLinks.id, row.id));
    expect(JSON.stringify(raw)).not.toContain(code);
    // Expiry: now + 14 days (LINK_TTL_DAYS default).
    const expires = row.expiresAt.getTime();
    expect(expires).toBeGreaterThanOrEqual(before + 14 * dayMs - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 14 * dayMs + 1000);
  });

  it('gives a different code every time', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 5; i++) codes.add(await generateCode(company));
    expect(codes.size).toBe(5);
  });

  it('sends the invitation in English: company name, public link, expiry date', async () => {
    const email = newEmail('english');
    const { body } = await generate(company, email, 'en');
    const code = codeOf(body.url);
    const mail = await mailTo(email);
    const link = `https://talentpool.example/identification/${code}`;
    const row = await linkRow(code);
    expect(mail.subject).toBe('Acme Recruiting invites you to take the ISI questionnaire');
    expect(mail.text).toContain('Acme Recruiting invites you to take the Intellectual Style');
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
    const date = formatLinkExpiry(row.expiresAt, 'en');
    expect(date).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
    expect(mail.text).toContain(`The link is valid until ${date}.`);
    expect(mail.html).toContain('lang="en"');
  });

  it('sends the invitation in Arabic when the company uses Arabic', async () => {
    const email = newEmail('arabic');
    const { body } = await generate(company, email, 'ar');
    const code = codeOf(body.url);
    const mail = await mailTo(email);
    const row = await linkRow(code);
    expect(row?.lang).toBe('ar');
    expect(mail.subject).toBe('تدعوك Acme Recruiting إلى الإجابة عن استبيان ISI');
    expect(mail.text).toContain(`https://talentpool.example/identification/${code}`);
    const date = formatLinkExpiry(row.expiresAt, 'ar');
    // Arabic month name with Western digits (docs/decisions/071-numbers-and-dates.md).
    expect(date).toMatch(/[\u0600-\u06FF]/);
    expect(date).toMatch(/\d{4}/);
    expect(date).not.toMatch(/[\u0660-\u0669]/);
    expect(mail.text).toContain(`الرابط صالح حتى ${date}.`);
    expect(mail.html).toContain('dir="rtl"');
  });

  it('names the company by its e-mail while it has no profile, and escapes names in HTML', async () => {
    const fresh = await createAccount(server, 'Company');
    const first = newEmail('noname');
    await generate(fresh, first);
    const plain = await mailTo(first);
    expect(plain.subject).toBe(`${fresh.email} invites you to take the ISI questionnaire`);

    await server.app.db
      .update(companies)
      .set({ companyName: '<b>Bold</b> & Co' })
      .where(eq(companies.id, fresh.id));
    const second = newEmail('escaped');
    await generate(fresh, second);
    const escaped = await mailTo(second);
    expect(escaped.html).toContain('&lt;b&gt;Bold&lt;/b&gt; &amp; Co');
    expect(escaped.html).not.toContain('<b>Bold</b>');
  });

  it('answers 409 LINK_ALREADY_REQUESTED for the same e-mail twice, whatever its case', async () => {
    const email = newEmail('twice');
    expect((await generate(company, email)).status).toBe(200);
    const again = await generate(company, email.toUpperCase());
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      code: 'LINK_ALREADY_REQUESTED',
      error: 'This email was already requested!',
    });
    const arabic = await generate(company, ` ${email} `, 'ar');
    expect(arabic.status).toBe(409);
    expect(arabic.body.error).toBe('تم طلب رابط لهذا البريد الإلكتروني من قبل!');
    // Another company may invite the same person.
    expect((await generate(otherCompany, email)).status).toBe(200);
  });

  it('creates one link when the same e-mail is requested many times at once', async () => {
    const email = newEmail('race');
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => generate(company, i % 2 ? email : email.toUpperCase())),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
    const rows = await server.app.db
      .select()
      .from(oneTimeLinks)
      .where(eq(oneTimeLinks.companyId, company.id));
    expect(rows.filter((r) => r.email.toLowerCase() === email.toLowerCase())).toHaveLength(1);
  });

  it('refuses an invalid e-mail with 400 and the field', async () => {
    for (const email of ['not-an-email', '', 'a@b']) {
      const { status, body } = await generate(company, email);
      expect(status).toBe(400);
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(body.fields)).toContain('email');
    }
    const missing = await server.request('/api/company/generateLink', {
      method: 'POST',
      token: company.token,
      json: {},
    });
    expect(missing.status).toBe(400);
  });
});

describe('GET /api/company/oneTimeLink/:code', () => {
  it('tells the holder the link is valid, who sent it and until when', async () => {
    const code = await generateCode(company);
    const res = await server.request(`/api/company/oneTimeLink/${code}`);
    expect(res.status).toBe(200);
    const body = await json(res);
    const row = await linkRow(code);
    expect(body).toEqual({
      state: 'valid',
      companyName: 'Acme Recruiting',
      expiresAt: row.expiresAt.toISOString(),
    });
  });

  it('answers 404 LINK_NOT_FOUND for an unknown or malformed code', async () => {
    for (const code of ['A'.repeat(43), 'short', 'x'.repeat(90)]) {
      const res = await server.request(`/api/company/oneTimeLink/${code}`);
      expect(res.status).toBe(404);
      expect((await json(res)).code).toBe('LINK_NOT_FOUND');
    }
  });
});

describe('POST /api/company/oneTimeLink', () => {
  it('accepts the 48 answers once, scores them on the server, and refuses the second time', async () => {
    const email = newEmail('once');
    const { body } = await generate(company, email);
    const code = codeOf(body.url);
    const answers = answersFor(1);
    const first = await submit(code, answers);
    expect(first.status).toBe(200);
    expect(await json(first)).toEqual({ accepted: true });

    const second = await submit(code, answersFor(2));
    expect(second.status).toBe(409);
    expect(await json(second)).toMatchObject({ code: 'LINK_USED' });

    const state = await json(await server.request(`/api/company/oneTimeLink/${code}`));
    expect(state.state).toBe('used');

    const row = await linkRow(code);
    expect(row?.answers).toEqual(answers);
    const listed = (await listAll(company, '?pageSize=100')).body.oneTimeUsers.find(
      (u: { email: string }) => u.email === email,
    );
    expect(listed).toMatchObject({
      kind: 'link',
      isFilled: true,
      state: 'completed',
      ...scoreIsi(answers),
    });
    expect(listed.completedAt).not.toBeNull();
  });

  it('tells the company by mail, in its language, that the person finished', async () => {
    const email = newEmail('finished');
    const { body } = await generate(company, email, 'ar');
    const answers = answersFor(12);
    expect((await submit(codeOf(body.url), answers)).status).toBe(200);
    await server.app.mailer.drain();
    const mail = await smtp.waitForMail(
      (m) => m.to.includes(company.email) && m.subject.includes(email),
    );
    const { iRes1, iRes2 } = scoreIsi(answers);
    expect(mail.subject).toBe(`أكمل ${email} استبيان ISI`);
    expect(mail.text).toContain(`نمط الشخصية: ${isiTypeName(iRes1, 'ar')}.`);
    expect(mail.text).toContain(`نمط القيادة: ${isiTypeName(iRes2, 'ar')}.`);
    expect(mail.text).toContain('https://talentpool.example/CompanyView/Users');
  });

  it('accepts exactly one of 40 simultaneous submissions of one code, and keeps that one', async () => {
    const code = await generateCode(company);
    const patterns = Array.from({ length: 40 }, (_, i) => answersFor(i + 10));
    const responses = await Promise.all(patterns.map((answers) => submit(code, answers)));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(39);
    for (const res of responses) {
      const body = await json(res);
      if (res.status === 409) expect(body.code).toBe('LINK_USED');
    }
    const winner = patterns[statuses.indexOf(200)] ?? [];
    const row = await linkRow(code);
    expect(row?.answers).toEqual(winner);
    const expected = scoreIsi(winner);
    expect({
      iRes1: row?.iRes1,
      iRes2: row?.iRes2,
      flt: row?.flt,
      frt: row?.frt,
      brt: row?.brt,
      blt: row?.blt,
      flp: row?.flp,
      frp: row?.frp,
      brp: row?.brp,
      blp: row?.blp,
    }).toEqual(expected);
  });

  it('answers 410 LINK_EXPIRED once the link has expired', async () => {
    const code = await generateCode(company);
    const row = await linkRow(code);
    await server.app.db
      .update(oneTimeLinks)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(oneTimeLinks.id, row.id));
    const state = await json(await server.request(`/api/company/oneTimeLink/${code}`));
    expect(state.state).toBe('expired');
    const res = await submit(code, answersFor(3));
    expect(res.status).toBe(410);
    expect(await json(res)).toEqual({ code: 'LINK_EXPIRED', error: 'This link has expired.' });
    expect((await linkRow(code))?.usedAt).toBeNull();
  });

  it('answers 404 LINK_NOT_FOUND for an unknown code', async () => {
    const res = await submit('B'.repeat(43), answersFor(4));
    expect(res.status).toBe(404);
    expect((await json(res)).code).toBe('LINK_NOT_FOUND');
  });

  it('refuses incomplete or out-of-range answers with 400 and leaves the link unused', async () => {
    const code = await generateCode(company);
    const bad = [
      answersFor(5).slice(0, 47),
      [...answersFor(5), 3],
      [0, ...answersFor(5).slice(1)],
      [6, ...answersFor(5).slice(1)],
      [2.5, ...answersFor(5).slice(1)],
      'x',
    ];
    for (const result of bad) {
      const res = await submit(code, result);
      expect(res.status).toBe(400);
      expect((await json(res)).code).toBe('VALIDATION_FAILED');
    }
    const missingCode = await server.request('/api/company/oneTimeLink', {
      method: 'POST',
      json: { result: answersFor(5) },
    });
    expect(missingCode.status).toBe(400);
    expect((await linkRow(code))?.usedAt).toBeNull();
    expect((await submit(code, answersFor(5))).status).toBe(200);
  });
});

describe('revoke and resend', () => {
  it('revokes an unused link: its state is revoked and a submission answers 410', async () => {
    const email = newEmail('revoke');
    const { body } = await generate(company, email);
    const code = codeOf(body.url);
    const row = await linkRow(code);
    const res = await server.request(`/api/company/oneTimeLink/${row.id}`, {
      method: 'DELETE',
      token: company.token,
    });
    expect(res.status).toBe(200);
    expect((await json(res)).oneTimeUser).toMatchObject({ _id: row.id, state: 'revoked' });
    const state = await json(await server.request(`/api/company/oneTimeLink/${code}`));
    expect(state.state).toBe('revoked');
    const submitted = await submit(code, answersFor(6));
    expect(submitted.status).toBe(410);
    expect(await json(submitted)).toEqual({
      code: 'LINK_EXPIRED',
      error: 'This link was withdrawn by the company that sent it.',
    });
  });

  it('resends with a new code and expiry: the old code stops working, a new mail goes out', async () => {
    const email = newEmail('resend');
    const { body } = await generate(company, email);
    const oldCode = codeOf(body.url);
    const row = await linkRow(oldCode);
    await server.app.db
      .update(oneTimeLinks)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(oneTimeLinks.id, row.id));
    await mailTo(email);

    const res = await server.request(`/api/company/oneTimeLink/${row.id}/resend`, {
      method: 'POST',
      token: company.token,
      headers: { 'x-lang': 'ar' },
    });
    expect(res.status).toBe(200);
    const answer = await json(res);
    const newCode = codeOf(answer.url);
    expect(newCode).not.toBe(oldCode);
    expect(answer.oneTimeUser).toMatchObject({ _id: row.id, state: 'pending' });
    expect(new Date(answer.oneTimeUser.expiresAt).getTime()).toBeGreaterThan(
      Date.now() + 13 * dayMs,
    );

    expect((await server.request(`/api/company/oneTimeLink/${oldCode}`)).status).toBe(404);
    expect((await submit(oldCode, answersFor(7))).status).toBe(404);

    await server.app.mailer.drain();
    const resent = await smtp.waitForMail(
      (m) => m.to.includes(email) && m.text.includes(`/identification/${newCode}`),
    );
    expect(resent.subject).toContain('استبيان');

    expect((await submit(newCode, answersFor(7))).status).toBe(200);
  });

  it('a revoked link can be sent again, which makes it usable', async () => {
    const code = await generateCode(company);
    const row = await linkRow(code);
    await server.request(`/api/company/oneTimeLink/${row.id}`, {
      method: 'DELETE',
      token: company.token,
    });
    const res = await server.request(`/api/company/oneTimeLink/${row.id}/resend`, {
      method: 'POST',
      token: company.token,
    });
    expect(res.status).toBe(200);
    const newCode = codeOf((await json(res)).url);
    expect((await submit(newCode, answersFor(8))).status).toBe(200);
  });

  it('refuses to revoke or resend a used link with 409 LINK_USED', async () => {
    const code = await generateCode(company);
    expect((await submit(code, answersFor(9))).status).toBe(200);
    const row = await linkRow(code);
    const revoke = await server.request(`/api/company/oneTimeLink/${row.id}`, {
      method: 'DELETE',
      token: company.token,
    });
    expect(revoke.status).toBe(409);
    expect((await json(revoke)).code).toBe('LINK_USED');
    const resend = await server.request(`/api/company/oneTimeLink/${row.id}/resend`, {
      method: 'POST',
      token: company.token,
    });
    expect(resend.status).toBe(409);
    expect((await linkRow(code))?.answers).toEqual(answersFor(9));
  });
});

describe('GET /api/company/allOneTimeUsers', () => {
  it("lists only this company's links, newest first, paged", async () => {
    const lister = await createAccount(server, 'Company');
    const emails = Array.from({ length: 5 }, (_, i) => newEmail(`list${i}`));
    for (const email of emails) expect((await generate(lister, email)).status).toBe(200);
    // Someone else's link is never in the list.
    await generate(otherCompany, newEmail('foreign'));

    const first = await listAll(lister, '?page=1&pageSize=2');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(first.body.oneTimeUsers.map((u: { email: string }) => u.email)).toEqual([
      emails[4],
      emails[3],
    ]);
    const last = await listAll(lister, '?page=3&pageSize=2');
    expect(last.body.oneTimeUsers.map((u: { email: string }) => u.email)).toEqual([emails[0]]);

    const item = first.body.oneTimeUsers[0];
    expect(Object.keys(item).sort()).toEqual(
      [
        '_id',
        'kind',
        'email',
        'isFilled',
        'state',
        'createdAt',
        'expiresAt',
        'completedAt',
        'iRes1',
        'iRes2',
        'flt',
        'frt',
        'brt',
        'blt',
        'flp',
        'frp',
        'brp',
        'blp',
        'by',
        'isiFlags',
      ].sort(),
    );
    expect(item).toMatchObject({
      kind: 'link',
      isFilled: false,
      state: 'pending',
      iRes1: null,
      flt: null,
      isiFlags: null,
    });
    // decision 110: the member who generated the link.
    expect(item.by).toEqual({ _id: lister.memberId, name: 'Test owner', email: lister.email });

    const beyond = await listAll(lister, '?page=9&pageSize=2');
    expect(beyond.body).toMatchObject({ oneTimeUsers: [], total: 5 });
    expect((await listAll(lister, '?pageSize=101')).status).toBe(400);
    expect((await listAll(lister, '?page=0')).status).toBe(400);
  });
});

describe('permissions (decisions.md section 5)', () => {
  it('company routes answer 401 without a token and 403 to a user', async () => {
    const calls: Array<[string, string, unknown?]> = [
      ['POST', '/api/company/generateLink', { email: newEmail() }],
      ['GET', '/api/company/allOneTimeUsers'],
      ['POST', '/api/company/oneTimeLink/00000000-0000-4000-8000-000000000000/resend'],
      ['DELETE', '/api/company/oneTimeLink/00000000-0000-4000-8000-000000000000'],
    ];
    for (const [method, path, body] of calls) {
      const anonymous = await server.request(path, { method, json: body });
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      expect((await json(anonymous)).code).toBe('UNAUTHENTICATED');
      const asUser = await server.request(path, { method, json: body, token: user.token });
      expect(asUser.status, `${method} ${path}`).toBe(403);
      expect((await json(asUser)).code).toBe('FORBIDDEN');
    }
  });

  it("another company can neither see, revoke nor resend a company's link (404)", async () => {
    const email = newEmail('private');
    const { body } = await generate(company, email);
    const code = codeOf(body.url);
    const row = await linkRow(code);

    const listed = await listAll(otherCompany, '?pageSize=100');
    expect(listed.body.oneTimeUsers.some((u: { _id: string }) => u._id === row.id)).toBe(false);

    const revoke = await server.request(`/api/company/oneTimeLink/${row.id}`, {
      method: 'DELETE',
      token: otherCompany.token,
    });
    expect(revoke.status).toBe(404);
    expect((await json(revoke)).code).toBe('NOT_FOUND');
    const resend = await server.request(`/api/company/oneTimeLink/${row.id}/resend`, {
      method: 'POST',
      token: otherCompany.token,
    });
    expect(resend.status).toBe(404);
    expect((await linkRow(code))?.revokedAt).toBeNull();
    expect((await linkRow(code))?.codeHash).toBe(row.codeHash);
  });

  it('the holder of a link needs no account to read its state or submit', async () => {
    const code = await generateCode(company);
    expect((await server.request(`/api/company/oneTimeLink/${code}`)).status).toBe(200);
    expect((await submit(code, answersFor(11))).status).toBe(200);
  });
});

describe('rate limits (decisions.md section 4)', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({
      env: { RATE_LIMIT_LINKS: '2', RATE_LIMIT_ONE_TIME: '3' },
    });
  });
  afterAll(async () => {
    await limited?.close();
  });

  it('limits link generation per company and submissions per address', async () => {
    const a = await createAccount(limited, 'Company');
    const b = await createAccount(limited, 'Company');
    const ask = (account: TestAccount) =>
      limited.request('/api/company/generateLink', {
        method: 'POST',
        token: account.token,
        json: { email: newEmail('limit') },
      });
    expect((await ask(a)).status).toBe(200);
    expect((await ask(a)).status).toBe(200);
    const third = await ask(a);
    expect(third.status).toBe(429);
    expect((await json(third)).code).toBe('RATE_LIMITED');
    // Counted per company: another company still may.
    expect((await ask(b)).status).toBe(200);

    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await limited.request('/api/company/oneTimeLink', {
        method: 'POST',
        json: { code: 'C'.repeat(43), result: answersFor(1) },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([404, 404, 404, 429]);
  });
});

describe('OpenAPI', () => {
  it('documents every call of single-use links', async () => {
    const doc = await json(await server.request('/api/openapi.json'));
    expect(doc.paths['/api/company/generateLink']?.post).toBeDefined();
    expect(doc.paths['/api/company/oneTimeLink']?.post).toBeDefined();
    expect(doc.paths['/api/company/oneTimeLink/{code}']?.get).toBeDefined();
    // decisions.md 17: revoking shares the GET's path (no two equivalent paths).
    expect(doc.paths['/api/company/oneTimeLink/{code}']?.delete).toBeDefined();
    expect(doc.paths['/api/company/oneTimeLink/{id}']).toBeUndefined();
    expect(doc.paths['/api/company/oneTimeLink/{id}/resend']?.post).toBeDefined();
    expect(doc.paths['/api/company/allOneTimeUsers']?.get).toBeDefined();
  });
});
