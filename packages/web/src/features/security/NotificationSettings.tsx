// Decision 147 (issue 23): a member's own notifications on /Company/Security#notifications (the
// address the digest mail links to): the daily digest of new applicants, on unless turned off
// (getNotificationSettings / updateNotificationSettings). The switch saves at once and says so; a
// refusal puts it back and says why. Every role: each member decides for themself.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/Spinner';
import { useLanguage } from '../../lib/i18n';
import { notify } from '../../lib/notify';
import { problemText } from '../../lib/problemText';
import { useNotificationSettings, useSetNotificationSettings } from './api';

export function NotificationSettings() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const hintId = useId();
  const settings = useNotificationSettings();
  const save = useSetNotificationSettings();

  const onChange = (applicantDigest: boolean) =>
    save.mutate(
      { applicantDigest },
      {
        onSuccess: (answer) =>
          notify.success(
            t(
              answer.applicantDigest
                ? 'security.notifications.savedOn'
                : 'security.notifications.savedOff',
            ),
          ),
        onError: (err) => notify.error(problemText(err, lang)),
      },
    );

  const checked = save.isPending
    ? (save.variables?.applicantDigest ?? true)
    : (settings.data?.applicantDigest ?? true);

  return (
    <section
      id="notifications"
      className="security-section"
      aria-labelledby="security-notifications-title"
    >
      <h2 id="security-notifications-title">{t('security.notifications.title')}</h2>
      {settings.isPending && <Spinner />}
      {settings.isError && (
        <div role="alert" className="security-problem">
          <p>
            {t('security.notifications.loadFailed')} {problemText(settings.error, lang)}
          </p>
          <button type="button" className="primary" onClick={() => void settings.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      )}
      {settings.data && (
        <>
          <label className="security-check">
            <input
              type="checkbox"
              name="applicantDigest"
              checked={checked}
              disabled={save.isPending}
              aria-describedby={hintId}
              onChange={(event) => onChange(event.target.checked)}
            />
            {t('security.notifications.applicantDigest')}
          </label>
          <p id={hintId} className="muted">
            {t('security.notifications.hint')}
          </p>
          {save.isError && (
            <p className="security-problem" role="alert">
              {problemText(save.error, lang)}
            </p>
          )}
        </>
      )}
    </section>
  );
}
