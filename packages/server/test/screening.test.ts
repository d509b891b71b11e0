// Decision 130 ("Screening questions") and decision 133, over real HTTP: a posting's questions
// are validated at create and update, shown to applicants without their knock-out rules, the
// answers checked at apply (400 at answers.<id>, nothing stored), kept on the application with
// the knock-out flag, and a knock-out on a `reject` posting moves the application to rejected
// with the posting's reason and a history event.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../src/db/schema';
import { createAccount, type TestAccount } from './helpers/accounts';
import { startTestServer, type TestServer } from './helpers/testServer';
import { jobPosting, validProfile } from './security/fixtures';

let server: TestServer;
let company: TestAccount;
let otherCompany: TestAccount;

const randomDigits = (n: number) =>
  Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');

async function call(path: string, init: { method?: string; token?: string; json?: unknown } = {}) {
  const res = await server.request(path, {
    method: init.method ?? 'GET',
    token: init.token,
    json: init.json,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

const questions = [
  {
    id: 'license',
    text: 'Do you hold a driving license?',
    type: 'yesNo',
    required: true,
    knockout: { equals: false },
  },
  {
    id: 'shift',
    text: 'Which shift?',
    type: 'choice',
    options: ['Morning', 'Night'],
    required: false,
    knockout: { equals: 'Night' },
  },
  {
    id: 'years',
    text: 'Years of forklift experience?',
    type: 'number',
    required: true,
    knockout: { min: 2 },
  },
  { id: 'why', text: 'Why this job?', type: 'text', required: false },
];

async function createPosting(extra: Record<string, unknown>, token = company.token) {
  return call('/api/company/jobs', { method: 'POST', token, json: { ...jobPosting, ...extra } });
}

async function published(extra: Record<string, unknown>) {
  const created = await createPosting(extra);
  expect(created.status).toBe(201);
  const id = String(created.body._id);
  const pub = await call(`/api/company/jobs/${id}/status`, {
    method: 'PATCH',
    token: company.token,
    json: { status: 'published' },
  });
  expect(pub.status).toBe(200);
  return id;
}

async function applicant() {
  const account = await createAccount(server, 'User');
  const saved = await call('/api/user', {
    method: 'PUT',
    token: account.token,
    json: validProfile(`2990101${randomDigits(7)}`),
  });
  expect(saved.status).toBe(200);
  return account;
}

const applyTo = (jobId: string, account: TestAccount, answers?: unknown) =>
  call(`/api/jobs/${jobId}/apply`, {
    method: 'POST',
    token: account.token,
    json: answers === undefined ? undefined : { answers },
  });

async function applicationCount(jobId: string) {
  const rows = await server.app.db
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.jobId, jobId));
  return rows.length;
}

beforeAll(async () => {
  server = await startTestServer();
  [company, otherCompany] = await Promise.all([
    createAccount(server, 'Company'),
    createAccount(server, 'Company'),
  ]);
});

afterAll(async () => {
  await server?.close();
});

describe('screening questions on a posting', () => {
  it('stores the questions and shows the rules to the company only', async () => {
    const id = await published({ screeningQuestions: questions });
    const own = await call(`/api/company/jobs/${id}`, { token: company.token });
    expect(own.status).toBe(200);
    expect(own.body.screeningQuestions).toHaveLength(4);
    expect(own.body.screeningQuestions[0]).toMatchObject({
      id: 'license',
      knockout: { equals: false },
      required: true,
    });
    expect(own.body.knockoutAction).toBe('flag');

    const seen = await call(`/api/jobs/${id}`);
    expect(seen.status).toBe(200);
    expect(seen.body.screeningQuestions).toEqual([
      { id: 'license', text: 'Do you hold a driving license?', type: 'yesNo', required: true },
      {
        id: 'shift',
        text: 'Which shift?',
        type: 'choice',
        options: ['Morning', 'Night'],
        required: false,
      },
      { id: 'years', text: 'Years of forklift experience?', type: 'number', required: true },
      { id: 'why', text: 'Why this job?', type: 'text', required: false },
    ]);
    expect(JSON.stringify(seen.body)).not.toContain('knockout');
  });

  it('refuses questions that do not hold together, naming the field, and stores nothing', async () => {
    const cases: Array<[unknown, string]> = [
      [
        [{ id: 'a', text: 'Pick', type: 'choice', options: ['Only one'], required: true }],
        'screeningQuestions.0.options',
      ],
      [
        [{ id: 'a', text: 'Ok?', type: 'yesNo', required: true, knockout: { equals: 'yes' } }],
        'screeningQuestions.0.knockout',
      ],
      [
        [
          {
            id: 'a',
            text: 'Pick',
            type: 'choice',
            options: ['A', 'B'],
            required: true,
            knockout: { equals: 'C' },
          },
        ],
        'screeningQuestions.0.knockout',
      ],
      [
        [{ id: 'a', text: 'Why?', type: 'text', required: true, knockout: { equals: 'x' } }],
        'screeningQuestions.0.knockout',
      ],
      [
        [{ id: 'a', text: 'Age', type: 'number', required: true, knockout: { min: 5, max: 1 } }],
        'screeningQuestions.0.knockout',
      ],
      [[{ id: 'a', text: ' ', type: 'yesNo', required: true }], 'screeningQuestions.0.text'],
      [
        [
          { id: 'a', text: 'One', type: 'yesNo', required: true },
          { id: 'a', text: 'Two', type: 'yesNo', required: true },
        ],
        'screeningQuestions.1.id',
      ],
      [
        Array.from({ length: 21 }, (_, i) => ({
          id: `q${i}`,
          text: 'Q',
          type: 'yesNo',
          required: false,
        })),
        'screeningQuestions',
      ],
    ];
    for (const [screeningQuestions, field] of cases) {
      const res = await createPosting({ title: 'Refused posting', screeningQuestions });
      expect(res.status, field).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(res.body.fields ?? {}), field).toContain(field);
    }
    const reject = await createPosting({
      title: 'Refused posting',
      knockoutAction: 'reject',
      knockoutReasonId: null,
    });
    expect(reject.status).toBe(400);
    expect(reject.body.fields.knockoutReasonId).toBeTruthy();
    const unknownReason = await createPosting({
      title: 'Refused posting',
      knockoutAction: 'reject',
      knockoutReasonId: randomUUID(),
    });
    expect(unknownReason.status).toBe(400);
    expect(unknownReason.body.fields.knockoutReasonId).toBeTruthy();
    const list = await call('/api/company/jobs?pageSize=100', { token: company.token });
    expect(list.body.postings.some((p: { title: string }) => p.title === 'Refused posting')).toBe(
      false,
    );
  });

  it('keeps the questions when an update leaves them out, and replaces them when given', async () => {
    const id = await published({ screeningQuestions: questions });
    const kept = await call(`/api/company/jobs/${id}`, {
      method: 'PUT',
      token: company.token,
      json: { ...jobPosting, title: 'Renamed' },
    });
    expect(kept.status).toBe(200);
    expect(kept.body.screeningQuestions).toHaveLength(4);
    const replaced = await call(`/api/company/jobs/${id}`, {
      method: 'PUT',
      token: company.token,
      json: { ...jobPosting, screeningQuestions: [questions[3]] },
    });
    expect(replaced.body.screeningQuestions).toMatchObject([{ id: 'why' }]);
    // Another company cannot touch it.
    const theirs = await call(`/api/company/jobs/${id}`, {
      method: 'PUT',
      token: otherCompany.token,
      json: { ...jobPosting, screeningQuestions: [] },
    });
    expect(theirs.status).toBe(404);
  });
});

