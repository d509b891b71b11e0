// Bench data for issue 20's scale (decision 134): one published posting of the demo company with
// 10,000 applicants (the seeded candidates), spread over the six default stages with a history
// of dated moves over the last 80 days, three sources and three reject reasons; the stored fit is
// computed as applying would. The cases: the board's columns (counts per stage and each column's
// first page), the ranked list's page 1 and page 200, and the hiring report of the posting and of
// the company. Seeded once: a second run finds it there.
import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../packages/server/src/db/database';
import { refreshFits } from '../packages/server/src/db/fitStore';
import {
  applicationEvents,
  applications,
  companyMembers,
  jobPostings,
  rejectReasons,
  users,
} from '../packages/server/src/db/schema';

const title = 'Bench: 10,000 applicants';
const day = 86_400_000;

/** The path each applicant takes, by its number: most stop early, as in a real funnel. */
function pathOf(n: number): string[] {
  const r = (n * 7919) % 100;
  if (r < 40) return ['applied'];
  if (r < 55) return ['applied', 'rejected'];
  if (r < 75) return ['applied', 'screening'];
  if (r < 83) return ['applied', 'screening', 'rejected'];
  if (r < 91) return ['applied', 'screening', 'interview'];
  if (r < 95) return ['applied', 'screening', 'interview', 'rejected'];
  if (r < 97) return ['applied', 'screening', 'interview', 'offer'];
  if (r < 98) return ['applied', 'screening', 'interview', 'offer', 'rejected'];
  return ['applied', 'screening', 'interview', 'offer', 'hired'];
}

const sources = ['board', 'board', 'feed', 'referral'] as const;

export async function seedPipeline(
  db: Db,
  ownerEmail: string,
  wanted = 10_000,
): Promise<{ jobId: string; seededSeconds: number | null; applicants: number }> {
  // Already seeded: the posting holds `wanted` applicants.
  const [owner] = await db
    .select({ id: companyMembers.id, companyId: companyMembers.companyId })
    .from(companyMembers)
    .where(eq(sql`lower(${companyMembers.email})`, ownerEmail.toLowerCase()))
    .limit(1);
  if (!owner) throw new Error('bench: no demo company owner');
  const [existing] = await db
    .select({ id: jobPostings.id })
    .from(jobPostings)
    .where(and(eq(jobPostings.companyId, owner.companyId), eq(jobPostings.title, title)))
    .limit(1);
  if (existing) {
    const [row] = await db
      .select({ n: count() })
      .from(applications)
      .where(eq(applications.jobId, existing.id));
    const applicants = Number(row?.n ?? 0);
    if (applicants >= wanted) return { jobId: existing.id, seededSeconds: null, applicants };
  }
  const started = Date.now();
  const [job] = existing
    ? [existing]
    : await db
        .insert(jobPostings)
        .values({
          companyId: owner.companyId,
          status: 'published',
          title,
          description: 'A popular posting: ranking, board and reports at scale.',
          workplace: 'remote',
          field: 'Architecture and Construction',
          minEducation: 'Faculty degree',
          minExperience: '2-5 years',
          requirementSource: { kind: 'jobmatch', items: [0, 7, 12] },
          requirementProfile: { '4': 0, '5': 34, '6': 0, '7': 66 },
          publishedAt: new Date(Date.now() - 90 * day),
        })
        .returning({ id: jobPostings.id });
  if (!job) throw new Error('bench: posting not stored');

  // Three of the company's reasons (its own list, as the process feature makes on first use).
  const reasons = await db
    .insert(rejectReasons)
    .values(
      ['Not enough experience', 'Skills do not match', 'Position filled'].map((name, i) => ({
        companyId: owner.companyId,
        nameEn: `${name} (bench)`,
        nameAr: `سبب ${i + 1}`,
        position: 1000 + i,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: rejectReasons.id });
  const reasonIds = reasons.length
    ? reasons.map((r) => r.id)
    : (
        await db
          .select({ id: rejectReasons.id })
          .from(rejectReasons)
          .where(eq(rejectReasons.companyId, owner.companyId))
          .limit(3)
      ).map((r) => r.id);

  // Any job seeker (applying needs a complete profile, the bench writes the rows directly).
  const people = await db.select({ id: users.id }).from(users).orderBy(users.id).limit(wanted);
  const now = Date.now();
  for (let i = 0; i < people.length; i += 1000) {
    const batch = people.slice(i, i + 1000).map((p, k) => {
      const n = i + k;
      const path = pathOf(n);
      const appliedAt = new Date(now - 80 * day + ((n * 613) % (70 * day)));
      const at = path.map((_, step) => new Date(appliedAt.getTime() + step * ((n % 5) + 1) * day));
      return { userId: p.id, n, path, at };
    });
    const made = await db
      .insert(applications)
      .values(
        batch.map((b) => ({
          jobId: job.id,
          userId: b.userId,
          stage: b.path[b.path.length - 1] ?? 'applied',
          appliedAt: b.at[0],
          stageChangedAt: b.at[b.at.length - 1],
          source: sources[b.n % sources.length],
        })),
      )
      .onConflictDoNothing()
      .returning({ id: applications.id, userId: applications.userId });
    const idOf = new Map(made.map((m) => [m.userId, m.id]));
    const events = batch.flatMap((b) => {
      const applicationId = idOf.get(b.userId);
      if (!applicationId) return [];
      return b.path.map((to, step) => ({
        applicationId,
        fromStage: step === 0 ? null : (b.path[step - 1] ?? null),
        toStage: to,
        at: b.at[step],
        byCompanyId: step === 0 ? null : owner.companyId,
        byMemberId: step === 0 ? null : owner.id,
        reasonId: to === 'rejected' ? (reasonIds[b.n % reasonIds.length] ?? null) : null,
      }));
    });
    for (let e = 0; e < events.length; e += 1000) {
      await db.insert(applicationEvents).values(events.slice(e, e + 1000));
    }
  }
  // The stored fit, as applying stores it (decision 134).
  await refreshFits(db, { jobId: job.id });
  // As autovacuum would soon: statistics, and the visibility map that lets the ranking read the
  // index alone.
  await db.execute(sql`vacuum analyze applications`);
  await db.execute(sql`vacuum analyze application_events`);
  await db.execute(sql`vacuum analyze report_entries`);
  const [row] = await db
    .select({ n: count() })
    .from(applications)
    .where(eq(applications.jobId, job.id));
  return {
    jobId: job.id,
    seededSeconds: (Date.now() - started) / 1000,
    applicants: Number(row?.n ?? 0),
  };
}

/**
 * What a requirement change costs (decision 134): every stored fit of the posting recomputed and
 * written, as updateJob does in its transaction. Seconds.
 */
export async function timeFitRefresh(
  db: Db,
  jobId: string,
): Promise<{ seconds: number; written: number }> {
  await db.execute(sql`update applications set fit_inputs = null where job_id = ${jobId}`);
  const started = performance.now();
  const written = await refreshFits(db, { jobId });
  const seconds = (performance.now() - started) / 1000;
  // Two rewrites of every row leave 20,000 dead row versions and a cleared visibility map, which
  // autovacuum clears within a minute or so; without this the read cases that follow measured a
  // table just rewritten (sequential scans and heap visits instead of index-only reads).
  await db.execute(sql`vacuum analyze applications`);
  return { seconds, written };
}
