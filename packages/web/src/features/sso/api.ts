// Issue 42 (decisions.md 18): the owner's single sign-on settings (getCompanySso, setCompanySso,
// removeCompanySso).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompanySsoAnswer, SetCompanySsoInput } from '@talentpool/domain/sso/schemas';
import { api } from '../../lib/api';

export const companySsoKey = ['company', 'sso'] as const;

export function useCompanySso() {
  return useQuery({
    queryKey: companySsoKey,
    queryFn: ({ signal }) => api.get<CompanySsoAnswer>('company/sso', { signal }),
    staleTime: 0,
    retry: false,
  });
}

export function useSetCompanySso() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetCompanySsoInput) => api.put<CompanySsoAnswer>('company/sso', body),
    onSuccess: (answer) => queryClient.setQueryData(companySsoKey, answer),
  });
}

export function useRemoveCompanySso() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<null>('company/sso'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companySsoKey }),
  });
}
