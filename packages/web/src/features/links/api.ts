// Server calls of single-use links (spec 7: generateLink, oneTimeLink, allOneTimeUsers; and the
// product's link state, resend and revoke).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  GenerateLinkAnswer,
  LinkStatus,
  OneTimeUser,
  OneTimeUsersPage,
  ResendLinkAnswer,
} from '@talentpool/domain/links/schemas';
import { api } from '../../lib/api';

export const oneTimeUsersPageSize = 10;
const oneTimeUsersKey = ['links', 'oneTimeUsers'] as const;

export function useGenerateLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => api.post<GenerateLinkAnswer>('company/generateLink', { email }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: oneTimeUsersKey }),
  });
}

export function useOneTimeUsers(page: number) {
  return useQuery({
    queryKey: [...oneTimeUsersKey, page],
    queryFn: ({ signal }) =>
      api.get<OneTimeUsersPage>('company/allOneTimeUsers', {
        query: { page, pageSize: oneTimeUsersPageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useResendLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (user: OneTimeUser) =>
      api.post<ResendLinkAnswer>(`company/oneTimeLink/${user._id}/resend`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: oneTimeUsersKey }),
  });
}

export function useRevokeLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (user: OneTimeUser) =>
      api.delete<{ oneTimeUser: OneTimeUser }>(`company/oneTimeLink/${user._id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: oneTimeUsersKey }),
  });
}

/** The state of a link, before its holder starts (no login: the code is the permission). */
export function useLinkStatus(code: string) {
  return useQuery({
    queryKey: ['links', 'status', code],
    queryFn: ({ signal }) =>
      api.get<LinkStatus>(`company/oneTimeLink/${encodeURIComponent(code)}`, {
        signal,
        token: null,
      }),
    staleTime: Infinity,
  });
}

export function submitOneTimeResult(
  code: string,
  result: number[],
  timings?: number[],
): Promise<{ accepted: true }> {
  // Timings (ms per statement) feed the "too fast" flag (decision 135); none, no speed flag.
  return api.post<{ accepted: true }>(
    'company/oneTimeLink',
    { code, result, ...(timings ? { timings } : {}) },
    { token: null },
  );
}
