// Issue 40 (decisions.md 21): the voluntary survey at apply and getFairnessReport. Permission
// `reports.read` (owner, admin, recruiter; a hiring manager on the postings of their teams), as
// the hiring report. The report says, per stage and for the fit ranking's top 20 %, per group,
// who entered and moved on, with the figures of ../../domain/fairness/report.ts.
import { DomainError } from '@talentpool/domain/errors';
import { isScoped } from '@talentpool/domain/members/policy';
import { defaultStages, stagesOrDefault } from '@talentpool/domain/process/stages';
import { surveyAnswered, type FairnessSurvey } from '@talentpool/domain/fairness/survey';
import {
  fairnessThresholds,
  stageFigures,
  type FairnessReport,
} from '@talentpool/domain/fairness/report';
import { reportRange } from '@talentpool/domain/reports/funnel';
import type { HiringReportQuery } from '@talentpool/domain/reports/schemas';
import type { Db } from '../../db/database';
import type { Caller } from '../../lib/caller';
import { assertMemberCan } from '../../plugins/app/auth';
import {
  fairnessCounts,
  insertSurvey,
  postingOfCompany,
  type FairnessCounts,
  type FairnessScope,
  type GroupRow,
} from './repository';

/** Stores the survey of a new application, in its transaction; nothing when nothing answered. */
export async function saveFairnessSurvey(
  tx: Db,
  application: { applicationId: string; jobId: string },
  survey: FairnessSurvey | undefined,
): Promise<void> {
  if (surveyAnswered(survey)) await insertSurvey(tx, application, survey);
}

const topName = { en: 'Top 20% of the fit ranking', ar: 'أعلى 20% في ترتيب الملاءمة' };

/** How the counts are found: the kept counts; the tests and the bench pass the history's. */
type CountsOf = (db: Db, scope: FairnessScope, topShare: number) => Promise<FairnessCounts>;

export async function fairnessReport(
  db: Db,
  caller: Caller,
  query: HiringReportQuery,
  now: Date,
  countsOf: CountsOf = fairnessCounts,
): Promise<FairnessReport> {
  const teamOf = isScoped(caller.member.role, 'reports.read') ? caller.member.id : null;
  if (query.jobId) {
    const posting = await postingOfCompany(db, query.jobId, caller.companyId, caller.member.id);
    if (!posting) throw new DomainError('NOT_FOUND', 'error.NOT_FOUND');
    assertMemberCan(caller.member, 'reports.read', { onTeam: posting.onTeam });
  }
  const range = reportRange(query, now);
  const found = await countsOf(
    db,
    {
      companyId: caller.companyId,
      jobId: query.jobId ?? null,
      teamOf,
      from: range.from,
      to: range.to,
      start: range.start,
      end: range.end,
    },
    fairnessThresholds.topShare,
  );
  // Stage names from the postings' lists, in the order of the first list that names each.
  const names = new Map<string, { en: string; ar: string }>();
  for (const list of found.lists.length > 0 ? found.lists : [null]) {
    for (const stage of stagesOrDefault(list ?? defaultStages)) {
      if (!names.has(stage.key)) names.set(stage.key, stage.name);
    }
  }
  const byStage = new Map<string, GroupRow[]>();
  for (const row of found.rows) {
    byStage.set(row.stage, [...(byStage.get(row.stage) ?? []), row]);
  }
  const order = [...names.keys()].filter((key) => byStage.has(key));
  for (const key of byStage.keys()) if (!order.includes(key) && key !== 'fitTop20') order.push(key);
  const stages = order.map((key) =>
    stageFigures(key, names.get(key) ?? { en: key, ar: key }, byStage.get(key) ?? []),
  );
  stages.push(stageFigures('fitTop20', topName, byStage.get('fitTop20') ?? []));
  return {
    jobId: query.jobId ?? null,
    from: range.from,
    to: range.to,
    applications: found.applications,
    answered: found.answered,
    thresholds: { ...fairnessThresholds },
    stages,
    generatedAt: now.toISOString(),
  };
}
