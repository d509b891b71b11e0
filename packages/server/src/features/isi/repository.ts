// ISI data access: every attempt is kept in isi_attempts; the latest is copied into the users
// row's current ISI columns (which search filters on) in the same transaction, so the two never
// disagree (decisions.md section 6). Issue 22 (decision 135): each attempt carries its response
// quality; the daily statistics job reads the stored answers and writes isi_statistics.
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Language } from '@talentpool/domain/language';
import type { IsiFlags } from '@talentpool/domain/isi/responseQuality';
import { isiScaleKeys, type IsiResult, type IsiScores } from '@talentpool/domain/isi/types';
import type { Db } from '../../db/database';
import { refreshFits } from '../../db/fitStore';
import {
  applications,
  isiAttempts,
  isiStatistics,
  isiTechnicalReports,
  users,
} from '../../db/schema';
import { surveyGroupsByIsiType } from '../fairness/public';

export interface StoredAttempt extends IsiResult {
  id: string;
  createdAt: Date;
  /** null for an attempt stored before response quality was checked (migration 0021). */
  isiFlags: IsiFlags | null;
}

export interface AttemptQuality {
  flags: IsiFlags;
  medianItemMs: number | null;
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

/** How many respondents the reliability reads at most: plenty for alpha, bounded memory. */
export const RELIABILITY_SAMPLE_LIMIT = 20_000;

type Rows<T> = T[] | { rows?: T[] };
const rowsOf = <T>(result: unknown): T[] => {
  const r = result as Rows<T>;
  return Array.isArray(r) ? r : (r.rows ?? []);
};

export type StatisticsRow = typeof isiStatistics.$inferSelect;

/** Every questionnaire attempt of a job seeker (their account is being deleted). */
export async function deleteAttemptsOf(db: Db, userId: string): Promise<void> {
  await db.delete(isiAttempts).where(eq(isiAttempts.userId, userId));
}

export function isiRepository(db: Db) {
  return {
    /** Stores the attempt and makes it the user's current result; null when the user is gone. */
    async recordAttempt(
      userId: string,
      answers: number[],
      result: IsiResult,
      lang: Language,
      quality: AttemptQuality,
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
          .values({
            userId,
            answers,
            lang,
            createdAt: now,
            ...result,
            isiFlags: quality.flags,
            medianItemMs: quality.medianItemMs,
          })
          .returning({ id: isiAttempts.id, createdAt: isiAttempts.createdAt });
        if (!attempt) throw new Error('ISI attempt not stored');
        // The stored fit of the user's applications follows the new result (decision 134).
        await refreshFits(tx, { userId });
        return { ...result, ...attempt, isiFlags: quality.flags };
      });
    },

