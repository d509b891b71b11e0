// decisions.md 13 (issue 21): the job seeker chooses whether companies may find them in search
// (on by default) and whether companies they have not applied to see their contact details (off
// by default). Saved with one button; a refusal is said under the form and the choices stay as
// they were ticked, so nothing has to be chosen again.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PrivacySettings as Settings } from '@talentpool/domain/profile/schema';
import { useLanguage } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { problemText } from '../../../lib/problemText';
import { useSetPrivacy } from '../api';

export function PrivacySettings({
  current,
}: {
  current: { discoverable?: boolean | undefined; showContactDetails?: boolean | undefined };
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const discoverableHint = useId();
  const contactHint = useId();
  const save = useSetPrivacy();
  const [settings, setSettings] = useState<Settings>({
    discoverable: current.discoverable ?? true,
    showContactDetails: current.showContactDetails ?? false,
  });
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    setProblem(null);
    save.mutate(settings, {
      onSuccess: () => notify.success(t('profile.privacy.saved')),
      onError: (err) => setProblem(problemText(err, lang)),
    });
  };

  return (
    <section className="profile-card privacy-settings" aria-labelledby="privacy-title">
      <h2 id="privacy-title">{t('profile.privacy.title')}</h2>
      <p className="muted">{t('profile.privacy.hint')}</p>
      <form onSubmit={onSubmit} noValidate>
        <label className="security-check">
          <input
            type="checkbox"
            name="discoverable"
            checked={settings.discoverable}
            aria-describedby={discoverableHint}
            onChange={(event) => setSettings({ ...settings, discoverable: event.target.checked })}
          />
          {t('profile.privacy.discoverable')}
        </label>
        <p id={discoverableHint} className="muted">
          {t('profile.privacy.discoverableHint')}
        </p>
        <label className="security-check">
          <input
            type="checkbox"
            name="showContactDetails"
            checked={settings.showContactDetails}
            aria-describedby={contactHint}
            onChange={(event) =>
              setSettings({ ...settings, showContactDetails: event.target.checked })
            }
          />
          {t('profile.privacy.showContactDetails')}
        </label>
        <p id={contactHint} className="muted">
          {t('profile.privacy.showContactDetailsHint')}
        </p>
        {problem && (
          <p className="form-error" role="alert">
            {problem}
          </p>
        )}
        <div className="form-actions">
          <button type="submit" className="primary" disabled={save.isPending}>
            {t('profile.privacy.save')}
          </button>
        </div>
      </form>
    </section>
  );
}
