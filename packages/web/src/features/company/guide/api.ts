// Issue 46 (decision 252): the calls of the first-hour guide (getCompanyGuide,
// updateCompanyGuide) and the member's own name (setMemberName).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CompanyGuide,
  MemberNameInput,
  UpdateCompanyGuideInput,
} from '@talentpool/domain/members/guide';
import type { Member } from '@talentpool/domain/members/schemas';
import { api } from '../../../lib/api';
import { currentMemberKey } from '../../../lib/member';
import { getSession, setMember } from '../../../lib/session';

export const guideKey = ['company', 'guide'] as const;

export function useCompanyGuide() {
  return useQuery({
    queryKey: guideKey,
    queryFn: ({ signal }) => api.get<CompanyGuide>('company/guide', { signal }),
    retry: false,
  });
}

export function useUpdateGuide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateCompanyGuideInput) => api.patch<CompanyGuide>('company/guide', input),
    onSuccess: (guide) => queryClient.setQueryData(guideKey, guide),
  });
}

export function useSetMemberName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MemberNameInput) => api.put<{ member: Member }>('company/me/name', input),
    onSuccess: async ({ member }) => {
      setMember({
        ...member,
        totpSetupRequired: getSession().member?.totpSetupRequired ?? false,
      });
      await queryClient.invalidateQueries({ queryKey: currentMemberKey });
    },
  });
}
