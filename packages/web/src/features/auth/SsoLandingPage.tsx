// Issue 42 (decisions.md 18): /auth/sso, where the server sends the browser back from the
// company's identity provider with a single-use hand-over code in the fragment (#code=..., never
// sent to a server or kept in a log). The code is exchanged once for the login answer (completeSso),
// stored as a password login's, and the member goes to their first page.
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CompanyLoginResponse } from '@talentpool/domain/accounts/schemas';
import { Spinner } from '../../components/Spinner';
import { landingOf } from '../../components/auth/LoginForm';
import { loggedInOf, signInWith } from '../../components/auth/useLogin';
import { api } from '../../lib/api';
import { useLanguage } from '../../lib/i18n';
import { problemText } from '../../lib/problemText';
import '../../components/auth/auth.css';

export function SsoLandingPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<unknown>(null);
  const started = useRef(false);

  useEffect(() => {
    // Once, also under React's development double effects: the code works once.
    if (started.current) return;
    started.current = true;
    const code = new URLSearchParams(window.location.hash.slice(1)).get('code') ?? '';
    // The code leaves the address bar (and the history) at once.
    window.history.replaceState(null, '', window.location.pathname);
    api
      .post<CompanyLoginResponse>('sso/complete', { code }, { token: null })
      .then(async (answer) => {
        const session = loggedInOf(answer, false);
        signInWith(session);
        await navigate(landingOf(session), { replace: true });
      })
      .catch((err: unknown) => setProblem(err ?? new Error('failed')));
  }, [navigate]);

  if (!problem) {
    return (
      <section className="page auth-page" aria-busy="true">
        <p role="status">{t('auth.sso.finishing')}</p>
        <Spinner />
      </section>
    );
  }
  return (
    <section className="page auth-page" aria-labelledby="sso-failed-title">
      <div className="auth-card">
        <h1 id="sso-failed-title">{t('auth.sso.failedTitle')}</h1>
        <p role="alert" className="auth-note auth-note-error">
          {t('auth.sso.failed')} {problemText(problem, lang)}
        </p>
        <Link to="/auth" className="button primary">
          {t('auth.sso.again')}
        </Link>
      </div>
    </section>
  );
}
