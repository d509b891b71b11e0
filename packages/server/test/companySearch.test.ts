// issue 6: GET company/search and search.csv against 200 seeded candidates (the demo seed's own
// functions on the test server's database). The expected answers are computed from the generated
// candidates themselves, independently of the SQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchTextOf, searchTermsOf } from '@talentpool/domain/company/search';
import { users } from '../src/db/schema';
import { demoCandidates, type DemoCandidate } from '../src/seed/candidates';
import { seedCandidates } from '../src/seed/seed';
import { createAccount, revokeTokens, type TestAccount } from './helpers/accounts';
import { json, startTestServer, type TestServer } from './helpers/testServer';

let server: TestServer;
let company: TestAccount;
let user: TestAccount;
const candidates = demoCandidates(200);
const complete = candidates.filter((c) => c.dataComplete);

type Filters = Partial<
  Record<'jobPosition' | 'yearsOfExp' | 'HLOfEdu' | 'faculty' | 'iRes1' | 'iRes2' | 'q', string>
>;

function expected(filters: Filters): string[] {
  const terms = searchTermsOf(filters.q);
  return complete
    .filter(
      (c) =>
        (!filters.jobPosition || c.jobPosition === filters.jobPosition) &&
        (!filters.yearsOfExp || c.yearsOfExp === filters.yearsOfExp) &&
        (!filters.HLOfEdu || c.HLOfEdu === filters.HLOfEdu) &&
        (!filters.faculty || c.faculty === filters.faculty) &&
        (!filters.iRes1 || String(c.isi?.iRes1) === filters.iRes1) &&
        (!filters.iRes2 || String(c.isi?.iRes2) === filters.iRes2) &&
        terms.every((t) => searchTextOf(c).includes(t)),
    )
    .map((c) => c.email)
    .sort();
}

async function search(query: Record<string, string | number>, token = company.token) {
  const qs = new URLSearchParams(
    Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
  );
  return server.request(`/api/company/search?${qs}`, { token });
}

/** Every page of a search, in order. */
async function searchAll(filters: Filters, pageSize = 100) {
  const all: { _id: string; email: string; name: string }[] = [];
  let total = -1;
  for (let page = 1; page < 50; page++) {
    const res = await search({ ...filters, page, pageSize });
    expect(res.status).toBe(200);
    const body = await json(res);
    total = body.total;
    all.push(...body.users);
    if (body.users.length < pageSize) break;
  }
  expect(all.length).toBe(total);
  return all;
}

const emailsOf = (list: { email: string }[]) => list.map((u) => u.email).sort();

