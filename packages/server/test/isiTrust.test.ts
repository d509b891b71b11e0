// Issue 22 (decision 135): trust in the ISI over real HTTP, on PGlite and, with DATABASE_URL, on
// PostgreSQL. Response-quality flags stored with each attempt and returned as isiFlags to a company
// (a user's profile, an applicant, a one-time user), to the candidate in their own history, and
// to no one else; timings optional (none: no speed flag) and checked; the norms and the
// reliability after the daily job has run (drained from the queue); a deleted account leaving the
// norms at the next refresh; the accuracy answer's shape.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accuracyOf } from '@talentpool/domain/jobs/accuracy';
import { scoreIsi } from '@talentpool/domain/isi/scoring';
import { simulatedAnswerSets } from '@talentpool/domain/isi/simulation';
import { percentileOf, reliabilityOf } from '@talentpool/domain/isi/statistics';
import { isiAttempts, users } from '../src/db/schema';
import { isiStatisticsJob } from '../src/features/isi/routes';
import { createAccount, type TestAccount } from './helpers/accounts';
import { json, startTestServer, type TestServer } from './helpers/testServer';
import { validProfile } from './security/fixtures';

let server: TestServer;
let company: TestAccount;

interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked field by field
  body: any;
}

async function call(
  path: string,
  options: { method?: string; token?: string; json?: unknown } = {},
): Promise<Answer> {
  const res = await server.request(path, {
    method: options.method ?? 'GET',
    token: options.token,
    json: options.json,
  });
  return { status: res.status, body: await json(res) };
}

const randomDigits = (n: number) => Array.from(randomBytes(n), (b) => String(b % 10)).join('');
const all = (answer: number) => Array.from({ length: 48 }, () => answer);
const timings = (ms: number) => Array.from({ length: 48 }, () => ms);
const varied = simulatedAnswerSets({ respondents: 1, seed: 42, noise: 0.9, acquiescence: 0 })[0];
if (!varied) throw new Error('no simulated answers');

async function candidateWithProfile(): Promise<TestAccount> {
  const account = await createAccount(server, 'User');
  const saved = await call('/api/user', {
    method: 'PUT',
    token: account.token,
    json: validProfile(`2990101${randomDigits(7)}`),
  });
  expect(saved.status).toBe(200);
  return account;
}

async function refreshStatistics() {
  await server.app.queue.send(isiStatisticsJob, {});
  await server.app.queue.drain();
}

