// Issue 42 (decisions.md 18): "Sign in with your company" on the login form, once the e-mail's
// domain is one a company signs in through its identity provider. A plain link: the browser goes
// to the server's startSso, then the provider, and comes back to /auth/sso.
import { useTranslation } from 'react-i18next';
import type { FindSsoAnswer } from '@talentpool/domain/sso/schemas';

export function CompanySignIn({ sso }: { sso: NonNullable<FindSsoAnswer['sso']> }) {
  const { t } = useTranslation();
  return (
    <div className="auth-sso">
      <a className="button primary auth-sso-start" href={sso.startUrl}>
        {t('auth.sso.start')}
      </a>
      <p className="muted auth-hint">
        {t(sso.required ? 'auth.sso.requiredHint' : 'auth.sso.hint')}
      </p>
    </div>
  );
}
