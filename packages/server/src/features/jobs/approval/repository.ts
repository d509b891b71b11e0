// Decision 271 (issue 41, decisions.md 20): data access of posting approval. The company's
// approvers in order, publish requests with the chain copied at request time, and what waits for
// an approver. Another company's request is simply not found here.
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import {
  companyMembers,
  jobPostings,
  postingApprovalRequests,
  postingApprovalSteps,
  postingApprovers,
} from '../../../db/schema';

export type RequestRow = typeof postingApprovalRequests.$inferSelect;
export type StepRow = typeof postingApprovalSteps.$inferSelect;

export interface PersonRow {
  id: string;
  name: string | null;
  email: string;
  lang: string;
  role: 'owner' | 'admin' | 'recruiter' | 'hiringManager' | 'interviewer';
  status: 'invited' | 'active';
  removedAt: Date | null;
}

const personColumns = {
  id: companyMembers.id,
  name: companyMembers.name,
  email: companyMembers.email,
  lang: companyMembers.lang,
  role: companyMembers.role,
  status: companyMembers.status,
  removedAt: companyMembers.removedAt,
};

export function createApprovalRepository(db: Db) {
  return {
    /** Members of this company by id, removed or not (a chain names them all). */
    async people(companyId: string, ids: readonly string[]): Promise<PersonRow[]> {
      if (ids.length === 0) return [];
      return db
        .select(personColumns)
        .from(companyMembers)
        .where(and(eq(companyMembers.companyId, companyId), inArray(companyMembers.id, [...ids])));
    },

    /** The company's posting approvers in order (none: publishing needs no approval). */
    async approvers(companyId: string): Promise<string[]> {
      const rows = await db
        .select({ memberId: postingApprovers.memberId })
        .from(postingApprovers)
        .where(eq(postingApprovers.companyId, companyId))
        .orderBy(asc(postingApprovers.position));
      return rows.map((r) => r.memberId);
    },

    /** The setting becomes exactly these approvers, in this order (in the caller's transaction). */
    async setApprovers(companyId: string, memberIds: readonly string[]) {
      await db.delete(postingApprovers).where(eq(postingApprovers.companyId, companyId));
      if (memberIds.length > 0) {
        await db
          .insert(postingApprovers)
          .values(memberIds.map((memberId, position) => ({ companyId, position, memberId })));
      }
    },

    async request(id: string, companyId: string) {
      const [row] = await db
        .select()
        .from(postingApprovalRequests)
        .where(
          and(eq(postingApprovalRequests.id, id), eq(postingApprovalRequests.companyId, companyId)),
        )
        .limit(1);
      return row ?? null;
    },

    /** The request locked for this transaction (FOR UPDATE): one decision at a time. */
    async lockedRequest(id: string, companyId: string) {
      const [row] = await db
        .select()
        .from(postingApprovalRequests)
        .where(
          and(eq(postingApprovalRequests.id, id), eq(postingApprovalRequests.companyId, companyId)),
        )
        .for('update')
        .limit(1);
      return row ?? null;
    },

    /** A posting's open request, if any. */
    async pendingOf(jobId: string) {
      const [row] = await db
        .select()
        .from(postingApprovalRequests)
        .where(
          and(
            eq(postingApprovalRequests.jobId, jobId),
            eq(postingApprovalRequests.status, 'pending'),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /** The latest request of each posting (newest first per posting). */
    async latestOf(jobIds: readonly string[]): Promise<RequestRow[]> {
      if (jobIds.length === 0) return [];
      const rows = await db
        .selectDistinctOn([postingApprovalRequests.jobId])
        .from(postingApprovalRequests)
        .where(inArray(postingApprovalRequests.jobId, [...jobIds]))
        .orderBy(
          postingApprovalRequests.jobId,
          desc(postingApprovalRequests.requestedAt),
          desc(postingApprovalRequests.id),
        );
      return rows;
    },

    async stepsOf(requestIds: readonly string[]): Promise<StepRow[]> {
      if (requestIds.length === 0) return [];
      return db
        .select()
        .from(postingApprovalSteps)
        .where(inArray(postingApprovalSteps.requestId, [...requestIds]))
        .orderBy(asc(postingApprovalSteps.requestId), asc(postingApprovalSteps.position));
    },

    /**
     * Creates a pending request with its chain; null when the posting has one open already (the
     * partial unique index decides between two parallel publishes).
     */
    async createRequest(values: {
      companyId: string;
      jobId: string;
      requestedByMemberId: string | null;
      requestedAt: Date;
      approverIds: readonly string[];
    }): Promise<RequestRow | null> {
      const [row] = await db
        .insert(postingApprovalRequests)
        .values({
          companyId: values.companyId,
          jobId: values.jobId,
          status: 'pending',
          requestedByMemberId: values.requestedByMemberId,
          requestedAt: values.requestedAt,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) return null;
      await db.insert(postingApprovalSteps).values(
        values.approverIds.map((memberId, position) => ({
          requestId: row.id,
          position,
          memberId,
        })),
      );
      return row;
    },

    async decideStep(
      requestId: string,
      position: number,
      decision: 'approved' | 'rejected',
      reason: string | null,
      at: Date,
    ) {
      await db
        .update(postingApprovalSteps)
        .set({ decision, reason, decidedAt: at })
        .where(
          and(
            eq(postingApprovalSteps.requestId, requestId),
            eq(postingApprovalSteps.position, position),
            isNull(postingApprovalSteps.decision),
          ),
        );
    },

    async replaceStep(requestId: string, position: number, memberId: string) {
      await db
        .update(postingApprovalSteps)
        .set({ memberId })
        .where(
          and(
            eq(postingApprovalSteps.requestId, requestId),
            eq(postingApprovalSteps.position, position),
            isNull(postingApprovalSteps.decision),
          ),
        );
    },

    /** A conditional close: null when the request was no longer pending. */
    async close(id: string, status: 'approved' | 'rejected' | 'withdrawn', at: Date) {
      const [row] = await db
        .update(postingApprovalRequests)
        .set({ status, closedAt: at })
        .where(
          and(eq(postingApprovalRequests.id, id), eq(postingApprovalRequests.status, 'pending')),
        )
        .returning();
      return row ?? null;
    },

    /**
     * What waits for a member: pending requests whose first undecided step is theirs, oldest
     * first (the partial index posting_approval_steps_member_open_idx finds the member's rows).
     */
    async waitingFor(memberId: string, companyId: string, limit: number, offset: number) {
      return db
        .select({
          // Every waiting request's count, read with the page (the member's rows are few).
          total: sql<number>`count(*) over ()`.mapWith(Number),
          id: postingApprovalRequests.id,
          jobId: postingApprovalRequests.jobId,
          requestedAt: postingApprovalRequests.requestedAt,
          jobTitle: jobPostings.title,
          requesterName: companyMembers.name,
          requesterEmail: companyMembers.email,
        })
        .from(postingApprovalSteps)
        .innerJoin(
          postingApprovalRequests,
          eq(postingApprovalRequests.id, postingApprovalSteps.requestId),
        )
        .innerJoin(jobPostings, eq(jobPostings.id, postingApprovalRequests.jobId))
        .leftJoin(
          companyMembers,
          eq(companyMembers.id, postingApprovalRequests.requestedByMemberId),
        )
        .where(
          and(
            eq(postingApprovalSteps.memberId, memberId),
            isNull(postingApprovalSteps.decision),
            eq(postingApprovalRequests.companyId, companyId),
            eq(postingApprovalRequests.status, 'pending'),
            sql`${postingApprovalSteps.position} = (select min(s.position) from ${postingApprovalSteps} s where s.request_id = ${postingApprovalRequests.id} and s.decision is null)`,
          ),
        )
        .orderBy(asc(postingApprovalRequests.requestedAt), asc(postingApprovalRequests.id))
        .limit(limit)
        .offset(offset);
    },

    async postingTitle(jobId: string) {
      const [row] = await db
        .select({ title: jobPostings.title })
        .from(jobPostings)
        .where(eq(jobPostings.id, jobId))
        .limit(1);
      return row?.title ?? '';
    },
  };
}

export type ApprovalRepository = ReturnType<typeof createApprovalRepository>;
