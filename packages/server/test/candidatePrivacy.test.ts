// decisions.md 13 (issue 21, decision 128): a job seeker's discoverable and showContactDetails
// settings over HTTP, in every place a company reads candidates (search, CSV export, the
// style-candidates list, GET user/{id}) and on the public profile; a company always sees its own
// applicants in full; search, profile views and exports are limited per company (429).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../src/db/schema';
import { addMember, createAccount, type TestAccount } from './helpers/accounts';
import { json, startTestServer, type TestServer } from './helpers/testServer';
import { answers, validProfile } from './security/fixtures';

/** A JSON answer, as the shared helper types it. */
type Answer = Awaited<ReturnType<typeof json>>;

let server: TestServer;
/** The company the candidate applied to. */
let employer: TestAccount;
/** A company the candidate never applied to. */
let stranger: TestAccount;
let candidate: TestAccount;
let jobId: string;
let iRes2: number;

const limits = { search: 12, views: 12, exports: 3 };
const name = 'Zephyrine Quillfeather';
const mobile = '+20 1009876543';
/** Decision 139: what the server stores and answers (E.164). */
const storedMobile = '+201009876543';
const contactFields = ['mobileNO', 'wemail', 'address', 'dateOfBirth'] as const;
const randomDigits = (n: number) =>
  Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');

async function call(path: string, init: { method?: string; token?: string; json?: unknown } = {}) {
  const res = await server.request(path, {
    method: init.method ?? 'GET',
    token: init.token,
    json: init.json,
  });
  const text = await res.text();
  let body: Answer = text;
  try {
    body = JSON.parse(text);
  } catch {
    // CSV
  }
  return { status: res.status, body, text };
}

const setPrivacy = (discoverable: boolean, showContactDetails: boolean) =>
  call('/api/user/privacy', {
    method: 'PUT',
    token: candidate.token,
    json: { discoverable, showContactDetails },
  });

const searchIds = async (company: TestAccount) => {
  const res = await call(`/api/company/search?q=${encodeURIComponent('Quillfeather')}`, {
    token: company.token,
  });
  expect(res.status).toBe(200);
  return (res.body.users as { _id: string }[]).map((u) => u._id);
};

const exported = async (company: TestAccount) => {
  const res = await call(`/api/company/search.csv?q=Quillfeather`, { token: company.token });
  expect(res.status).toBe(200);
  return res.text;
};

const styleIds = async (company: TestAccount) => {
  const ids: string[] = [];
  for (let page = 1; page < 20; page++) {
    const res = await call(`/api/company/candidates?style=${iRes2}&page=${page}&pageSize=100`, {
      token: company.token,
    });
    expect(res.status).toBe(200);
    ids.push(...(res.body.users as { _id: string }[]).map((u) => u._id));
    if (res.body.users.length < 100) break;
  }
  return ids;
};

const viewAs = (company: TestAccount) =>
  call(`/api/user/${candidate.id}`, { token: company.token });

