// Which postings the public sees (the job board, job pages, sitemap and feeds): published, not
// past the application deadline (issue 25), and of a company an operator has not disabled
// (decision 123: a disabled company's postings leave the public places with its logins).
import { and, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import { jobPostings } from './schema';

export function openPostingWhere(companyId?: string): SQL {
  return and(
    eq(jobPostings.status, 'published'),
    or(isNull(jobPostings.applicationDeadline), gt(jobPostings.applicationDeadline, sql`now()`)),
    sql`${jobPostings.companyId} not in (select id from companies where disabled_at is not null)`,
    companyId ? eq(jobPostings.companyId, companyId) : undefined,
  ) as SQL;
}