    /** The user's attempts, newest first. */
    async history(userId: string, limit: number): Promise<StoredAttempt[]> {
      const rows = await db
        .select({
          id: isiAttempts.id,
          createdAt: isiAttempts.createdAt,
          isiFlags: isiAttempts.isiFlags,
          ...resultColumns,
        })
        .from(isiAttempts)
        .where(eq(isiAttempts.userId, userId))
        .orderBy(desc(isiAttempts.createdAt), desc(isiAttempts.id))
        .limit(limit);
      return rows.map((r) => ({
        id: r.id,
        createdAt: r.createdAt,
        isiFlags: r.isiFlags ?? null,
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

    /** The name (or e-mail) a report is made out to. */
    async reportName(userId: string): Promise<string | null> {
      const [row] = await db
        .select({ name: users.name, email: users.email })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row ? row.name?.trim() || row.email : null;
    },

    /** Attempts stored before migration 0021 (no flags yet), oldest first, a batch at a time. */
    async attemptsWithoutFlags(limit: number): Promise<{ id: string; answers: number[] }[]> {
      return db
        .select({ id: isiAttempts.id, answers: isiAttempts.answers })
        .from(isiAttempts)
        .where(isNull(isiAttempts.isiFlags))
        .orderBy(isiAttempts.createdAt, isiAttempts.id)
        .limit(limit);
    },

    async setFlags(rows: readonly { id: string; flags: IsiFlags }[]): Promise<void> {
      if (rows.length === 0) return;
      await db.execute(sql`
        update isi_attempts a set isi_flags = r.flags
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(id uuid, flags jsonb)
        where a.id = r.id and a.isi_flags is null`);
    },

    /**
     * The norms' counts: for each scale and score, how many people's current result has it. The
     * current result is the users row's (a copy of the latest attempt): a deleted account is
     * gone from it, so it leaves the norms at the next refresh.
     */
    async currentScoreCounts(): Promise<{
      respondents: number;
      counts: { scale: string; score: number; n: number }[];
    }> {
      const values = sql.join(
        isiScaleKeys.map((k) => sql`(${k}, u.${sql.identifier(k)})`),
        sql`, `,
      );
      const counts = rowsOf<{ scale: string; score: number; n: number }>(
        await db.execute(sql`
          select s.scale, s.score::int as score, count(*)::int as n
          from users u cross join lateral (values ${values}) as s(scale, score)
          where u.i_res1 is not null and s.score is not null
          group by s.scale, s.score`),
      );
      const [total] = rowsOf<{ n: number }>(
        await db.execute(sql`select count(*)::int as n from users where i_res1 is not null`),
      );
      return { respondents: total?.n ?? 0, counts };
    },

    /**
     * Each person's latest stored attempt (the newest RELIABILITY_SAMPLE_LIMIT people): the answers
     * the reliability is computed from, and whether the simulation model generated them.
     */
    async latestAnswers(): Promise<{ answers: number[]; simulated: boolean }[]> {
      return rowsOf<{ answers: number[]; simulated: boolean }>(
        await db.execute(sql`
          select answers, simulated from (
            select distinct on (user_id) answers, simulated, created_at
            from isi_attempts
            order by user_id, created_at desc, id desc
          ) latest
          order by created_at desc
          limit ${RELIABILITY_SAMPLE_LIMIT}`),
      );
    },

    /** The attempts of people who answered at least twice, 7 or more days apart. */
    async retestAttempts(
      minimumDays: number,
    ): Promise<{ userId: string; at: Date; scores: IsiScores }[]> {
      const rows = rowsOf<Record<string, unknown>>(
        await db.execute(sql`
          select user_id, created_at, flt, frt, brt, blt, flp, frp, brp, blp
          from isi_attempts
          where user_id in (
            select user_id from isi_attempts group by user_id
            having max(created_at) - min(created_at) >= make_interval(days => ${minimumDays}::int)
          )
          order by user_id, created_at`),
      );
      return rows.map((row) => ({
        userId: String(row.user_id),
        at: row.created_at instanceof Date ? row.created_at : new Date(String(row.created_at)),
        scores: Object.fromEntries(isiScaleKeys.map((k) => [k, Number(row[k] ?? 0)])) as IsiScores,
      }));
    },

    async saveStatistics(row: typeof isiStatistics.$inferInsert): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.insert(isiStatistics).values(row);
        // Keep a month of daily runs, enough to see a trend; older ones say nothing new.
        await tx.execute(sql`
          delete from isi_statistics where id not in (
            select id from isi_statistics order by computed_at desc limit 31)`);
      });
    },

    /**
     * Decision 274: the fit of every decided application (its stage is of kind hired or rejected
     * in its posting's list, the defaults when it has none), counted per fit and decision. Read
     * only, across companies; what leaves is counts per fit value, never an application.
     */
    async decidedFits(): Promise<{ hired: boolean; fit: number; n: number }[]> {
      const rows = rowsOf<{ hired: boolean; fit: number; n: number }>(
        await db.execute(sql`
          select k.kind = 'hired' as hired, a.fit::int as fit, count(*)::int as n
          from applications a
          join job_postings p on p.id = a.job_id
          cross join lateral (select coalesce(
            (select s ->> 'kind' from jsonb_array_elements(coalesce(p.stages, '[]'::jsonb)) s
              where s ->> 'key' = a.stage limit 1),
            case when p.stages is null or jsonb_array_length(p.stages) = 0 then
              case a.stage when 'hired' then 'hired' when 'rejected' then 'rejected' end
            end) as kind) k
          where a.fit is not null and k.kind in ('hired', 'rejected')
          group by 1, 2`),
      );
      return rows.map((r) => ({ hired: Boolean(r.hired), fit: Number(r.fit), n: Number(r.n) }));
    },

    /** The fairness survey's groups per ISI type (counts, from the fairness module). */
    surveyGroups() {
      return surveyGroupsByIsiType(db);
    },

    /** Every hire with a recorded outcome and its rank then (decision 135's accuracy). */
    async hiresWithOutcome() {
      return db
        .select({
          rankAtHire: applications.rankAtHire,
          applicantsAtHire: applications.applicantsAtHire,
          outcome: applications.outcome,
        })
        .from(applications)
        .where(and(isNotNull(applications.outcome), isNotNull(applications.rankAtHire)));
    },

    async saveTechnicalReport(computedAt: Date, report: Record<string, unknown>): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.insert(isiTechnicalReports).values({ computedAt, report });
        // A month of daily runs, as isi_statistics keeps.
        await tx.execute(sql`
          delete from isi_technical_reports where id not in (
            select id from isi_technical_reports order by computed_at desc limit 31)`);
      });
    },

    async latestTechnicalReport(): Promise<Record<string, unknown> | null> {
      const [row] = await db
        .select({ report: isiTechnicalReports.report })
        .from(isiTechnicalReports)
        .orderBy(desc(isiTechnicalReports.computedAt))
        .limit(1);
      return row?.report ?? null;
    },

    async latestStatistics(): Promise<StatisticsRow | null> {
      const [row] = await db
        .select()
        .from(isiStatistics)
        .orderBy(desc(isiStatistics.computedAt))
        .limit(1);
      return row ?? null;
    },
  };
}

export type IsiRepository = ReturnType<typeof isiRepository>;
