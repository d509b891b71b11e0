// Issue 42 (decisions.md 18): the owner's single sign-on settings (getCompanySso, setCompanySso,
// removeCompanySso), and the DNS proofs of a domain (decision 289).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CompanySsoAnswer,
  SetCompanySsoInput,
  SsoDomainProof,
} from '@talentpool/domain/sso/schemas';
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

// Decision 289: the DNS proofs of a domain.
export const domainProofsKey = ['company', 'sso', 'domain-proofs'] as const;

export function useDomainProofs() {
  return useQuery({
    queryKey: domainProofsKey,
    queryFn: ({ signal }) =>
      api.get<{ proofs: SsoDomainProof[] }>('company/sso/domain-proofs', { signal }),
    staleTime: 0,
    retry: false,
  });
}

export function useCreateDomainProof() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (domain: string) =>
      api.post<{ proof: SsoDomainProof }>('company/sso/domain-proofs', { domain }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: domainProofsKey }),
  });
}

export function useCheckDomainProof() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (domain: string) =>
      api.post<{ proof: SsoDomainProof }>(
        `company/sso/domain-proofs/${encodeURIComponent(domain)}/check`,
        {},
      ),
    onSuccess: async ({ proof }) => {
      await queryClient.invalidateQueries({ queryKey: domainProofsKey });
      // A domain found is one the settings may list now (ownedDomains).
      if (proof.verifiedAt) await queryClient.invalidateQueries({ queryKey: companySsoKey });
    },
  });
}

export function useRemoveDomainProof() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (domain: string) =>
      api.delete<null>(`company/sso/domain-proofs/${encodeURIComponent(domain)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: domainProofsKey }),
  });
}
