// Decision 163: the hiring figures of any range, counted in memory from the scope's entries, are
// the figures statement's (decisions 134, 143, 154) and a straightforward count over the raw
// history (application_events, applications, the postings' stage lists), for many random
// ranges, on PGlite and PostgreSQL. The history is random: back and forth between stages, several
// entries on one day and at one instant, entries dated before the application, rejections with
// and without a reason, a posting with its own stage list (two offer stages, two hired stages).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  defaultStages,
  stagesOrDefault,
  type StageDefinition,
} from '@talentpool/domain/process/stages';
import { percentileCont } from '@talentpool/domain/reports/funnel';
import { figuresOfRange, snapshotOf } from '../src/features/reports/ranges';
import {
  createReportsRepository,
  type HiringFigures,
  type ReportScope,
} from '../src/features/reports/repository';
import { createAccount, type TestAccount } from './helpers/accounts';
import { json, startTestServer, type TestServer } from './helpers/testServer';

let server: TestServer;
let company: TestAccount;
const postings: string[] = [];
let companyId = '';
let reasonIds: string[] = [];

/** A small seeded generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}
const seed = Number(process.env.REPORT_SEED ?? Date.now() % 100_000);
const rand = random(seed);
const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;

const ownStages: StageDefinition[] = [
  { key: 'new', name: { en: 'New', ar: 'جديد' }, kind: 'active' },
  { key: 'screening', name: { en: 'Screening', ar: 'فرز' }, kind: 'active' },
  { key: 'offer', name: { en: 'Offer', ar: 'عرض' }, kind: 'offer' },
  { key: 'counter', name: { en: 'Counter offer', ar: 'عرض مقابل' }, kind: 'offer' },
  { key: 'hired', name: { en: 'Hired', ar: 'معين' }, kind: 'hired' },
  { key: 'contractor', name: { en: 'Contractor', ar: 'متعاقد' }, kind: 'hired' },
  { key: 'declined', name: { en: 'Declined', ar: 'مرفوض' }, kind: 'rejected' },
];

const base = Date.parse('2026-09-01T00:00:00Z');
const dayMs = 86_400_000;

beforeAll(async () => {
  server = await startTestServer();
  company = await createAccount(server, 'Company');
  for (const title of ['Ranges one', 'Ranges two', 'Ranges three']) {
    const created = await server.request('/api/company/jobs', {
      method: 'POST',
      token: company.token,
      json: {
        title,
        description: 'Counts the figures of random ranges.',
        workplace: 'remote',
        country: '',
        city: '',
        field: 'Architecture and Construction',
        minEducation: null,
        minExperience: null,
        requirement: { kind: 'jobmatch', items: [7, 12] },
      },
    });
    expect(created.status).toBe(201);
    postings.push(((await json(created)) as { _id: string })._id);
  }
  const reasons = await server.request('/api/company/reject-reasons', { token: company.token });
  reasonIds = ((await json(reasons)) as { reasons: { _id: string }[] }).reasons.map((r) => r._id);
  const db = server.app.db;
  const [row] = rows(
    await db.execute(
      sql`select company_id::text as id from job_postings where id = ${postings[0]}`,
    ),
  );
  companyId = String(row?.id);
  await db.execute(sql`update job_postings set stages = ${JSON.stringify(ownStages)}::jsonb
    where id = ${postings[2]}::uuid`);

  // 60 applications over about 50 days, each with a random walk through its posting's stages.
  const sources = ['board', 'invitation', 'referral', 'manual', 'feed'];
  for (let k = 0; k < 60; k += 1) {
    const job = pick(postings);
    const keys = (job === postings[2] ? ownStages : defaultStages).map((s) => s.key);
    const applied = base + Math.floor(rand() * 40) * dayMs + Math.floor(rand() * dayMs);
    const [app] = rows(
      await db.execute(sql`insert into applications (job_id, guest_email, guest_via, source,
        applied_at, stage) values (${job}::uuid, ${`ranges${k}@example.com`}, 'import',
        ${pick(sources)}, ${new Date(applied).toISOString()}::timestamptz, ${keys[0]})
        returning id::text as id`),
    );
    const events: { from: string | null; to: string; at: number; reason: string | null }[] = [
      { from: null, to: keys[0] ?? '', at: applied, reason: null },
    ];
    let at = applied;
    let stage = keys[0] ?? '';
    const steps = Math.floor(rand() * 7);
    for (let s = 0; s < steps; s += 1) {
      const next = pick(keys.filter((key) => key !== stage));
      // Same instant, same day, or days later; now and then an entry dated before applying.
      const gap = pick([0, 0.2, 0.5, 1, 2.5, 3, 7, 10]) * dayMs + Math.floor(rand() * 1000);
      at = rand() < 0.05 ? applied - dayMs : at + (rand() < 0.1 ? 0 : gap);
      const rejected = next === 'rejected' || next === 'declined';
      events.push({
        from: stage,
        to: next,
        at,
        reason: rejected && rand() < 0.7 ? pick(reasonIds) : null,
      });
      stage = next;
    }
    for (const e of events) {
      await db.execute(sql`insert into application_events (application_id, from_stage, to_stage,
        at, reason_id) values (${app?.id}::uuid, ${e.from}, ${e.to},
        ${new Date(e.at).toISOString()}::timestamptz, ${e.reason}::uuid)`);
    }
  }
});

afterAll(async () => {
  await server?.close();
});

function rows(result: unknown): Record<string, unknown>[] {
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<
    string,
    unknown
  >[];
}

/** The figures in one order (rows the statement answers in no particular order). */
function normal(figures: Omit<HiringFigures, 'version'>) {
  return {
    stages: [...figures.stages].sort((x, y) => x.stage.localeCompare(y.stage)),
    timeToHire: figures.timeToHire,
    offers: figures.offers,
    reasons: [...figures.reasons].sort((x, y) =>
      String(x.reasonId).localeCompare(String(y.reasonId)),
    ),
    sources: [...figures.sources].sort((x, y) => x.source.localeCompare(y.source)),
  };
}

