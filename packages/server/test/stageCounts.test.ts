// Applications per posting and stage kept by triggers (decision 165, migration 0030), and the
// ranked list read from either end of its index. The counts the company sees (getCompanyJob's
// countsByStage and applicantCount, the ranked list's totals) must equal a count of the
// applications after every kind of write: applying, single and bulk moves, moves running at once
// with reads, a posting's stage edit that moves people, retention's anonymisation, a withdrawal,
// a hand-made delete and change of posting, a posting's deletion. PGlite, or PostgreSQL with
// DATABASE_URL (where the concurrent requests really run at once).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { defaultStages } from '@talentpool/domain/process/stages';
import { applications, jobPostings, users } from '../src/db/schema';
import { COMPACT_AFTER } from '../src/db/stageCounts';
import { rowsOf } from '../src/db/postingStages';
import { createAccount, type TestAccount } from './helpers/accounts';
import { json, startTestServer, type TestServer } from './helpers/testServer';

let server: TestServer;
let owner: TestAccount;

async function call(path: string, init: { method?: string; token?: string; json?: unknown } = {}) {
  const res = await server.request(path, {
    method: init.method ?? 'GET',
    token: init.token ?? owner.token,
    json: init.json,
  });
  const isJson = res.headers.get('content-type')?.includes('application/json') ?? false;
  return { status: res.status, body: isJson ? await json(res) : await res.text() };
}

async function createPosting(title: string): Promise<string> {
  const created = await call('/api/company/jobs', {
    method: 'POST',
    json: {
      title,
      description: 'Counted work.',
      workplace: 'remote',
      country: '',
      city: '',
      field: 'Architecture and Construction',
      requirement: { kind: 'jobmatch', items: [7, 12, 0] },
    },
  });
  expect(created.status).toBe(201);
  return (created.body as { _id: string })._id;
}

let seq = 0;
async function seedApplicants(jobId: string, n: number, stage = 'applied'): Promise<string[]> {
  const made = await server.app.db
    .insert(users)
    .values(
      Array.from({ length: n }, () => ({
        email: `counted-${(seq += 1)}-${Date.now()}@example.com`,
        passwordHash: 'x',
        name: `Counted ${seq}`,
      })),
    )
    .returning({ id: users.id });
  const rows = await server.app.db
    .insert(applications)
    // Fits in a few values with ties, so the ranked order needs its tie-breakers.
    .values(made.map((u, k) => ({ jobId, userId: u.id, stage, fit: k % 3 === 0 ? null : k % 4 })))
    .returning({ id: applications.id });
  return rows.map((r) => r.id);
}

/** The applications of the posting counted now, per stage (stages at zero left out). */
async function countedNow(jobId: string): Promise<Record<string, number>> {
  const rows = await server.app.db
    .select({ stage: applications.stage, n: sql<number>`count(*)::int` })
    .from(applications)
    .where(eq(applications.jobId, jobId))
    .groupBy(applications.stage);
  return Object.fromEntries(rows.map((r) => [r.stage, Number(r.n)]));
}

/** What the kept rows say, per stage (stages at zero left out). */
async function keptNow(jobId: string): Promise<Record<string, number>> {
  const rows = rowsOf<{ stage: string; n: number }>(
    await server.app.db.execute(sql`select stage, sum(n)::int as n from application_stage_counts
      where job_id = ${jobId}::uuid group by stage having sum(n) <> 0`),
  );
  return Object.fromEntries(rows.map((r) => [r.stage, Number(r.n)]));
}

/** getCompanyJob, the ranked list's total and the kept rows all agree with a count. */
async function expectExact(jobId: string) {
  const counted = await countedNow(jobId);
  const total = Object.values(counted).reduce((a, b) => a + b, 0);
  expect(await keptNow(jobId)).toEqual(counted);
  const posting = await call(`/api/company/jobs/${jobId}`);
  expect(posting.status).toBe(200);
  expect(posting.body.applicantCount).toBe(total);
  for (const stage of posting.body.stages as { key: string }[]) {
    expect(posting.body.countsByStage[stage.key]).toBe(counted[stage.key] ?? 0);
  }
  // The ranked list counts what it lists: everyone with `rejected=true`, else all but the
  // rejected (issue 40 hides them by default).
  const all = await call(`/api/company/jobs/${jobId}/applicants?page=1&pageSize=1&rejected=true`);
  expect(all.body.total).toBe(total);
  const list = await call(`/api/company/jobs/${jobId}/applicants?page=1&pageSize=1`);
  expect(list.body.total).toBe(total - (counted.rejected ?? 0));
  for (const stage of Object.keys(counted)) {
    const column = await call(
      `/api/company/jobs/${jobId}/applicants?page=1&pageSize=1&stage=${stage}`,
    );
    if (column.status === 200) expect(column.body.total).toBe(counted[stage]);
  }
  return counted;
}

const move = (id: string, stage: string) =>
  call(`/api/company/applications/${id}/stage`, {
    method: 'PATCH',
    json: { stage, notify: false },
  });

beforeAll(async () => {
  server = await startTestServer();
  owner = await createAccount(server, 'Company');
});