/** `count` people with a current result and one stored attempt each, straight in the database. */
async function seedRespondents(answerSets: readonly number[][], at = new Date()) {
  const ids: string[] = [];
  for (let from = 0; from < answerSets.length; from += 100) {
    const batch = answerSets.slice(from, from + 100);
    const rows = await server.app.db
      .insert(users)
      .values(
        batch.map((answers) => ({
          email: `respondent-${randomBytes(6).toString('hex')}@example.com`,
          passwordHash: 'x',
          ...scoreIsi(answers),
          isiAt: at,
        })),
      )
      .returning({ id: users.id });
    await server.app.db.insert(isiAttempts).values(
      rows.map((row, i) => ({
        userId: row.id,
        answers: batch[i] ?? [],
        ...scoreIsi(batch[i] ?? []),
        createdAt: at,
      })),
    );
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}

beforeAll(async () => {
  server = await startTestServer();
  company = await createAccount(server, 'Company');
});

afterAll(async () => {
  await server?.close();
});

describe('response-quality flags (isiFlags)', () => {
  let straightLiner: TestAccount;

  it('stores the flags with a straight-lined, rushed attempt without changing its scores', async () => {
    straightLiner = await candidateWithProfile();
    const taken = await call('/api/company/test', {
      method: 'POST',
      token: straightLiner.token,
      json: { result: all(5), timings: timings(800) },
    });
    expect(taken.status).toBe(200);
    expect(taken.body).toMatchObject({
      ...scoreIsi(all(5)),
      isiFlags: { straightLining: true, tooFast: true, inconsistent: true },
    });
    const [stored] = await server.app.db
      .select({ flags: isiAttempts.isiFlags, median: isiAttempts.medianItemMs })
      .from(isiAttempts)
      .where(eq(isiAttempts.userId, straightLiner.id));
    expect(stored).toEqual({
      flags: { straightLining: true, tooFast: true, inconsistent: true },
      median: 800,
    });
  });

  it('gives no speed flag without timings, and none for a calm attempt', async () => {
    const person = await candidateWithProfile();
    const without = await call('/api/company/test', {
      method: 'POST',
      token: person.token,
      json: { result: varied },
    });
    expect(without.status).toBe(200);
    expect(without.body.isiFlags).toEqual({
      straightLining: false,
      tooFast: null,
      inconsistent: false,
    });
    const calm = await call('/api/company/test', {
      method: 'POST',
      token: person.token,
      json: { result: varied, timings: timings(4500) },
    });
    expect(calm.body.isiFlags.tooFast).toBe(false);
  });

  it('refuses timings that are not 48 whole milliseconds, and stores nothing', async () => {
    const person = await candidateWithProfile();
    for (const bad of [[1000], [...timings(1000).slice(1), -1], [...timings(1000).slice(1), 1.5]]) {
      const res = await call('/api/company/test', {
        method: 'POST',
        token: person.token,
        json: { result: varied, timings: bad },
      });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(res.body.fields ?? {}).some((k) => k.startsWith('timings'))).toBe(true);
    }
    const history = await call('/api/user/isi/history', { token: person.token });
    expect(history.body.attempts).toEqual([]);
  });

  it('shows the candidate their own flags in the history', async () => {
    const history = await call('/api/user/isi/history', { token: straightLiner.token });
    expect(history.body.attempts[0].isiFlags).toEqual({
      straightLining: true,
      tooFast: true,
      inconsistent: true,
    });
  });

  it("travels as isiFlags with the user's profile a company sees, not to the public", async () => {
    const seen = await call(`/api/user/${straightLiner.id}`, { token: company.token });
    expect(seen.status).toBe(200);
    expect(seen.body.isiFlags).toEqual({ straightLining: true, tooFast: true, inconsistent: true });
    const own = await call(`/api/user/${straightLiner.id}`, { token: straightLiner.token });
    expect(own.status).toBe(200);
    expect(own.body).not.toHaveProperty('isiFlags');
    const pub = await call(`/api/public/user/${straightLiner.id}`);
    expect(pub.status).toBe(200);
    expect(pub.body).not.toHaveProperty('isiFlags');
  });

  it('travels with an applicant in the pipeline', async () => {
    const created = await call('/api/company/jobs', {
      method: 'POST',
      token: company.token,
      json: {
        title: 'Operations planner',
        description: 'Plans the weekly schedule of three warehouses.',
        workplace: 'remote',
        country: '',
        city: '',
        field: 'Architecture and Construction',
        minEducation: 'Faculty degree',
        minExperience: '6-10 years',
        requirement: { kind: 'jobmatch', items: [7, 12, 0] },
      },
    });
    expect(created.status).toBe(201);
    const published = await call(`/api/company/jobs/${created.body._id}/status`, {
      method: 'PATCH',
      token: company.token,
      json: { status: 'published' },
    });
    expect(published.status).toBe(200);
    const applied = await call(`/api/jobs/${created.body._id}/apply`, {
      method: 'POST',
      token: straightLiner.token,
    });
    expect(applied.status).toBe(201);
    const list = await call(`/api/company/jobs/${created.body._id}/applicants`, {
      token: company.token,
    });
    expect(list.status).toBe(200);
    expect(list.body.applicants[0].applicant.isiFlags).toEqual({
      straightLining: true,
      tooFast: true,
      inconsistent: true,
    });
  });

  it('travels with a one-time user; a submission without timings gets no speed flag', async () => {
    const email = `guest-${randomBytes(4).toString('hex')}@example.com`;
    const link = await call('/api/company/generateLink', {
      method: 'POST',
      token: company.token,
      json: { email },
    });
    expect(link.status).toBe(200);
    const code = String(link.body.url).split('oneTimeLink/')[1];
    const submitted = await call('/api/company/oneTimeLink', {
      method: 'POST',
      json: { code, result: all(3) },
    });
    expect(submitted.status).toBe(200);
    const list = await call('/api/company/allOneTimeUsers', { token: company.token });
    const mine = list.body.oneTimeUsers.find((u: { email: string }) => u.email === email);
    expect(mine.isiFlags).toEqual({ straightLining: true, tooFast: null, inconsistent: false });
  });
});