/** The most common value of a field among complete candidates, so each filter test finds many. */
function commonValue(read: (c: DemoCandidate) => string | number | null | undefined): string {
  const counts = new Map<string, number>();
  for (const c of complete) {
    const v = read(c);
    if (v !== null && v !== undefined) counts.set(String(v), (counts.get(String(v)) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
}

beforeAll(async () => {
  server = await startTestServer();
  // A fixed hash keeps the test fast; the seed hashes the demo password for real.
  const added = await seedCandidates(server.app.db, 200, 'not-a-real-hash');
  expect(added).toBe(200);
  company = await createAccount(server, 'Company');
  user = await createAccount(server, 'User');
});

afterAll(async () => {
  await server?.close();
});

describe('company/search', () => {
  it('without filters lists every complete profile, and only those', async () => {
    const all = await searchAll({});
    expect(emailsOf(all)).toEqual(expected({}));
    expect(all.length).toBeGreaterThan(150);
    const incomplete = candidates.filter((c) => !c.dataComplete).map((c) => c.email);
    expect(incomplete.length).toBeGreaterThan(0);
    for (const email of incomplete) expect(emailsOf(all)).not.toContain(email);
    expect(emailsOf(all)).not.toContain(user.email);
  });

  it('answers the spec fields of a search result user', async () => {
    const body = await json(await search({ pageSize: 1 }));
    expect(Object.keys(body).sort()).toEqual([
      'page',
      'pageSize',
      'total',
      'totalIsLowerBound',
      'users',
    ]);
    expect(body.totalIsLowerBound).toBe(false);
    const [first] = body.users;
    expect(Object.keys(first).sort()).toEqual(
      [
        'HLOfEdu',
        '_id',
        'email',
        'faculty',
        'iRes1',
        'iRes2',
        'jobPosition',
        'name',
        'yearsOfExp',
      ].sort(),
    );
    const source = complete.find((c) => c.email === first.email);
    expect(first).toMatchObject({
      name: source?.name,
      jobPosition: source?.jobPosition,
      yearsOfExp: source?.yearsOfExp,
      HLOfEdu: source?.HLOfEdu,
      faculty: source?.faculty,
      iRes1: source?.isi?.iRes1 ?? null,
      iRes2: source?.isi?.iRes2 ?? null,
    });
  });

  const single: [keyof Filters, (c: DemoCandidate) => string | number | null | undefined][] = [
    ['jobPosition', (c) => c.jobPosition],
    ['yearsOfExp', (c) => c.yearsOfExp],
    ['HLOfEdu', (c) => c.HLOfEdu],
    ['faculty', (c) => c.faculty],
  ];
  it.each(single)('filters by %s alone', async (key, read) => {
    const value = commonValue(read);
    const found = await searchAll({ [key]: value });
    expect(found.length).toBeGreaterThan(0);
    expect(emailsOf(found)).toEqual(expected({ [key]: value }));
  });

  it.each(['0', '1', '2', '3'])('filters by personality type iRes1 = %s', async (value) => {
    const found = await searchAll({ iRes1: value });
    expect(emailsOf(found)).toEqual(expected({ iRes1: value }));
    for (const u of found) expect(u).toMatchObject({ iRes1: Number(value) });
  });

  it.each(['4', '5', '6', '7'])('filters by leadership style iRes2 = %s', async (value) => {
    const found = await searchAll({ iRes2: value });
    expect(emailsOf(found)).toEqual(expected({ iRes2: value }));
    for (const u of found) expect(u).toMatchObject({ iRes2: Number(value) });
  });

  it('every type and style occurs among the seeded candidates', () => {
    const types = new Set(complete.map((c) => c.isi?.iRes1));
    const styles = new Set(complete.map((c) => c.isi?.iRes2));
    for (const v of [0, 1, 2, 3]) expect(types).toContain(v);
    for (const v of [4, 5, 6, 7]) expect(styles).toContain(v);
  });

  it('combines filters (all must hold)', async () => {
    const jobPosition = commonValue((c) => c.jobPosition);
    const yearsOfExp = commonValue((c) => (c.jobPosition === jobPosition ? c.yearsOfExp : null));
    const two = await searchAll({ jobPosition, yearsOfExp });
    expect(two.length).toBeGreaterThan(0);
    expect(emailsOf(two)).toEqual(expected({ jobPosition, yearsOfExp }));

    const three = { HLOfEdu: commonValue((c) => c.HLOfEdu), iRes1: '0', iRes2: '5' };
    expect(emailsOf(await searchAll(three))).toEqual(expected(three));

    // All six filters at once, from a real candidate: it must be among the results.
    const target = complete.find((c) => c.isi) as DemoCandidate;
    const six = {
      jobPosition: target.jobPosition ?? '',
      yearsOfExp: target.yearsOfExp ?? '',
      HLOfEdu: target.HLOfEdu ?? '',
      faculty: target.faculty ?? '',
      iRes1: String(target.isi?.iRes1),
      iRes2: String(target.isi?.iRes2),
    };
    const found = emailsOf(await searchAll(six));
    expect(found).toContain(target.email);
    expect(found).toEqual(expected(six));
  });

  it('ignores filters that are not filled', async () => {
    const jobPosition = commonValue((c) => c.jobPosition);
    const res = await search({ jobPosition, yearsOfExp: '', HLOfEdu: '', iRes1: '', q: ' ' });
    expect(res.status).toBe(200);
    expect((await json(res)).total).toBe(expected({ jobPosition }).length);
  });

  it.each([
    ['iRes1', '4'],
    ['iRes2', '3'],
    ['iRes1', 'x'],
    ['yearsOfExp', 'forever'],
    ['faculty', 'Hogwarts'],
    ['pageSize', '101'],
    ['page', '0'],
    ['q', 'x'.repeat(101)],
  ])('refuses %s = %j with 400', async (key, value) => {
    const res = await search({ [key]: value });
    expect(res.status).toBe(400);
    expect((await json(res)).code).toBe('VALIDATION_FAILED');
  });

  it('pages in a stable order: pages together are the whole list, without repeats', async () => {
    const full = await json(await search({ pageSize: 100 }));
    const pages: string[] = [];
    for (let page = 1; page <= Math.ceil(full.total / 7); page++) {
      const body = await json(await search({ page, pageSize: 7 }));
      expect(body).toMatchObject({ page, pageSize: 7, total: full.total });
      pages.push(...body.users.map((u: { _id: string }) => u._id));
    }
    expect(new Set(pages).size).toBe(pages.length);
    const firstHundred = full.users.map((u: { _id: string }) => u._id);
    expect(pages.slice(0, 100)).toEqual(firstHundred);
    const again = await json(await search({ pageSize: 100 }));
    expect(again.users.map((u: { _id: string }) => u._id)).toEqual(firstHundred);

    const beyond = await json(await search({ page: 999, pageSize: 10 }));
    expect(beyond).toMatchObject({ users: [], total: full.total, page: 999 });
  });

  it('uses the default page size of 20', async () => {
    const body = await json(await search({}));
    expect(body.pageSize).toBe(20);
    expect(body.users).toHaveLength(20);
  });

  describe('free text q over name, skills and job titles', () => {
    const someone = complete.find((c) => c.name && /^[A-Za-z]/.test(c.name)) as DemoCandidate;
    const lastName = (someone.name ?? '').split(' ').slice(-1)[0] ?? '';
    const skill = someone.technicalSkills[0]?.name ?? '';
    const title = someone.job[0]?.jobtitle ?? '';

    it.each([
      ['a last name', lastName],
      ['a skill, in another case', skill.toUpperCase()],
      ['a job title', title],
    ])('finds %s', async (_what, q) => {
      const found = emailsOf(await searchAll({ q }));
      expect(found).toContain(someone.email);
      expect(found).toEqual(expected({ q }));
    });

    // decisions.md 13: words are matched whole (stemmed) or by their beginning, no longer inside a
    // word: "ass" does not find "Hassan" (it was a substring match before issue 21).
    it('finds the beginning of a word, not its middle', async () => {
      const start = lastName.slice(0, 4).toLowerCase();
      const found = emailsOf(await searchAll({ q: start }));
      expect(found).toContain(someone.email);
      const startsAWord = (c: DemoCandidate) =>
        searchTextOf(c)
          .split(/[^\p{L}\p{N}]+/u)
          .some((word) => word.startsWith(start));
      expect(found).toEqual(
        complete
          .filter(startsAWord)
          .map((c) => c.email)
          .sort(),
      );
      const middle = emailsOf(await searchAll({ q: lastName.slice(1, 4) }));
      expect(middle).not.toContain(someone.email);
    });

    it('needs every word to match', async () => {
      const q = `${lastName} ${skill}`;
      const found = emailsOf(await searchAll({ q }));
      expect(found).toContain(someone.email);
      expect(found).toEqual(expected({ q }));
      expect(found.length).toBeLessThanOrEqual(expected({ q: lastName }).length);
    });

    it('finds Arabic names', async () => {
      const arabic = complete.find((c) => c.name && /[\u0600-\u06FF]/.test(c.name));
      expect(arabic).toBeDefined();
      const q = (arabic?.name ?? '').split(' ')[0] ?? '';
      const found = emailsOf(await searchAll({ q }));
      expect(found).toContain(arabic?.email);
      expect(found).toEqual(expected({ q }));
    });

    it('treats % and _ literally and finds nothing for unknown words', async () => {
      expect((await json(await search({ q: '%' }))).total).toBe(0);
      expect((await json(await search({ q: '_' }))).total).toBe(0);
      expect((await json(await search({ q: 'zzqxv' }))).total).toBe(0);
    });

    it('combines with the filters', async () => {
      const filters = { q: skill, jobPosition: someone.jobPosition ?? '' };
      const found = emailsOf(await searchAll(filters));
      expect(found).toContain(someone.email);
      expect(found).toEqual(expected(filters));
    });
  });

  it('is for companies only: 401 anonymous, 403 for a user', async () => {
    const anonymous = await server.request('/api/company/search');
    expect(anonymous.status).toBe(401);
    expect((await json(anonymous)).code).toBe('UNAUTHENTICATED');
    const asUser = await search({}, user.token);
    expect(asUser.status).toBe(403);
    expect((await json(asUser)).code).toBe('FORBIDDEN');
  });
});

describe('company/search.csv', () => {
  function parseCsv(text: string): string[][] {
    const rows: string[][] = [];
    let row: string[] = [];
    let cell = '';
    let quoted = false;
    for (let i = 0; i < text.length; i++) {
      const ch = text[i];
      if (quoted) {
        if (ch === '"' && text[i + 1] === '"') {
          cell += '"';
          i++;
        } else if (ch === '"') quoted = false;
        else cell += ch;
      } else if (ch === '"') quoted = true;
      else if (ch === ',') {
        row.push(cell);
        cell = '';
      } else if (ch === '\r' && text[i + 1] === '\n') {
        row.push(cell);
        rows.push(row);
        row = [];
        cell = '';
        i++;
      } else cell += ch;
    }
    return rows;
  }

  async function csv(query: Record<string, string>, token = company.token) {
    const qs = new URLSearchParams(query);
    return server.request(`/api/company/search.csv?${qs}`, { token });
  }

  it('exports every page of the current search as CSV', async () => {
    const filters = { HLOfEdu: commonValue((c) => c.HLOfEdu), iRes2: '6' };
    const res = await csv(filters);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="candidates-/);
    const text = (await res.text()).replace(/^\uFEFF/, '');
    const [header, ...rows] = parseCsv(text);
    expect(header).toEqual([
      '_id',
      'name',
      'email',
      'jobPosition',
      'yearsOfExp',
      'HLOfEdu',
      'faculty',
      'iRes1',
      'personalityType',
      'iRes2',
      'leadershipStyle',
    ]);
    expect(rows.map((r) => r[2] ?? '').sort()).toEqual(expected(filters));
    for (const r of rows) expect(r[10]).toBe('Accomplisher');

    const all = parseCsv((await (await csv({})).text()).replace(/^\uFEFF/, ''));
    expect(all.length - 1).toBe(expected({}).length);
  });

  it('writes type names in the language asked for', async () => {
    const res = await server.request('/api/company/search.csv?iRes1=0', {
      token: company.token,
      headers: { 'x-lang': 'ar' },
    });
    const rows = parseCsv((await res.text()).replace(/^\uFEFF/, '')).slice(1);
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r[8]).toBe('المُنظِّر');
    // The field, experience, education and faculty as the Arabic page labels them.
    for (const r of rows) {
      for (const cell of [r[3], r[4], r[5], r[6]]) {
        if (cell) expect(cell).toMatch(/\p{Script=Arabic}/u);
      }
    }
  });

  it('keeps formula-looking cells as text (CSV injection)', async () => {
    await server.app.db.insert(users).values({
      email: 'formula@example.com',
      passwordHash: 'x',
      dataComplete: true,
      name: '=HYPERLINK("http://evil.example","click")',
      jobPosition: 'Banking',
      yearsOfExp: '<2 years',
      hlOfEdu: 'Faculty degree',
      faculty: '+Law',
    });
    const text = await (await csv({ q: 'hyperlink' })).text();
    const [, row] = parseCsv(text.replace(/^\uFEFF/, ''));
    expect(row?.[1]).toBe('\'=HYPERLINK("http://evil.example","click")');
    expect(row?.[6]).toBe("'+Law");
    expect(text).toContain('"\'=HYPERLINK(""http://evil.example"",""click"")"');
  });

  it('is for companies only', async () => {
    expect((await server.request('/api/company/search.csv')).status).toBe(401);
    expect((await csv({}, user.token)).status).toBe(403);
  });
});

// The company's token version is read with the page (decision 107); the answers must stay those
// of the guard: 401 for a revoked token whether or not the page has rows, 403 for a job seeker.
describe('company/search and the token version', () => {
  it('answers 401 to a revoked company token, with and without matches', async () => {
    const viewer = await createAccount(server, 'Company');
    expect((await search({}, viewer.token)).status).toBe(200);
    await revokeTokens(server, viewer);
    expect((await search({}, viewer.token)).status).toBe(401);
    expect((await search({ q: 'no-such-candidate-word' }, viewer.token)).status).toBe(401);
  });

  it('answers 403 to a job seeker and 401 to a revoked job seeker, 200 to a company with no match', async () => {
    expect((await search({}, user.token)).status).toBe(403);
    const seeker = await createAccount(server, 'User');
    await revokeTokens(server, seeker);
    expect((await search({}, seeker.token)).status).toBe(401);
    const empty = await search({ q: 'no-such-candidate-word' });
    expect(empty.status).toBe(200);
    expect(await json(empty)).toMatchObject({ users: [], total: 0, totalIsLowerBound: false });
  });
});
