// What the pipeline and layout journeys start from: a company ready to post, one published
// posting, and job seekers with complete profiles who applied to it, made through the API.
import { completeCompany } from '../../packages/server/test/helpers/companyFixture';
import { completeProfile } from '../../packages/server/test/helpers/profileFixture';
import { createVerifiedAccount, type E2EAccount } from './accounts';
import { apiOk, publishedPosting } from './api';

export interface Applicant {
  account: E2EAccount;
  applicationId: string;
}

/** A verified company with its profile complete, `posting` published, and an applicant a name. */
export async function postingWithApplicants(
  posting: { title: string; description: string },
  names: readonly string[],
): Promise<{ company: E2EAccount; postingId: string; applicants: Applicant[] }> {
  const company = await createVerifiedAccount('Company');
  await apiOk('company', company.token, 'PUT', completeCompany());
  const postingId = await publishedPosting(company.token, posting);
  const applicants: Applicant[] = [];
  // One after another: the board's order is the order of applying.
  for (const name of names) {
    const account = await createVerifiedAccount('User');
    await apiOk('user', account.token, 'PUT', completeProfile({ name }));
    const applied = await apiOk<{ _id: string }>(
      `jobs/${postingId}/apply`,
      account.token,
      'POST',
      {},
    );
    applicants.push({ account, applicationId: applied._id });
  }
  return { company, postingId, applicants };
}

/** The same with one applicant. */
export async function postingWithApplicant(
  posting: { title: string; description: string },
  name: string,
): Promise<{ company: E2EAccount; postingId: string; applicant: Applicant }> {
  const { company, postingId, applicants } = await postingWithApplicants(posting, [name]);
  const [applicant] = applicants;
  if (!applicant) throw new Error('no applicant made');
  return { company, postingId, applicant };
}
