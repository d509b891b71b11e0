// The one way an application is created (issue 45, decision 177). Every way in calls it: the job
// board's apply (a job seeker's account), the guest form (a guest with a CV), the CV import (a
// CV a recruiter brought), a single-use invitation link's questionnaire (its guest), and a
// member adding a candidate found in search or a talent pool to a pipeline (sourcing).
//
// In the caller's transaction, in this order: the posting's stage list read under its row lock
// (decision 130: the application enters the first stage, and an edit of the list cannot strand
// it), the application row (the unique indexes on (job, user) and (job, link) decide a second
// application: null, nothing stored), its first history entry, who the applicant is (a guest's
// or an imported CV's name, phone and language; the CV file), the fit (decision 134: for an
// account, or a link's guest with an ISI result), then the `application.entered` event, whose
// listeners commit with it (lib/events.ts). What the way in stores besides (a link's result, an
// upload claimed, screening answers, the received mail) goes in the same transaction, after.
//
// Issue 37 (the applicant's identity) builds on `NewApplication.applicant`.
import type { ApplicationSource } from '@talentpool/domain/process/schemas';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { refreshFits } from '../../db/fitStore';
import { firstStageKey, lockedPostingStages, type Tx } from '../../db/postingStages';
import {
  applicantCvs,
  applicationEvents,
  applications,
  guestApplicants,
  type CvKind,
} from '../../db/schema';
import { emit, type ApplicationWayIn } from '../../lib/events';

/** Who applies. */
export type Applicant =
  /** A job seeker's account (the board's apply, or sourcing by a member). */
  | { kind: 'account'; userId: string }
  /** A guest of the apply form (decision 141): who they said they are, their consent. */
  | {
      kind: 'guest';
      email: string;
      name: string;
      phone: string;
      /** The language they applied in: their mails' language. */
      lang: string;
      consentVersion: string;
      followTokenHash: string;
    }
  /** A CV a recruiter imported (decision 141): what was read from it. */
  | { kind: 'importedCv'; email: string | null; name: string; phone: string | null; lang: string }
  /** The guest of a single-use link tied to the posting (decision 100), who answered the ISI. */
  | { kind: 'linkGuest'; linkId: string; email: string };

/** A CV file stored with the application (a guest's upload, an imported file). */
export interface ApplicantCvFile {
  storageKey: string;
  fileName: string;
  kind: CvKind;
  size: number;
}

export interface NewApplication {
  jobId: string;
  applicant: Applicant;
  /** How it came in (the event's `wayIn`; listeners react to some ways only). */
  wayIn: ApplicationWayIn;
  /** Where the company reads it came from (decision 130); the column's default when absent. */
  source?: { source: ApplicationSource; sourceDetail?: string | null };
  /** The CV that comes with it (a guest's or an imported one). */
  cv?: ApplicantCvFile;
}

export type ApplicationRow = typeof applications.$inferSelect;

const guestViaOf = { guest: 'apply', importedCv: 'import' } as const;

/**
 * Creates the application in `tx` (see the top of this file); null when the posting is gone or
 * the applicant already applied to it.
 */
export async function createApplication(
  tx: Tx,
  input: NewApplication,
): Promise<ApplicationRow | null> {
  const { applicant } = input;
  const posting = await lockedPostingStages(tx, input.jobId, 'share');
  if (!posting) return null;
  const stage = firstStageKey(posting.stages);
  const [row] = await tx
    .insert(applications)
    .values({
      jobId: input.jobId,
      stage,
      ...(applicant.kind === 'account' ? { userId: applicant.userId } : {}),
      ...(applicant.kind === 'linkGuest'
        ? { oneTimeLinkId: applicant.linkId, guestEmail: applicant.email }
        : {}),
      ...(applicant.kind === 'guest' || applicant.kind === 'importedCv'
        ? { guestEmail: applicant.email, guestVia: guestViaOf[applicant.kind] }
        : {}),
      ...(input.source ? input.source : {}),
    })
    .onConflictDoNothing()
    .returning();
  if (!row) return null;
  await tx
    .insert(applicationEvents)
    .values({ applicationId: row.id, fromStage: null, toStage: stage, at: row.appliedAt });
  if (applicant.kind === 'guest') {
    await tx.insert(guestApplicants).values({
      applicationId: row.id,
      name: applicant.name,
      phone: applicant.phone,
      lang: applicant.lang,
      consentAt: sql`now()`,
      consentVersion: applicant.consentVersion,
      followTokenHash: applicant.followTokenHash,
    });
  } else if (applicant.kind === 'importedCv') {
    await tx.insert(guestApplicants).values({
      applicationId: row.id,
      name: applicant.name,
      phone: applicant.phone,
      lang: applicant.lang,
    });
  }
  if (input.cv && (applicant.kind === 'guest' || applicant.kind === 'importedCv')) {
    await tx.insert(applicantCvs).values({
      applicationId: row.id,
      ...input.cv,
      via: guestViaOf[applicant.kind],
    });
  }
  // The fit is stored with the application (decision 134): an account's profile or a link
  // guest's ISI result; a guest of the form or an imported CV has neither.
  if (applicant.kind === 'account' || applicant.kind === 'linkGuest') {
    await refreshFits(tx, { applicationId: row.id });
  }
  // A transaction is a Db for every statement the listeners write (the cast the features use).
  await emit(tx as unknown as Db, 'application.entered', {
    applicationId: row.id,
    jobId: row.jobId,
    companyId: posting.companyId,
    userId: row.userId,
    wayIn: input.wayIn,
    source: row.source,
  });
  return row;
}

/** Where an application came from, set again in its transaction (decision 173). */
export async function setApplicationSource(
  tx: Db,
  applicationId: string,
  source: ApplicationSource,
): Promise<void> {
  await tx.update(applications).set({ source }).where(eq(applications.id, applicationId));
}
