// decisions.md 17 (decision 183): /digest/unsubscribe?token=..., the "Stop this daily e-mail" link
// of the applicant digest. It works without a login (the token is the proof) and asks for one
// click before turning the digest off, since mail scanners open links on their own; the click
// POSTs to the same address a mail client's one-click unsubscribe uses (RFC 8058).
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api';
import { currentLanguage } from '../../lib/i18n';
import { problemText } from '../../lib/problemText';
import { useDigestUnsubscribe } from './api';
import './security.css';

export function DigestUnsubscribePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useDigestUnsubscribe();
  const gone =
    unsubscribe.error instanceof ApiError &&
    (unsubscribe.error.status === 404 || unsubscribe.error.status === 400);
  return (
    <section className="page digest-unsubscribe-page" aria-labelledby="digest-unsubscribe-title">
      <h1 id="digest-unsubscribe-title">{t('security.notifications.unsubscribe.title')}</h1>
      {unsubscribe.isSuccess ? (
        <div role="status">
          <p>{t('security.notifications.unsubscribe.done')}</p>
          <p className="muted">{t('security.notifications.unsubscribe.again')}</p>
          <Link to="/Company/Security#notifications">
            {t('security.notifications.unsubscribe.toSettings')}
          </Link>
        </div>
      ) : (
        <>
          <p>{t('security.notifications.unsubscribe.intro')}</p>
          {unsubscribe.isError || !token ? (
            <p role="alert" className="form-error">
              {gone || !token
                ? t('security.notifications.unsubscribe.invalid')
                : problemText(unsubscribe.error, currentLanguage())}
            </p>
          ) : null}
          <button
            type="button"
            className="button primary"
            onClick={() => unsubscribe.mutate(token)}
            disabled={unsubscribe.isPending || !token}
            aria-busy={unsubscribe.isPending || undefined}
          >
            {t('security.notifications.unsubscribe.confirm')}
          </button>
        </>
      )}
    </section>
  );
}
