// Profile data access (issue 4): the users row with its JSONB arrays and the user's ISI attempts.
// No other module writes profile columns; the ISI feature writes the result columns. Deleting an
// account emits `account.deleted` (lib/events.ts) for what other modules keep of it.
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { contactVisibleTo, salaryVisibleTo } from '../../db/applicantOf';
import { refreshFits } from '../../db/fitStore';
import { latestIsiFlagsOf } from '../../db/latestIsiFlags';
import { memberCheck } from '../../db/memberCheck';
import type { Db } from '../../db/database';
import { emit } from '../../lib/events';
import {
  applicationMails,
  applicationNotes,
  applications,
  candidateNotes,
  companies,
  interviews,
  isiAttempts,
  jobPostings,
  scorecards,
  talentPoolEntries,
  talentPools,
  users,
} from '../../db/schema';
import {
  companyBaseViewFields,
  contactViewFields,
  jsonFieldsOf,
  ownerViewFields,
  salaryViewFields,
} from './userFields';

export type UserRow = typeof users.$inferSelect;
export type ProfileColumns = Pick<
  typeof users.$inferInsert,
  | 'name'
  | 'country'
  | 'address'
  | 'jobPosition'
  | 'dateOfBirth'
  | 'nationalId'
  | 'mobileNo'
  | 'wemail'
  | 'hlOfEdu'
  | 'faculty'
  | 'otherf'
  | 'yearsOfExp'
  | 'cv'
  | 'cvFile'
  | 'longTermGoals'
  | 'motivation'
  | 'jobs'
  | 'certificates'
  | 'internships'
  | 'generalSkills'
  | 'technicalSkills'
  | 'searchText'
  | 'dataComplete'
  | 'city'
  | 'languages'
  | 'expectedSalary'
  | 'noticePeriod'
>;

/**
 * What a company's member sees, as JSON text (decisions.md 13): the contact details only when
 * the candidate shows them or is an applicant whose application the member may see (decisions.md
 * 11: a hiring manager, of their teams' postings); otherwise contactHidden, and the details never
 * leave the database.
 */
function companyViewJson(companyId: unknown, memberId: unknown): SQL<string> {
  return sql<string>`(${jsonFieldsOf(companyBaseViewFields)}::jsonb || case when ${contactVisibleTo(companyId, memberId)} then ${jsonFieldsOf(contactViewFields)}::jsonb else '{"contactHidden":true}'::jsonb end || case when ${salaryVisibleTo(companyId, memberId)} then ${jsonFieldsOf(salaryViewFields)}::jsonb else '{}'::jsonb end || jsonb_build_object('isiFlags', ${companyIsiFlags}))::text`;
}

/** Decision 135: a company sees the response quality of the current result beside it. */
const companyIsiFlags = latestIsiFlagsOf(sql.raw('"users"."id"'));

