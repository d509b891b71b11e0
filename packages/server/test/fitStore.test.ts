// Decision 134 (issue 20): the fit score is stored on the application with what it was computed
// from, refreshed when the profile, the ISI result or the posting's requirement changes, ranked
// and paged in the database. Issue 40: the score of packages/domain/src/fit, and an applicant who
// fails a must-have ranks below everyone who passes. Through real HTTP on a fresh database (PGlite, or PostgreSQL with
// DATABASE_URL); the stored columns are read from the database itself.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scoreIsi } from '@talentpool/domain/isi/scoring';
import { isiKey } from '@talentpool/domain/isi/key';
import { rankFits } from '@talentpool/domain/fit/rankFits';
import { reasonText } from '@talentpool/domain/fit/reasonText';
import { scoreFit } from '@talentpool/domain/fit/scoreFit';
import { FIT_VERSION, isMustHaveFailure } from '@talentpool/domain/jobs/fitInputs';
import { refreshFits } from '../src/db/fitStore';
import { applications } from '../src/db/schema';
import { createAccount, type TestAccount } from './helpers/accounts';
import { json, startTestServer, type TestServer } from './helpers/testServer';
import { validProfile } from './security/fixtures';

let server: TestServer;
let company: TestAccount;

/** Answers whose keyed value is `value[scale]` (1..5) for every statement of that scale. */
function answersFor(value: Record<string, number>): number[] {
  return isiKey.map((e) => {
    const v = value[e.scale] ?? 1;
    return e.reverse ? 6 - v : v;
  });
}

const randomDigits = (n: number) =>
  Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');

async function call(path: string, init: { method?: string; token?: string; json?: unknown } = {}) {
  const res = await server.request(path, {
    method: init.method ?? 'GET',
    token: init.token,
    json: init.json,
  });
  return { status: res.status, body: await json(res) };
}

const postingInput = {
  title: 'Warehouse planner',
  description: 'Plans the weekly schedule of a warehouse.',
  workplace: 'remote',
  country: '',
  city: '',
  field: 'Architecture and Construction',
  minEducation: 'Faculty degree',
  minExperience: '6-10 years',
  // Job-Match: 7 and 12 are Planner items.
  requirement: { kind: 'jobmatch', items: [7, 12] },
};

interface Candidate {
  token: string;
  answers: number[] | null;
  yearsOfExp: string;
  applicationId: string;
}

async function postingWith(input: object = {}) {
  const created = await call('/api/company/jobs', {
    method: 'POST',
    token: company.token,
    json: { ...postingInput, ...input },
  });
  expect(created.status).toBe(201);
  const published = await call(`/api/company/jobs/${created.body._id}/status`, {
    method: 'PATCH',
    token: company.token,
    json: { status: 'published' },
  });
  expect(published.status).toBe(200);
  return published.body as { _id: string; requirementProfile: Record<string, number> };
}

async function saveProfile(token: string, yearsOfExp: string) {
  const saved = await call('/api/user', {
    method: 'PUT',
    token,
    json: { ...validProfile(`2990101${randomDigits(7)}`), yearsOfExp },
  });
  expect(saved.status).toBe(200);
}

async function takeIsi(token: string, answers: number[]) {
  const taken = await call('/api/company/test', {
    method: 'POST',
    token,
    json: { result: answers },
  });
  expect(taken.status).toBe(200);
}

async function applicant(
  jobId: string,
  answers: number[] | null,
  yearsOfExp: string,
): Promise<Candidate> {
  const account = await createAccount(server, 'User');
  await saveProfile(account.token, yearsOfExp);
  if (answers) await takeIsi(account.token, answers);
  const applied = await call(`/api/jobs/${jobId}/apply`, { method: 'POST', token: account.token });
  expect(applied.status).toBe(201);
  return { token: account.token, answers, yearsOfExp, applicationId: applied.body._id };
}

/** What the database holds for an application. */
async function stored(id: string) {
  const [row] = await server.app.db
    .select({
      fit: applications.fit,
      passes: applications.fitPasses,
      reasons: applications.fitReasons,
      inputs: applications.fitInputs,
    })
    .from(applications)
    .where(eq(applications.id, id));
  return row;
}

/** The fit the domain gives the applicant (validProfile with their ISI and experience). */
function expectedScore(
  c: Pick<Candidate, 'answers' | 'yearsOfExp'>,
  profile: Record<string, number>,
  minimums: { minEducation: string | null; minExperience: string | null } = postingInput,
) {
  const isi = c.answers ? scoreIsi(c.answers) : null;
  const fit = scoreFit(
    {
      title: postingInput.title,
      description: postingInput.description,
      field: postingInput.field,
      workplace: 'remote',
      country: '',
      minEducation: minimums.minEducation,
      minExperience: minimums.minExperience,
      requirementProfile: {
        '4': profile['4'] ?? 0,
        '5': profile['5'] ?? 0,
        '6': profile['6'] ?? 0,
        '7': profile['7'] ?? 0,
      },
    },
    {
      source: 'profile',
      isi: isi && { flp: isi.flp, frp: isi.frp, brp: isi.brp, blp: isi.blp },
      skills: ['PostgreSQL', 'Teamwork'],
      education: 'Faculty degree',
      experience: c.yearsOfExp,
      field: 'Data Management',
      country: 'Egypt',
      screening: [],
    },
  );
  return {
    ...fit,
    stored: fit.reasons.map((r) => ({
      key: 'fit.stored',
      text: { en: reasonText(r, 'en'), ar: reasonText(r, 'ar') },
      ...(isMustHaveFailure(r) ? { mustHave: true } : {}),
    })),
  };
}

