// Decision 120: the menu shows "Operator" only when the server says the logged-in account is an
// operator (getOperatorSelf). Loaded on demand by the nav bar (which is in the entry chunk) once
// someone is logged in; the server checks every operator call again.
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session';
import { useOperatorSelf } from './api';

export function OperatorNavLink({ onClick }: { onClick?: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  // Keyed by the account, so a log in as someone else asks again.
  const self = useOperatorSelf(session.loggedIn);
  if (!session.loggedIn || !self.data?.operator) return null;
  return (
    <NavLink to="/Operator" onClick={onClick}>
      {t('operator.nav')}
    </NavLink>
  );
}
