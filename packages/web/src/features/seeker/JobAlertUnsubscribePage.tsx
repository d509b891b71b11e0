// Issue 46: /job-alerts/unsubscribe?token=..., the "Stop this alert" link of the daily job alert
// mail, and with `list=recommendations` the "Stop these weekly mails" link of the weekly mail of
// recommended jobs (decision 278), without a login. The page itself is the shared
// UnsubscribeConfirmation.
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { UnsubscribeConfirmation } from '../../components/UnsubscribeConfirmation';
import { useUnsubscribeJobAlert, useUnsubscribeJobRecommendations } from './api';

export function JobAlertUnsubscribePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const alert = useUnsubscribeJobAlert();
  const recommendations = useUnsubscribeJobRecommendations();
  const weekly = params.get('list') === 'recommendations';
  const key = weekly ? 'seeker.unsubscribe.weekly' : 'seeker.unsubscribe';
  const texts = {
    title: t(`${key}.title`),
    intro: t(`${key}.intro`),
    invalid: t('seeker.unsubscribe.invalid'),
    confirm: t(`${key}.confirm`),
  };
  const done = () => (
    <>
      <p>{t(`${key}.done`)}</p>
      <Link to="/Profile/Jobs">{t('seeker.unsubscribe.toJobs')}</Link>
    </>
  );
  const token = params.get('token') ?? '';
  return weekly ? (
    <UnsubscribeConfirmation
      name="job-recommendations-unsubscribe"
      token={token}
      unsubscribe={recommendations}
      texts={texts}
      done={done}
    />
  ) : (
    <UnsubscribeConfirmation
      name="job-alert-unsubscribe"
      token={token}
      unsubscribe={alert}
      texts={texts}
      done={done}
    />
  );
}
