// What the bench's seeds share: the demo company's owner (the member the bench's rows are made
// by), and a posting of that company found by its title, made the first time: a second run of
// the bench finds its data there and does not seed again.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../packages/server/src/db/database';
import { companyMembers, jobPostings } from '../packages/server/src/db/schema';

export interface BenchOwner {
  /** The owner's member id. */
  id: string;
  companyId: string;
}

/** The company member with that e-mail (the demo company's owner): the seed must have run. */
export async function demoOwner(db: Db, ownerEmail: string): Promise<BenchOwner> {
  const [owner] = await db
    .select({ id: companyMembers.id, companyId: companyMembers.companyId })
    .from(companyMembers)
    .where(eq(sql`lower(${companyMembers.email})`, ownerEmail.toLowerCase()))
    .limit(1);
  if (!owner) throw new Error('bench: no demo company owner');
  return owner;
}

/** The published posting of the owner's company with that title; made with `fields` if absent. */
export async function benchPosting(
  db: Db,
  owner: BenchOwner,
  title: string,
  fields: Pick<
    typeof jobPostings.$inferInsert,
    'description' | 'workplace' | 'field' | 'requirementSource' | 'requirementProfile'
  >,
): Promise<{ id: string; existed: boolean }> {
  const [existing] = await db
    .select({ id: jobPostings.id })
    .from(jobPostings)
    .where(and(eq(jobPostings.companyId, owner.companyId), eq(jobPostings.title, title)))
    .limit(1);
  if (existing) return { id: existing.id, existed: true };
  const [made] = await db
    .insert(jobPostings)
    .values({
      companyId: owner.companyId,
      status: 'published',
      title,
      publishedAt: new Date(),
      ...fields,
    })
    .returning({ id: jobPostings.id });
  if (!made) throw new Error('bench: posting not stored');
  return { id: made.id, existed: false };
}
