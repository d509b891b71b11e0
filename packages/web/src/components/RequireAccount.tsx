// spec 6 and issue 23 (decision 138): a guarded screen needs a login. While a remembered session
// is being resumed (a new tab, a restarted browser) it waits; a visitor who is not logged in goes
// to the login screen and comes back to this very page after logging in (`returnTo`); a person
// who just logged out goes to '/' (spec 6); a session the server ended goes to the login screen,
// which says why (issue 3). The server checks every permission again; this only keeps people off
// screens they cannot use.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { AccountType } from '@talentpool/domain/account';
import { profilePathOf, useSession } from '../lib/session';
import { Spinner } from './Spinner';

export function RequireAccount({ type, children }: { type?: AccountType; children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (!session.loggedIn) {
    if (session.resuming) return <Spinner />;
    if (session.ended === 'loggedOut') return <Navigate to="/" replace />;
    const returnTo = `${location.pathname}${location.search}${location.hash}`;
    return (
      <Navigate
        to="/auth"
        replace
        state={{
          returnTo,
          ...(type ? { type } : {}),
          ...(session.expired ? { reason: 'expired' } : {}),
        }}
      />
    );
  }
  if (type && session.type !== type) return <Navigate to={profilePathOf(session)} replace />;
  return <>{children}</>;
}
