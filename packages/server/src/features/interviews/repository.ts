// Data access of interviews (issue 19, decision 120): interviews and their interviewers,
// self-scheduling offers, kits, scorecards, calendar feeds and the reminder claim. An interview
// or application of another company is simply not found here.
import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gt,
  inArray,
  isNull,
  lte,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  applications,
  calendarFeeds,
  companies,
  companyMembers,
  descriptionCards,
  interviewInterviewers,
  interviewKits,
  interviewOffers,
  interviews,
  jobPostings,
  oneTimeLinks,
  scorecards,
  users,
} from '../../db/schema';
import { onTeamOf } from '../../db/team';
import { emit } from '../../lib/events';
import { instantOf, microsOf, type Keyset } from '../../lib/cursor';
import { candidateNameOf, type ApplicantNameRow } from './shared';

/** The rows of a raw statement (PGlite and node-postgres both answer `{rows}`). */
function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/** A transaction, or the database itself. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Runner = Db | Tx;

export type InterviewRow = typeof interviews.$inferSelect;
export type OfferRow = typeof interviewOffers.$inferSelect;
export type ScorecardRow = typeof scorecards.$inferSelect;
export type PostingRow = typeof jobPostings.$inferSelect;

export interface PersonRow {
  id: string;
  name: string | null;
  email: string;
  lang: string;
}

/** The member is an interviewer of a (not cancelled) interview of the application in scope. */
const onInterviewOfApplication = (memberId: string, applicationId: SQL | string) =>
  sql<boolean>`exists (select 1 from ${interviewInterviewers} ii join ${interviews} i on i.id = ii.interview_id where i.application_id = ${applicationId} and ii.member_id = ${memberId} and i.status = 'scheduled')`;

/** The company's display name: its profile name, else its e-mail (as in other mails). */
const companyDisplayName = sql<string>`coalesce(nullif(trim(${companies.companyName}), ''), ${companies.email})`;

/** Who applied: the user's name or e-mail, or the guest's e-mail; their language and address. */
const applicantColumns = {
  userId: users.id,
  userName: users.name,
  userEmail: users.email,
  userLang: users.lang,
  guestEmail: applications.guestEmail,
  guestVia: applications.guestVia,
  linkEmail: oneTimeLinks.email,
  linkLang: oneTimeLinks.lang,
  // Issue 37: a guest's (or an imported CV's) own name and the language they applied in.
  guestName: sql<
    string | null
  >`(select nullif(trim(ga.name), '') from guest_applicants ga where ga.application_id = ${applications.id})`,
  guestLang: sql<
    string | null
  >`(select ga.lang from guest_applicants ga where ga.application_id = ${applications.id})`,
};

export interface ApplicantOfRow {
  userId: string | null;
  userName: string | null;
  userEmail: string | null;
  userLang: string | null;
  guestEmail: string | null;
  guestVia: 'apply' | 'import' | null;
  linkEmail: string | null;
  linkLang: string | null;
  guestName: string | null;
  guestLang: string | null;
}

export interface ApplicationContext {
  application: typeof applications.$inferSelect;
  posting: PostingRow;
  companyName: string;
  companyLang: string;
  onTeam: boolean;
  onInterview: boolean;
  applicant: ApplicantOfRow;
}

