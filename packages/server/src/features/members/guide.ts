// Issue 46 (decision 252): the first-hour guide's state per member (member_guides, migration
// 0050) and the member's own name, which the guide asks of the owner. A member's row is read and
// written only for the member the token names, so no other member's guide can be touched.
import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  guideOf,
  guideSteps,
  type CompanyGuide,
  type UpdateCompanyGuideInput,
} from '@talentpool/domain/members/guide';
import type { Member } from '@talentpool/domain/members/schemas';
import { DomainError } from '@talentpool/domain/errors';
import type { Db } from '../../db/database';
import { companyMembers, memberGuides } from '../../db/schema';
import { toMember } from './service';

export function createGuideService(db: Db) {
  async function read(memberId: string): Promise<CompanyGuide> {
    const [row] = await db.select().from(memberGuides).where(eq(memberGuides.memberId, memberId));
    return row ? guideOf(row.doneSteps, row.skippedAt, row.finishedAt) : guideOf([], null, null);
  }

  return {
    read,

    async update(memberId: string, input: UpdateCompanyGuideInput): Promise<CompanyGuide> {
      await db.transaction(async (tx) => {
        await tx.insert(memberGuides).values({ memberId }).onConflictDoNothing();
        const [row] = await tx
          .select()
          .from(memberGuides)
          .where(eq(memberGuides.memberId, memberId))
          .for('update');
        if (!row) throw new Error('member_guides row missing after insert');
        const done = new Set(row.doneSteps);
        if (input.stepDone) done.add(input.stepDone);
        const doneSteps = guideSteps.filter((step) => done.has(step));
        const finished = doneSteps.length === guideSteps.length;
        await tx
          .update(memberGuides)
          .set({
            doneSteps,
            skippedAt:
              input.skipped === undefined
                ? row.skippedAt
                : input.skipped
                  ? (row.skippedAt ?? new Date())
                  : null,
            finishedAt: finished ? (row.finishedAt ?? new Date()) : null,
            updatedAt: sql`now()`,
          })
          .where(eq(memberGuides.memberId, memberId));
      });
      return read(memberId);
    },

    /** setMemberName: the member's own name, as members, notes and invitations show it. */
    async setName(companyId: string, memberId: string, name: string): Promise<Member> {
      const [row] = await db
        .update(companyMembers)
        .set({ name, updatedAt: sql`now()` })
        .where(
          and(
            eq(companyMembers.id, memberId),
            eq(companyMembers.companyId, companyId),
            isNull(companyMembers.removedAt),
          ),
        )
        .returning();
      if (!row) throw new DomainError('UNAUTHENTICATED', 'error.UNAUTHENTICATED');
      return toMember(row);
    },
  };
}
