// decisions.md 17 (decision 183): /digest/unsubscribe?token=..., the "Stop this daily e-mail" link
// of the applicant digest: one click POSTs to the same address a mail client's one-click
// unsubscribe uses (RFC 8058). The page itself is the shared UnsubscribeConfirmation.
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { UnsubscribeConfirmation } from '../../components/UnsubscribeConfirmation';
import { useDigestUnsubscribe } from './api';
import './security.css';

export function DigestUnsubscribePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <UnsubscribeConfirmation
      name="digest-unsubscribe-page"
      token={params.get('token') ?? ''}
      unsubscribe={useDigestUnsubscribe()}
      texts={{
        title: t('security.notifications.unsubscribe.title'),
        intro: t('security.notifications.unsubscribe.intro'),
        invalid: t('security.notifications.unsubscribe.invalid'),
        confirm: t('security.notifications.unsubscribe.confirm'),
      }}
      done={() => (
        <>
          <p>{t('security.notifications.unsubscribe.done')}</p>
          <p className="muted">{t('security.notifications.unsubscribe.again')}</p>
          <Link to="/Company/Security#notifications">
            {t('security.notifications.unsubscribe.toSettings')}
          </Link>
        </>
      )}
    />
  );
}