export function profileRepository(db: Db) {
  // GET user/{id} reads one row by primary key on every call: built once, prepared once per
  // connection (docs/performance.md, issue 11).
  const byId = db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('profile_user_by_id');
  // GET user/{id} in one statement (decision 106): the profile as JSON text, built by the
  // database from the shared field table, and the current token version of the account viewing
  // it, which the route compares with its token instead of a query of its own. A user may view
  // only their own profile (everything); a company everything but nationalID.
  // A company's viewer is a member: its state and role are read with memberCheck (decision 110).
  const viewOf = (viewerState: SQL<number | string | null>, body: SQL<string>, name: string) =>
    db
      .select({ body, viewerVersion: viewerState })
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .limit(1)
      .prepare(name);
  const viewForViewer = {
    User: viewOf(
      sql<
        number | null
      >`(select ${users.tokenVersion} from ${users} where ${users.id} = ${sql.placeholder('viewer')} and ${users.disabledAt} is null)`,
      jsonFieldsOf(ownerViewFields),
      'profile_view_for_user',
    ),
    Company: viewOf(
      memberCheck(sql.placeholder('member'), sql.placeholder('viewer'), 'candidates.search'),
      companyViewJson(sql.placeholder('viewer'), sql.placeholder('member')),
      'profile_view_for_member',
    ),
  };
  return {
    /**
     * The profile as the viewer may see it, as JSON text, and the viewer's current token
     * version; undefined when there is no such user.
     */
    async viewJsonFor(
      id: string,
      viewer: { type: 'User' | 'Company'; id: string; memberId?: string },
    ): Promise<{ body: string; viewerVersion: number | string | null } | undefined> {
      const [found] = await viewForViewer[viewer.type].execute({
        id,
        viewer: viewer.id,
        member: viewer.memberId ?? null,
      });
      return found;
    },

    async findById(id: string): Promise<UserRow | null> {
      const [row] = await byId.execute({ id });
      return row ?? null;
    },

    /** Decision 135: the flags of the user's latest ISI attempt (null: none or unchecked). */
    async latestIsiFlags(id: string) {
      const [row] = await db
        .select({ flags: latestIsiFlagsOf(sql.raw('"users"."id"')) })
        .from(users)
        .where(eq(users.id, id))
        .limit(1);
      return row?.flags ?? null;
    },

    /** decisions.md 13: whether this member of the company sees this user's contact details. */
    async contactVisibleTo(
      id: string,
      companyId: string,
      memberId: string | null,
    ): Promise<boolean> {
      const [row] = await db
        .select({ visible: contactVisibleTo(companyId, memberId) })
        .from(users)
        .where(eq(users.id, id))
        .limit(1);
      return row?.visible === true;
    },

    /** Issue 46: whether this member of the company sees this user's expected salary. */
    async salaryVisibleTo(
      id: string,
      companyId: string,
      memberId: string | null,
    ): Promise<boolean> {
      const [row] = await db
        .select({ visible: salaryVisibleTo(companyId, memberId) })
        .from(users)
        .where(eq(users.id, id))
        .limit(1);
      return row?.visible === true;
    },

    async setPrivacy(
      id: string,
      settings: { discoverable: boolean; showContactDetails: boolean },
    ): Promise<UserRow | null> {
      const [row] = await db
        .update(users)
        .set({ ...settings, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row ?? null;
    },

    async updateProfile(id: string, values: ProfileColumns): Promise<UserRow | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(users.id, id))
          .returning();
        // Education and experience count in the fit of the user's applications (decision 134);
        // only applications whose inputs changed are written.
        if (row) await refreshFits(tx, { userId: id });
        return row ?? null;
      });
    },

    async setPicture(id: string, pic: string): Promise<void> {
      await db.update(users).set({ pic, updatedAt: new Date() }).where(eq(users.id, id));
    },

    async setCvFile(id: string, cvFile: string, cv: string): Promise<void> {
      await db.update(users).set({ cvFile, cv, updatedAt: new Date() }).where(eq(users.id, id));
    },

    async ownerOfCvFile(key: string): Promise<string | null> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.cvFile, key))
        .limit(1);
      return row?.id ?? null;
    },

    attemptsOf(userId: string) {
      return db
        .select()
        .from(isiAttempts)
        .where(eq(isiAttempts.userId, userId))
        .orderBy(asc(isiAttempts.createdAt));
    },

    /**
     * What companies wrote about the user (decision 153): notes on the candidate (decision 146)
     * and on their applications (decision 100), oldest first, with the company and, for an
     * application's note, the posting. Never the member who wrote it: that is another person's
     * data, and the company is the one answerable for it.
     */
    async companyNotesAbout(userId: string) {
      const [onCandidate, onApplications] = await Promise.all([
        db
          .select({
            companyId: candidateNotes.companyId,
            companyName: companies.companyName,
            text: candidateNotes.text,
            createdAt: candidateNotes.createdAt,
          })
          .from(candidateNotes)
          .innerJoin(companies, eq(companies.id, candidateNotes.companyId))
          .where(eq(candidateNotes.userId, userId)),
        db
          .select({
            companyId: applicationNotes.companyId,
            companyName: companies.companyName,
            jobTitle: jobPostings.title,
            text: applicationNotes.text,
            createdAt: applicationNotes.createdAt,
          })
          .from(applicationNotes)
          .innerJoin(applications, eq(applications.id, applicationNotes.applicationId))
          .innerJoin(jobPostings, eq(jobPostings.id, applications.jobId))
          .innerJoin(companies, eq(companies.id, applicationNotes.companyId))
          .where(eq(applications.userId, userId)),
      ]);
      return [
        ...onCandidate.map((n) => ({ ...n, about: 'candidate' as const, jobTitle: null })),
        ...onApplications.map((n) => ({ ...n, about: 'application' as const })),
      ].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    },

    /**
     * What interviewers wrote about the user on scorecards (decision 160, following decision
     * 153): the scorecards of interviews of the user's own applications, oldest first, with the
     * company, the posting and the interview's time. Never the member who wrote it (another
     * person's data), and never a scorecard of someone else's application: the join starts from
     * the applications whose `user_id` is this user.
     */
    scorecardsAbout(userId: string) {
      return db
        .select({
          companyId: interviews.companyId,
          companyName: companies.companyName,
          jobTitle: jobPostings.title,
          interviewStartsAt: interviews.startsAt,
          ratings: scorecards.ratings,
          recommendation: scorecards.recommendation,
          notes: scorecards.notes,
          submittedAt: scorecards.submittedAt,
        })
        .from(scorecards)
        .innerJoin(interviews, eq(interviews.id, scorecards.interviewId))
        .innerJoin(applications, eq(applications.id, interviews.applicationId))
        .innerJoin(jobPostings, eq(jobPostings.id, interviews.jobId))
        .innerJoin(companies, eq(companies.id, interviews.companyId))
        .where(eq(applications.userId, userId))
        .orderBy(asc(scorecards.submittedAt), asc(scorecards.id));
    },

    /**
     * Issue 38 (decision 215): the pools the user is in, with the company's note (GDPR article
     * 15), oldest first; never the member who added them.
     */
    poolEntriesAbout(userId: string) {
      return db
        .select({
          companyId: talentPools.companyId,
          companyName: companies.companyName,
          pool: talentPools.name,
          note: talentPoolEntries.note,
          addedAt: talentPoolEntries.addedAt,
        })
        .from(talentPoolEntries)
        .innerJoin(talentPools, eq(talentPools.id, talentPoolEntries.poolId))
        .innerJoin(companies, eq(companies.id, talentPools.companyId))
        .where(eq(talentPoolEntries.userId, userId))
        .orderBy(asc(talentPoolEntries.addedAt));
    },

    /** Issue 38: the interviews of the user's own applications, by time. */
    interviewsAbout(userId: string) {
      return db
        .select({
          companyId: interviews.companyId,
          companyName: companies.companyName,
          jobTitle: jobPostings.title,
          startsAt: interviews.startsAt,
          durationMinutes: interviews.durationMinutes,
          timeZone: interviews.timeZone,
          location: interviews.location,
          status: interviews.status,
        })
        .from(interviews)
        .innerJoin(applications, eq(applications.id, interviews.applicationId))
        .innerJoin(jobPostings, eq(jobPostings.id, interviews.jobId))
        .innerJoin(companies, eq(companies.id, interviews.companyId))
        .where(eq(applications.userId, userId))
        .orderBy(asc(interviews.startsAt), asc(interviews.id));
    },

    /** Issue 38: the mail log of the user's own applications (decision 133), oldest first. */
    mailsAbout(userId: string) {
      return db
        .select({
          companyId: applicationMails.companyId,
          companyName: companies.companyName,
          jobTitle: jobPostings.title,
          templateKey: applicationMails.templateKey,
          subject: applicationMails.subject,
          lang: applicationMails.lang,
          status: applicationMails.status,
          queuedAt: applicationMails.queuedAt,
          sentAt: applicationMails.sentAt,
        })
        .from(applicationMails)
        .innerJoin(applications, eq(applications.id, applicationMails.applicationId))
        .innerJoin(jobPostings, eq(jobPostings.id, applications.jobId))
        .innerJoin(companies, eq(companies.id, applicationMails.companyId))
        .where(eq(applications.userId, userId))
        .orderBy(asc(applicationMails.queuedAt), asc(applicationMails.id));
    },

    /**
     * Removes the user row and everything that hangs off it, in one transaction: what other
     * modules keep of the account goes through their listeners of `account.deleted` (accounts:
     * tokens and recovery codes; isi: attempts; links: the single-use links sent to the
     * account's address, decision 215), the rest with the row (foreign keys).
     */
    async deleteUser(id: string, email: string): Promise<void> {
      await db.transaction(async (tx) => {
        // A transaction is a Db for every statement the listeners write.
        await emit(tx as unknown as Db, 'account.deleted', {
          accountType: 'User',
          accountId: id,
          email,
        });
        await tx.delete(users).where(eq(users.id, id));
      });
    },
  };
}

export type ProfileRepository = ReturnType<typeof profileRepository>;