beforeAll(async () => {
  server = await startTestServer({
    env: {
      RATE_LIMIT_SEARCH: String(limits.search),
      RATE_LIMIT_PROFILE_VIEWS: String(limits.views),
      RATE_LIMIT_EXPORTS: String(limits.exports),
    },
  });
  [employer, stranger, candidate] = await Promise.all([
    createAccount(server, 'Company'),
    createAccount(server, 'Company'),
    createAccount(server, 'User'),
  ]);
  await server.app.db
    .update(companies)
    .set({ companyName: 'Employer Ltd' })
    .where(eq(companies.id, employer.id));
  const saved = await call('/api/user', {
    method: 'PUT',
    token: candidate.token,
    json: { ...validProfile(`2990101${randomDigits(7)}`), name, mobileNO: mobile },
  });
  expect(saved.status).toBe(200);
  const taken = await call('/api/company/test', {
    method: 'POST',
    token: candidate.token,
    json: { result: answers(2) },
  });
  expect(taken.status).toBe(200);
  iRes2 = taken.body.iRes2 ?? taken.body.user?.iRes2;
  if (typeof iRes2 !== 'number') {
    const own = await call(`/api/user/${candidate.id}`, { token: candidate.token });
    iRes2 = own.body.iRes2;
  }
  const created = await call('/api/company/jobs', {
    method: 'POST',
    token: employer.token,
    json: {
      title: 'Operations planner',
      description: 'Plans the week',
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
  jobId = created.body._id;
  const published = await call(`/api/company/jobs/${jobId}/status`, {
    method: 'PATCH',
    token: employer.token,
    json: { status: 'published' },
  });
  expect(published.status).toBe(200);
  const applied = await call(`/api/jobs/${jobId}/apply`, {
    method: 'POST',
    token: candidate.token,
  });
  expect(applied.status).toBe(201);
});

afterAll(async () => {
  await server.close();
});

describe('the settings', () => {
  it('start discoverable with contact details hidden, and the owner reads them', async () => {
    const own = await call(`/api/user/${candidate.id}`, { token: candidate.token });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ discoverable: true, showContactDetails: false });
    expect(own.body.mobileNO).toBe(storedMobile);
    expect(own.body.contactHidden).toBeUndefined();
  });

  it('are set by the job seeker only, and checked', async () => {
    const bad = await call('/api/user/privacy', {
      method: 'PUT',
      token: candidate.token,
      json: { discoverable: 'no' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
    const asCompany = await call('/api/user/privacy', {
      method: 'PUT',
      token: stranger.token,
      json: { discoverable: false, showContactDetails: true },
    });
    expect(asCompany.status).toBe(403);
    const anonymous = await call('/api/user/privacy', {
      method: 'PUT',
      json: { discoverable: false, showContactDetails: true },
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('by default (discoverable, contact details hidden)', () => {
  it('every company finds the candidate in search, the export and the style list', async () => {
    expect(await searchIds(stranger)).toContain(candidate.id);
    expect(await exported(stranger)).toContain(candidate.id);
    expect(await styleIds(stranger)).toContain(candidate.id);
  });

  it('a company the candidate never applied to is not sent the contact details', async () => {
    const res = await viewAs(stranger);
    expect(res.status).toBe(200);
    expect(res.body.contactHidden).toBe(true);
    for (const field of contactFields) expect(res.body).not.toHaveProperty(field);
    expect(res.text).not.toContain(mobile);
    expect(res.text).not.toContain('12 Nile Street');
    expect(res.body.name).toBe(name);
  });

  it('the company applied to sees the full profile', async () => {
    const res = await viewAs(employer);
    expect(res.status).toBe(200);
    expect(res.body.mobileNO).toBe(storedMobile);
    expect(res.body.address).toBeTruthy();
    expect(res.body.dateOfBirth).toBeTruthy();
    expect(res.body.contactHidden).toBeUndefined();
    expect(res.body.nationalID).toBeUndefined();
  });

  it("a hiring manager of that company sees them only once on the posting's hiring team", async () => {
    // decisions.md 11: a hiring manager sees the applications of their teams' postings only.
    const manager = await addMember(server, employer, 'hiringManager');
    const before = await viewAs(manager);
    expect(before.status).toBe(200);
    expect(before.body.contactHidden).toBe(true);
    expect(before.text).not.toContain(storedMobile);
    // Issue 44: a posting with a hiring team that is not theirs opens nothing either (the step
    // from "no team" straight to "a team with the manager" passed with the member condition
    // dropped from the rule).
    const otherManager = await addMember(server, employer, 'hiringManager');
    const otherTeam = await call(`/api/company/jobs/${jobId}/team`, {
      method: 'PUT',
      token: employer.token,
      json: { memberIds: [otherManager.memberId] },
    });
    expect(otherTeam.status).toBe(200);
    const onAnotherTeam = await viewAs(manager);
    expect(onAnotherTeam.body.contactHidden).toBe(true);
    expect(onAnotherTeam.text).not.toContain(storedMobile);
    expect((await viewAs(otherManager)).body.mobileNO).toBe(storedMobile);
    const team = await call(`/api/company/jobs/${jobId}/team`, {
      method: 'PUT',
      token: employer.token,
      json: { memberIds: [manager.memberId] },
    });
    expect(team.status).toBe(200);
    const after = await viewAs(manager);
    expect(after.body.mobileNO).toBe(storedMobile);
    expect(after.body.contactHidden).toBeUndefined();
    // A recruiter sees every posting's applications.
    const recruiter = await addMember(server, employer, 'recruiter');
    expect((await viewAs(recruiter)).body.mobileNO).toBe(storedMobile);
  });

  it('the public profile never shows them', async () => {
    const res = await call(`/api/public/user/${candidate.id}`);
    expect(res.status).toBe(200);
    for (const field of contactFields) expect(res.body).not.toHaveProperty(field);
  });
});

describe('with contact details shown', () => {
  it('a company the candidate never applied to sees them; the public profile still does not', async () => {
    expect((await setPrivacy(true, true)).body).toMatchObject({
      discoverable: true,
      showContactDetails: true,
    });
    const res = await viewAs(stranger);
    expect(res.body.mobileNO).toBe(storedMobile);
    expect(res.body.contactHidden).toBeUndefined();
    const open = await call(`/api/public/user/${candidate.id}`);
    for (const field of contactFields) expect(open.body).not.toHaveProperty(field);
  });
});

describe('not discoverable', () => {
  it('no company finds the candidate in search, the export or the style list', async () => {
    await setPrivacy(false, false);
    for (const company of [stranger, employer]) {
      expect(await searchIds(company)).not.toContain(candidate.id);
      expect(await exported(company)).not.toContain(candidate.id);
      expect(await styleIds(company)).not.toContain(candidate.id);
    }
  });

  it('the company applied to still sees the applicant in its pipeline, in full', async () => {
    const applicants = await call(`/api/company/jobs/${jobId}/applicants`, {
      token: employer.token,
    });
    expect(applicants.status).toBe(200);
    expect(JSON.stringify(applicants.body)).toContain(candidate.id);
    const res = await viewAs(employer);
    expect(res.body.mobileNO).toBe(storedMobile);
    const other = await viewAs(stranger);
    expect(other.body.contactHidden).toBe(true);
    expect(other.text).not.toContain(mobile);
    await setPrivacy(true, false);
  });
});

describe('a company whose single-use link was answered', () => {
  it('sees no contact details: the answer belongs to the link, not to an account with its e-mail (decisions.md 16)', async () => {
    const linker = await createAccount(server, 'Company');
    await server.app.db
      .update(companies)
      .set({ companyName: 'Linker Ltd' })
      .where(eq(companies.id, linker.id));
    const generated = await call('/api/company/generateLink', {
      method: 'POST',
      token: linker.token,
      json: { email: candidate.email },
    });
    expect(generated.status).toBe(200);
    const code = String(generated.body.url).split('oneTimeLink/')[1];
    const before = await viewAs(linker);
    expect(before.body.contactHidden).toBe(true);
    const answered = await call('/api/company/oneTimeLink', {
      method: 'POST',
      json: { code, result: answers(4) },
    });
    expect(answered.status).toBe(200);
    // The company could answer its own link sent to the person's login e-mail.
    const after = await viewAs(linker);
    expect(after.body.contactHidden).toBe(true);
    expect(after.text).not.toContain(storedMobile);
  });
});

describe('per-company rate limits', () => {
  const limited = (res: { status: number; body: Answer }) => {
    expect(res.status).toBe(429);
    expect(res.body.code).toBe('RATE_LIMITED');
  };

  it('limit searches, and another company is not affected', async () => {
    const company = await createAccount(server, 'Company');
    for (let i = 0; i < limits.search; i++) {
      expect((await call('/api/company/search', { token: company.token })).status).toBe(200);
    }
    limited(await call('/api/company/search', { token: company.token }));
    const other = await createAccount(server, 'Company');
    expect((await call('/api/company/search', { token: other.token })).status).toBe(200);
  });

  it('limit the candidates of a style, a search by another route', async () => {
    const company = await createAccount(server, 'Company');
    const list = () => call('/api/company/candidates?style=4', { token: company.token });
    for (let i = 0; i < limits.search; i++) expect((await list()).status).toBe(200);
    limited(await list());
  });

  it('limit profile views', async () => {
    const company = await createAccount(server, 'Company');
    for (let i = 0; i < limits.views; i++) expect((await viewAs(company)).status).toBe(200);
    limited(await viewAs(company));
  });

  it('limit CSV exports', async () => {
    const company = await createAccount(server, 'Company');
    for (let i = 0; i < limits.exports; i++) {
      expect((await call('/api/company/search.csv', { token: company.token })).status).toBe(200);
    }
    limited(await call('/api/company/search.csv', { token: company.token }));
  });
});
