// Issue 40: a posting's recruiter sets the fit score's weights and must-haves
// (getJobFitSettings, setJobFitSettings), and the posting's ranked list follows at once. Through
// real HTTP on a fresh database (PGlite, or PostgreSQL with DATABASE_URL).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isiKey } from '@talentpool/domain/isi/key';
import { jobPostings } from '../src/db/schema';
import { createAccount, type TestAccount } from './helpers/accounts';
import { json, startTestServer, type TestServer } from './helpers/testServer';
import { validProfile } from './security/fixtures';

let server: TestServer;
let company: TestAccount;
let other: TestAccount;

function answersFor(value: Record<string, number>): number[] {
  return isiKey.map((e) => {
    const v = value[e.scale] ?? 1;
    return e.reverse ? 6 - v : v;
  });
}
const digits = (n: number) =>
  Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');

async function call(path: string, init: { method?: string; token?: string; json?: unknown } = {}) {
  const res = await server.request(path, {
    method: init.method ?? 'GET',
    token: init.token,
    json: init.json,
  });
  return { status: res.status, body: await json(res) };
}

async function applicant(jobId: string, profile: object, blp: number) {
  const account = await createAccount(server, 'User');
  const saved = await call('/api/user', {
    method: 'PUT',
    token: account.token,
    json: { ...validProfile(`2990101${digits(7)}`), ...profile },
  });
  expect(saved.status).toBe(200);
  const taken = await call('/api/company/test', {
    method: 'POST',
    token: account.token,
    json: { result: answersFor({ blp, flp: 2, frp: 2, brp: 2 }) },
  });
  expect(taken.status).toBe(200);
  const applied = await call(`/api/jobs/${jobId}/apply`, { method: 'POST', token: account.token });
  expect(applied.status).toBe(201);
  return applied.body._id as string;
}

async function ranked(jobId: string) {
  const res = await call(`/api/company/jobs/${jobId}/applicants?pageSize=50`, {
    token: company.token,
  });
  expect(res.status).toBe(200);
  return res.body.applicants as {
    _id: string;
    rank: number;
    fit: { score: number | null; passes?: boolean; mustHaves?: string[]; reasons: string[] };
  }[];
}

let jobId = '';
let developer = '';
let accountant = '';

