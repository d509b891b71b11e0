// Issue 40 (decisions.md 21, decision 274): getIsiTechnicalReport over real HTTP on PGlite and,
// with DATABASE_URL, PostgreSQL. Stored ISI results (some people twice, ten days apart), survey
// answers at apply (some through the real apply call), decided applications with a fit; the daily
// job runs from the queue and the public call answers its snapshot: every figure with its sample,
// the small group hidden, no one person's answers or identity in the answer.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scoreIsi } from '@talentpool/domain/isi/scoring';
import { simulatedAnswerSets } from '@talentpool/domain/isi/simulation';
import { reliabilityOf } from '@talentpool/domain/isi/statistics';
import { areaUnderCurve, feldtInterval } from '@talentpool/domain/isi/technical';
import { isiTechnicalReportSchema } from '@talentpool/domain/isi/technicalSchema';
import { applications, fairnessSurveyAnswers, isiAttempts, users } from '../src/db/schema';
import { isiStatisticsJob } from '../src/features/isi/routes';
import { createAccount, type TestAccount } from './helpers/accounts';
import { json, startTestServer, type TestServer } from './helpers/testServer';
import { validProfile } from './security/fixtures';

let server: TestServer;
let company: TestAccount;
let jobId = '';
const day = 24 * 60 * 60 * 1000;

async function call(path: string, init: { method?: string; token?: string; json?: unknown } = {}) {
  const res = await server.request(path, {
    method: init.method ?? 'GET',
    token: init.token,
    json: init.json,
  });
  return { status: res.status, body: await json(res), text: '' };
}

const answerSets = simulatedAnswerSets({
  respondents: 240,
  seed: 20261206,
  noise: 0.9,
  acquiescence: 0.3,
});
const seededIds: string[] = [];
/** Hired (i < 10): 45, 48 ... 72; rejected: 30 ... 59. */
const fitOf = (i: number) => (i < 10 ? 45 + 3 * i : 20 + i);
const seededEmails: string[] = [];

