// Server calls of the company area (spec 7: company/{id}, PUT company, company/uploadImg,
// company/search) and the CSV export of a search.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Company, CompanyInput } from '@talentpool/domain/company/schema';
import type { CandidateSearchResult } from '@talentpool/domain/company/search';
import { limits } from '@talentpool/domain/limits';
import { api, ApiError } from '../../lib/api';
import { downloadFile } from '../../lib/download';

export const companyQueryKey = (id: string | null) => ['company', id] as const;

export function useCompany(id: string | null) {
  return useQuery({
    queryKey: companyQueryKey(id),
    queryFn: ({ signal }) =>
      api.get<Company>(`company/${encodeURIComponent(id ?? '')}`, { signal }),
    enabled: Boolean(id),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}

export function useSaveCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CompanyInput) => api.put<Company>('company', input),
    onSuccess: (company) => queryClient.setQueryData(companyQueryKey(company._id), company),
  });
}

export function useUploadCompanyPicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('pic', file);
      return api.patch<Company>('company/uploadImg', form);
    },
    onSuccess: (company) => queryClient.setQueryData(companyQueryKey(company._id), company),
  });
}

/** The search as query parameters: only filled fields (spec 5). */
export type SearchParams = Record<string, string>;

export function useCandidateSearch(params: SearchParams) {
  return useQuery({
    queryKey: ['company', 'search', params],
    queryFn: ({ signal }) =>
      api.get<CandidateSearchResult>('company/search', { query: params, signal }),
    placeholderData: keepPreviousData,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}

/** Downloads the current search as CSV (the bearer token rules out a plain link). */
export async function downloadCandidatesCsv(params: SearchParams): Promise<void> {
  const filters = Object.fromEntries(
    // The export takes the filters only: its rows are all of them, in the search's own order.
    Object.entries(params).filter(
      ([key]) => !['page', 'pageSize', 'sort', 'jobId', 'cardId'].includes(key),
    ),
  );
  await downloadFile('company/search.csv', filters, 'candidates.csv');
}

/** A posting or a saved description card the search can rank the pool against (sort=fit). */
export interface FitTargetOption {
  kind: 'job' | 'card';
  id: string;
  title: string;
}

/**
 * The company's postings and description cards, for "fit to ..." in the sort select (decisions.md
 * 13). A role that may not list one of them simply gets no such options.
 */
export function useFitTargets() {
  return useQuery({
    queryKey: ['company', 'search', 'fitTargets'],
    queryFn: async ({ signal }): Promise<FitTargetOption[]> => {
      const [jobs, cards] = await Promise.all([
        api
          .get<{ postings: { _id: string; title: string }[] }>('company/jobs', {
            query: { page: 1, pageSize: limits.pageSizeMax },
            signal,
          })
          .catch(() => ({ postings: [] })),
        api
          .get<{ cards: { _id: string; title: string }[] }>('company/descriptionCards', {
            query: { page: 1, pageSize: limits.pageSizeMax },
            signal,
          })
          .catch(() => ({ cards: [] })),
      ]);
      return [
        ...jobs.postings.map((p) => ({ kind: 'job' as const, id: p._id, title: p.title })),
        ...cards.cards.map((c) => ({ kind: 'card' as const, id: c._id, title: c.title })),
      ];
    },
    staleTime: 60_000,
  });
}
