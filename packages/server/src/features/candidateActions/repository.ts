// Decision 146: the queries of acting on a candidate from search. A candidate is visible to a
// company as in search and pools (decision 128, 137): a complete, discoverable profile, or the
// company's own applicant; anyone else answers as unknown.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { applications, candidateNotes, companyMembers, users } from '../../db/schema';
import { actorColumns, type ActorRow } from '../../db/actor';
import { idempotentTransaction } from '../../plugins/app/idempotency';
// The one rule of who a company may see in pools is search's rule too: shared, not copied.
import { visibleTo } from '../pools/public';

export interface CandidateRow {
  id: string;
  email: string;
  name: string | null;
  lang: string;
  visible: boolean;
}

export interface CandidateNoteRow {
  id: string;
  text: string;
  createdAt: Date;
  by: ActorRow | null;
}

/** Newest first; with `noteId`, that note only. */
function notesOf(
  db: Db,
  companyId: string,
  userId: string,
  limit: number,
  noteId?: string,
): Promise<CandidateNoteRow[]> {
  return db
    .select({
      id: candidateNotes.id,
      text: candidateNotes.text,
      createdAt: candidateNotes.createdAt,
      by: actorColumns,
    })
    .from(candidateNotes)
    .leftJoin(companyMembers, eq(companyMembers.id, candidateNotes.memberId))
    .where(
      and(
        eq(candidateNotes.companyId, companyId),
        eq(candidateNotes.userId, userId),
        noteId === undefined ? undefined : eq(candidateNotes.id, noteId),
      ),
    )
    .orderBy(desc(candidateNotes.createdAt), desc(candidateNotes.id))
    .limit(limit);
}

export function createCandidateActionsRepository(db: Db) {
  return {
    /** The job seeker as this company may see them (null: no such user). */
    async candidate(companyId: string, userId: string): Promise<CandidateRow | null> {
      const [row] = await db
        .select({
          id: users.id,
          email: users.email,
          name: users.name,
          lang: users.lang,
          visible: visibleTo(companyId),
        })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row ? { ...row, visible: Boolean(row.visible) } : null;
    },

    async hasApplied(jobId: string, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ yes: sql<number>`1` })
        .from(applications)
        .where(and(eq(applications.jobId, jobId), eq(applications.userId, userId)))
        .limit(1);
      return Boolean(row);
    },

    /** Newest first; with `noteId`, that note only. */
    notes: (companyId: string, userId: string, limit: number, noteId?: string) =>
      notesOf(db, companyId, userId, limit, noteId),

    /**
     * Stores a note and answers it (`answer`, read in the note's transaction). Decision 279: a
     * request's Idempotency-Key is claimed and its answer kept in that transaction.
     */
    async insertNote<T>(
      input: { companyId: string; userId: string; memberId: string; text: string },
      answer: (stored: CandidateNoteRow | undefined) => T,
    ): Promise<T> {
      return idempotentTransaction(db, 201, async (tx) => {
        const [row] = await tx
          .insert(candidateNotes)
          .values(input)
          .returning({ id: candidateNotes.id });
        if (!row) throw new Error('candidate note not stored');
        const [stored] = await notesOf(tx, input.companyId, input.userId, 1, row.id);
        return answer(stored);
      });
    },
  };
}

export type CandidateActionsRepository = ReturnType<typeof createCandidateActionsRepository>;
