// Issue 25 (decision 126): what the job pages, the sitemap and the feeds read. Open means
// published and not past its application deadline; anything else is closed to crawlers.
import { openPostingWhere } from '../../db/openPosting';
import { and, count, desc, eq, isNull, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { companies, jobPostings } from '../../db/schema';

/** A posting with what a page or feed shows of its company. */
export interface ReachPosting {
  id: string;
  companyId: string;
  status: 'draft' | 'published' | 'closed';
  title: string;
  description: string;
  workplace: 'onsite' | 'remote' | 'hybrid';
  country: string;
  city: string;
  /** The professional field (spec 3's list), Indeed's category. */
  field: string;
  minEducation: string | null;
  minExperience: string | null;
  employmentType: 'fullTime' | 'partTime' | 'contract' | 'temporary' | 'internship';
  salaryMin: number | null;
  salaryMax: number | null;
  salaryCurrency: string | null;
  salaryPeriod: 'hour' | 'day' | 'week' | 'month' | 'year' | null;
  salaryVisible: boolean;
  applicationDeadline: Date | null;
  publishedAt: Date | null;
  updatedAt: Date;
  companyName: string | null;
  companyPic: string | null;
  companyUrl: string | null;
  companyLinkedin: string | null;
  companyCountry: string | null;
  /** An operator disabled the company (decision 123): its page answers as an unknown one. */
  companyDisabled: boolean;
}

const columns = {
  id: jobPostings.id,
  companyId: jobPostings.companyId,
  status: jobPostings.status,
  title: jobPostings.title,
  description: jobPostings.description,
  workplace: jobPostings.workplace,
  country: jobPostings.country,
  city: jobPostings.city,
  field: jobPostings.field,
  minEducation: jobPostings.minEducation,
  minExperience: jobPostings.minExperience,
  employmentType: jobPostings.employmentType,
  salaryMin: jobPostings.salaryMin,
  salaryMax: jobPostings.salaryMax,
  salaryCurrency: jobPostings.salaryCurrency,
  salaryPeriod: jobPostings.salaryPeriod,
  salaryVisible: jobPostings.salaryVisible,
  applicationDeadline: jobPostings.applicationDeadline,
  publishedAt: jobPostings.publishedAt,
  updatedAt: jobPostings.updatedAt,
  companyName: companies.companyName,
  companyPic: companies.pic,
  companyUrl: companies.url,
  companyLinkedin: companies.linkedin,
  companyCountry: companies.country,
  companyDisabled: sql<boolean>`(${companies.disabledAt} is not null)`,
};

/** One posting whatever its status (the page decides what a draft or a closed one shows). */
export async function findReachPosting(db: Db, id: string): Promise<ReachPosting | undefined> {
  const [row] = await db
    .select(columns)
    .from(jobPostings)
    .innerJoin(companies, eq(companies.id, jobPostings.companyId))
    .where(eq(jobPostings.id, id))
    .limit(1);
  return row;
}

/** Every open posting (of one company), newest publication first. */
export async function listOpenPostings(db: Db, companyId?: string): Promise<ReachPosting[]> {
  return db
    .select(columns)
    .from(jobPostings)
    .innerJoin(companies, eq(companies.id, jobPostings.companyId))
    .where(openPostingWhere(companyId))
    .orderBy(desc(jobPostings.publishedAt), desc(jobPostings.id));
}

/**
 * What changes whenever the set of open postings or one of them changes: their number, the last
 * change of any of them or of their companies (a name or a picture the feeds and the board show:
 * issue 43, decision 263) and the next deadline to pass. The feeds' cache keeps an answer while
 * this stays the same (decision 126); one aggregate, far cheaper than building a feed.
 */
export async function openPostingsFingerprint(db: Db, companyId?: string): Promise<string> {
  const [row] = await db
    .select({
      n: count(),
      changed: max(jobPostings.updatedAt),
      companyChanged: max(companies.updatedAt),
      nextDeadline: sql<string | null>`min(${jobPostings.applicationDeadline})::text`,
    })
    .from(jobPostings)
    .innerJoin(companies, eq(companies.id, jobPostings.companyId))
    .where(openPostingWhere(companyId));
  const changed = row?.changed ? new Date(row.changed).getTime() : 0;
  const companyChanged = row?.companyChanged ? new Date(row.companyChanged).getTime() : 0;
  return `${row?.n ?? 0}:${changed}:${companyChanged}:${row?.nextDeadline ?? ''}`;
}

/**
 * Does a company exist (for ?company= of the feeds: an unknown one is 404)? One an operator
 * disabled does not (decision 123: its pages answer as unknown ones; issue 38).
 */
export async function companyExists(db: Db, companyId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, companyId), isNull(companies.disabledAt)))
    .limit(1);
  return Boolean(row);
}
