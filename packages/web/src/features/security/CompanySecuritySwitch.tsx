// Decision 110 (decisions.md 11): an owner or admin requires the second factor of every member
// (getCompanySecurity / setCompanySecurity). The switch saves at once; a refusal puts it back.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/Spinner';
import { useLanguage } from '../../lib/i18n';
import { notify } from '../../lib/notify';
import { problemText } from '../../lib/problemText';
import { useCompanySecurity, useSetCompanySecurity } from './api';

export function CompanySecuritySwitch() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const hintId = useId();
  const settings = useCompanySecurity(true);
  const save = useSetCompanySecurity();

  const onChange = (requireTotp: boolean) =>
    save.mutate(
      { requireTotp },
      {
        onSuccess: (answer) =>
          notify.success(
            t(answer.requireTotp ? 'security.company.savedOn' : 'security.company.savedOff'),
          ),
        // A refusal is said once, under the switch (role alert), not again in a toast.
      },
    );

  // While saving, the switch shows the choice being saved.
  const checked = save.isPending
    ? (save.variables?.requireTotp ?? false)
    : (settings.data?.requireTotp ?? false);

  return (
    <section className="security-section" aria-labelledby="security-company-title">
      <h2 id="security-company-title">{t('security.company.title')}</h2>
      {settings.isPending && <Spinner />}
      {settings.isError && (
        <div role="alert" className="security-problem">
          <p>
            {t('security.company.loadFailed')} {problemText(settings.error, lang)}
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
              checked={checked}
              disabled={save.isPending}
              aria-describedby={hintId}
              onChange={(event) => onChange(event.target.checked)}
            />
            {t('security.company.requireTotp')}
          </label>
          <p id={hintId} className="muted">
            {t('security.company.hint')}
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
