// Issue 20, decision 130 (Reports) and decision 134: the hiring report of a posting or of the
// company over a date range, and its tables as CSV. Permission `reports.read`: a hiring manager
// reads the report of a posting of their teams (403 for another), and the company report sums
// only the postings of their teams (decisions.md 11: they see nothing drawn from the others).
import { DomainError } from '@talentpool/domain/errors';
import { isScoped } from '@talentpool/domain/members/policy';
import { defaultStages, stagesOrDefault } from '@talentpool/domain/process/stages';
import { translate, isMessageKey } from '@talentpool/domain/messages';
import type { Language } from '@talentpool/domain/language';
import {
  byStageList,
  funnelOf,
  mergeStageLists,
  reportRange,
  roundDays,
  type StageOfList,
} from '@talentpool/domain/reports/funnel';
import type {
  HiringReport,
  HiringReportQuery,
  ReportTable,
} from '@talentpool/domain/reports/schemas';
import type { Clock } from '../../lib/clock';
import { csvDocument } from '../../lib/csv';
import { assertMemberCan } from '../../plugins/app/auth';
import type { Caller } from '../../lib/caller';
import {
  createReportCache,
  createSnapshotCache,
  reportKey,
  scopeKey,
  snapshotEntriesMax,
  type ReportCache,
  type SnapshotCache,
} from './cache';
import { figuresOfRange, snapshotOf } from './ranges';
import type { HiringFigures, ReportScope, ReportsRepository } from './repository';

const notFound = () => new DomainError('NOT_FOUND', 'error.NOT_FOUND');

const defaultStagesJson = JSON.stringify(defaultStages);

/** A stage list as the report names stages. */
const named = (list: readonly StageOfList[]): StageOfList[] =>
  list.map((s) => ({ key: s.key, name: { en: s.name.en, ar: s.name.ar } }));

export function createReportsService({
  repository,
  clock,
  cache = createReportCache(),
  snapshots = createSnapshotCache(),
}: {
  repository: ReportsRepository;
  clock: Clock;
  /** Computed figures by scope and range (decision 143); one per server by default. */
  cache?: ReportCache;
  /** Each scope's entries at a version, any range counted from them (decision 163). */
  snapshots?: SnapshotCache;
}) {
  /**
   * The figures of a range not kept yet: counted in memory from the scope's entries at this
   * version (read once per scope and version, from the second range asked at it), or by the
   * figures statement (the first range after a write, a scope too large to keep).
   */
  async function compute(scope: ReportScope, version: string): Promise<HiringFigures> {
    const reading = snapshots.get(scopeKey(scope), version, async () => {
      const entries = await repository.entries(scope, snapshotEntriesMax);
      return entries ? snapshotOf(entries) : null;
    });
    const snapshot = reading ? await reading : null;
    if (!snapshot) return repository.figures(scope);
    return { version: snapshot.version, ...figuresOfRange(snapshot, scope.start, scope.end) };
  }

  async function report(caller: Caller, query: HiringReportQuery): Promise<HiringReport> {
    const teamOf = isScoped(caller.member.role, 'reports.read') ? caller.member.id : null;
    let stages: StageOfList[];
    // The company's report version, read with the posting or the stage lists (no extra trip).
    let version: string;
    if (query.jobId) {
      const posting = await repository.findPosting(query.jobId, caller.companyId, caller.member.id);
      if (!posting) throw notFound();
      assertMemberCan(caller.member, 'reports.read', { onTeam: posting.onTeam });
      stages = named(stagesOrDefault(posting.stages));
      version = posting.version;
    } else {
      const found = await repository.stageLists({ companyId: caller.companyId, teamOf });
      stages = mergeStageLists(
        found.lists.length === 0
          ? [defaultStages]
          : found.lists.map((list) => stagesOrDefault(list)),
      );
      version = found.version;
    }
    const range = reportRange(query, clock.now());
    const scope = {
      companyId: caller.companyId,
      jobId: query.jobId ?? null,
      teamOf,
      start: range.start,
      end: range.end,
      defaultStages: defaultStagesJson,
    };
    // Decision 143: the figures computed at this same version are the figures of now.
    const key = reportKey(scope);
    const offers = await repository.offerFigures(scope);
    let figures = cache.get(key, version);
    if (!figures) {
      figures = await compute(scope, version);
      cache.set(key, figures.version, figures);
    }
    return {
      jobId: query.jobId ?? null,
      from: range.from,
      to: range.to,
      funnel: funnelOf(stages, figures.stages),
      stageDays: byStageList(stages, figures.stages, (stage, row) => ({
        stage: stage.key,
        name: stage.name,
        median: roundDays(row?.median),
        p75: roundDays(row?.p75),
        count: row?.stays ?? 0,
      })),
      timeToHire: {
        median: roundDays(figures.timeToHire.median),
        p75: roundDays(figures.timeToHire.p75),
        count: Number(figures.timeToHire.count),
      },
      sources: figures.sources,
      rejectReasons: figures.reasons.map((r) => ({
        reasonId: r.reasonId,
        name:
          r.reasonId === null || r.nameEn === null || r.nameAr === null
            ? { en: translate('reports.noReason', 'en'), ar: translate('reports.noReason', 'ar') }
            : { en: r.nameEn, ar: r.nameAr },
        count: r.count,
      })),
      // Issue 41: from the offer records, not from moves into stages named "Offer".
      offers: {
        made: offers.made,
        accepted: offers.accepted,
        declined: offers.declined,
        answerDays: {
          median: roundDays(offers.median),
          p75: roundDays(offers.p75),
          count: offers.accepted + offers.declined,
        },
      },
    };
  }

  return {
    report,

    /** One table of the report as CSV, its column names and stage names in `lang`. */
    async csv(
      caller: Caller,
      query: HiringReportQuery & { table: ReportTable },
      lang: Language,
    ): Promise<{ filename: string; text: string }> {
      const answer = await report(caller, query);
      const t = (key: string) => translate(key, lang);
      const rows: (string | number | null)[][] = [];
      switch (query.table) {
        case 'funnel':
          rows.push(
            [
              'reports.csv.stage',
              'reports.csv.stageName',
              'reports.csv.entered',
              'reports.csv.movedOn',
              'reports.csv.current',
              'reports.csv.conversion',
            ].map(t),
            ...answer.funnel.map((r) => [
              r.stage,
              r.name[lang],
              r.entered,
              r.movedOn,
              r.current,
              r.conversion,
            ]),
          );
          break;
        case 'stageDays':
          rows.push(
            [
              'reports.csv.stage',
              'reports.csv.stageName',
              'reports.csv.median',
              'reports.csv.p75',
              'reports.csv.count',
            ].map(t),
            ...answer.stageDays.map((r) => [r.stage, r.name[lang], r.median, r.p75, r.count]),
          );
          break;
        case 'sources':
          rows.push(
            ['reports.csv.source', 'reports.csv.applications', 'reports.csv.hired'].map(t),
            ...answer.sources.map((r) => {
              const key = `process.source.${r.source}`;
              return [isMessageKey(key) ? t(key) : r.source, r.applications, r.hired];
            }),
          );
          break;
        case 'rejectReasons':
          rows.push(
            ['reports.csv.reasonId', 'reports.csv.reason', 'reports.csv.count'].map(t),
            ...answer.rejectReasons.map((r) => [r.reasonId, r.name[lang], r.count]),
          );
          break;
      }
      const scope = answer.jobId ? `job-${answer.jobId.slice(0, 8)}` : 'company';
      return {
        filename: `hiring-${query.table}-${scope}-${answer.from}-${answer.to}.csv`,
        text: csvDocument(rows),
      };
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