async function page(jobId: string, query: string) {
  const res = await call(`/api/company/jobs/${jobId}/applicants?${query}`, {
    token: company.token,
  });
  expect(res.status).toBe(200);
  return res.body as {
    applicants: { _id: string; rank: number; stage: string; fit: { score: number | null } }[];
    total: number;
  };
}

beforeAll(async () => {
  server = await startTestServer();
  company = await createAccount(server, 'Company');
});

afterAll(async () => {
  await server?.close();
});

describe('the stored fit', () => {
  it('is written with the application, with its reasons and what it was computed from', async () => {
    const posting = await postingWith();
    const c = await applicant(posting._id, answersFor({ blp: 5 }), '>10 years');
    const row = await stored(c.applicationId);
    const expected = expectedScore(c, posting.requirementProfile);
    expect(row?.fit).toBe(expected.score);
    expect(row?.passes).toBe(true);
    expect(row?.reasons).toEqual(expected.stored);
    expect(row?.inputs).toMatchObject({
      v: FIT_VERSION,
      posting: { minEducation: 'Faculty degree', minExperience: '6-10 years' },
      applicant: {
        source: 'profile',
        education: 'Faculty degree',
        experience: '>10 years',
        field: 'Data Management',
        skills: ['PostgreSQL', 'Teamwork'],
      },
      knockouts: null,
    });
    expect(row?.inputs?.applicant.isi).toHaveLength(4);
  });

  it('follows a new ISI result and a changed profile', async () => {
    const posting = await postingWith();
    const c = await applicant(posting._id, answersFor({ flp: 5 }), '>10 years');
    const before = (await stored(c.applicationId))?.fit;
    expect(before).toBe(expectedScore(c, posting.requirementProfile).score);

    // A new result that fits the Planner profile better.
    c.answers = answersFor({ blp: 5 });
    await takeIsi(c.token, c.answers);
    const afterIsi = (await stored(c.applicationId))?.fit;
    expect(afterIsi).toBe(expectedScore(c, posting.requirementProfile).score);
    expect(afterIsi).not.toBe(before);

    // Less experience than the posting asks: a must-have is no longer met.
    c.yearsOfExp = '<2 years';
    await saveProfile(c.token, c.yearsOfExp);
    const afterProfile = await stored(c.applicationId);
    expect(afterProfile?.fit).toBe(expectedScore(c, posting.requirementProfile).score);
    expect(afterProfile?.passes).toBe(false);
    expect(afterProfile?.reasons?.[0]).toEqual({
      key: 'fit.stored',
      mustHave: true,
      text: {
        en: 'Must-have not met: experience <2 years, the posting asks 6-10 years',
        ar: 'شرط أساسي غير مستوفى: الخبرة أقل من سنتين وتطلب الوظيفة من 6 إلى 10 سنوات',
      },
    });

    // The list shows the stored score.
    const listed = await page(posting._id, 'page=1&pageSize=10');
    expect(listed.applicants[0]?.fit.score).toBe(afterProfile?.fit);
  });

  it("follows the posting's requirement profile and minimums, for every applicant", async () => {
    const posting = await postingWith();
    const people = [
      await applicant(posting._id, answersFor({ blp: 5 }), '>10 years'),
      await applicant(posting._id, answersFor({ flp: 5 }), '<2 years'),
    ];
    // Job-Match 1, 3, 4 and 8 are Demonstrative Mind items; no minimum of experience any more.
    const changed = await call(`/api/company/jobs/${posting._id}`, {
      method: 'PUT',
      token: company.token,
      json: {
        ...postingInput,
        minExperience: null,
        requirement: { kind: 'jobmatch', items: [1, 3, 4, 8] },
      },
    });
    expect(changed.status).toBe(200);
    // The posting's applicants are refreshed by a queue job sent with the edit.
    await server.app.queue.drain();
    const profile = changed.body.requirementProfile as Record<string, number>;
    expect(profile['4']).toBeGreaterThan(0);
    for (const c of people) {
      const row = await stored(c.applicationId);
      expect(row?.fit).toBe(
        expectedScore(c, profile, { ...postingInput, minExperience: null as never }).score,
      );
      expect(row?.inputs?.posting.minExperience).toBeNull();
    }
    // The Demonstrative Mind applicant now ranks first.
    const listed = await page(posting._id, 'page=1&pageSize=10');
    expect(listed.applicants[0]?._id).toBe(people[1]?.applicationId);
  });

  it('is left alone for an anonymised application, and computed again when missing', async () => {
    const posting = await postingWith();
    const c = await applicant(posting._id, answersFor({ blp: 5 }), '>10 years');
    const kept = await stored(c.applicationId);
    // As retention does (decision 124): the applicant is no longer named.
    await server.app.db
      .update(applications)
      .set({ userId: null, guestEmail: null, anonymisedAt: new Date() })
      .where(eq(applications.id, c.applicationId));
    await refreshFits(server.app.db, { jobId: posting._id });
    expect(await stored(c.applicationId)).toEqual(kept);

    // An application from before the stored fit (0019): the start's backfill computes it.
    const d = await applicant(posting._id, answersFor({ blp: 4 }), '>10 years');
    await server.app.db.execute(
      sql`update applications set fit = null, fit_reasons = null, fit_inputs = null where id = ${d.applicationId}`,
    );
    expect(await refreshFits(server.app.db, { stale: true })).toBeGreaterThanOrEqual(1);
    expect((await stored(d.applicationId))?.fit).toBe(
      expectedScore(d, posting.requirementProfile).score,
    );
    // Nothing left to do: a second run writes nothing.
    expect(await refreshFits(server.app.db, { stale: true })).toBe(0);
  });
});