describe('answers at apply', () => {
  let jobId: string;
  beforeAll(async () => {
    jobId = await published({ screeningQuestions: questions });
  });

  it('refuses missing required answers and wrong types at answers.<id>, storing nothing', async () => {
    const a = await applicant();
    const none = await applyTo(jobId, a);
    expect(none.status).toBe(400);
    expect(none.body.fields).toMatchObject({
      'answers.license': expect.any(String),
      'answers.years': expect.any(String),
    });
    const wrong = await applyTo(jobId, a, [
      { questionId: 'license', value: 'yes' },
      { questionId: 'shift', value: 'Evening' },
      { questionId: 'years', value: '3' },
      { questionId: 'nope', value: true },
    ]);
    expect(wrong.status).toBe(400);
    expect(Object.keys(wrong.body.fields).sort()).toEqual([
      'answers.license',
      'answers.nope',
      'answers.shift',
      'answers.years',
    ]);
    const malformed = await applyTo(jobId, a, [{ questionId: 'license', value: { x: 1 } }]);
    expect(malformed.status).toBe(400);
    expect(await applicationCount(jobId)).toBe(0);
  });

  it('keeps the answers with the questions as asked; a passing applicant is not flagged', async () => {
    const a = await applicant();
    const res = await applyTo(jobId, a, [
      { questionId: 'license', value: true },
      { questionId: 'shift', value: 'Morning' },
      { questionId: 'years', value: 4 },
      { questionId: 'why', value: '  I like <b>forklifts</b>  ' },
    ]);
    expect(res.status).toBe(201);
    const detail = await call(`/api/company/applications/${res.body._id}`, {
      token: company.token,
    });
    expect(detail.status).toBe(200);
    expect(detail.body.knockedOut).toBe(false);
    expect(detail.body.screening).toEqual([
      {
        questionId: 'license',
        text: 'Do you hold a driving license?',
        value: true,
        knockedOut: false,
      },
      { questionId: 'shift', text: 'Which shift?', value: 'Morning', knockedOut: false },
      { questionId: 'years', text: 'Years of forklift experience?', value: 4, knockedOut: false },
      {
        questionId: 'why',
        text: 'Why this job?',
        value: 'I like <b>forklifts</b>',
        knockedOut: false,
      },
    ]);
    expect(detail.body.stage).toBe('applied');
  });

  it('flags a knock-out answer and leaves the application where it is (flag)', async () => {
    const a = await applicant();
    const res = await applyTo(jobId, a, [
      { questionId: 'license', value: true },
      { questionId: 'years', value: 1 },
    ]);
    expect(res.status).toBe(201);
    const detail = await call(`/api/company/applications/${res.body._id}`, {
      token: company.token,
    });
    expect(detail.body.knockedOut).toBe(true);
    expect(detail.body.stage).toBe('applied');
    expect(
      detail.body.screening.find((s: { questionId: string }) => s.questionId === 'years'),
    ).toMatchObject({
      value: 1,
      knockedOut: true,
    });
  });

  it('answers a posting without questions as before, body or not', async () => {
    const plain = await published({});
    expect((await applyTo(plain, await applicant())).status).toBe(201);
    expect((await applyTo(plain, await applicant(), [])).status).toBe(201);
  });
});

