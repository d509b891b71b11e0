// Server calls of the checklists feature (issue 8). The card list and its query key live with
// the shared DescriptionCards component, which the company profile page shows too.
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { CandidateSearchResult } from '@talentpool/domain/company/search';
import type { LeadershipStyle } from '@talentpool/domain/checklists/items';
import type {
  CandidatePage,
  DescriptionCard,
  DescriptionCardInput,
} from '@talentpool/domain/checklists/schemas';
import { api } from '../../lib/api';
import { descriptionCardsQueryKey } from '../../components/DescriptionCards';

export const candidatesPageSize = 10;

export function useStyleCandidates(style: LeadershipStyle | null, page: number) {
  return useQuery({
    queryKey: ['checklists', 'candidates', style, page],
    queryFn: ({ signal }) =>
      api.get<CandidatePage>('company/candidates', {
        query: { style, page, pageSize: candidatesPageSize },
        signal,
      }),
    enabled: style !== null,
    placeholderData: keepPreviousData,
  });
}

export function useSaveDescriptionCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (card: DescriptionCardInput) =>
      api.post<DescriptionCard>('company/descriptionCards', card),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: descriptionCardsQueryKey }),
  });
}

/** Issue 40 (decision 275): Job Match's posting picker loads the postings this many at a time. */
export const postingPickerPageSize = 50;
export const fitCandidatesPageSize = 10;

/** GET /api/company/jobs, newest first, page by page (the picker's "More postings"). */
export function useCompanyPostings() {
  return useInfiniteQuery({
    queryKey: ['checklists', 'postings'],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.get<{ postings: { _id: string; title: string }[]; total: number; page: number }>(
        'company/jobs',
        { query: { page: pageParam, pageSize: postingPickerPageSize }, signal },
      ),
    getNextPageParam: (last) =>
      last.page * postingPickerPageSize < last.total ? last.page + 1 : undefined,
  });
}

/** The pool ranked by the domain's fit score to one posting (company/search, sort=fit). */
export function usePostingFitCandidates(jobId: string, page: number) {
  return useQuery({
    queryKey: ['checklists', 'postingFit', jobId, page],
    queryFn: ({ signal }) =>
      api.get<CandidateSearchResult>('company/search', {
        query: { sort: 'fit', jobId, page, pageSize: fitCandidatesPageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
