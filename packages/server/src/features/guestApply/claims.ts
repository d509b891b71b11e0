// decisions.md 16 (issue 38, decision 192): the guest applications made with an account's e-mail,
// offered to its owner. Confirming makes the application the account's own act (user_id and
// confirmed_at, so the company then sees the contact details, decision 190) and keeps everything
// the company saw: the guest row (name, phone, language, consent), the CV files and the history
// stay as they are, with claimed_user_id and claimed_at set. Discarding leaves it a guest's and
// stops offering it. Only the account whose verified e-mail the application carries may do
// either; any other id is 404 (its existence is not confirmed).
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { DomainError } from '@talentpool/domain/errors';
import {
  guestClaimsListMax,
  type ConfirmedGuestApplication,
  type GuestApplicationClaims,
} from '@talentpool/domain/privacy/guestClaims';
import type { Db } from '../../db/database';
import { applications, companies, guestApplicants, jobPostings, users } from '../../db/schema';
import { confirmGuestApplication, discardGuestClaim } from '../applications/public';

const notFound = () => new DomainError('NOT_FOUND', 'error.NOT_FOUND');
const companyName = sql<string>`coalesce(nullif(trim(${companies.companyName}), ''), ${companies.email})`;

/** The offered applications of this user: made as a guest with their verified e-mail. */
function offeredTo(userId: string) {
  return and(
    eq(applications.guestVia, 'apply'),
    isNull(applications.userId),
    isNull(applications.anonymisedAt),
    isNull(guestApplicants.claimDiscardedAt),
    sql`lower(${applications.guestEmail}) = (select lower(u.email) from ${users} u
      where u.id = ${userId} and u.email_verified_at is not null and u.disabled_at is null)`,
  );
}

export function createGuestClaims(db: Db) {
  return {
    async list(userId: string): Promise<GuestApplicationClaims> {
      const rows = await db
        .select({
          id: applications.id,
          jobId: jobPostings.id,
          title: jobPostings.title,
          companyId: companies.id,
          companyName,
          appliedAt: applications.appliedAt,
        })
        .from(applications)
        .innerJoin(guestApplicants, eq(guestApplicants.applicationId, applications.id))
        .innerJoin(jobPostings, eq(jobPostings.id, applications.jobId))
        .innerJoin(companies, eq(companies.id, jobPostings.companyId))
        .where(offeredTo(userId))
        .orderBy(asc(applications.appliedAt), asc(applications.id))
        .limit(guestClaimsListMax);
      return {
        claims: rows.map((r) => ({
          _id: r.id,
          job: { _id: r.jobId, title: r.title },
          company: { _id: r.companyId, name: r.companyName },
          appliedAt: r.appliedAt.toISOString(),
        })),
      };
    },

    async confirm(userId: string, applicationId: string): Promise<ConfirmedGuestApplication> {
      return db.transaction(async (tx) => {
        const [offered] = await tx
          .select({ id: applications.id, jobId: applications.jobId })
          .from(applications)
          .innerJoin(guestApplicants, eq(guestApplicants.applicationId, applications.id))
          .where(and(eq(applications.id, applicationId), offeredTo(userId)))
          .for('update', { of: applications });
        if (!offered) throw notFound();
        // One application per person and posting: one made with the account stays the one.
        const [own] = await tx
          .select({ id: applications.id })
          .from(applications)
          .where(and(eq(applications.jobId, offered.jobId), eq(applications.userId, userId)))
          .limit(1);
        if (own) throw new DomainError('ALREADY_APPLIED', 'error.ALREADY_APPLIED');
        const row = await confirmGuestApplication(tx, { applicationId, userId, at: new Date() });
        if (!row) throw notFound();
        return {
          _id: row.id,
          jobId: row.jobId,
          stage: row.stage,
          appliedAt: row.appliedAt.toISOString(),
        };
      });
    },

    async discard(userId: string, applicationId: string): Promise<void> {
      const offered = await db
        .select({ id: applications.id })
        .from(applications)
        .innerJoin(guestApplicants, eq(guestApplicants.applicationId, applications.id))
        .where(and(eq(applications.id, applicationId), offeredTo(userId)))
        .limit(1);
      if (offered.length === 0) throw notFound();
      await discardGuestClaim(db, applicationId, new Date());
    },
  };
}
