// Decision 141: /apply/follow/{token}, the link of the confirmation mail. Shows where the
// application stands (never the company's own stage names) and how to keep it in an account:
// sign up with the same e-mail and confirm it, and the application moves there.
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatDate } from '../../lib/format';
import { currentLanguage } from '../../lib/i18n';
import { problemText } from '../../lib/problemText';
import { useGuestApplication } from './api';
import './guestApply.css';

export function FollowPage() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const { token = '' } = useParams();
  const application = useGuestApplication(token);
  if (application.isPending) {
    return (
      <section className="page guest-apply" aria-busy="true">
        <h1>{t('guestApply.follow.title')}</h1>
      </section>
    );
  }
  if (application.isError) {
    return (
      <section className="page guest-apply">
        <h1>{t('guestApply.follow.title')}</h1>
        <p role="alert">
          {application.error && 'status' in application.error && application.error.status === 404
            ? t('guestApply.follow.unknown')
            : problemText(application.error, lang)}
        </p>
      </section>
    );
  }
  const a = application.data;
  const signup = `/auth?signup=user&email=${encodeURIComponent(a.email)}`;
  return (
    <section className="page guest-apply" aria-labelledby="follow-title">
      <h1 id="follow-title">{t('guestApply.follow.title')}</h1>
      <dl className="guest-follow">
        <dt>{t('guestApply.follow.job')}</dt>
        <dd>
          <Link to={`/jobs/${a.jobId}`}>{a.title}</Link> · {a.companyName}
        </dd>
        <dt>{t('guestApply.follow.applied')}</dt>
        <dd>{formatDate(a.appliedAt, lang)}</dd>
        <dt>{t('guestApply.follow.status')}</dt>
        <dd data-status={a.status}>{t(`guestApply.status.${a.status}`)}</dd>
      </dl>
      {a.claimed ? (
        <p role="status">{t('guestApply.follow.claimed')}</p>
      ) : (
        <div className="guest-claim">
          <h2>{t('guestApply.follow.claimTitle')}</h2>
          <p>{t('guestApply.follow.claimText', { email: a.email })}</p>
          <Link className="button primary" to={signup}>
            {t('guestApply.follow.claim')}
          </Link>
        </div>
      )}
    </section>
  );
}
