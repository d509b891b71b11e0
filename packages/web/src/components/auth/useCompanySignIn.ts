// Issue 42 (decisions.md 18, decision 243): the login screen finds the company sign-in of the
// e-mail typed, by its domain alone (findSsoByEmail answers every address of a domain alike).
// Asked when the address looks whole, once per domain (kept for the page's life). Plain state and
// a fetch, not a query hook: the login form is on the first screen (its bundle budget).
import { useEffect, useState } from 'react';
import type { FindSsoAnswer } from '@talentpool/domain/sso/schemas';
import { api } from '../../lib/api';

type Found = FindSsoAnswer['sso'];

/** The domain of a typed address that looks whole (x@y.z), lower case; null otherwise. */
export function typedDomainOf(email: string): string | null {
  const match = /^[^@\s]+@([^@\s]+\.[^@\s.]{2,})$/.exec(email.trim());
  return match?.[1]?.toLowerCase() ?? null;
}

const known = new Map<string, Found>();

export function useCompanySignIn(email: string): Found {
  const domain = typedDomainOf(email);
  const [found, setFound] = useState<{ domain: string; sso: Found } | null>(null);

  useEffect(() => {
    if (!domain || known.has(domain)) return;
    let current = true;
    // The domain is what is asked about: any address there gets the same answer.
    api
      .post<FindSsoAnswer>('sso/find', { email: `someone@${domain}` }, { token: null })
      .then((answer) => {
        known.set(domain, answer.sso);
        if (current) setFound({ domain, sso: answer.sso });
      })
      // Without an answer the form stays as it is: the password login still works.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [domain]);

  if (!domain) return null;
  if (known.has(domain)) return known.get(domain) ?? null;
  return found?.domain === domain ? found.sso : null;
}

/** Tests start from an empty memory. */
export function forgetCompanySignIns(): void {
  known.clear();
}
