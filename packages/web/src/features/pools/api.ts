// Decision 137 (issue 21): the calls of the talent-pool pages (a pool's candidates, notes,
// removal, rename, deletion, inviting the pool to a posting) and of the alert mail's unsubscribe
// page. The calls other screens need too are in components/pools/poolsApi.ts.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  InvitePoolAnswer,
  Pool,
  PoolEntry,
  PoolEntryPage,
  UnsubscribeAnswer,
} from '@talentpool/domain/pools/schemas';
import { limits } from '@talentpool/domain/limits';
import { api } from '../../lib/api';
import { poolsKey } from '../../components/pools/poolsApi';

export const entriesPageSize = 20;
const path = (id: string) => `company/talent-pools/${encodeURIComponent(id)}`;

export function usePoolEntries(id: string, page: number) {
  return useQuery({
    queryKey: [...poolsKey, 'entries', id, page],
    queryFn: ({ signal }) =>
      api.get<PoolEntryPage>(`${path(id)}/entries`, {
        query: { page, pageSize: entriesPageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useRenamePool() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => api.put<Pool>(path(id), { name }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: poolsKey }),
  });
}

export function useDeletePool() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<null>(path(id)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: poolsKey }),
  });
}

export function useSetNote(poolId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, note }: { userId: string; note: string }) =>
      api.patch<PoolEntry>(`${path(poolId)}/entries/${encodeURIComponent(userId)}`, { note }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...poolsKey, 'entries', poolId] }),
  });
}

export function useRemoveEntry(poolId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      api.delete<null>(`${path(poolId)}/entries/${encodeURIComponent(userId)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: poolsKey }),
  });
}

export function useInvitePool(poolId: string) {
  return useMutation({
    mutationFn: (jobId: string) => api.post<InvitePoolAnswer>(`${path(poolId)}/invite`, { jobId }),
  });
}

/** The company's published postings, to invite a pool to (the first page of the largest size). */
export function usePublishedPostings(enabled: boolean) {
  return useQuery({
    queryKey: ['jobs', 'published', 'for-pool'],
    queryFn: ({ signal }) =>
      api.get<{ postings: Array<{ _id: string; title: string }>; total: number }>('company/jobs', {
        query: { status: 'published', page: 1, pageSize: limits.pageSizeMax },
        signal,
      }),
    enabled,
    retry: false,
  });
}

export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) =>
      api.post<UnsubscribeAnswer>('saved-searches/unsubscribe', { token }),
  });
}