describe('ranking and paging in the database', () => {
  let posting: { _id: string; requirementProfile: Record<string, number> };
  let people: Candidate[];

  beforeAll(async () => {
    posting = await postingWith();
    people = [
      await applicant(posting._id, null, '>10 years'),
      await applicant(posting._id, answersFor({ blp: 5 }), '>10 years'),
      await applicant(posting._id, answersFor({ blp: 3 }), '>10 years'),
      await applicant(posting._id, answersFor({ blp: 4 }), '>10 years'),
      // The same fit as the third: the earlier application ranks first.
      await applicant(posting._id, answersFor({ blp: 3 }), '>10 years'),
      // The best style of all, but less experience than the posting's minimum: last.
      await applicant(posting._id, answersFor({ blp: 5 }), '<2 years'),
    ];
  });

  /** The order the domain gives them: must-haves met first, then score, then applied first. */
  const expectedOrder = () =>
    rankFits(
      people.map((c, i) => ({
        id: c.applicationId,
        appliedAt: new Date(i),
        ...expectedScore(c, posting.requirementProfile),
      })),
    );

  it('orders by must-haves, then fit, then the earlier application, across pages', async () => {
    const expected = expectedOrder();
    // Scored without an ISI result: no longer "no score" (issue 40).
    const noIsi = expected.find((e) => e.id === people[0]?.applicationId);
    expect(noIsi?.score).toBeGreaterThan(0);
    expect(expected.at(-1)).toMatchObject({ id: people[5]?.applicationId, passes: false });
    const first = await page(posting._id, 'page=1&pageSize=2');
    const second = await page(posting._id, 'page=2&pageSize=2');
    const third = await page(posting._id, 'page=3&pageSize=2');
    expect(first.total).toBe(6);
    expect(third.total).toBe(6);
    const listed = [...first.applicants, ...second.applicants, ...third.applicants];
    expect(listed.map((a) => a._id)).toEqual(expected.map((e) => e.id));
    expect(listed.map((a) => a.fit.score)).toEqual(expected.map((e) => e.score));
    expect(third.applicants.map((a) => a.rank)).toEqual([5, 6]);
    // Past the last page: empty, the total still counted.
    const past = await page(posting._id, 'page=4&pageSize=2');
    expect(past).toMatchObject({ applicants: [], total: 6 });
  });

  it('puts a must-have failure below everyone who passes, whatever its score', async () => {
    const best = expectedOrder()[0]?.id ?? '';
    const failed = sql`update applications set fit_passes = false where id = ${best}`;
    await server.app.db.execute(failed);
    try {
      // Below the four who pass; above the other failure, whose score is lower.
      const all = await page(posting._id, 'page=1&pageSize=10');
      expect(all.applicants[4]).toMatchObject({ _id: best, rank: 5 });
      expect(all.applicants.slice(0, 4).map((a) => a._id)).not.toContain(best);
      // The same from a page read from the index's end (decision 148).
      const last = await page(posting._id, 'page=3&pageSize=2');
      expect(last.applicants.map((a) => a._id)).toEqual([best, people[5]?.applicationId]);
    } finally {
      await server.app.db.execute(
        sql`update applications set fit_passes = true where id = ${best}`,
      );
    }
  });

  it('keeps the rank among all applicants when a stage filters', async () => {
    const expected = expectedOrder();
    const second = expected[1]?.id ?? '';
    const moved = await call(`/api/company/applications/${second}/stage`, {
      method: 'PATCH',
      token: company.token,
      json: { stage: 'screening', notify: false },
    });
    expect(moved.status).toBe(200);
    const screening = await page(posting._id, 'stage=screening&page=1&pageSize=10');
    expect(screening).toMatchObject({ total: 1, applicants: [{ _id: second, rank: 2 }] });
    const applied = await page(posting._id, 'stage=applied&page=2&pageSize=2');
    expect(applied.total).toBe(5);
    expect(applied.applicants.map((a) => a.rank)).toEqual([4, 5]);
  });
});