beforeAll(async () => {
  server = await startTestServer();
  company = await createAccount(server, 'Company');
  other = await createAccount(server, 'Company');
  const created = await call('/api/company/jobs', {
    method: 'POST',
    token: company.token,
    json: {
      title: 'React developer',
      description: 'Build our web app with React and TypeScript.',
      workplace: 'remote',
      country: '',
      city: '',
      field: 'Digital Services',
      minEducation: null,
      minExperience: '2-5 years',
      requirement: { kind: 'jobmatch', items: [7, 12] },
    },
  });
  expect(created.status).toBe(201);
  jobId = created.body._id;
  expect(
    (
      await call(`/api/company/jobs/${jobId}/status`, {
        method: 'PATCH',
        token: company.token,
        json: { status: 'published' },
      })
    ).status,
  ).toBe(200);
  developer = await applicant(
    jobId,
    {
      jobPosition: 'Digital Services',
      yearsOfExp: '2-5 years',
      technicalSkills: [{ name: 'React.js' }, { name: 'TypeScript' }],
    },
    2,
  );
  accountant = await applicant(
    jobId,
    {
      jobPosition: 'Banking',
      yearsOfExp: '2-5 years',
      technicalSkills: [{ name: 'Accounting' }, { name: 'IFRS' }],
    },
    5,
  );
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('a posting’s fit settings (issue 40)', () => {
  it('answers the defaults and the skills found in the text', async () => {
    const res = await call(`/api/company/jobs/${jobId}/fit-settings`, { token: company.token });
    expect(res.status).toBe(200);
    expect(res.body.custom).toBe(false);
    expect(res.body.settings).toEqual(res.body.defaults);
    expect(res.body.skills).toEqual(['React', 'TypeScript']);
    expect((await ranked(jobId)).map((a) => a._id)).toEqual([developer, accountant]);
  });

  it('the weights change the order at once, and the reasons show each part', async () => {
    const res = await call(`/api/company/jobs/${jobId}/fit-settings`, {
      method: 'PUT',
      token: company.token,
      json: { weights: { skills: 0, experience: 0, education: 0, field: 0, style: 100 } },
    });
    expect(res.status).toBe(200);
    expect(res.body.custom).toBe(true);
    expect(res.body.settings.weights.style).toBe(100);
    const list = await ranked(jobId);
    expect(list.map((a) => a._id)).toEqual([accountant, developer]);
    expect(list[0]?.fit.reasons.join(' ')).toMatch(/ISI style.*100 of 100 points|of 100 points/);
    const [row] = await server.app.db
      .select({ settings: jobPostings.fitSettings })
      .from(jobPostings)
      .where(eq(jobPostings.id, jobId));
    expect(row?.settings).toMatchObject({ weights: { style: 100 } });
  });

  it('a must-have skill ranks who lacks it below everyone, whatever the weights', async () => {
    const res = await call(`/api/company/jobs/${jobId}/fit-settings`, {
      method: 'PUT',
      token: company.token,
      json: {
        weights: { skills: 0, experience: 0, education: 0, field: 0, style: 100 },
        mustHaves: { skills: ['رياكت'] },
      },
    });
    expect(res.status).toBe(200);
    const list = await ranked(jobId);
    expect(list.map((a) => a._id)).toEqual([developer, accountant]);
    expect(list[1]?.fit.passes).toBe(false);
    // The failed must-have apart from the parts' reasons.
    expect(list[1]?.fit.mustHaves).toEqual([expect.stringMatching(/رياكت/)]);
    expect(list[1]?.fit.reasons.join(' ')).not.toMatch(/رياكت/);
    expect(list[0]?.fit.mustHaves).toEqual([]);
  });

  it('refuses bad settings with 400 and stores nothing', async () => {
    for (const body of [
      { weights: { skills: 0, experience: 0, education: 0, field: 0, style: 0 } },
      { weights: { skills: 1.5, experience: 0, education: 0, field: 0, style: 1 } },
      { weights: { skills: 101, experience: 0, education: 0, field: 0, style: 1 } },
      { mustHaves: { skills: Array.from({ length: 11 }, (_, i) => `s${i}`) } },
      { skills: [''] },
    ]) {
      const res = await call(`/api/company/jobs/${jobId}/fit-settings`, {
        method: 'PUT',
        token: company.token,
        json: body,
      });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
    const after = await call(`/api/company/jobs/${jobId}/fit-settings`, { token: company.token });
    expect(after.body.settings.mustHaves.skills).toEqual(['رياكت']);
  });

  it("another company's posting is not found; a job seeker and a stranger are refused", async () => {
    const theirs = await call(`/api/company/jobs/${jobId}/fit-settings`, {
      method: 'PUT',
      token: other.token,
      json: {},
    });
    expect(theirs.status).toBe(404);
    const user = await createAccount(server, 'User');
    expect(
      (await call(`/api/company/jobs/${jobId}/fit-settings`, { token: user.token })).status,
    ).toBe(403);
    expect((await call(`/api/company/jobs/${jobId}/fit-settings`)).status).toBe(401);
  });

  it('the ranked list leaves the rejected out unless asked; a column still shows them', async () => {
    const reasons = await call('/api/company/reject-reasons', { token: company.token });
    const moved = await call(`/api/company/applications/${accountant}/stage`, {
      method: 'PATCH',
      token: company.token,
      json: { stage: 'rejected', reasonId: reasons.body.reasons[0]._id, notify: false },
    });
    expect(moved.status).toBe(200);
    expect((await ranked(jobId)).map((a) => a._id)).toEqual([developer]);
    // The total counts what the list shows (a total with the rejected gave empty last pages).
    const listed = await call(`/api/company/jobs/${jobId}/applicants`, { token: company.token });
    expect(listed.body.total).toBe(1);
    const all = await call(`/api/company/jobs/${jobId}/applicants?rejected=true`, {
      token: company.token,
    });
    expect(all.body.total).toBe(2);
    expect(all.body.applicants.map((a: { _id: string }) => a._id)).toEqual([developer, accountant]);
    const column = await call(`/api/company/jobs/${jobId}/applicants?stage=rejected`, {
      token: company.token,
    });
    expect(column.body.applicants.map((a: { _id: string }) => a._id)).toEqual([accountant]);
    const back = await call(`/api/company/applications/${accountant}/stage`, {
      method: 'PATCH',
      token: company.token,
      json: { stage: 'applied', notify: false },
    });
    expect(back.status).toBe(200);
  });

  it('back to the defaults', async () => {
    const res = await call(`/api/company/jobs/${jobId}/fit-settings`, {
      method: 'PUT',
      token: company.token,
      json: {},
    });
    expect(res.status).toBe(200);
    expect(res.body.settings).toEqual(res.body.defaults);
    expect((await ranked(jobId)).map((a) => a._id)).toEqual([developer, accountant]);
  });
});
