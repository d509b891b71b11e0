// Bench data and timing for bulk actions (issue 20, decision 130): one published posting of the
// demo company with 10,000 applicants, and bulkApplications moving 500 of them at once, back and
// forth between two stages. A write cannot be driven by autocannon (each request changes what
// the next one sees), so each move is one timed request in turn. Seeded once: a second run finds
// the posting there. Target (issue 20): under 2 s on PostgreSQL.
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../packages/server/src/db/database';
import { applications, companyMembers, jobPostings, users } from '../packages/server/src/db/schema';

const title = 'Bench: 10,000 applicants';

export async function seedBulkPosting(
  db: Db,
  ownerEmail: string,
  wanted = 10_000,
): Promise<{ jobId: string; ids: string[]; seededSeconds: number | null }> {
  const [owner] = await db
    .select({ id: companyMembers.id, companyId: companyMembers.companyId })
    .from(companyMembers)
    .where(eq(sql`lower(${companyMembers.email})`, ownerEmail.toLowerCase()))
    .limit(1);
  if (!owner) throw new Error('bench: no demo company owner');
  const started = Date.now();
  let [job] = await db
    .select({ id: jobPostings.id })
    .from(jobPostings)
    .where(and(eq(jobPostings.companyId, owner.companyId), eq(jobPostings.title, title)))
    .limit(1);
  job ??= (
    await db
      .insert(jobPostings)
      .values({
        companyId: owner.companyId,
        status: 'published',
        title,
        description: 'Bulk actions at scale.',
        workplace: 'remote',
        field: 'Architecture and Construction',
        requirementSource: { kind: 'jobmatch', items: [0, 7, 12] },
        requirementProfile: { '4': 0, '5': 34, '6': 0, '7': 66 },
        publishedAt: new Date(),
        createdByMemberId: owner.id,
      })
      .returning({ id: jobPostings.id })
  )[0];
  if (!job) throw new Error('bench: posting not stored');
  const jobId = job.id;
  const [have] = await db
    .select({ n: count() })
    .from(applications)
    .where(eq(applications.jobId, jobId));
  let seededSeconds: number | null = null;
  if (Number(have?.n ?? 0) < wanted) {
    // The seeded candidates first; light accounts of their own for what is missing.
    const people = await db.select({ id: users.id }).from(users).limit(wanted);
    const missing = wanted - people.length;
    for (let i = 0; i < missing; i += 1000) {
      const made = await db
        .insert(users)
        .values(
          Array.from({ length: Math.min(1000, missing - i) }, (_, k) => ({
            email: `bench-applicant-${i + k}-${Date.now()}@example.com`,
            passwordHash: 'x',
            name: `Bench applicant ${i + k}`,
          })),
        )
        .returning({ id: users.id });
      people.push(...made);
    }
    for (let i = 0; i < people.length; i += 1000) {
      await db
        .insert(applications)
        .values(people.slice(i, i + 1000).map((p) => ({ jobId, userId: p.id })))
        .onConflictDoNothing();
    }
    seededSeconds = (Date.now() - started) / 1000;
  }
  const ids = (
    await db
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.jobId, jobId))
      .orderBy(asc(applications.id))
      .limit(500)
  ).map((r) => r.id);
  return { jobId, ids, seededSeconds };
}

/**
 * `runs` bulk moves of the 500, alternating between two stages (each run moves all 500), one
 * request at a time: milliseconds per request.
 */
export async function timeBulkMoves(
  url: string,
  token: string,
  ids: string[],
  runs = 10,
): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const stage = run % 2 === 0 ? 'screening' : 'interview';
    const started = performance.now();
    const res = await fetch(`${url}/api/company/applications/bulk`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      // The batch without mails (decision 147 made mails the default; they are per application).
      body: JSON.stringify({ ids, action: 'move', stage, notify: false }),
    });
    const body = (await res.json()) as { done?: string[] };
    times.push(performance.now() - started);
    if (res.status !== 200 || body.done?.length !== ids.length) {
      throw new Error(
        `bench: bulk move answered ${res.status} ${JSON.stringify(body).slice(0, 200)}`,
      );
    }
  }
  return times;
}
