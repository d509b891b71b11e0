// Issue 46 (decision 245): the profile's city, languages with their level, expected monthly salary
// (private to the companies the person applies to) and notice period, in the profile form.
import { useController, useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Language } from '@talentpool/domain/language';
import type { ProfileInput } from '@talentpool/domain/profile/schema';
import {
  languageLevels,
  noticePeriods,
  salaryCurrencies,
  spokenLanguages,
} from '@talentpool/domain/profile/seekerDetails';
import {
  BoundSelectField,
  BoundTextField,
  SelectField,
  TextField,
  fieldId,
  useFieldError,
} from '../../../components/FormField';

/** "I work here now" on a job: its end date is then not asked. */
export function CurrentJobCheckbox({ index }: { index: number }) {
  const { t } = useTranslation();
  const { register } = useFormContext<ProfileInput>();
  return (
    <label className="security-check">
      <input
        type="checkbox"
        {...register(`job.${index}.current`)}
        id={fieldId(`job.${index}.current`)}
      />
      {t('seeker.profile.currentJob')}
    </label>
  );
}

function SalaryFields({ lang, choose }: { lang: Language; choose: string }) {
  const { t } = useTranslation();
  const { field } = useController<ProfileInput, 'expectedSalary'>({ name: 'expectedSalary' });
  const value = field.value ?? null;
  const amountError = useFieldError('expectedSalary.amount');
  const currencyError = useFieldError('expectedSalary.currency');
  const defaultCurrency = lang === 'ar' ? 'EGP' : 'EGP';
  return (
    <>
      <TextField
        id={fieldId('expectedSalary.amount')}
        name="expectedSalary.amount"
        label={t('seeker.profile.salaryAmount')}
        hint={t('seeker.profile.salaryHint')}
        inputMode="numeric"
        dir="ltr"
        value={value ? String(value.amount) : ''}
        error={amountError}
        onBlur={field.onBlur}
        onChange={(event) => {
          const digits = event.target.value.replace(/[^\d٠-٩]/g, '');
          const western = digits.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660));
          if (western === '') field.onChange(null);
          else
            field.onChange({
              amount: Number(western),
              currency: value?.currency ?? defaultCurrency,
            });
        }}
      />
      <SelectField
        id={fieldId('expectedSalary.currency')}
        name="expectedSalary.currency"
        label={t('seeker.profile.salaryCurrency')}
        placeholder={choose}
        options={salaryCurrencies.options(lang)}
        value={value?.currency ?? ''}
        error={currencyError}
        onChange={(event) => {
          const currency = event.target.value as NonNullable<typeof value>['currency'];
          field.onChange(value ? { ...value, currency } : null);
        }}
      />
    </>
  );
}

export function SeekerDetailsFields({ lang, choose }: { lang: Language; choose: string }) {
  const { t } = useTranslation();
  const { control } = useFormContext<ProfileInput>();
  const { fields, append, remove } = useFieldArray({ control, name: 'languages' });
  const languagesError = useFieldError('languages');
  return (
    <>
      <div className="grid">
        <BoundTextField
          name="city"
          label={t('seeker.profile.city')}
          autoComplete="address-level2"
        />
        <BoundSelectField
          name="noticePeriod"
          label={t('seeker.profile.noticePeriod')}
          placeholder={choose}
          options={noticePeriods.options(lang)}
        />
        <SalaryFields lang={lang} choose={choose} />
      </div>
      <h2 className="subsection">{t('seeker.profile.languages')}</h2>
      <div className="item-list">
        {fields.map((item, index) => (
          <div
            key={item.id}
            className="item"
            role="group"
            aria-label={`${t('seeker.profile.language')} ${index + 1}`}
          >
            <div className="item-fields grid">
              <BoundSelectField
                name={`languages.${index}.language`}
                label={t('seeker.profile.language')}
                placeholder={choose}
                required
                options={spokenLanguages.options(lang)}
              />
              <BoundSelectField
                name={`languages.${index}.level`}
                label={t('seeker.profile.level')}
                placeholder={choose}
                required
                options={languageLevels.options(lang)}
              />
            </div>
            <button
              type="button"
              className="link-button danger"
              onClick={() => remove(index)}
              aria-label={t('seeker.profile.removeLanguage', { number: index + 1 })}
            >
              {t('profile.form.remove')}
            </button>
          </div>
        ))}
        {languagesError ? (
          <p className="field-error" role="alert">
            {languagesError}
          </p>
        ) : null}
        <button
          type="button"
          className="secondary add-item"
          onClick={() =>
            append({ language: '' as never, level: '' as never }, { shouldFocus: true })
          }
        >
          + {t('seeker.profile.addLanguage')}
        </button>
      </div>
    </>
  );
}
