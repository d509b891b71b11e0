// Decision 137 (issue 21): /alerts/unsubscribe/{token}, the link at the foot of a saved search's
// daily mail. It works without a login (the token is the proof) and asks for one click before
// turning the alert off, since mail scanners open links on their own. Then it says which search
// will no longer be mailed, and where to turn it on again.
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../lib/api';
import { currentLanguage } from '../../lib/i18n';
import { problemText } from '../../lib/problemText';
import { useUnsubscribe } from './api';
import './pools.css';

export function UnsubscribePage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const unsubscribe = useUnsubscribe();
  const gone =
    unsubscribe.error instanceof ApiError &&
    (unsubscribe.error.status === 404 || unsubscribe.error.status === 400);
  return (
    <section className="page unsubscribe-page" aria-labelledby="unsubscribe-title">
      <h1 id="unsubscribe-title">{t('pools.unsubscribe.title')}</h1>
      {unsubscribe.isSuccess ? (
        <div role="status">
          <p>{t('pools.unsubscribe.done', { name: unsubscribe.data.name })}</p>
          <p className="muted">{t('pools.unsubscribe.again')}</p>
          <Link to="/Company/Filter">{t('pools.unsubscribe.toSearch')}</Link>
        </div>
      ) : (
        <>
          <p>{t('pools.unsubscribe.intro')}</p>
          {unsubscribe.isError ? (
            <p role="alert" className="form-error">
              {gone
                ? t('pools.unsubscribe.invalid')
                : problemText(unsubscribe.error, currentLanguage())}
            </p>
          ) : null}
          <button
            type="button"
            className="button primary"
            onClick={() => unsubscribe.mutate(token)}
            disabled={unsubscribe.isPending}
            aria-busy={unsubscribe.isPending || undefined}
          >
            {t('pools.unsubscribe.confirm')}
          </button>
        </>
      )}
    </section>
  );
}
