// Decision 110 (decisions.md 11): the logged-in company member and what the ONE policy table lets
// its role do. The web app only hides what the table refuses; the server decides. The policy
// module is zod-free, so the sidebar (entry chunk) can ask it.
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { can, type CompanyAction, type PolicyContext } from '@talentpool/domain/members/policy';
import { api } from './api';
import { setMember, useSession, type SessionMember } from './session';

/** The member of the company session, or null (a job seeker, or not known yet). */
export function useMember(): SessionMember | null {
  return useSession().member;
}

/** May the logged-in member do this? False while the member is not known (or for job seekers). */
export function useCan(action: CompanyAction, context?: PolicyContext): boolean {
  const member = useMember();
  return member ? can(member.role, action, context) : false;
}

/** GET company/me (getCurrentMember): the answer of decision 110. */
export interface CurrentMember {
  company: { _id: string; companyName: string | null; requireTotp: boolean };
  member: SessionMember & { status: 'invited' | 'active'; createdAt: string };
}

export const currentMemberKey = ['company', 'me'] as const;

/**
 * The member and the company's name, fresh from the server. A role changed by an admin, or the
 * second factor required by the company, reaches the stored member (and so the sidebar) here.
 */
export function useCurrentMember(enabled = true) {
  const query = useQuery({
    queryKey: currentMemberKey,
    queryFn: ({ signal }) => api.get<CurrentMember>('company/me', { signal }),
    enabled,
    staleTime: 60_000,
    retry: false,
  });
  const fresh = query.data?.member;
  useEffect(() => {
    if (fresh) setMember(fresh);
  }, [fresh]);
  return query;
}

/**
 * Where a member goes after logging in (or joining): the set-up of the second factor when the
 * company requires it, else the first page the role may use.
 */
export function companyHomeOf(member: Pick<SessionMember, 'role' | 'totpSetupRequired'> | null) {
  if (member?.totpSetupRequired) return '/Company/Security?setup=1';
  if (!member || can(member.role, 'links.manage')) return '/CompanyView/Profile';
  return '/Company/Profile';
}
