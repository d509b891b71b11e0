// Decision 124 (issue 24): how long the company keeps the data of rejected applicants and
// outside candidates (getRetentionPolicy / setRetentionPolicy, owners and admins). The bounds
// come from the domain; a refusal is said on the field and what was typed stays.
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { translate } from '@talentpool/domain/messages';
import {
  retentionMonths,
  retentionPolicySchema,
  type RetentionPolicy,
} from '@talentpool/domain/retention/schemas';
import { TextField } from '../../components/FormField';
import { Spinner } from '../../components/Spinner';
import { ApiError } from '../../lib/api';
import { useLanguage } from '../../lib/i18n';
import { problemText } from '../../lib/problemText';
import { useRetentionPolicy, useSetRetentionPolicy } from './api';

export function RetentionSettings() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const policy = useRetentionPolicy(true);
  const save = useSetRetentionPolicy();
  const [saved, setSaved] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors, isDirty },
  } = useForm<RetentionPolicy>({
    resolver: zodResolver(retentionPolicySchema),
    defaultValues: { months: retentionMonths.default },
  });

  // The stored period fills the field once it is known (never over what is being typed).
  const stored = policy.data?.months;
  useEffect(() => {
    if (stored !== undefined && !isDirty) reset({ months: stored });
  }, [stored, isDirty, reset]);

  const onSubmit = handleSubmit(async (values) => {
    setSaved(null);
    setProblem(null);
    try {
      const answer = await save.mutateAsync(values);
      reset({ months: answer.months });
      setSaved(answer.months);
    } catch (err) {
      const field = err instanceof ApiError ? err.fields.months : undefined;
      if (field) {
        setError('months', { type: 'server', message: field });
        setFocus('months');
      } else {
        setProblem(problemText(err, lang));
      }
    }
  });

  return (
    <section className="security-section" aria-labelledby="security-retention-title">
      <h2 id="security-retention-title">{t('security.retention.title')}</h2>
      <p className="muted">{t('security.retention.intro')}</p>
      {policy.isPending && <Spinner />}
      {policy.isError && (
        <div role="alert" className="security-problem">
          <p>
            {t('security.retention.loadFailed')} {problemText(policy.error, lang)}
          </p>
          <button type="button" className="primary" onClick={() => void policy.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      )}
      {policy.data && (
        <form className="security-form" onSubmit={(event) => void onSubmit(event)} noValidate>
          <TextField
            label={t('security.retention.months')}
            type="number"
            inputMode="numeric"
            min={retentionMonths.min}
            max={retentionMonths.max}
            step={1}
            required
            hint={t('security.retention.hint', {
              min: retentionMonths.min,
              max: retentionMonths.max,
              default: retentionMonths.default,
            })}
            error={errors.months?.message ? translate(errors.months.message, lang) : undefined}
            {...register('months', { valueAsNumber: true })}
          />
          {problem && (
            <p className="security-problem" role="alert">
              {problem}
            </p>
          )}
          {saved !== null && (
            <p className="security-done" role="status">
              {t('security.retention.saved', { count: saved })}
            </p>
          )}
          <div>
            <button type="submit" className="primary" disabled={save.isPending}>
              {t('security.retention.save')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
