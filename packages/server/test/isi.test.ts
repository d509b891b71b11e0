// The ISI calls over real HTTP (decisions.md sections 3, 5, 6): the questionnaire without the key,
// POST company/test for the logged-in user only, every refusal, and the stored attempts.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isiKey } from '@talentpool/domain/isi/key';
import { isiAttempts, users } from '../src/db/schema';
import { createAccount, type TestAccount } from './helpers/accounts';
import { json, startTestServer, type TestServer } from './helpers/testServer';

let server: TestServer;
let user: TestAccount;
let other: TestAccount;
let company: TestAccount;

beforeAll(async () => {
  server = await startTestServer();
  user = await createAccount(server, 'User');
  other = await createAccount(server, 'User');
  company = await createAccount(server, 'Company');
});

afterAll(async () => {
  await server?.close();
});

const threes = () => Array<number>(48).fill(3);

/** Answers whose keyed value is `value(scale)` for every statement of that scale. */
function pattern(value: Record<string, number>): number[] {
  return isiKey.map((e) => {
    const v = value[e.scale] ?? 3;
    return e.reverse ? 6 - v : v;
  });
}

const submit = (result: unknown, token?: string) =>
  server.request('/api/company/test', { method: 'POST', json: { result }, token });

describe('GET /api/questionnaire', () => {
  it('answers the 48 statements in 6 pages of 8 with the answer labels, without the key', async () => {
    const res = await server.request('/api/questionnaire?lang=en');
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.lang).toBe('en');
    expect(body.pages).toHaveLength(6);
    for (const page of body.pages) expect(page).toHaveLength(8);
    expect(body.pages.flat().map((s: { id: number }) => s.id)).toEqual(
      Array.from({ length: 48 }, (_, i) => i + 1),
    );
    expect(body.scale.map((s: { label: string }) => s.label)).toEqual([
      'Strongly Disagree',
      'Disagree',
      'Not Sure',
      'Agree',
      'Strongly Agree',
    ]);
    const raw = JSON.stringify(body);
    expect(raw).not.toMatch(/reverse|"scale":"|"flt"|"blp"|keyed/i);
    for (const s of body.pages.flat()) expect(Object.keys(s).sort()).toEqual(['id', 'text']);
  });

  it('answers Arabic texts for lang=ar and refuses another language with 400', async () => {
    const body = await json(await server.request('/api/questionnaire?lang=ar'));
    expect(body.lang).toBe('ar');
    expect(body.pages[0][0].text).toMatch(/[\u0600-\u06FF]/);
    expect(body.scale[0].label).toBe('غير موافق بشدة');
    const bad = await server.request('/api/questionnaire?lang=fr');
    expect(bad.status).toBe(400);
    expect((await json(bad)).code).toBe('VALIDATION_FAILED');
  });
});

describe('POST /api/company/test', () => {
  it('scores on the server, stores the attempt and makes it the current result', async () => {
    const answers = pattern({ flt: 2, frt: 4, brt: 5, blt: 1, flp: 3, frp: 1, brp: 2, blp: 5 });
    const res = await submit(answers, user.token);
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body).toMatchObject({
      iRes1: 2,
      iRes2: 7,
      flt: 25,
      frt: 75,
      brt: 100,
      blt: 0,
      flp: 50,
      frp: 0,
      brp: 25,
      blp: 100,
    });
    expect(typeof body._id).toBe('string');

    const [row] = await server.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ iRes1: 2, iRes2: 7, flt: 25, frt: 75, brt: 100, blp: 100 });
    expect(row?.isiAt).toBeInstanceOf(Date);
    const attempts = await server.app.db
      .select()
      .from(isiAttempts)
      .where(eq(isiAttempts.userId, user.id));
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({ answers, iRes1: 2, iRes2: 7, flt: 25, blp: 100 });
  });

  it('keeps every attempt; the latest is current and first in the history', async () => {
    const res = await submit(threes(), user.token);
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ iRes1: 0, iRes2: 4, flt: 50, blp: 50 });
    const [row] = await server.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ iRes1: 0, iRes2: 4, flt: 50, frt: 50, brt: 50, blp: 50 });

    const history = await server.request('/api/user/isi/history', { token: user.token });
    expect(history.status).toBe(200);
    const { attempts } = await json(history);
    expect(attempts).toHaveLength(2);
    expect(attempts[0]).toMatchObject({ iRes1: 0, iRes2: 4, flt: 50 });
    expect(attempts[1]).toMatchObject({ iRes1: 2, iRes2: 7, brt: 100 });
    // Another user's history is their own.
    const others = await json(
      await server.request('/api/user/isi/history', { token: other.token }),
    );
    expect(others.attempts).toEqual([]);
  });

  it.each([
    ['47 answers', Array<number>(47).fill(3)],
    ['49 answers', Array<number>(49).fill(3)],
    ['no answers', []],
    ['a 0 (unanswered)', [0, ...Array<number>(47).fill(3)]],
    ['a 6', [...Array<number>(47).fill(3), 6]],
    ['a fraction', [2.5, ...Array<number>(47).fill(3)]],
    ['a string', ['3', ...Array<number>(47).fill(3)]],
    ['no array', 'all threes'],
  ])('refuses %s with 400 VALIDATION_FAILED and stores nothing', async (_label, result) => {
    const before = await server.app.db
      .select()
      .from(isiAttempts)
      .where(eq(isiAttempts.userId, other.id));
    const res = await submit(result, other.token);
    expect(res.status).toBe(400);
    const body = await json(res);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(typeof body.error).toBe('string');
    expect(Object.keys(body.fields ?? {}).length).toBeGreaterThan(0);
    const after = await server.app.db
      .select()
      .from(isiAttempts)
      .where(eq(isiAttempts.userId, other.id));
    expect(after).toHaveLength(before.length);
  });

  it('refuses a missing body with 400', async () => {
    const res = await server.request('/api/company/test', {
      method: 'POST',
      json: {},
      token: user.token,
    });
    expect(res.status).toBe(400);
    expect((await json(res)).code).toBe('VALIDATION_FAILED');
  });

  it('refuses a company token with 403 FORBIDDEN', async () => {
    const res = await submit(threes(), company.token);
    expect(res.status).toBe(403);
    expect((await json(res)).code).toBe('FORBIDDEN');
    const history = await server.request('/api/user/isi/history', { token: company.token });
    expect(history.status).toBe(403);
  });

  it('refuses no token and a bad token with 401 UNAUTHENTICATED', async () => {
    const res = await submit(threes());
    expect(res.status).toBe(401);
    expect((await json(res)).code).toBe('UNAUTHENTICATED');
    expect((await submit(threes(), 'not-a-token')).status).toBe(401);
    expect((await server.request('/api/user/isi/history')).status).toBe(401);
    const [row] = await server.app.db.select().from(users).where(eq(users.id, other.id));
    expect(row?.iRes1).toBeNull();
  });

  it('gives Arabic error texts to an Arabic caller', async () => {
    const res = await server.request('/api/company/test', {
      method: 'POST',
      json: { result: [0] },
      token: user.token,
      headers: { 'X-Lang': 'ar' },
    });
    expect(res.status).toBe(400);
    const body = await json(res);
    expect(JSON.stringify(body.fields)).toMatch(/[\u0600-\u06FF]/);
  });
});