/** People with a current result and one stored attempt each, straight in the database. */
async function seedRespondents(sets: readonly number[][], at: Date) {
  const ids: string[] = [];
  for (let from = 0; from < sets.length; from += 100) {
    const batch = sets.slice(from, from + 100);
    const emails = batch.map(() => `technical-${randomBytes(6).toString('hex')}@example.com`);
    const rows = await server.app.db
      .insert(users)
      .values(
        batch.map((answers, i) => ({
          email: emails[i] ?? '',
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
    seededEmails.push(...emails);
  }
  return ids;
}

async function runDailyJob() {
  await server.app.queue.send(isiStatisticsJob, {});
  await server.app.queue.drain();
}

beforeAll(async () => {
  server = await startTestServer();
  company = await createAccount(server, 'Company');
  const created = await call('/api/company/jobs', {
    method: 'POST',
    token: company.token,
    json: {
      title: 'Analyst',
      description: 'SQL every day.',
      workplace: 'remote',
      country: '',
      city: '',
      field: 'Data Management',
      minEducation: null,
      minExperience: null,
      requirement: { kind: 'jobmatch', items: [7, 12] },
    },
  });
  expect(created.status).toBe(201);
  jobId = created.body._id;
  const published = await call(`/api/company/jobs/${jobId}/status`, {
    method: 'PATCH',
    token: company.token,
    json: { status: 'published' },
  });
  expect(published.status).toBe(200);
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('getIsiTechnicalReport (decisions.md 21)', () => {
  it('answers "not computed yet" before the daily job has run, to anyone', async () => {
    const { status, body } = await call('/api/public/isi/technical-report');
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'notComputed', computedAt: null, scales: [] });
    expect(isiTechnicalReportSchema.safeParse(body).success).toBe(true);
  });

  it('the first call queued one run: every figure then says "not enough data" (null)', async () => {
    await server.app.queue.drain();
    const report = isiTechnicalReportSchema.parse(
      (await call('/api/public/isi/technical-report')).body,
    );
    expect(report.status).toBe('computed');
    expect(report.respondents).toBe(0);
    for (const scale of report.scales) {
      expect(scale.alpha).toMatchObject({ n: 0, value: null, interval: null });
      expect(scale.items).toEqual([]);
      expect(scale.retest).toEqual({ n: 0, r: null, interval: null });
      expect(scale.norms).toMatchObject({ n: 0, mean: null, percentiles: null });
    }
    expect(report.fitOutcomes).toMatchObject({ decided: 0, auc: null, interval: null });
    expect(report.groups.answered).toBe(0);
  });

  it('answers the daily job’s snapshot: alpha with Feldt’s interval, retest, norms, groups, fit', async () => {
    const first = new Date(Date.now() - 40 * day);
    seededIds.push(...(await seedRespondents(answerSets, first)));
    // 35 people answered again ten days later (the same answers: a retest of 1).
    await server.app.db.insert(isiAttempts).values(
      seededIds.slice(0, 35).map((userId, i) => ({
        userId,
        answers: answerSets[i] ?? [],
        ...scoreIsi(answerSets[i] ?? []),
        createdAt: new Date(first.getTime() + 10 * day),
      })),
    );

    // Six people take the questionnaire and apply through the real calls, answering the survey.
    for (let i = 0; i < 6; i++) {
      const person = await createAccount(server, 'User');
      const saved = await call('/api/user', {
        method: 'PUT',
        token: person.token,
        json: validProfile(`2990101${Array.from(randomBytes(7), (b) => String(b % 10)).join('')}`),
      });
      expect(saved.status).toBe(200);
      const taken = await call('/api/company/test', {
        method: 'POST',
        token: person.token,
        json: { result: answerSets[200 + i] },
      });
      expect(taken.status).toBe(200);
      const applied = await call(`/api/jobs/${jobId}/apply`, {
        method: 'POST',
        token: person.token,
        json: { survey: { gender: 'other', ageBand: '25to34' } },
      });
      expect(applied.status).toBe(201);
      seededIds.push(person.id);
    }

    // 40 decided applications of seeded people: 10 hired with higher fits, 30 rejected, overlapping.
    const decided = seededIds.slice(0, 40);
    const inserted = await server.app.db
      .insert(applications)
      .values(
        decided.map((userId, i) => ({
          jobId,
          userId,
          stage: i < 10 ? 'hired' : 'rejected',
          fit: fitOf(i),
        })),
      )
      .returning({ id: applications.id });
    // Their survey answers: 22 women, 15 men, 3 "prefer not to say".
    await server.app.db.insert(fairnessSurveyAnswers).values(
      inserted.map((row, i) => ({
        applicationId: row.id,
        jobId,
        gender: i < 22 ? 'female' : i < 37 ? 'male' : 'preferNot',
        ageBand: i < 4 ? '55plus' : '25to34',
      })),
    );

    await runDailyJob();
    const { status, body } = await call('/api/public/isi/technical-report');
    expect(status).toBe(200);
    const report = isiTechnicalReportSchema.parse(body);
    expect(report.status).toBe('computed');
    expect(Date.now() - Date.parse(report.computedAt ?? '')).toBeLessThan(60 * 60 * 1000);
    // 240 seeded and 6 who took it through the call (each person's latest attempt).
    expect(report.respondents).toBe(246);
    expect(report.simulatedRespondents).toBe(0);
    expect(report.scales.map((s) => s.scale)).toEqual([
      'flt',
      'frt',
      'brt',
      'blt',
      'flp',
      'frp',
      'brp',
      'blp',
    ]);

    const latest = [...answerSets.slice(0, 240), ...answerSets.slice(200, 206)];
    const expected = reliabilityOf(latest);
    for (const scale of report.scales) {
      const alpha = expected.scales[scale.scale].alpha ?? 0;
      expect(scale.alpha.n).toBe(246);
      expect(scale.alpha.k).toBe(6);
      expect(scale.alpha.value).toBeCloseTo(alpha, 3);
      const interval = feldtInterval(alpha, 246, 6);
      expect(scale.alpha.interval?.low).toBeCloseTo(interval?.low ?? 0, 3);
      expect(scale.alpha.interval?.high).toBeCloseTo(interval?.high ?? 0, 3);
      expect(scale.items).toHaveLength(6);
      expect(scale.retest.n).toBe(35);
      expect(scale.retest.r).toBeCloseTo(1, 3);
      expect(scale.norms.n).toBe(246);
      expect(scale.norms.mean).not.toBeNull();
      expect(scale.norms.percentiles?.p50).toBeGreaterThanOrEqual(0);
    }

    const gender = report.groups.dimensions.find((d) => d.dimension === 'gender');
    const group = (name: string) => gender?.groups.find((g) => g.group === name);
    expect(group('female')).toMatchObject({ n: 22, fewerThan5: false });
    expect(group('male')).toMatchObject({ n: 15, fewerThan5: false });
    expect(group('other')).toMatchObject({ n: 6, fewerThan5: false });
    // Three people: hidden, no figure.
    expect(group('preferNot')).toEqual({
      group: 'preferNot',
      n: null,
      fewerThan5: true,
      shares: null,
    });
    expect(gender?.typeTest?.df).toBeGreaterThan(0);
    const age = report.groups.dimensions.find((d) => d.dimension === 'ageBand');
    expect(age?.groups.find((g) => g.group === '55plus')).toMatchObject({ fewerThan5: true });
    expect(report.groups.answered).toBe(46);

    const fits = Array.from({ length: 40 }, (_, i) => fitOf(i));
    const auc = areaUnderCurve(fits.slice(0, 10), fits.slice(10));
    expect(report.fitOutcomes).toMatchObject({ decided: 40, hired: 10, rejected: 30 });
    expect(report.fitOutcomes.auc).toBeCloseTo(auc?.auc ?? 0, 4);
    expect(report.fitOutcomes.interval?.low).toBeCloseTo(auc?.interval.low ?? 0, 4);
    expect(report.fitOutcomes.interval?.high).toBeCloseTo(auc?.interval.high ?? 0, 4);
    expect(report.fitOutcomes.accuracy).toMatchObject({ sampleSize: 0, accuracy: null });
  }, 300_000);

  it('exposes no one person: no id, e-mail or answers, and a small group shows no shares', async () => {
    const res = await server.request('/api/public/isi/technical-report');
    const text = await res.text();
    expect(res.headers.get('cache-control')).toContain('public');
    for (const id of seededIds) expect(text).not.toContain(id);
    for (const email of seededEmails.slice(0, 50)) expect(text).not.toContain(email);
    expect(text).not.toMatch(/"answers"|"userId"|"email"|"applicationId"/);
    // A company's token changes nothing: the same aggregates.
    const asCompany = await call('/api/public/isi/technical-report', { token: company.token });
    expect(asCompany.body).toEqual(JSON.parse(text));
  });

  it('keeps serving the latest snapshot: a later run replaces it', async () => {
    const before = (await call('/api/public/isi/technical-report')).body.computedAt;
    await runDailyJob();
    const after = (await call('/api/public/isi/technical-report')).body.computedAt;
    expect(Date.parse(after)).toBeGreaterThanOrEqual(Date.parse(before));
  });
});
