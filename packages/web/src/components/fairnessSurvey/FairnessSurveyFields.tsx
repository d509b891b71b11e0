// Issue 40 (decisions.md 21): the voluntary survey at apply, on the job page and the guest form.
// Every question optional, each with "prefer not to say"; the answers go with the application
// call and are stored apart from it.
import { useTranslation } from 'react-i18next';
import {
  surveyAgeBands,
  surveyDisabilities,
  surveyGenders,
} from '@talentpool/domain/plain/fairness';
import type { FairnessSurvey } from '@talentpool/domain/fairness/survey';
import { countryList } from '@talentpool/domain/plain/profile';
import { useLanguage } from '../../lib/i18n';

export function FairnessSurveyFields({
  value,
  onChange,
}: {
  value: FairnessSurvey;
  onChange: (next: FairnessSurvey) => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const select = (
    key: keyof FairnessSurvey,
    options: readonly { value: string; label: string }[],
  ) => (
    <label className="fairness-survey-field">
      {t(`survey.${key}.label`)}
      <select
        name={`survey-${key}`}
        value={value[key] ?? ''}
        onChange={(e) => {
          // "No answer" leaves the question out (nothing is sent for it).
          const next = Object.fromEntries(
            Object.entries({ ...value, [key]: e.target.value }).filter(([, v]) => v !== ''),
          ) as FairnessSurvey;
          onChange(next);
        }}
      >
        <option value="">{t('survey.notAnswered')}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <fieldset className="fairness-survey" data-testid="fairness-survey">
      <legend>{t('survey.title')}</legend>
      <p className="muted">{t('survey.intro')}</p>
      {select(
        'gender',
        surveyGenders.map((g) => ({ value: g, label: t(`survey.gender.${g}`) })),
      )}
      {select(
        'ageBand',
        surveyAgeBands.map((g) => ({ value: g, label: t(`survey.ageBand.${g}`) })),
      )}
      {select('nationality', [
        ...countryList.map((c) => ({ value: c.code, label: lang === 'ar' ? c.nameAr : c.name })),
        { value: 'preferNot', label: t('survey.nationality.preferNot') },
      ])}
      {select(
        'disability',
        surveyDisabilities.map((g) => ({ value: g, label: t(`survey.disability.${g}`) })),
      )}
    </fieldset>
  );
}