afterAll(async () => {
  await server?.close();
});

describe('applications per stage, kept by triggers', () => {
  it('follow applying, single and bulk moves, a stage edit, retention, deletes and a posting moved', async () => {
    const jobId = await createPosting('Counted');
    const other = await createPosting('Counted elsewhere');
    const ids = await seedApplicants(jobId, 24);
    expect(await expectExact(jobId)).toEqual({ applied: 24 });

    expect((await move(ids[0] ?? '', 'screening')).status).toBe(200);
    expect((await move(ids[1] ?? '', 'interview')).status).toBe(200);
    // The same stage again changes nothing.
    expect((await move(ids[1] ?? '', 'interview')).status).toBe(200);
    expect(await expectExact(jobId)).toEqual({ applied: 22, screening: 1, interview: 1 });

    const bulk = await call('/api/company/applications/bulk', {
      method: 'POST',
      json: { ids: ids.slice(2, 12), action: 'move', stage: 'offer', notify: false },
    });
    expect(bulk.status).toBe(200);
    expect(await expectExact(jobId)).toEqual({
      applied: 12,
      screening: 1,
      interview: 1,
      offer: 10,
    });

    // A stage edit that removes offer and screening moves their people.
    const edited = await call(`/api/company/jobs/${jobId}/stages`, {
      method: 'PUT',
      json: {
        stages: defaultStages.filter((s) => s.key !== 'offer' && s.key !== 'screening'),
        moves: { offer: 'interview', screening: 'applied' },
      },
    });
    expect(edited.status).toBe(200);
    expect(await expectExact(jobId)).toEqual({ applied: 13, interview: 11 });

    // Retention's anonymisation keeps the application and its stage: still counted.
    await server.app.db
      .update(applications)
      .set({ userId: null, guestEmail: null, anonymisedAt: new Date() })
      .where(inArray(applications.id, ids.slice(20, 22)));
    // By hand: a delete, a stage change of several rows in one statement, a change of posting.
    await server.app.db.delete(applications).where(eq(applications.id, ids[23] ?? ''));
    await server.app.db
      .update(applications)
      .set({ stage: 'rejected' })
      .where(inArray(applications.id, ids.slice(12, 16)));
    await server.app.db
      .update(applications)
      .set({ jobId: other })
      .where(inArray(applications.id, ids.slice(16, 18)));
    // An update that changes neither stage nor posting writes nothing.
    const before = rowsOf<{ n: number }>(
      await server.app.db.execute(sql`select count(*)::int as n from application_stage_counts`),
    );
    await server.app.db.update(applications).set({ fit: 50 }).where(eq(applications.jobId, jobId));
    const after = rowsOf<{ n: number }>(
      await server.app.db.execute(sql`select count(*)::int as n from application_stage_counts`),
    );
    expect(after[0]?.n).toBe(before[0]?.n);
    expect(await expectExact(jobId)).toEqual({ applied: 6, interview: 11, rejected: 4 });
    expect(await expectExact(other)).toEqual({ applied: 2 });

    // A posting deleted: its applications go by cascade, and so do its rows.
    await server.app.db.delete(jobPostings).where(eq(jobPostings.id, other));
    expect(await keptNow(other)).toEqual({});
    const left = rowsOf<{ n: number }>(
      await server.app.db.execute(
        sql`select count(*)::int as n from application_stage_counts where job_id = ${other}::uuid`,
      ),
    );
    expect(left[0]?.n).toBe(0);
  });

  it('stay exact while moves in opposite directions and reads run at once, and fold when read', async () => {
    const jobId = await createPosting('Counted at once');
    const ids = await seedApplicants(jobId, 24);
    const stages = ['screening', 'interview', 'offer', 'rejected'];
    // Half go one way in bulk while the other half move one by one, and back; reads between.
    const firstHalf = ids.slice(0, 12);
    const secondHalf = ids.slice(12);
    const reads: Promise<{ status: number; body: { applicantCount: number } }>[] = [];
    const writes: Promise<{ status: number }>[] = [];
    for (let round = 0; round < 2; round++) {
      writes.push(
        call('/api/company/applications/bulk', {
          method: 'POST',
          json: {
            ids: firstHalf,
            action: 'move',
            stage: stages[round] ?? 'applied',
            notify: false,
          },
        }),
      );
      for (const [k, id] of secondHalf.entries()) {
        writes.push(move(id, stages[(k + round) % 2] ?? 'applied'));
        if (k % 3 === 0) reads.push(call(`/api/company/jobs/${jobId}`));
      }
    }
    const written = await Promise.all(writes);
    expect(written.map((w) => w.status)).toEqual(written.map(() => 200));
    // Every read, whatever moves it saw, counts every applicant once.
    for (const read of await Promise.all(reads)) {
      expect(read.status).toBe(200);
      expect(read.body.applicantCount).toBe(24);
    }
    await expectExact(jobId);

    // Writes with no read between leave more delta rows than a read keeps (two per statement
    // that moves; here by hand, one row at a time): the next read folds them into one per stage, same counts.
    for (let k = 0; k <= COMPACT_AFTER / 2; k++) {
      await server.app.db
        .update(applications)
        .set({ stage: k % 2 === 0 ? 'hired' : 'applied' })
        .where(eq(applications.id, ids[0] ?? ''));
    }
    const deltas = async () =>
      rowsOf<{ n: number }>(
        await server.app.db.execute(
          sql`select count(*)::int as n from application_stage_counts where job_id = ${jobId}::uuid`,
        ),
      )[0]?.n ?? 0;
    expect(await deltas()).toBeGreaterThan(COMPACT_AFTER);
    const counted = await expectExact(jobId);
    expect(await deltas()).toBe(Object.keys(counted).length);
    expect(await expectExact(jobId)).toEqual(counted);
    // A ceiling for PGlite on a loaded machine (its requests run one at a time), not a time check.
  }, 120_000);
});

