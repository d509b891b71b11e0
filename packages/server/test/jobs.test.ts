// Job postings, the job board and applications as users make them (issue 12, decisions 100 and
// 101), over real HTTP on a fresh database.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scoreChecklist } from '@talentpool/domain/checklists/scoring';
import { applications, users } from '../src/db/schema';
import { createAccount, type TestAccount } from './helpers/accounts';
import { json, startTestServer, type TestServer } from './helpers/testServer';
import { jobPosting, validCompany, validProfile } from './security/fixtures';

let server: TestServer;
let company: TestAccount;
let otherCompany: TestAccount;
let user: TestAccount;
let incompleteUser: TestAccount;

const unknownId = '00000000-0000-4000-8000-000000000000';

// The shared valid posting, with the description and unsorted items these tests check.
const posting = {
  ...jobPosting,
  description: 'Plans the weekly picking schedule of the Cairo warehouse.',
  requirement: { kind: 'findboss', items: [22, 21, 0] },
};

function call(
  method: string,
  path: string,
  options: { token?: string; json?: unknown; lang?: string } = {},
) {
  return server.request(path, {
    method,
    token: options.token,
    json: options.json,
    headers: options.lang ? { 'x-lang': options.lang } : undefined,
  });
}

async function create(account: TestAccount, body: Record<string, unknown> = {}) {
  const res = await call('POST', '/api/company/jobs', {
    token: account.token,
    json: { ...posting, ...body },
  });
  const answer = await json(res);
  expect(res.status, JSON.stringify(answer)).toBe(201);
  return answer as { _id: string; [key: string]: unknown };
}

async function setStatus(account: TestAccount, id: string, status: string) {
  const res = await call('PATCH', `/api/company/jobs/${id}/status`, {
    token: account.token,
    json: { status },
  });
  const answer = await json(res);
  expect(res.status, JSON.stringify(answer)).toBe(200);
  return answer;
}

async function published(account: TestAccount, body: Record<string, unknown> = {}) {
  const made = await create(account, body);
  return setStatus(account, made._id, 'published');
}

async function completeUser(): Promise<TestAccount> {
  const account = await createAccount(server, 'User');
  await server.app.db
    .update(users)
    .set({ dataComplete: true, name: 'Nour Salem', jobPosition: 'Transportation' })
    .where(eq(users.id, account.id));
  return account;
}

beforeAll(async () => {
  server = await startTestServer();
  [company, otherCompany, user, incompleteUser] = await Promise.all([
    createAccount(server, 'Company'),
    createAccount(server, 'Company'),
    createAccount(server, 'User'),
    createAccount(server, 'User'),
  ]);
  const saved = await call('PUT', '/api/company', { token: company.token, json: validCompany });
  expect(saved.status).toBe(200);
  const other = await call('PUT', '/api/company', {
    token: otherCompany.token,
    json: { ...validCompany, companyName: 'Nile Logistics' },
  });
  expect(other.status).toBe(200);
  const profile = await call('PUT', '/api/user', { token: user.token, json: validProfile() });
  expect(profile.status, await profile.clone().text()).toBe(200);
});

afterAll(async () => {
  await server?.close();
});

