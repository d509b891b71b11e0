// ISI data access: every attempt is kept in isi_attempts; the latest is copied into the users
// row's current ISI columns (which search filters on) in the same transaction, so the two never
// disagree (decisions.md section 6).
import { desc, eq } from 'drizzle-orm';
import type { Language } from '@talentpool/domain/language';
import type { IsiResult } from '@talentpool/domain/isi/types';
import type { Db } from '../../db/database';
import { refreshFits } from '../../db/fitStore';
import { isiAttempts, users } from '../../db/schema';

export interface StoredAttempt extends IsiResult {
  id: string;
  createdAt: Date;
}

const resultColumns = {
  iRes1: isiAttempts.iRes1,
  iRes2: isiAttempts.iRes2,
  flt: isiAttempts.flt,
  frt: isiAttempts.frt,
  brt: isiAttempts.brt,
  blt: isiAttempts.blt,
  flp: isiAttempts.flp,
  frp: isiAttempts.frp,
  brp: isiAttempts.brp,
  blp: isiAttempts.blp,
};

export function isiRepository(db: Db) {
  return {
    /** Stores the attempt and makes it the user's current result; null when the user is gone. */
    async recordAttempt(
      userId: string,
      answers: number[],
      result: IsiResult,
      lang: Language,
    ): Promise<StoredAttempt | null> {
      return db.transaction(async (tx) => {
        const now = new Date();
        const [updated] = await tx
          .update(users)
          .set({ ...result, isiAt: now, updatedAt: now })
          .where(eq(users.id, userId))
          .returning({ id: users.id });
        if (!updated) return null;
        const [attempt] = await tx
          .insert(isiAttempts)
          .values({ userId, answers, lang, createdAt: now, ...result })
          .returning({ id: isiAttempts.id, createdAt: isiAttempts.createdAt });
        if (!attempt) throw new Error('ISI attempt not stored');
        // The stored fit of the user's applications follows the new result (decision 134).
        await refreshFits(tx, { userId });
        return { ...result, ...attempt };
      });
    },

    /** The user's attempts, newest first. */
    async history(userId: string, limit: number): Promise<StoredAttempt[]> {
      const rows = await db
        .select({ id: isiAttempts.id, createdAt: isiAttempts.createdAt, ...resultColumns })
        .from(isiAttempts)
        .where(eq(isiAttempts.userId, userId))
        .orderBy(desc(isiAttempts.createdAt), desc(isiAttempts.id))
        .limit(limit);
      return rows.map((r) => ({
        id: r.id,
        createdAt: r.createdAt,
        iRes1: r.iRes1 ?? 0,
        iRes2: r.iRes2 ?? 4,
        flt: r.flt ?? 0,
        frt: r.frt ?? 0,
        brt: r.brt ?? 0,
        blt: r.blt ?? 0,
        flp: r.flp ?? 0,
        frp: r.frp ?? 0,
        brp: r.brp ?? 0,
        blp: r.blp ?? 0,
      }));
    },
  };
}