export function createInterviewsRepository(db: Db) {
  /** An application with everything interviews need, in one statement. */
  async function applicationContext(
    where: SQL | undefined,
    memberId: string,
  ): Promise<ApplicationContext | null> {
    const [row] = await db
      .select({
        application: applications,
        posting: jobPostings,
        companyName: companyDisplayName,
        companyLang: companies.lang,
        onTeam: onTeamOf(memberId),
        onInterview: onInterviewOfApplication(memberId, sql`${applications.id}`),
        applicant: applicantColumns,
      })
      .from(applications)
      .innerJoin(jobPostings, eq(jobPostings.id, applications.jobId))
      .innerJoin(companies, eq(companies.id, jobPostings.companyId))
      .leftJoin(users, eq(users.id, applications.userId))
      .leftJoin(oneTimeLinks, eq(oneTimeLinks.id, applications.oneTimeLinkId))
      .where(where)
      .limit(1);
    if (!row) return null;
    return {
      ...row,
      onTeam: Boolean(row.onTeam),
      onInterview: Boolean(row.onInterview),
      applicant: row.applicant as ApplicantOfRow,
    };
  }

  return {
    /** This company's application (null for another company's or an unknown one). */
    findApplication(id: string, companyId: string, memberId: string) {
      return applicationContext(
        and(eq(applications.id, id), eq(jobPostings.companyId, companyId)),
        memberId,
      );
    },

    /** The application of an offer (public booking: no member; the company is the offer's). */
    applicationById(id: string) {
      return applicationContext(eq(applications.id, id), '00000000-0000-0000-0000-000000000000');
    },

    /** This company's interview with whether the member is on it and on the posting's team. */
    async findInterview(id: string, companyId: string, memberId: string) {
      const [row] = await db
        .select({
          interview: interviews,
          onTeam: onTeamOf(memberId),
          isInterviewer: sql<boolean>`exists (select 1 from ${interviewInterviewers} where ${interviewInterviewers.interviewId} = ${interviews.id} and ${interviewInterviewers.memberId} = ${memberId})`,
        })
        .from(interviews)
        .innerJoin(jobPostings, eq(jobPostings.id, interviews.jobId))
        .where(and(eq(interviews.id, id), eq(interviews.companyId, companyId)))
        .limit(1);
      return row
        ? {
            interview: row.interview,
            onTeam: Boolean(row.onTeam),
            isInterviewer: Boolean(row.isInterviewer),
          }
        : null;
    },

    /** Active members of the company among the ids (removed and invited ones are not). */
    async activeMembers(companyId: string, ids: readonly string[]): Promise<PersonRow[]> {
      if (ids.length === 0) return [];
      return db
        .select({
          id: companyMembers.id,
          name: companyMembers.name,
          email: companyMembers.email,
          lang: companyMembers.lang,
        })
        .from(companyMembers)
        .where(
          and(
            eq(companyMembers.companyId, companyId),
            inArray(companyMembers.id, [...ids]),
            isNull(companyMembers.removedAt),
            eq(companyMembers.status, 'active'),
          ),
        );
    },

    /** Members by id, removed or not (the names on an interview stay readable). */
    async membersById(ids: readonly string[]): Promise<PersonRow[]> {
      if (ids.length === 0) return [];
      return db
        .select({
          id: companyMembers.id,
          name: companyMembers.name,
          email: companyMembers.email,
          lang: companyMembers.lang,
        })
        .from(companyMembers)
        .where(inArray(companyMembers.id, [...ids]));
    },

    async insertInterview(
      runner: Runner,
      values: typeof interviews.$inferInsert,
      interviewerIds: readonly string[],
    ): Promise<InterviewRow> {
      const [row] = await runner.insert(interviews).values(values).returning();
      if (!row) throw new Error('interview not stored');
      if (interviewerIds.length > 0) {
        await runner
          .insert(interviewInterviewers)
          .values(interviewerIds.map((memberId) => ({ interviewId: row.id, memberId })));
      }
      // Issue 42: the webhooks hear it in this transaction (a member's or a booked slot's).
      await emit(runner as Db, 'interview.scheduled', {
        companyId: row.companyId,
        interviewId: row.id,
        applicationId: row.applicationId,
        jobId: row.jobId,
        startsAt: row.startsAt.toISOString(),
      });
      return row;
    },

    /**
     * Changes a scheduled interview and raises its sequence, only while it is still at the
     * sequence read (two changes at once: the second answers null); interviewers replaced when
     * given. Run in the caller's transaction (with the mails).
     */
    async updateInterview(
      runner: Runner,
      id: string,
      expectedSequence: number,
      changes: Partial<typeof interviews.$inferInsert>,
      interviewerIds: readonly string[] | undefined,
    ): Promise<InterviewRow | null> {
      const [row] = await runner
        .update(interviews)
        .set({ ...changes, sequence: sql`${interviews.sequence} + 1`, updatedAt: sql`now()` })
        .where(
          and(
            eq(interviews.id, id),
            eq(interviews.sequence, expectedSequence),
            eq(interviews.status, 'scheduled'),
          ),
        )
        .returning();
      if (!row) return null;
      if (interviewerIds) {
        await runner.delete(interviewInterviewers).where(eq(interviewInterviewers.interviewId, id));
        await runner
          .insert(interviewInterviewers)
          .values(interviewerIds.map((memberId) => ({ interviewId: id, memberId })));
      }
      return row;
    },

    /** Cancels a scheduled interview (sequence + 1); null when it was no longer scheduled. */
    async cancelInterview(runner: Runner, id: string): Promise<InterviewRow | null> {
      const [row] = await runner
        .update(interviews)
        .set({
          status: 'cancelled',
          sequence: sql`${interviews.sequence} + 1`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(interviews.id, id), eq(interviews.status, 'scheduled')))
        .returning();
      if (row) {
        await emit(runner as Db, 'interview.cancelled', {
          companyId: row.companyId,
          interviewId: row.id,
          applicationId: row.applicationId,
          jobId: row.jobId,
        });
      }
      return row ?? null;
    },

    /**
     * Everything an interview's answer needs besides its row, for a page of interviews in one
     * statement: per interview its interviewers (in stored order, removed members included) with
     * whether their scorecard is in, and the candidate's name and the posting's title. Bounded
     * by the ids given (a page), each part an index lookup.
     */
    async detailsOf(interviewIds: readonly string[]): Promise<
      Map<
        string,
        {
          interviewers: Array<PersonRow & { submitted: boolean }>;
          label: { userId: string | null; name: string; title: string };
        }
      >
    > {
      const map = new Map<
        string,
        {
          interviewers: Array<PersonRow & { submitted: boolean }>;
          label: { userId: string | null; name: string; title: string };
        }
      >();
      if (interviewIds.length === 0) return map;
      const ids = sql.join(
        interviewIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      );
      const result = await db.execute(sql`
        select i.id,
          u.id as "userId", u.name as "userName", u.email as "userEmail",
          a.guest_email as "guestEmail", a.guest_via as "guestVia", l.email as "linkEmail", j.title,
          (select nullif(trim(ga.name), '') from guest_applicants ga
            where ga.application_id = a.id) as "guestName",
          coalesce((
            select json_agg(json_build_object(
              'id', m.id, 'name', m.name, 'email', m.email, 'lang', m.lang,
              'submitted', exists (
                select 1 from ${scorecards} s where s.interview_id = ii.interview_id and s.member_id = ii.member_id
              )
            ) order by ii.ctid)
            from ${interviewInterviewers} ii join ${companyMembers} m on m.id = ii.member_id
            where ii.interview_id = i.id
          ), '[]'::json) as interviewers
        from ${interviews} i
        join ${applications} a on a.id = i.application_id
        join ${jobPostings} j on j.id = a.job_id
        left join ${users} u on u.id = a.user_id
        left join ${oneTimeLinks} l on l.id = a.one_time_link_id
        where i.id in (${ids})`);
      for (const r of rowsOf<Record<string, unknown>>(result)) {
        const people = r.interviewers;
        map.set(String(r.id), {
          interviewers: (typeof people === 'string' ? JSON.parse(people) : people) as Array<
            PersonRow & { submitted: boolean }
          >,
          label: {
            userId: (r.userId as string | null) ?? null,
            name: candidateNameOf(r as unknown as ApplicantNameRow) ?? '',
            title: String(r.title),
          },
        });
      }
      return map;
    },

    /** Interviewer ids per interview. */
    async interviewersOf(interviewIds: readonly string[]): Promise<Map<string, string[]>> {
      const map = new Map<string, string[]>();
      if (interviewIds.length === 0) return map;
      const rows = await db
        .select({
          interviewId: interviewInterviewers.interviewId,
          memberId: interviewInterviewers.memberId,
        })
        .from(interviewInterviewers)
        .where(inArray(interviewInterviewers.interviewId, [...interviewIds]));
      for (const row of rows) {
        map.set(row.interviewId, [...(map.get(row.interviewId) ?? []), row.memberId]);
      }
      return map;
    },

    /** (interview, member) pairs whose scorecard is in. */
    async submittedPairs(interviewIds: readonly string[]): Promise<Set<string>> {
      if (interviewIds.length === 0) return new Set();
      const rows = await db
        .select({ interviewId: scorecards.interviewId, memberId: scorecards.memberId })
        .from(scorecards)
        .where(inArray(scorecards.interviewId, [...interviewIds]));
      return new Set(rows.map((r) => `${r.interviewId}:${r.memberId}`));
    },

    async interviewsOfApplication(applicationId: string): Promise<InterviewRow[]> {
      return db
        .select()
        .from(interviews)
        .where(eq(interviews.applicationId, applicationId))
        .orderBy(asc(interviews.startsAt), asc(interviews.id));
    },

    async offersOfApplication(applicationId: string): Promise<OfferRow[]> {
      return db
        .select()
        .from(interviewOffers)
        .where(eq(interviewOffers.applicationId, applicationId))
        .orderBy(desc(interviewOffers.createdAt), desc(interviewOffers.id));
    },

    /**
     * A member's interviews (not cancelled): upcoming (not yet ended) or past, paged in SQL, with
     * the exact total in the same statement (a window count over the member's matching
     * interviews, read through interview_interviewers(member_id)). Only a page past the end
     * needs a second statement for the total. `starts_at` bounds (an interview lasts at most
     * 480 minutes, a CHECK of 0010) make the range usable by an index; the end time decides.
     */
    async interviewsOfMember(
      memberId: string,
      scope: 'upcoming' | 'past',
      now: Date,
      offset: number,
      limit: number,
    ): Promise<{ rows: InterviewRow[]; total: number }> {
      const at = now.toISOString();
      const endsAt = sql`${interviews.startsAt} + make_interval(mins => ${interviews.durationMinutes})`;
      const where = and(
        eq(interviewInterviewers.memberId, memberId),
        eq(interviews.status, 'scheduled'),
        scope === 'upcoming'
          ? sql`${endsAt} > ${at}::timestamptz and ${interviews.startsAt} > ${at}::timestamptz - interval '480 minutes'`
          : sql`${endsAt} <= ${at}::timestamptz and ${interviews.startsAt} <= ${at}::timestamptz`,
      );
      const found = await db
        .select({ interview: interviews, total: sql<number>`count(*) over ()` })
        .from(interviewInterviewers)
        .innerJoin(interviews, eq(interviews.id, interviewInterviewers.interviewId))
        .where(where)
        .orderBy(
          scope === 'upcoming' ? asc(interviews.startsAt) : desc(interviews.startsAt),
          asc(interviews.id),
        )
        .limit(limit)
        .offset(offset);
      if (found.length > 0 || offset === 0) {
        return { rows: found.map((r) => r.interview), total: Number(found[0]?.total ?? 0) };
      }
      const [counted] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(interviewInterviewers)
        .innerJoin(interviews, eq(interviews.id, interviewInterviewers.interviewId))
        .where(where);
      return { rows: [], total: Number(counted?.n ?? 0) };
    },

    /**
     * Issue 42 (decision 235): the company's interviews, cancelled ones included, oldest
     * scheduled first by (created_at, id) after a keyset (a page: offset from the start), one
     * more read than the limit to say whether more follow. `visibleTo` narrows them for a scoped
     * role: the interviews a member is on, or those of postings whose team includes them.
     */
    async interviewsOfCompany(
      companyId: string,
      page: { after: Keyset; offset: number; limit: number },
      visibleTo?: { memberId: string; by: 'interview' | 'team' },
    ): Promise<{ rows: (InterviewRow & { keyUs: string })[]; total: number; hasMore: boolean }> {
      const visible = !visibleTo
        ? undefined
        : visibleTo.by === 'interview'
          ? sql`exists (select 1 from ${interviewInterviewers} ii
              where ii.interview_id = ${interviews.id} and ii.member_id = ${visibleTo.memberId})`
          : sql`exists (select 1 from job_team_members t
              where t.job_id = ${interviews.jobId} and t.member_id = ${visibleTo.memberId})`;
      const where = and(eq(interviews.companyId, companyId), visible);
      const [found, [counted]] = await Promise.all([
        db
          .select({ interview: interviews, keyUs: microsOf(interviews.createdAt) })
          .from(interviews)
          .where(
            and(
              where,
              sql`(${interviews.createdAt}, ${interviews.id}) > (${instantOf(page.after.us)}, ${page.after.id}::uuid)`,
            ),
          )
          .orderBy(asc(interviews.createdAt), asc(interviews.id))
          .limit(page.limit + 1)
          .offset(page.offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(interviews)
          .where(where),
      ]);
      return {
        rows: found.slice(0, page.limit).map((r) => ({ ...r.interview, keyUs: r.keyUs })),
        total: Number(counted?.n ?? 0),
        hasMore: found.length > page.limit,
      };
    },

    /** A member's interviews for the calendar feed: from `since` on, cancelled ones included. */
    async feedInterviews(memberId: string, since: Date): Promise<InterviewRow[]> {
      return db
        .select()
        .from(interviews)
        .where(
          and(
            sql`${interviews.id} in (select ${interviewInterviewers.interviewId} from ${interviewInterviewers} where ${interviewInterviewers.memberId} = ${memberId})`,
            gt(interviews.startsAt, since),
          ),
        )
        .orderBy(asc(interviews.startsAt))
        .limit(1000);
    },

    /** This company's posting with whether the member is on its team and the company language. */
    async findPosting(jobId: string, companyId: string, memberId: string) {
      const [row] = await db
        .select({ posting: jobPostings, onTeam: onTeamOf(memberId), companyLang: companies.lang })
        .from(jobPostings)
        .innerJoin(companies, eq(companies.id, jobPostings.companyId))
        .where(and(eq(jobPostings.id, jobId), eq(jobPostings.companyId, companyId)))
        .limit(1);
      return row ? { ...row, onTeam: Boolean(row.onTeam) } : null;
    },

    // --- offers -------------------------------------------------------------------------------

    async insertOffer(
      runner: Runner,
      values: typeof interviewOffers.$inferInsert,
    ): Promise<OfferRow> {
      const [row] = await runner.insert(interviewOffers).values(values).returning();
      if (!row) throw new Error('offer not stored');
      return row;
    },

    async offerByCodeHash(codeHash: string): Promise<OfferRow | null> {
      const [row] = await db
        .select()
        .from(interviewOffers)
        .where(eq(interviewOffers.codeHash, codeHash))
        .limit(1);
      return row ?? null;
    },

    /**
     * Books an offer exactly once: one conditional UPDATE claims it (unused, not expired) and,
     * in the caller's transaction, the interview is stored. Two bookings at once: the row lock makes
     * the second re-read `used_at`, find it set and claim nothing (null).
     */
    async bookOffer(
      tx: Tx,
      offerId: string,
      now: Date,
      build: (tx: Tx, offer: OfferRow) => Promise<InterviewRow>,
    ): Promise<InterviewRow | null> {
      const [offer] = await tx
        .update(interviewOffers)
        .set({ usedAt: now })
        .where(
          and(
            eq(interviewOffers.id, offerId),
            isNull(interviewOffers.usedAt),
            gt(interviewOffers.expiresAt, now),
          ),
        )
        .returning();
      if (!offer) return null;
      const interview = await build(tx, offer);
      await tx
        .update(interviewOffers)
        .set({ interviewId: interview.id })
        .where(eq(interviewOffers.id, offerId));
      return interview;
    },

    // --- kits and scorecards -----------------------------------------------------------------

    async storedKit(
      jobId: string,
    ): Promise<{ attributes: string[]; translations: (string | null)[] | null } | null> {
      const [row] = await db
        .select({ attributes: interviewKits.attributes, translations: interviewKits.translations })
        .from(interviewKits)
        .where(eq(interviewKits.jobId, jobId))
        .limit(1);
      return row ?? null;
    },

    async saveKit(
      jobId: string,
      attributes: string[] | null,
      translations: (string | null)[] | null = null,
    ): Promise<void> {
      if (attributes === null) {
        await db.delete(interviewKits).where(eq(interviewKits.jobId, jobId));
        return;
      }
      await db
        .insert(interviewKits)
        .values({ jobId, attributes, translations })
        .onConflictDoUpdate({
          target: interviewKits.jobId,
          set: { attributes, translations, updatedAt: sql`now()` },
        });
    },

    async cardItems(cardId: string) {
      const [row] = await db
        .select({ kind: descriptionCards.kind, items: descriptionCards.items })
        .from(descriptionCards)
        .where(eq(descriptionCards.id, cardId))
        .limit(1);
      return row ?? null;
    },

    /** Is the member an interviewer of a (not cancelled) interview of this posting? */
    async isInterviewerOfJob(memberId: string, jobId: string): Promise<boolean> {
      const [row] = await db
        .select({ yes: sql<number>`1` })
        .from(interviewInterviewers)
        .innerJoin(interviews, eq(interviews.id, interviewInterviewers.interviewId))
        .where(
          and(
            eq(interviewInterviewers.memberId, memberId),
            eq(interviews.jobId, jobId),
            eq(interviews.status, 'scheduled'),
          ),
        )
        .limit(1);
      return Boolean(row);
    },

    /** Stores or replaces the member's scorecard; `created` tells which. */
    async upsertScorecard(
      values: {
        interviewId: string;
        memberId: string;
        ratings: Array<{ attribute: string; score: number }>;
        recommendation: ScorecardRow['recommendation'];
        notes: string;
      },
      about: { companyId: string; applicationId: string },
    ): Promise<{ row: ScorecardRow; created: boolean }> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(scorecards)
          .values(values)
          .onConflictDoUpdate({
            target: [scorecards.interviewId, scorecards.memberId],
            set: {
              ratings: values.ratings,
              recommendation: values.recommendation,
              notes: values.notes,
              updatedAt: sql`now()`,
            },
          })
          // xmax = 0: the row was inserted by this statement, not updated.
          .returning({ ...getTableColumns(scorecards), created: sql<boolean>`(xmax = 0)` });
        if (!row) throw new Error('scorecard not stored');
        const { created, ...stored } = row;
        // Issue 42: the webhooks hear it in this transaction.
        await emit(tx as unknown as Db, 'scorecard.submitted', {
          companyId: about.companyId,
          interviewId: values.interviewId,
          applicationId: about.applicationId,
          scorecardId: stored.id,
          recommendation: stored.recommendation,
        });
        return { row: stored, created: Boolean(created) };
      });
    },

    /** The scorecards of an application's interviews (not cancelled), with their authors. */
    async scorecardsOfApplication(applicationId: string) {
      return db
        .select({
          scorecard: scorecards,
          member: { id: companyMembers.id, name: companyMembers.name, email: companyMembers.email },
        })
        .from(scorecards)
        .innerJoin(interviews, eq(interviews.id, scorecards.interviewId))
        .innerJoin(companyMembers, eq(companyMembers.id, scorecards.memberId))
        .where(and(eq(interviews.applicationId, applicationId), eq(interviews.status, 'scheduled')))
        .orderBy(asc(scorecards.submittedAt), asc(scorecards.id));
    },

    // --- calendar feeds -------------------------------------------------------------------------

    async feedOf(memberId: string) {
      const [row] = await db
        .select()
        .from(calendarFeeds)
        .where(eq(calendarFeeds.memberId, memberId))
        .limit(1);
      return row ?? null;
    },

    /** Stores the member's feed (its token's hash and the instant the token is made from). */
    async saveFeed(memberId: string, tokenHash: string, createdAt: Date): Promise<void> {
      await db
        .insert(calendarFeeds)
        .values({ memberId, tokenHash, createdAt })
        .onConflictDoUpdate({ target: calendarFeeds.memberId, set: { tokenHash, createdAt } });
    },

    /** The active member of a feed token hash. */
    /**
     * The member of a feed token, while the member could log in and read interviews (issue 38):
     * not removed, active, of a company an operator has not disabled, and not held at
     * second-factor set-up.
     */
    async memberOfFeed(tokenHash: string) {
      const [row] = await db
        .select({ memberId: calendarFeeds.memberId, companyId: companyMembers.companyId })
        .from(calendarFeeds)
        .innerJoin(companyMembers, eq(companyMembers.id, calendarFeeds.memberId))
        .innerJoin(companies, eq(companies.id, companyMembers.companyId))
        .where(
          and(
            eq(calendarFeeds.tokenHash, tokenHash),
            isNull(companyMembers.removedAt),
            eq(companyMembers.status, 'active'),
            isNull(companies.disabledAt),
            sql`not (${companies.requireTotp} and ${companyMembers.totpEnabledAt} is null)`,
          ),
        )
        .limit(1);
      return row ?? null;
    },

    // --- reminders ------------------------------------------------------------------------------

    /**
     * Claims the interviews whose reminder is due, in one conditional UPDATE (decision 120):
     * scheduled, starting within 24 hours and not yet started, and not yet reminded at their
     * current sequence. Run inside the transaction that enqueues the mails, a reminder is sent
     * exactly once, across restarts and concurrent sweeps; a moved interview is reminded again.
     */
    async claimDueReminders(
      runner: Runner,
      now: Date,
      windowHours: number,
    ): Promise<InterviewRow[]> {
      const until = new Date(now.getTime() + windowHours * 3_600_000);
      return runner
        .update(interviews)
        .set({ remindedSequence: sql`${interviews.sequence}` })
        .where(
          and(
            sql`${interviews.remindedSequence} is distinct from ${interviews.sequence}`,
            eq(interviews.status, 'scheduled'),
            lte(interviews.startsAt, until),
            gt(interviews.startsAt, now),
          ),
        )
        .returning();
    },
  };
}

export type InterviewsRepository = ReturnType<typeof createInterviewsRepository>;