describe('company postings', () => {
  it('creates a draft with the requirement profile computed by the server', async () => {
    const res = await call('POST', '/api/company/jobs', {
      token: company.token,
      json: { ...posting, requirementProfile: { '4': 100, '5': 0, '6': 0, '7': 0 } },
    });
    expect(res.status).toBe(201);
    const body = await json(res);
    const expected = scoreChecklist('findboss', [0, 21, 22]);
    if (!expected.ok) throw new Error('fixture');
    expect(body).toMatchObject({
      companyId: company.id,
      companyName: 'Acme Trading',
      companyPic: null,
      status: 'draft',
      title: posting.title,
      workplace: 'onsite',
      country: 'EG',
      city: 'Cairo',
      field: 'Transportation',
      minEducation: 'Faculty degree',
      minExperience: '2-5 years',
      requirementSource: { kind: 'findboss', items: [0, 21, 22] },
      requirementProfile: expected.profile,
      publishedAt: null,
      closedAt: null,
      applicantCount: 0,
      countsByStage: { applied: 0, screening: 0, interview: 0, offer: 0, hired: 0, rejected: 0 },
    });
    expect(body._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(body.createdAt)).not.toBeNaN();
  });

  it('takes the profile of one of its own description cards, and 404 for another’s', async () => {
    const cardRes = await call('POST', '/api/company/descriptionCards', {
      token: company.token,
      json: { kind: 'jobmatch', title: 'Planner', description: '', items: [7, 12, 13] },
    });
    const card = await json(cardRes);
    expect(cardRes.status).toBe(201);
    const made = await create(company, { requirement: { kind: 'card', cardId: card._id } });
    expect(made.requirementSource).toEqual({ kind: 'card', cardId: card._id });
    expect(made.requirementProfile).toEqual(card.profile);

    const res = await call('POST', '/api/company/jobs', {
      token: otherCompany.token,
      json: { ...posting, requirement: { kind: 'card', cardId: card._id } },
    });
    expect(res.status).toBe(404);
    expect(await json(res)).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses invalid postings with translated field messages', async () => {
    const res = await call('POST', '/api/company/jobs', {
      token: company.token,
      json: {
        ...posting,
        title: ' ',
        country: '',
        field: 'Astrology',
        requirement: { kind: 'jobmatch', items: [1, 1, 99] },
      },
    });
    expect(res.status).toBe(400);
    const body = await json(res);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body).sort()).toEqual(['code', 'error', 'fields']);
    expect(body.fields).toMatchObject({
      title: 'Job title is required',
      country: 'Country is required unless the job is remote',
      field: 'Choose the professional field',
    });
    expect(body.fields['requirement.items']).toBeTruthy();

    const ar = await call('POST', '/api/company/jobs', {
      token: company.token,
      lang: 'ar',
      json: { ...posting, title: '' },
    });
    expect((await json(ar)).fields).toEqual({ title: 'المسمى الوظيفي مطلوب' });
  });

  it('accepts a remote posting without a country', async () => {
    const made = await create(company, { workplace: 'remote', country: '', city: '' });
    expect(made).toMatchObject({ workplace: 'remote', country: '' });
  });

  it('edits a posting of any status, and only its own', async () => {
    const made = await published(company);
    const res = await call('PUT', `/api/company/jobs/${made._id}`, {
      token: company.token,
      json: { ...posting, title: 'Senior warehouse planner', minEducation: null },
    });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({
      _id: made._id,
      title: 'Senior warehouse planner',
      minEducation: null,
      status: 'published',
    });
    for (const [method, path, body] of [
      ['PUT', `/api/company/jobs/${made._id}`, posting],
      ['GET', `/api/company/jobs/${made._id}`, undefined],
      ['PATCH', `/api/company/jobs/${made._id}/status`, { status: 'closed' }],
      ['GET', `/api/company/jobs/${unknownId}`, undefined],
    ] as const) {
      const other = await call(method, path, { token: otherCompany.token, json: body });
      expect(other.status, `${method} ${path}`).toBe(404);
      expect(await json(other)).toMatchObject({ code: 'NOT_FOUND' });
    }
    const still = await json(
      await call('GET', `/api/company/jobs/${made._id}`, { token: company.token }),
    );
    expect(still).toMatchObject({ title: 'Senior warehouse planner', status: 'published' });
  });

  it('publishes, closes and reopens, stamping the times', async () => {
    const made = await create(company);
    const pub = await setStatus(company, made._id, 'published');
    expect(pub.status).toBe('published');
    expect(Date.parse(pub.publishedAt)).not.toBeNaN();
    const again = await setStatus(company, made._id, 'published');
    expect(again.publishedAt).toBe(pub.publishedAt);
    const closed = await setStatus(company, made._id, 'closed');
    expect(closed).toMatchObject({ status: 'closed', publishedAt: pub.publishedAt });
    expect(Date.parse(closed.closedAt)).not.toBeNaN();
    const reopened = await setStatus(company, made._id, 'published');
    expect(reopened).toMatchObject({ status: 'published', closedAt: null });
    const draft = await setStatus(company, made._id, 'draft');
    expect(draft).toMatchObject({ status: 'draft', publishedAt: null, closedAt: null });

    const bad = await call('PATCH', `/api/company/jobs/${made._id}/status`, {
      token: company.token,
      json: { status: 'archived' },
    });
    expect(bad.status).toBe(400);
    expect((await json(bad)).fields).toEqual({ status: 'Choose draft, published or closed' });
  });

  it('lists only its own postings, newest first, filtered by status and paged', async () => {
    const company2 = await createAccount(server, 'Company');
    const a = await create(company2, { title: 'First' });
    const b = await create(company2, { title: 'Second' });
    const c = await create(company2, { title: 'Third' });
    await setStatus(company2, b._id, 'published');
    await create(otherCompany, { title: 'Not theirs' });

    const all = await json(await call('GET', '/api/company/jobs', { token: company2.token }));
    expect(all).toMatchObject({ total: 3, page: 1, pageSize: 20 });
    expect(all.postings.map((p: { _id: string }) => p._id)).toEqual([c._id, b._id, a._id]);

    const page2 = await json(
      await call('GET', '/api/company/jobs?page=2&pageSize=2', { token: company2.token }),
    );
    expect(page2).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page2.postings.map((p: { _id: string }) => p._id)).toEqual([a._id]);

    const drafts = await json(
      await call('GET', '/api/company/jobs?status=draft', { token: company2.token }),
    );
    expect(drafts.postings.map((p: { title: string }) => p.title)).toEqual(['Third', 'First']);

    const bad = await call('GET', '/api/company/jobs?pageSize=500&status=old', {
      token: company2.token,
    });
    expect(bad.status).toBe(400);
    expect(Object.keys((await json(bad)).fields).sort()).toEqual(['pageSize', 'status']);
  });
});

