// Decision 137 (issue 21): the server calls of talent pools and saved searches, shared by the
// pools feature's pages and the controls other screens render (search results, a candidate's
// profile, the pipeline's application panel), so that no feature imports another.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AddPoolEntriesAnswer,
  Pool,
  PoolPage,
  SavedSearch,
  SavedSearchPage,
} from '@talentpool/domain/pools/schemas';
import { poolLimits } from '@talentpool/domain/pools/schemas';
import { limits } from '@talentpool/domain/limits';
import { api } from '../../lib/api';

export const poolsKey = ['pools'] as const;
export const savedSearchesKey = ['savedSearches'] as const;

/** The company's pools (a page); with `userId`, which of them hold that candidate. */
export function usePools(
  query: { page?: number; pageSize?: number; userId?: string },
  enabled = true,
) {
  return useQuery({
    queryKey: [
      ...poolsKey,
      'list',
      query.page ?? 1,
      query.pageSize ?? limits.pageSizeDefault,
      query.userId ?? '',
    ],
    queryFn: ({ signal }) =>
      api.get<PoolPage>('company/talent-pools', {
        query: {
          page: query.page ?? 1,
          pageSize: query.pageSize ?? limits.pageSizeDefault,
          userId: query.userId,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled,
    retry: false,
  });
}

export function useCreatePool() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api.post<Pool>('company/talent-pools', { name }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: poolsKey }),
  });
}

export function useAddToPool() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ poolId, userIds, note }: { poolId: string; userIds: string[]; note?: string }) =>
      api.post<AddPoolEntriesAnswer>(`company/talent-pools/${encodeURIComponent(poolId)}/entries`, {
        userIds,
        ...(note ? { note } : {}),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: poolsKey }),
  });
}

/** The member's saved searches: at most poolLimits.savedSearchesMax, so one page holds them. */
export function useSavedSearches(enabled = true) {
  return useQuery({
    queryKey: savedSearchesKey,
    queryFn: ({ signal }) =>
      api.get<SavedSearchPage>('company/saved-searches', {
        query: { page: 1, pageSize: poolLimits.savedSearchesMax },
        signal,
      }),
    enabled,
    retry: false,
  });
}

export function useCreateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; filters: Record<string, string>; alert: boolean }) =>
      api.post<SavedSearch>('company/saved-searches', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchesKey }),
  });
}

export function useUpdateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string; name?: string; alert?: boolean }) =>
      api.patch<SavedSearch>(`company/saved-searches/${encodeURIComponent(id)}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchesKey }),
  });
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete<null>(`company/saved-searches/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchesKey }),
  });
}
