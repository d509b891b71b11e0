// Issue 37 (decision 268): what a hire may be followed by, read for the recruiter who just made
// it: the hired person's interviews still to come, the posting's openings and hires, and the
// applications still in play. Nothing is changed here; the web app offers each step and carries
// out the chosen ones through the calls that own them.
import { and, asc, eq, gt, ne, not, sql } from 'drizzle-orm';
import { bulkLimits } from '@talentpool/domain/process/schemas';
import type { HireSteps } from '@talentpool/domain/jobs/hireSteps';
import { isOpenPosting } from '@talentpool/domain/jobs/reach';
import { findStage, stagesOrDefault } from '@talentpool/domain/process/stages';
import type { Db } from '../../db/database';
import { applications, interviews, jobPostings } from '../../db/schema';
import { stageKindIs } from '../../db/postingStages';
import type { ApplicationRow, PostingRow } from './repository';

export async function readHireSteps(
  db: Db,
  application: ApplicationRow,
  posting: PostingRow,
  now = new Date(),
): Promise<HireSteps> {
  const stage = findStage(stagesOrDefault(posting.stages), application.stage);
  const inPosting = eq(applications.jobId, posting.id);
  const [hires, upcoming, others] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(applications)
      .innerJoin(jobPostings, eq(jobPostings.id, applications.jobId))
      .where(and(inPosting, stageKindIs('hired'))),
    db
      .select({ id: interviews.id, startsAt: interviews.startsAt, timeZone: interviews.timeZone })
      .from(interviews)
      .where(
        and(
          eq(interviews.applicationId, application.id),
          eq(interviews.status, 'scheduled'),
          gt(interviews.startsAt, now),
        ),
      )
      .orderBy(asc(interviews.startsAt)),
    db
      .select({ id: applications.id })
      .from(applications)
      .innerJoin(jobPostings, eq(jobPostings.id, applications.jobId))
      .where(
        and(
          inPosting,
          ne(applications.id, application.id),
          not(stageKindIs('hired')),
          not(stageKindIs('rejected')),
        ),
      )
      .orderBy(
        sql`${applications.fitPasses} desc`,
        sql`${applications.fit} desc nulls last`,
        asc(applications.appliedAt),
        asc(applications.id),
      )
      .limit(bulkLimits.maxMatchingIds),
  ]);
  const open = isOpenPosting(posting.status, posting.applicationDeadline, now);
  return {
    applicationId: application.id,
    jobId: posting.id,
    hired: stage?.kind === 'hired',
    openings: posting.openings,
    hiredCount: hires[0]?.n ?? 0,
    postingStatus: open ? 'published' : posting.status === 'draft' ? 'draft' : 'closed',
    interviews: upcoming.map((i) => ({
      _id: i.id,
      startsAt: i.startsAt.toISOString(),
      timeZone: i.timeZone,
    })),
    others: others.map((o) => o.id),
  };
}