/**
 * The figures counted the plain way from the raw history: each entry with its application's next
 * entry (by time, then id), the definitions of decisions 134 and 143 with sets and filters.
 */
async function reference(jobId: string | null, start: Date, end: Date) {
  const db = server.app.db;
  const history = rows(
    await db.execute(sql`select e.id::text as id, e.application_id::text as app,
      a.job_id::text as job, a.source, e.from_stage, e.to_stage, e.reason_id::text as reason,
      rr.name_en, rr.name_ar,
      extract(epoch from e.at) * 1000 as at_ms, extract(epoch from a.applied_at) * 1000 as applied_ms,
      lead(e.to_stage) over w as next_stage, lead(e.at) over w is not null as has_next,
      (extract(epoch from (lead(e.at) over w - e.at)) / 86400.0)::float8 as days,
      (extract(epoch from (e.at - a.applied_at)) / 86400.0)::float8 as since_applied,
      p.stages, e.at as at_ts
      from application_events e join applications a on a.id = e.application_id
      join job_postings p on p.id = a.job_id
      left join reject_reasons rr on rr.id = e.reason_id
      where p.company_id = ${companyId}::uuid
      window w as (partition by e.application_id order by e.at, e.id)`),
  );
  const kindOf = (stages: unknown, key: string) =>
    stagesOrDefault(
      (typeof stages === 'string' ? JSON.parse(stages) : stages) as StageDefinition[] | null,
    ).find((s) => s.key === key)?.kind;
  const all = history.filter((e) => jobId === null || e.job === jobId);
  const inRange = all.filter(
    (e) =>
      Number(e.at_ms) >= start.getTime() &&
      Number(e.at_ms) < end.getTime() &&
      Number(e.applied_ms) < end.getTime(),
  );
  const stageKeys = [...new Set(inRange.map((e) => String(e.to_stage)))];
  const stages = stageKeys.map((stage) => {
    const entries = inRange.filter((e) => e.to_stage === stage);
    const ended = entries.filter((e) => e.has_next === true);
    const days = ended.map((e) => Number(e.days));
    return {
      stage,
      entered: new Set(entries.map((e) => e.app)).size,
      movedOn: new Set(
        ended
          .filter((e) => kindOf(e.stages, String(e.next_stage)) !== 'rejected')
          .map((e) => e.app),
      ).size,
      current: entries.length - ended.length,
      median: percentileCont(days, 0.5),
      p75: percentileCont(days, 0.75),
      stays: ended.length,
    };
  });
  const hires = inRange.filter((e) => kindOf(e.stages, String(e.to_stage)) === 'hired');
  const times = hires.map((e) => Number(e.since_applied));
  const hiredAtOrAfter = (app: unknown, atMs: number) =>
    all.some(
      (h) =>
        h.app === app &&
        Number(h.at_ms) >= atMs &&
        kindOf(h.stages, String(h.to_stage)) === 'hired',
    );
  const offers = inRange.filter((e) => kindOf(e.stages, String(e.to_stage)) === 'offer');
  const reasons = new Map<string, HiringFigures['reasons'][number]>();
  for (const e of inRange.filter((x) => kindOf(x.stages, String(x.to_stage)) === 'rejected')) {
    const key = String(e.reason);
    const row = reasons.get(key) ?? {
      reasonId: (e.reason as string | null) ?? null,
      nameEn: (e.name_en as string | null) ?? null,
      nameAr: (e.name_ar as string | null) ?? null,
      count: 0,
    };
    row.count += 1;
    reasons.set(key, row);
  }
  const sources = new Map<string, { source: string; applications: number; hired: number }>();
  for (const e of inRange.filter((x) => x.from_stage === null)) {
    const row = sources.get(String(e.source)) ?? {
      source: String(e.source),
      applications: 0,
      hired: 0,
    };
    row.applications += 1;
    if (all.some((h) => h.app === e.app && kindOf(h.stages, String(h.to_stage)) === 'hired')) {
      row.hired += 1;
    }
    sources.set(row.source, row);
  }
  return normal({
    stages,
    timeToHire: {
      median: percentileCont(times, 0.5),
      p75: percentileCont(times, 0.75),
      count: hires.length,
    },
    offers: {
      made: new Set(offers.map((e) => e.app)).size,
      accepted: new Set(
        offers.filter((e) => hiredAtOrAfter(e.app, Number(e.at_ms))).map((e) => e.app),
      ).size,
    },
    reasons: [...reasons.values()],
    sources: [...sources.values()],
  });
}

