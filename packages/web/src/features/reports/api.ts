// Issue 20, decision 130 (Reports): the hiring report (hiringReport), its tables as CSV
// (hiringReportCsv) and the postings a report can be narrowed to (listCompanyJobs: a hiring
// manager's are those of their teams).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PostingPage } from '@talentpool/domain/jobs/schemas';
import { limits } from '@talentpool/domain/limits';
import type { HiringReport, ReportTable } from '@talentpool/domain/reports/schemas';
import { api } from '../../lib/api';
import { downloadFile } from '../../lib/download';

export interface ReportFilters {
  jobId?: string;
  from?: string;
  to?: string;
}

export function useHiringReport(filters: ReportFilters) {
  return useQuery({
    queryKey: ['reports', 'hiring', filters.jobId ?? '', filters.from ?? '', filters.to ?? ''],
    queryFn: ({ signal }) =>
      api.get<HiringReport>('company/reports/hiring', { query: { ...filters }, signal }),
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 0,
  });
}

/** The postings to choose from: the first page of the largest size the API gives. */
export function useReportPostings() {
  return useQuery({
    queryKey: ['reports', 'postings'],
    queryFn: ({ signal }) =>
      api.get<PostingPage>('company/jobs', {
        query: { page: 1, pageSize: limits.pageSizeMax },
        signal,
      }),
    retry: false,
    staleTime: 60_000,
  });
}

export function downloadReportCsv(table: ReportTable, filters: ReportFilters): Promise<void> {
  return downloadFile('company/reports/hiring.csv', { table, ...filters }, `hiring-${table}.csv`);
}
