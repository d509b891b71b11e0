// Issue 46: /job-alerts/unsubscribe?token=..., the "Stop this alert" link of the daily job alert
// mail, without a login. The page itself is the shared UnsubscribeConfirmation.
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { UnsubscribeConfirmation } from '../../components/UnsubscribeConfirmation';
import { useUnsubscribeJobAlert } from './api';

export function JobAlertUnsubscribePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <UnsubscribeConfirmation
      name="job-alert-unsubscribe"
      token={params.get('token') ?? ''}
      unsubscribe={useUnsubscribeJobAlert()}
      texts={{
        title: t('seeker.unsubscribe.title'),
        intro: t('seeker.unsubscribe.intro'),
        invalid: t('seeker.unsubscribe.invalid'),
        confirm: t('seeker.unsubscribe.confirm'),
      }}
      done={() => (
        <>
          <p>{t('seeker.unsubscribe.done')}</p>
          <Link to="/Profile/Jobs">{t('seeker.unsubscribe.toJobs')}</Link>
        </>
      )}
    />
  );
}
