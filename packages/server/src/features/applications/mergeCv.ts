// Issue 25 (decision 142): a CV the recruiter confirmed as a duplicate joins the existing
// application: its file becomes one of the application's CVs, and a guest applicant gains the
// phone or e-mail it lacked. Nothing is overwritten. The import's own rows are cvImport's.
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/postingStages';
import { applicantCvs, applications, guestApplicants } from '../../db/schema';
import type { ApplicantCvFile } from './create';

/** In the caller's transaction: the file and the missing details join application `targetId`. */
export async function mergeCvIntoApplication(
  tx: Tx,
  targetId: string,
  file: ApplicantCvFile,
  fields: { email?: string; phone?: string },
): Promise<void> {
  await tx.insert(applicantCvs).values({ applicationId: targetId, ...file, via: 'merge' });
  if (fields.phone) {
    await tx
      .update(guestApplicants)
      .set({ phone: fields.phone })
      .where(
        and(eq(guestApplicants.applicationId, targetId), sql`${guestApplicants.phone} is null`),
      );
  }
  if (fields.email) {
    // May meet the unique e-mail of another guest of the posting: then it stays without.
    await tx.execute(sql`
      update ${applications} set guest_email = ${fields.email}
      where id = ${targetId} and guest_via is not null and guest_email is null
        and not exists (select 1 from ${applications} b where b.job_id = ${applications.jobId}
          and b.guest_via is not null and lower(b.guest_email) = lower(${fields.email}))`);
  }
}
