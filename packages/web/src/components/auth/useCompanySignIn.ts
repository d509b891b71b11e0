// Issue 42 (decisions.md 18, decision 243): the login screen finds the company sign-in of the
// e-mail typed, by its domain alone (findSsoByEmail answers every address of a domain alike). Asked
// once the address looks whole, and once per domain.
import { useQuery } from '@tanstack/react-query';
import type { FindSsoAnswer } from '@talentpool/domain/sso/schemas';
import { api } from '../../lib/api';

/** The domain of a typed address that looks whole (x@y.z), lower case; null otherwise. */
export function typedDomainOf(email: string): string | null {
  const match = /^[^@\s]+@([^@\s]+\.[^@\s.]{2,})$/.exec(email.trim());
  return match?.[1]?.toLowerCase() ?? null;
}

export function useCompanySignIn(email: string) {
  const domain = typedDomainOf(email);
  const query = useQuery({
    queryKey: ['sso', 'find', domain],
    // The domain is what is asked about: any address there gets the same answer.
    queryFn: () =>
      api.post<FindSsoAnswer>('sso/find', { email: `someone@${domain}` }, { token: null }),
    enabled: domain !== null,
    staleTime: 5 * 60_000,
    retry: false,
  });
  return domain ? (query.data?.sso ?? null) : null;
}
