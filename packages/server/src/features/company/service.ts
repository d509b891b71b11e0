// spec 3 (Company), spec 5 (Filter), spec 7 (company calls) and decisions.md section 5 (who may
// do what): a company reads and writes only its own profile; only companies search candidates.
import type { Account } from '../../plugins/app/auth';
import { DomainError } from '@talentpool/domain/errors';
import type { Company, CompanyData } from '@talentpool/domain/company/schema';
import { otherLegalEntity } from '@talentpool/domain/company/schema';
import {
  csvExportMaxRows,
  type CandidateFilters,
  type CandidateSearchQuery,
  type CandidateSearchResult,
  type SearchResultUser,
} from '@talentpool/domain/company/search';
import type { Language } from '@talentpool/domain/language';
import { highlightOf } from '@talentpool/domain/search/highlight';
import type { Db } from '../../db/database';
import { findCompany, updateCompany, type CompanyRow, type CompanyUpdate } from './repository';
import {
  fitTargetFor,
  resultUserOf,
  searchCandidates,
  searchFitOf,
  type FitTarget,
  type SearchRow,
} from '../search/public';
import { emit } from '../../lib/events';
import { postingChanges } from '../../lib/postingChanges';

export function toCompany(row: CompanyRow): Company {
  return {
    _id: row.id,
    email: row.email,
    companyName: row.companyName ?? '',
    companyAddress: row.companyAddress ?? '',
    companyPhone: row.companyPhone ?? '',
    industry: row.industry ?? '',
    country: row.country ?? '',
    URL: row.url ?? '',
    facebook: row.facebook ?? '',
    linkedin: row.linkedin ?? '',
    instagram: row.instagram ?? '',
    companySize: row.companySize ?? '',
    legalEntity: row.legalEntity ?? '',
    olegalEntity: row.olegalEntity ?? '',
    commercialRegistrationNumber: row.commercialRegistrationNumber ?? '',
    registrationYear: row.registrationYear ?? '',
    contactPersonData_FullName: row.contactFullName ?? '',
    contactPersonData_IDNumber: row.contactIdNumber ?? '',
    contactPersonData_PositionInTheCompany: row.contactPosition ?? '',
    contactPersonData_mobileNumber: row.contactMobile ?? '',
    contactPersonData_emailAddress: row.contactEmail ?? '',
    contactPersonData_availableServices: '',
    contactPersonData_subscriptionOptions: '',
    pic: row.pic ?? null,
    dataComplete: row.dataComplete,
    outvalue: row.outvalue ?? '',
  };
}

/** The columns a valid company form writes; a complete form makes the profile complete. */
export function companyColumnsOf(data: CompanyData): CompanyUpdate {
  return {
    companyName: data.companyName,
    companyAddress: data.companyAddress,
    companyPhone: data.companyPhone,
    industry: data.industry,
    country: data.country,
    url: data.URL,
    facebook: data.facebook,
    linkedin: data.linkedin,
    instagram: data.instagram,
    companySize: data.companySize,
    legalEntity: data.legalEntity,
    // "If other, specify" only means something with 'Other'.
    olegalEntity: data.legalEntity === otherLegalEntity ? data.olegalEntity : '',
    commercialRegistrationNumber: data.commercialRegistrationNumber,
    // Decision 253: may be given later; the date column holds null until then.
    registrationYear: data.registrationYear === '' ? null : data.registrationYear,
    contactFullName: data.contactPersonData_FullName,
    contactIdNumber: data.contactPersonData_IDNumber,
    contactPosition: data.contactPersonData_PositionInTheCompany,
    contactMobile: data.contactPersonData_mobileNumber,
    contactEmail: data.contactPersonData_emailAddress,
    dataComplete: true,
  };
}