describe('knock-out with reject', () => {
  it('moves a knocked-out application to rejected with the posting’s reason and a history event', async () => {
    const [reason] = (
      (await server.app.db
        .execute(sql`insert into reject_reasons (company_id, name_en, name_ar, position)
        values (${company.id}, 'Missing licence', 'لا توجد رخصة', 900) returning id`)) as unknown as {
        rows: Array<{ id: string }>;
      }
    ).rows;
    const reasonId = reason?.id ?? '';
    const jobId = await published({
      screeningQuestions: [questions[0]],
      knockoutAction: 'reject',
      knockoutReasonId: reasonId,
    });
    const own = await call(`/api/company/jobs/${jobId}`, { token: company.token });
    expect(own.body).toMatchObject({ knockoutAction: 'reject', knockoutReasonId: reasonId });

    const out = await applyTo(jobId, await applicant(), [{ questionId: 'license', value: false }]);
    expect(out.status).toBe(201);
    const detail = await call(`/api/company/applications/${out.body._id}`, {
      token: company.token,
    });
    expect(detail.body).toMatchObject({ knockedOut: true, stage: 'rejected' });
    expect(detail.body.history).toMatchObject([
      { from: null, to: 'applied' },
      { from: 'applied', to: 'rejected' },
    ]);
    const events = (
      (await server.app.db.execute(
        sql`select reason_id from application_events where application_id = ${out.body._id} and to_stage = 'rejected'`,
      )) as unknown as { rows: Array<{ reason_id: string }> }
    ).rows;
    expect(events).toEqual([{ reason_id: reasonId }]);

    const passing = await applyTo(jobId, await applicant(), [
      { questionId: 'license', value: true },
    ]);
    const kept = await call(`/api/company/applications/${passing.body._id}`, {
      token: company.token,
    });
    expect(kept.body).toMatchObject({ knockedOut: false, stage: 'applied' });
  });
});
