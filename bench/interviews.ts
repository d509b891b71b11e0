// Bench data for interviews (issue 19, decision 120): one published posting of the demo company
// with 250 applicants and 1,000 interviews (four each, half of them past, half with scorecards),
// the demo company's owner on every one. Times listMyInterviews (the owner's 1,000) and
// listApplicants with each card's interview counts. Seeded once: a second run finds it there.
import { count, eq } from 'drizzle-orm';
import type { Db } from '../packages/server/src/db/database';
import {
  applications,
  interviewInterviewers,
  interviews,
  scorecards,
  users,
} from '../packages/server/src/db/schema';
import { benchPosting, demoOwner } from './benchPosting';

const title = 'Bench: interviews posting';

export async function seedInterviews(
  db: Db,
  ownerEmail: string,
  wanted = 1000,
): Promise<{ jobId: string; seededSeconds: number | null }> {
  const owner = await demoOwner(db, ownerEmail);
  const started = Date.now();
  const job = await benchPosting(db, owner, title, {
    description: 'Interviews at scale.',
    workplace: 'remote',
    field: 'Architecture and Construction',
    requirementSource: { kind: 'jobmatch', items: [0, 7, 12] },
    requirementProfile: { '4': 0, '5': 34, '6': 0, '7': 66 },
  });
  if (job.existed) {
    const [row] = await db
      .select({ n: count() })
      .from(interviews)
      .where(eq(interviews.jobId, job.id));
    if (Number(row?.n ?? 0) >= wanted) return { jobId: job.id, seededSeconds: null };
  }
  const perApplicant = 4;
  const people = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.dataComplete, true))
    .limit(Math.ceil(wanted / perApplicant));
  const applied = await db
    .insert(applications)
    .values(people.map((p) => ({ jobId: job.id, userId: p.id, stage: 'interview' as const })))
    .onConflictDoNothing()
    .returning({ id: applications.id });
  const applicationIds = applied.length
    ? applied.map((a) => a.id)
    : (
        await db
          .select({ id: applications.id })
          .from(applications)
          .where(eq(applications.jobId, job.id))
      ).map((a) => a.id);
  const day = 86_400_000;
  const rows = applicationIds.flatMap((applicationId, a) =>
    Array.from({ length: perApplicant }, (_, i) => ({
      applicationId,
      jobId: job.id,
      companyId: owner.companyId,
      // Half in the past, half to come, spread over 60 days.
      startsAt: new Date(Date.now() + ((a * perApplicant + i) % 60) * day - 30 * day),
      durationMinutes: 45,
      timeZone: 'Africa/Cairo',
      uid: crypto.randomUUID(),
      createdByMemberId: owner.id,
    })),
  );
  for (let i = 0; i < rows.length; i += 500) {
    const made = await db
      .insert(interviews)
      .values(rows.slice(i, i + 500))
      .returning({ id: interviews.id });
    await db
      .insert(interviewInterviewers)
      .values(made.map((m) => ({ interviewId: m.id, memberId: owner.id })));
    await db.insert(scorecards).values(
      made
        .filter((_, k) => k % 2 === 0)
        .map((m) => ({
          interviewId: m.id,
          memberId: owner.id,
          ratings: [{ attribute: 'Planning', score: 3 }],
          recommendation: 'yes' as const,
        })),
    );
  }
  return { jobId: job.id, seededSeconds: (Date.now() - started) / 1000 };
}