describe('the figures of any range (decision 163)', () => {
  it('are the figures statement’s and the raw history’s for random ranges', async () => {
    const repository = createReportsRepository(server.app.db);
    const defaultStagesJson = JSON.stringify(defaultStages);
    let compared = 0;
    let nonEmpty = 0;
    for (const jobId of [...postings, null]) {
      const scope = { companyId, jobId, teamOf: null, defaultStages: defaultStagesJson };
      const entries = await repository.entries(scope, 1_000_000);
      if (!entries) throw new Error('the scope is small enough to keep');
      const snapshot = snapshotOf(entries);
      for (let k = 0; k < 25; k += 1) {
        // Whole UTC days from before the history to after it, both ends in any order of size.
        const fromDay = Math.floor(rand() * 60) - 5;
        const length = k === 0 ? 200 : Math.floor(rand() * 30);
        const start = new Date(base + fromDay * dayMs);
        const end = new Date(start.getTime() + (length + 1) * dayMs);
        const ranged: ReportScope = { ...scope, start, end };
        const { version, ...statement } = await repository.figures(ranged);
        expect(version).toBe(snapshot.version);
        const fromMemory = figuresOfRange(snapshot, start, end);
        const context = `seed ${seed}, posting ${jobId}, ${start.toISOString()} to ${end.toISOString()}`;
        expect(normal(fromMemory), context).toEqual(normal(statement));
        // The statement's own orders: reasons by count then name, sources by count then source.
        expect(
          fromMemory.reasons.map((r) => r.count),
          context,
        ).toEqual(statement.reasons.map((r) => r.count));
        expect(
          fromMemory.sources.map((r) => r.applications),
          context,
        ).toEqual(statement.sources.map((r) => r.applications));
        expect(normal(fromMemory), context).toEqual(await reference(jobId, start, end));
        compared += 1;
        if (fromMemory.stages.length > 0) nonEmpty += 1;
      }
    }
    expect(compared).toBe(100);
    expect(nonEmpty).toBeGreaterThan(50);
  });
});