describe('norms and reliability after the daily job', () => {
  const answerSets = simulatedAnswerSets({
    respondents: 200,
    seed: 20261127,
    noise: 0.9,
    acquiescence: 0.3,
  });
  let seeded: string[] = [];

  it('says "not enough answers yet" before any run and below the minimum', async () => {
    const reliability = await call('/api/public/isi/reliability');
    expect(reliability.status).toBe(200);
    expect(reliability.body).toMatchObject({
      computedAt: null,
      minimumRespondents: 200,
      respondents: 0,
      scales: null,
      retest: { minimumDays: 7, minimumPairs: 30, pairs: 0 },
    });
    const norms = await call('/api/isi/norms', { token: company.token });
    expect(norms.status).toBe(200);
    expect(norms.body).toMatchObject({
      group: 'currentResults',
      minimumRespondents: 100,
      histograms: null,
    });
    expect((await call('/api/isi/norms')).status).toBe(401);
  });

  it('computes alpha and item-total correlations from 200 stored attempts', async () => {
    seeded = await seedRespondents(answerSets);
    await refreshStatistics();
    const { status, body } = await call('/api/public/isi/reliability');
    expect(status).toBe(200);
    expect(body.computedAt).not.toBeNull();
    // The 200 seeded people and the two earlier candidates with a result (latest attempt each).
    expect(body.respondents).toBe(202);
    expect(body.simulatedRespondents).toBe(0);
    expect(body.scales).not.toBeNull();
    const onlySeeded = reliabilityOf(answerSets);
    for (const scale of ['flt', 'blp'] as const) {
      expect(body.scales[scale].alpha).toBeGreaterThan(0.7);
      expect(
        Math.abs(body.scales[scale].alpha - (onlySeeded.scales[scale].alpha ?? 0)),
      ).toBeLessThan(0.05);
      expect(body.scales[scale].items).toHaveLength(6);
      for (const item of body.scales[scale].items) expect(item.itemTotal).toBeGreaterThan(0.2);
    }
  });

  it('gives each score its percentile among the current results, group and size', async () => {
    const { body } = await call('/api/isi/norms', { token: company.token });
    expect(body.respondents).toBe(202);
    expect(body.histograms).not.toBeNull();
    expect(body.histograms.flt).toHaveLength(101);
    expect(body.histograms.flt.reduce((s: number, n: number) => s + n, 0)).toBe(202);
    const user = await call('/api/isi/norms', { token: (await candidateWithProfile()).token });
    expect(user.status).toBe(200);
    expect(percentileOf(100, body.histograms.flt)).toBeGreaterThan(90);
  });

  it('drops a deleted account from the norms at the next refresh', async () => {
    const [gone] = seeded;
    if (!gone) throw new Error('nothing seeded');
    await server.app.db.delete(users).where(eq(users.id, gone));
    expect((await call('/api/isi/norms', { token: company.token })).body.respondents).toBe(202);
    await refreshStatistics();
    expect((await call('/api/isi/norms', { token: company.token })).body.respondents).toBe(201);
  });

  it('measures test-retest from people who answered again at least 7 days later', async () => {
    const first = new Date(Date.now() - 30 * 24 * 60 * 60 * 1000);
    const sets = answerSets.slice(0, 30);
    const ids = await seedRespondents(sets, first);
    // The same answers 10 days later: a perfect retest; 6 days would not count.
    await server.app.db.insert(isiAttempts).values(
      ids.map((userId, i) => ({
        userId,
        answers: sets[i] ?? [],
        ...scoreIsi(sets[i] ?? []),
        createdAt: new Date(first.getTime() + 10 * 24 * 60 * 60 * 1000),
      })),
    );
    await refreshStatistics();
    const { body } = await call('/api/public/isi/reliability');
    expect(body.retest.pairs).toBe(30);
    expect(body.retest.scales.flt).toBeCloseTo(1, 6);
  });
});

describe('the accuracy answer', () => {
  it('carries accuracy, sampleSize, interval and minimumSample 30', async () => {
    const pub = await call('/api/public/accuracy');
    expect(pub.status).toBe(200);
    expect(pub.body).toEqual(accuracyOf(0, 0));
    expect(Object.keys(pub.body).sort()).toEqual([
      'accuracy',
      'correct',
      'interval',
      'minimumSample',
      'sampleSize',
    ]);
    const mine = await call('/api/company/accuracy', { token: company.token });
    expect(mine.body).toMatchObject({ minimumSample: 30, interval: null, accuracy: null });
    expect(mine.body.recommendations).toMatchObject({ minimumSample: 30, interval: null });
  });
});
