// Decision 120: the menu shows "Operator" only when the server says the logged-in account is an
// operator (getOperatorSelf). Loaded on demand by the nav bar (which is in the entry chunk) once
// someone is logged in; the server checks every operator call again.
// The link's text is not a first-screen text: the whole language loads once the server says the
// account is an operator, and only then (decision 285).
import { useEffect, useState } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { loadPageTexts } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { useOperatorSelf } from './api';

export function OperatorNavLink({ onClick }: { onClick?: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  // Keyed by the account, so a log in as someone else asks again.
  const self = useOperatorSelf(session.loggedIn);
  const operator = session.loggedIn && self.data?.operator === true;
  const [textsReady, setTextsReady] = useState(false);
  useEffect(() => {
    if (!operator) return;
    let live = true;
    void loadPageTexts().then(
      () => live && setTextsReady(true),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [operator]);
  if (!operator || !textsReady) return null;
  return (
    <NavLink to="/Operator" onClick={onClick}>
      {t('operator.nav')}
    </NavLink>
  );
}
