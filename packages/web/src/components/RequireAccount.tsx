// spec 6: the company areas and the user profile redirect to '/' when logged out (to the login
// screen with the reason when the server ended the session). The server
// checks every permission again; this only keeps people off screens they cannot use.
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { AccountType } from '@talentpool/domain/account';
import { profilePathOf, useSession } from '../lib/session';

export function RequireAccount({ type, children }: { type?: AccountType; children: ReactNode }) {
  const session = useSession();
  if (!session.loggedIn) {
    // A session the server ended goes to the login screen, which says why (issue 3).
    return session.expired ? (
      <Navigate to="/auth" replace state={{ reason: 'expired' }} />
    ) : (
      <Navigate to="/" replace />
    );
  }
  if (type && session.type !== type) return <Navigate to={profilePathOf(session)} replace />;
  return <>{children}</>;
}