describe('job board', () => {
  let board: TestAccount;
  let ids: { remote: string; saudi: string; cairo: string };

  beforeAll(async () => {
    board = await createAccount(server, 'Company');
    await call('PUT', '/api/company', {
      token: board.token,
      json: { ...validCompany, companyName: 'Zephyr Boards' },
    });
    const make = async (title: string, extra: Record<string, unknown>) =>
      (await published(board, { title, ...extra }))._id as string;
    ids = {
      remote: await make('Remote data steward', {
        workplace: 'remote',
        country: '',
        field: 'Data Management',
        minEducation: null,
      }),
      saudi: await make('Riyadh sales lead', {
        workplace: 'hybrid',
        country: 'SA',
        field: 'Marketing',
        minEducation: 'Post graduate degree',
      }),
      cairo: await make('Cairo 50% planner', {
        field: 'Transportation',
        minEducation: 'Non-faculty graduate',
      }),
    };
    await create(board, { title: 'Zephyr secret draft' });
  });

  it('shows published postings only, newest first, to anyone', async () => {
    const res = await call('GET', '/api/jobs?q=zephyr');
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.postings.map((p: { _id: string }) => p._id)).toEqual([
      ids.cairo,
      ids.saudi,
      ids.remote,
    ]);
    expect(body.total).toBe(3);
    expect(body.postings[0]).not.toHaveProperty('applicantCount');
    expect(body.postings[0]).toMatchObject({ companyName: 'Zephyr Boards', status: 'published' });
  });

  it('matches every word of q in title, description or company name, literally', async () => {
    const titles = async (q: string) =>
      (await json(await call('GET', `/api/jobs?q=${encodeURIComponent(q)}`))).postings.map(
        (p: { title: string }) => p.title,
      );
    expect(await titles('ZEPHYR steward')).toEqual(['Remote data steward']);
    // Another company's posting with "50" but no "50%": the pattern of an unescaped "50%"
    // (`%50%%`) would match it too.
    const harbour = await createAccount(server, 'Company');
    await call('PUT', '/api/company', {
      token: harbour.token,
      json: { ...validCompany, companyName: 'Harbour Works' },
    });
    await published(harbour, { title: 'Crane operator, 5000 tonnes a day' });
    expect(await titles('5000')).toEqual(['Crane operator, 5000 tonnes a day']);
    expect(await titles('50%')).toEqual(['Cairo 50% planner']);
    expect(await titles('zephyr nothing-like-this')).toEqual([]);
  });

  it('follows a company rename in q', async () => {
    await call('PUT', '/api/company', {
      token: board.token,
      json: { ...validCompany, companyName: 'Zephyr Quarry' },
    });
    const body = await json(await call('GET', '/api/jobs?q=quarry'));
    expect(body.total).toBe(3);
  });

  it('filters by field, workplace, country and education, ignoring empty filters', async () => {
    const idsOf = async (query: string) =>
      (await json(await call('GET', `/api/jobs?q=zephyr&${query}`))).postings.map(
        (p: { _id: string }) => p._id,
      );
    expect(await idsOf('field=Marketing')).toEqual([ids.saudi]);
    expect(await idsOf('workplace=remote')).toEqual([ids.remote]);
    expect(await idsOf('country=SA')).toEqual([ids.saudi]);
    expect(await idsOf('country=&field=&workplace=')).toHaveLength(3);
    // A holder of a faculty degree qualifies for no requirement and lower ones.
    expect(await idsOf('minEducation=Faculty%20degree')).toEqual([ids.cairo, ids.remote]);
  });

  it('pages', async () => {
    const first = await json(await call('GET', '/api/jobs?q=zephyr&pageSize=2'));
    const second = await json(await call('GET', '/api/jobs?q=zephyr&pageSize=2&page=2'));
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect([...first.postings, ...second.postings].map((p: { _id: string }) => p._id)).toEqual([
      ids.cairo,
      ids.saudi,
      ids.remote,
    ]);
  });

  it('refuses bad filters with field messages', async () => {
    const res = await call('GET', '/api/jobs?workplace=moon&country=Egypt&page=0');
    expect(res.status).toBe(400);
    const body = await json(res);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.fields).sort()).toEqual(['country', 'page', 'workplace']);
  });

  it('shows a posting page; a draft only to its own company; closed as closed', async () => {
    const page = await call('GET', `/api/jobs/${ids.saudi}`);
    expect(page.status).toBe(200);
    expect(await json(page)).toMatchObject({ _id: ids.saudi, status: 'published' });

    const draft = await create(board, { title: 'Hidden' });
    for (const token of [undefined, user.token, otherCompany.token, 'not-a-token']) {
      const res = await call('GET', `/api/jobs/${draft._id}`, { token });
      expect(res.status).toBe(404);
      expect(await json(res)).toMatchObject({ code: 'NOT_FOUND' });
    }
    const own = await call('GET', `/api/jobs/${draft._id}`, { token: board.token });
    expect(own.status).toBe(200);
    expect(await json(own)).toMatchObject({ status: 'draft', applicantCount: 0 });

    await setStatus(board, ids.remote, 'closed');
    const closed = await json(await call('GET', `/api/jobs/${ids.remote}`));
    expect(closed.status).toBe('closed');
    const list = await json(await call('GET', '/api/jobs?q=zephyr'));
    expect(list.postings.map((p: { _id: string }) => p._id)).not.toContain(ids.remote);

    expect((await call('GET', `/api/jobs/${unknownId}`)).status).toBe(404);
    expect((await call('GET', '/api/jobs/not-a-uuid')).status).toBe(400);
  });
});

