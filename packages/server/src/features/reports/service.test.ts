// Decision 143: the hiring report keeps computed figures per company, scope and range, and serves
// them only while the company's report version (read with the posting or the stage lists) is the
// one they were computed at. A fake repository counts how often the figures are computed.
import { describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock';
import type { MemberOfAccount } from '../../plugins/app/auth';
import { createReportCache, reportCacheEntries, reportCacheMillis } from './cache';
import type { HiringFigures, ReportScope, ReportsRepository, ScopeEntries } from './repository';
import { createReportsService } from './service';

const companyId = '11111111-1111-4111-8111-111111111111';
const jobId = '22222222-2222-4222-8222-222222222222';

function fakeRepository() {
  const state = { version: '1', computed: 0, scopes: [] as ReportScope[] };
  const figuresAt = (version: string, entered: number): HiringFigures => ({
    version,
    stages: [
      {
        stage: 'applied',
        entered,
        movedOn: 0,
        current: entered,
        median: null,
        p75: null,
        stays: 0,
      },
    ],
    timeToHire: { median: null, p75: null, count: 0 },
    offers: { made: 0, accepted: 0 },
    reasons: [],
    sources: [],
  });
  const repository: ReportsRepository = {
    findPosting: async () => ({ id: jobId, stages: null, onTeam: true, version: state.version }),
    stageLists: async () => ({ version: state.version, lists: [null] }),
    // Too large to keep: every range is a statement (the unit tests count statements).
    entries: async () => null,
    // Issue 41: the offer records (not counted as computations of the stage figures).
    offerFigures: async () => ({ made: 0, accepted: 0, declined: 0, median: null, p75: null }),
    figures: async (scope) => {
      state.computed += 1;
      state.scopes.push(scope);
      // What the database answers now: as many applicants as computations so far.
      return figuresAt(state.version, state.computed);
    },
  };
  return { state, repository };
}

const owner: MemberOfAccount = {
  id: '33333333-3333-4333-8333-333333333333',
  role: 'owner',
  setupRequired: false,
};
const caller = { companyId, member: owner };
const entered = (report: { funnel: { stage: string; entered: number }[] }) =>
  report.funnel.find((r) => r.stage === 'applied')?.entered;

describe('the hiring report keeps its figures per version (decision 143)', () => {
  it('computes once while the version stays, again once a write changed it', async () => {
    const { state, repository } = fakeRepository();
    const service = createReportsService({
      repository,
      clock: manualClock(new Date('2026-10-31T12:00:00Z')),
    });
    expect(entered(await service.report(caller, { jobId }))).toBe(1);
    expect(entered(await service.report(caller, { jobId }))).toBe(1);
    expect(state.computed).toBe(1);
    state.version = '2';
    expect(entered(await service.report(caller, { jobId }))).toBe(2);
    expect(entered(await service.report(caller, { jobId }))).toBe(2);
    expect(state.computed).toBe(2);
  });

  it('keeps each scope and range apart', async () => {
    const { state, repository } = fakeRepository();
    const service = createReportsService({
      repository,
      clock: manualClock(new Date('2026-10-31T12:00:00Z')),
    });
    await service.report(caller, { jobId });
    await service.report(caller, {});
    await service.report(caller, { jobId, from: '2026-10-01', to: '2026-10-31' });
    const manager = { companyId, member: { ...owner, role: 'hiringManager' as const } };
    await service.report(manager, { jobId });
    expect(state.computed).toBe(4);
    expect(state.scopes.map((s) => [s.jobId, s.teamOf])).toEqual([
      [jobId, null],
      [null, null],
      [jobId, null],
      [jobId, owner.id],
    ]);
    // The same four again: all kept.
    await service.report(caller, { jobId });
    await service.report(caller, {});
    await service.report(caller, { jobId, from: '2026-10-01', to: '2026-10-31' });
    await service.report(manager, { jobId });
    expect(state.computed).toBe(4);
  });

  it("follows the clock's today: the default range moves with it", async () => {
    const { state, repository } = fakeRepository();
    const clock = manualClock(new Date('2026-10-31T12:00:00Z'));
    const service = createReportsService({ repository, clock });
    await service.report(caller, {});
    clock.advance(86_400_000);
    await service.report(caller, {});
    expect(state.computed).toBe(2);
    expect(state.scopes[1]?.end.toISOString()).toBe('2026-11-02T00:00:00.000Z');
  });

  it('serves the CSV from the same figures', async () => {
    const { state, repository } = fakeRepository();
    const service = createReportsService({
      repository,
      clock: manualClock(new Date('2026-10-31T12:00:00Z')),
    });
    await service.report(caller, { jobId });
    const csv = await service.csv(caller, { jobId, table: 'funnel' }, 'en');
    expect(csv.text).toContain('"applied","Applied","1","0","1"');
    expect(state.computed).toBe(1);
  });
});

describe('createReportCache', () => {
  it('drops an entry of another version, an old one, and the longest unread past the bound', () => {
    let now = 0;
    const cache = createReportCache(() => now);
    const figures = (version: string) => ({ version }) as HiringFigures;
    cache.set('a', '1', figures('1'));
    expect(cache.get('a', '2')).toBeUndefined();
    // A stale read removes the entry: even its own version is gone afterwards.
    expect(cache.get('a', '1')).toBeUndefined();
    cache.set('a', '1', figures('1'));
    now += reportCacheMillis + 1;
    expect(cache.get('a', '1')).toBeUndefined();
    for (let i = 0; i <= reportCacheEntries; i += 1) cache.set(`k${i}`, '1', figures('1'));
    expect(cache.size).toBe(reportCacheEntries);
    expect(cache.get('k0', '1')).toBeUndefined();
    expect(cache.get('k1', '1')).toBeDefined();
  });
});

describe('any range from the scope entries kept per version (decision 163)', () => {
  // Two applications applied on 2026-10-01 (day 20727) and 2026-10-05 (20731), both still in
  // applied: a range holding one day or the other counts one of them.
  const entries = (version: string): ScopeEntries => ({
    version,
    total: 2,
    reasons: [],
    sources: ['board'],
    columns: {
      stage: 'applied\x1fapplied',
      d: '20727,20731',
      a: '20727,20731',
      p: ',',
      n: ',',
      flags: '64,64',
      days: ',',
      tth: ',',
      app: ',',
      reason: ',',
      source: 'board\x1fboard',
    },
  });

  it('runs the statement for the first range after a write, reads the entries once from the second on', async () => {
    const { state, repository } = fakeRepository();
    let read = 0;
    repository.entries = async () => {
      read += 1;
      return entries(state.version);
    };
    const service = createReportsService({
      repository,
      clock: manualClock(new Date('2026-10-31T12:00:00Z')),
    });
    await service.report(caller, { jobId, from: '2026-09-01', to: '2026-10-31' });
    expect([state.computed, read]).toEqual([1, 0]);
    // Ten new ranges at once: one read of the entries, every range counted from it.
    const ranges = await Promise.all(
      Array.from({ length: 10 }, (_, k) =>
        service.report(caller, {
          jobId,
          from: `2026-09-2${k}`,
          to: k < 5 ? '2026-10-04' : '2026-10-31',
        }),
      ),
    );
    expect([state.computed, read]).toEqual([1, 1]);
    expect(ranges.map(entered)).toEqual([1, 1, 1, 1, 1, 2, 2, 2, 2, 2]);
    expect(
      entered(await service.report(caller, { jobId, from: '2026-10-05', to: '2026-10-05' })),
    ).toBe(1);
    expect([state.computed, read]).toEqual([1, 1]);
    // A write: the first range is a statement again, the next reads the entries again.
    state.version = '2';
    await service.report(caller, { jobId, from: '2026-10-01', to: '2026-10-31' });
    await service.report(caller, { jobId, from: '2026-10-02', to: '2026-10-31' });
    await service.report(caller, { jobId, from: '2026-10-03', to: '2026-10-31' });
    expect([state.computed, read]).toEqual([2, 2]);
  });
});