describe('a statement that moves many applications (migration 0067)', () => {
  it('writes one delta row per posting and stage whose count it changed, not two per application', async () => {
    const jobId = await createPosting('Counted per statement');
    const other = await createPosting('Counted per statement elsewhere');
    const ids = await seedApplicants(jobId, 40);
    const others = await seedApplicants(other, 6, 'screening');
    const rowsOfJob = async (job: string) =>
      rowsOf<{ n: number }>(
        await server.app.db.execute(
          sql`select count(*)::int as n from application_stage_counts where job_id = ${job}::uuid`,
        ),
      )[0]?.n ?? 0;
    const before = await rowsOfJob(jobId);

    // A bulk move of 30 through the API: -30 applied and +30 screening, two rows.
    const bulk = await call('/api/company/applications/bulk', {
      method: 'POST',
      json: { ids: ids.slice(0, 30), action: 'move', stage: 'screening', notify: false },
    });
    expect(bulk.status).toBe(200);
    expect((await rowsOfJob(jobId)) - before).toBe(2);
    expect(await keptNow(jobId)).toEqual({ applied: 10, screening: 30 });

    // One statement across two postings, with moves that cancel out: one applied -> screening
    // and one screening -> applied in the same posting change no count and write no row; the
    // other posting's six go to interview (two rows there).
    const mid = await rowsOfJob(jobId);
    const midOther = await rowsOfJob(other);
    await server.app.db.execute(sql`update applications set stage = case
        when id = ${ids[35]}::uuid then 'screening'
        when id = ${ids[0]}::uuid then 'applied'
        else 'interview' end
      where id in (${sql.join(
        [ids[35] ?? '', ids[0] ?? '', ...others].map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`);
    expect(await rowsOfJob(jobId)).toBe(mid);
    expect((await rowsOfJob(other)) - midOther).toBe(2);
    expect(await expectExact(jobId)).toEqual({ applied: 10, screening: 30 });
    expect(await expectExact(other)).toEqual({ interview: 6 });
  });
});

describe('the ranked list from either end of its index', () => {
  it('gives every page, first half or second, exactly its slice of the whole ranking', async () => {
    const jobId = await createPosting('Ranked both ways');
    await seedApplicants(jobId, 23);
    await seedApplicants(jobId, 4, 'interview');
    const whole = await call(`/api/company/jobs/${jobId}/applicants?page=1&pageSize=100`);
    expect(whole.body.total).toBe(27);
    const ranked = (whole.body.applicants as { _id: string; rank: number }[]).map((r) => [
      r._id,
      r.rank,
    ]);
    expect(ranked.map(([, rank]) => rank)).toEqual(Array.from({ length: 27 }, (_, k) => k + 1));
    for (const pageSize of [1, 4, 5, 13, 26, 27, 28]) {
      const pages = Math.ceil(27 / pageSize) + 1;
      for (let page = 1; page <= pages; page++) {
        const res = await call(
          `/api/company/jobs/${jobId}/applicants?page=${page}&pageSize=${pageSize}`,
        );
        expect(res.status).toBe(200);
        expect(res.body.total).toBe(27);
        expect(
          (res.body.applicants as { _id: string; rank: number }[]).map((r) => [r._id, r.rank]),
        ).toEqual(ranked.slice((page - 1) * pageSize, page * pageSize));
      }
    }
  });
});

// Last in the file: it empties the applications of this file's database.
describe('a TRUNCATE of the applications', () => {
  it('empties the kept counts with them (migration 0034), and counting starts again from zero', async () => {
    const jobId = await createPosting('Counted, then truncated');
    await seedApplicants(jobId, 5);
    await seedApplicants(jobId, 2, 'interview');
    expect(await expectExact(jobId)).toEqual({ applied: 5, interview: 2 });

    // CASCADE: notes, interviews and the other rows that refer to applications go too.
    await server.app.db.execute(sql`truncate applications cascade`);
    const kept = rowsOf<{ n: number }>(
      await server.app.db.execute(sql`select count(*)::int as n from application_stage_counts`),
    );
    expect(kept[0]?.n).toBe(0);
    expect(await expectExact(jobId)).toEqual({});

    await seedApplicants(jobId, 3, 'interview');
    expect(await expectExact(jobId)).toEqual({ interview: 3 });
  });
});