describe('applications', () => {
  it('applies once with a complete profile; the second time is 409 ALREADY_APPLIED', async () => {
    const job = await published(company, { title: 'Applied once' });
    const res = await call('POST', `/api/jobs/${job._id}/apply`, { token: user.token });
    expect(res.status).toBe(201);
    const application = await json(res);
    expect(application).toMatchObject({
      jobId: job._id,
      title: 'Applied once',
      companyName: 'Acme Trading',
      jobStatus: 'published',
      stage: 'applied',
      // Each entry names its stage in both languages (decision 130), the reader picks.
      history: [{ from: null, to: 'applied', toName: { en: 'Applied', ar: 'تم التقديم' } }],
    });
    expect(application.appliedAt).toBe(application.stageChangedAt);

    const again = await call('POST', `/api/jobs/${job._id}/apply`, { token: user.token });
    expect(again.status).toBe(409);
    expect(await json(again)).toEqual({
      code: 'ALREADY_APPLIED',
      error: 'You have already applied to this job.',
    });

    const counted = await json(
      await call('GET', `/api/company/jobs/${job._id}`, { token: company.token }),
    );
    expect(counted).toMatchObject({ applicantCount: 1, countsByStage: { applied: 1 } });
  });

  it('accepts exactly one of 20 concurrent applications of the same user', async () => {
    const job = await published(company, { title: 'Race' });
    const racer = await completeUser();
    const statuses = await Promise.all(
      Array.from({ length: 20 }, () =>
        call('POST', `/api/jobs/${job._id}/apply`, { token: racer.token }).then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const rows = await server.app.db
      .select()
      .from(applications)
      .where(eq(applications.jobId, job._id));
    expect(rows).toHaveLength(1);
  });

  it('refuses a closed or draft posting with 409 JOB_CLOSED, and an unknown one with 404', async () => {
    const draft = await create(company, { title: 'Draft' });
    const closed = await published(company, { title: 'Closed' });
    await setStatus(company, closed._id, 'closed');
    for (const id of [draft._id, closed._id]) {
      const res = await call('POST', `/api/jobs/${id}/apply`, { token: user.token });
      expect(res.status).toBe(409);
      expect(await json(res)).toMatchObject({ code: 'JOB_CLOSED' });
    }
    const unknown = await call('POST', `/api/jobs/${unknownId}/apply`, { token: user.token });
    expect(unknown.status).toBe(404);
  });

  it('asks for a complete profile first (403 with a profile message)', async () => {
    const job = await published(company, { title: 'Needs a profile' });
    const res = await call('POST', `/api/jobs/${job._id}/apply`, { token: incompleteUser.token });
    expect(res.status).toBe(403);
    expect(await json(res)).toEqual({
      code: 'FORBIDDEN',
      error: 'Complete your profile before applying.',
    });
    const ar = await call('POST', `/api/jobs/${job._id}/apply`, {
      token: incompleteUser.token,
      lang: 'ar',
    });
    expect((await json(ar)).error).toBe('أكمل ملفك الشخصي قبل التقديم.');
  });

  it('lists the user’s own applications with stage history, newest first, paged', async () => {
    const applicant = await completeUser();
    const first = await published(company, { title: 'Mine one' });
    const second = await published(otherCompany, { title: 'Mine two' });
    for (const job of [first, second]) {
      const res = await call('POST', `/api/jobs/${job._id}/apply`, { token: applicant.token });
      expect(res.status).toBe(201);
    }
    // Someone else's application is not listed.
    const stranger = await completeUser();
    await call('POST', `/api/jobs/${first._id}/apply`, { token: stranger.token });

    const list = await json(
      await call('GET', '/api/user/applications', { token: applicant.token }),
    );
    expect(list).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(list.applications.map((a: { title: string }) => a.title)).toEqual([
      'Mine two',
      'Mine one',
    ]);
    expect(list.applications[0]).toMatchObject({
      companyName: 'Nile Logistics',
      stage: 'applied',
      history: [{ from: null, to: 'applied' }],
    });
    const paged = await json(
      await call('GET', '/api/user/applications?pageSize=1&page=2', { token: applicant.token }),
    );
    expect(paged.applications.map((a: { title: string }) => a.title)).toEqual(['Mine one']);

    await setStatus(company, first._id, 'closed');
    const after = await json(
      await call('GET', '/api/user/applications', { token: applicant.token }),
    );
    expect(after.applications[1]).toMatchObject({ title: 'Mine one', jobStatus: 'closed' });
  });

  it('puts every own application, with its history, in the export of the user’s data', async () => {
    const applicant = await completeUser();
    const job = await published(company, { title: 'Exported' });
    await call('POST', `/api/jobs/${job._id}/apply`, { token: applicant.token });
    // Another user's application stays out of this export.
    const stranger = await completeUser();
    await call('POST', `/api/jobs/${job._id}/apply`, { token: stranger.token });

    const res = await call('GET', '/api/user/export', { token: applicant.token });
    expect(res.status).toBe(200);
    const data = await json(res);
    expect(data.applications).toHaveLength(1);
    expect(data.applications[0]).toMatchObject({
      jobId: job._id,
      title: 'Exported',
      companyName: 'Acme Trading',
      stage: 'applied',
      history: [{ from: null, to: 'applied' }],
    });
  });

  it('withdraws an own application only; it leaves the company’s counts', async () => {
    const applicant = await completeUser();
    const job = await published(company, { title: 'Withdrawn' });
    const made = await json(
      await call('POST', `/api/jobs/${job._id}/apply`, { token: applicant.token }),
    );
    const other = await call('DELETE', `/api/user/applications/${made._id}`, {
      token: user.token,
    });
    expect(other.status).toBe(404);
    const res = await call('DELETE', `/api/user/applications/${made._id}`, {
      token: applicant.token,
    });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    const gone = await call('DELETE', `/api/user/applications/${made._id}`, {
      token: applicant.token,
    });
    expect(gone.status).toBe(404);
    const counted = await json(
      await call('GET', `/api/company/jobs/${job._id}`, { token: company.token }),
    );
    expect(counted.applicantCount).toBe(0);
    // Withdrawn, the user may apply again.
    const again = await call('POST', `/api/jobs/${job._id}/apply`, { token: applicant.token });
    expect(again.status).toBe(201);
  });
});

describe('permissions', () => {
  const companyCalls = [
    ['POST', '/api/company/jobs', posting],
    ['GET', '/api/company/jobs', undefined],
    ['GET', `/api/company/jobs/${unknownId}`, undefined],
    ['PUT', `/api/company/jobs/${unknownId}`, posting],
    ['PATCH', `/api/company/jobs/${unknownId}/status`, { status: 'published' }],
  ] as const;
  const userCalls = [
    ['POST', `/api/jobs/${unknownId}/apply`, undefined],
    ['GET', '/api/user/applications', undefined],
    ['DELETE', `/api/user/applications/${unknownId}`, undefined],
  ] as const;

  it('anonymous callers get 401 on every guarded call, before validation', async () => {
    for (const [method, path, body] of [...companyCalls, ...userCalls]) {
      const res = await call(method, path, { json: body === undefined ? undefined : {} });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(await json(res)).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
  });

  it('a user gets 403 on company calls, a company 403 on user calls', async () => {
    for (const [method, path, body] of companyCalls) {
      const res = await call(method, path, { token: user.token, json: body });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(await json(res)).toMatchObject({ code: 'FORBIDDEN' });
    }
    for (const [method, path] of userCalls) {
      const res = await call(method, path, { token: company.token });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(await json(res)).toMatchObject({ code: 'FORBIDDEN' });
    }
  });

  it('documents every call in the OpenAPI document', async () => {
    const doc = await json(await call('GET', '/api/openapi.json'));
    for (const [method, path] of [
      ['post', '/api/company/jobs'],
      ['get', '/api/company/jobs'],
      ['get', '/api/company/jobs/{id}'],
      ['put', '/api/company/jobs/{id}'],
      ['patch', '/api/company/jobs/{id}/status'],
      ['get', '/api/jobs'],
      ['get', '/api/jobs/{id}'],
      ['post', '/api/jobs/{id}/apply'],
      ['get', '/api/user/applications'],
      ['delete', '/api/user/applications/{id}'],
    ] as const) {
      expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
    expect(doc.components.schemas).toHaveProperty('JobPosting');
    expect(doc.components.schemas).toHaveProperty('UserApplication');
  });
});