/** decisions.md section 5: GET company/{id} is for that company only. */
export async function getOwnCompany(db: Db, account: Account, id: string): Promise<Company> {
  if (account.type !== 'Company' || account.id !== id) {
    throw new DomainError('FORBIDDEN', 'error.FORBIDDEN');
  }
  const row = await findCompany(db, id);
  if (!row) throw new DomainError('NOT_FOUND', 'error.NOT_FOUND');
  return toCompany(row);
}

export async function saveCompany(db: Db, account: Account, data: CompanyData): Promise<Company> {
  const saved = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const row = await updateCompany(tx, account.id, companyColumnsOf(data));
    if (!row) throw new DomainError('NOT_FOUND', 'error.NOT_FOUND');
    // What shows the company's name elsewhere follows it in this transaction (the job board's
    // search text: jobs/listeners.ts).
    await emit(tx, 'company.renamed', { companyId: account.id });
    return toCompany(row);
  });
  // The job pages' caches of every process (decision 263): the feeds and the board show the name.
  postingChanges.bump();
  return saved;
}

export async function setCompanyPicture(
  db: Db,
  account: Account,
  pic: string,
): Promise<{ company: Company; previous: string | null }> {
  const before = await findCompany(db, account.id);
  if (!before) throw new DomainError('NOT_FOUND', 'error.NOT_FOUND');
  const row = await updateCompany(db, account.id, { pic });
  if (!row) throw new DomainError('NOT_FOUND', 'error.NOT_FOUND');
  postingChanges.bump();
  return { company: toCompany(row), previous: before.pic };
}

/** A result row as the API sends it: the highlight with q, the fit (decision 100) with sort=fit. */
function toSearchResultUser(
  row: SearchRow,
  lang: Language,
  fitTarget: FitTarget | undefined,
): SearchResultUser {
  const { matchedWords, textParts } = row;
  const result: SearchResultUser = resultUserOf(row);
  if (textParts && matchedWords) {
    result.highlight = highlightOf(
      textParts.filter((part): part is string => typeof part === 'string'),
      matchedWords,
    );
  }
  if (fitTarget) {
    result.fit = searchFitOf(row, fitTarget, lang);
  }
  return result;
}

/**
 * One page of company search, and the searching member's state (memberCheck) read in the same
 * statement as the page (undefined on an empty page), for the route to confirm its token.
 * sort=fit reads the posting or card first (one more round trip, with that sort only); one that is
 * not the company's answers missingTarget without searching, so the route still checks the token
 * before it answers 404.
 */
export async function searchCandidatePage(
  db: Db,
  query: CandidateSearchQuery,
  viewer: { companyId: string; memberId: string },
  lang: Language = 'en',
): Promise<{
  result: CandidateSearchResult;
  viewerVersion: string | null | undefined;
  missingTarget?: boolean;
}> {
  const { page, pageSize, sort, jobId, cardId, ...filters } = query;
  let fitTarget: FitTarget | undefined;
  if (sort === 'fit') {
    // Issue 38: a posting whose applications the member may not see (a hiring manager off its
    // team) is not a yardstick either: as an unknown posting, 404.
    fitTarget = await fitTargetFor(db, viewer, { jobId, cardId });
    if (!fitTarget) {
      const empty = { users: [], total: 0, totalIsLowerBound: false, page, pageSize };
      return { result: empty, viewerVersion: undefined, missingTarget: true };
    }
  }
  const { viewerVersion, users, ...found } = await searchCandidates(
    db,
    filters,
    { limit: pageSize, offset: (page - 1) * pageSize },
    viewer,
    { sort, fitTarget, highlight: true },
  );
  return {
    result: {
      ...found,
      users: users.map((row) => toSearchResultUser(row, lang, fitTarget)),
      page,
      pageSize,
    },
    viewerVersion,
  };
}

/** Every candidate of a search (all pages), up to csvExportMaxRows. */
export async function allCandidatesOf(
  db: Db,
  filters: CandidateFilters,
): Promise<{ users: SearchResultUser[]; total: number }> {
  const found = await searchCandidates(db, filters, { limit: csvExportMaxRows, offset: 0 });
  return { users: found.users, total: found.total };
}
