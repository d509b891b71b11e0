// spec 2 (Company form and edit): /Companyform (first time) and /EditCompanyInfo. Company data,
// social accounts and contact person, validated by the domain's companyInputSchema (the same one
// the server uses). Edit mode: the country is read-only (decisions.md 8: the full list, read-only).
// A failed save keeps every typed value and shows the server's field messages. Decision 110: for
// roles the domain's policy lets edit the company (company.edit); anyone else is told so.
import { useEffect, useMemo } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  companyInputSchema,
  companySizes,
  emptyCompanyInput,
  legalEntities,
  otherLegalEntity,
  todayIso,
  type Company,
  type CompanyData,
  type CompanyInput,
} from '@talentpool/domain/company/schema';
import { translate } from '@talentpool/domain/messages';
import { countryLabel, countryOptions, professionalFields } from '@talentpool/domain/profile/enums';
import { RequireAccount } from '../../components/RequireAccount';
import { RequirePermission } from '../../components/RequirePermission';
import { Spinner } from '../../components/Spinner';
import { ApiError } from '../../lib/api';
import { currentLanguage } from '../../lib/i18n';
import { notify } from '../../lib/notify';
import { problemText } from '../../lib/problemText';
import { useSession } from '../../lib/session';
import { useCompany, useSaveCompany } from './api';
import { SelectField, TextField } from '../../components/FormField';
import './company.css';

type FormValues = typeof emptyCompanyInput;

/** One toast for the form's outcome: a success replaces an earlier try's error (issue 23). */
const saveToast = 'company-form-save';

function formValuesOf(company: Company | undefined): FormValues {
  if (!company) return emptyCompanyInput;
  const values = { ...emptyCompanyInput };
  for (const key of Object.keys(values) as (keyof FormValues)[]) {
    (values as Record<string, string>)[key] = String(company[key] ?? '');
  }
  return values;
}

export function CompanyFormPage() {
  return (
    <RequireAccount type="Company">
      <EditableCompanyForm mode="create" />
    </RequireAccount>
  );
}

export function EditCompanyPage() {
  return (
    <RequireAccount type="Company">
      <EditableCompanyForm mode="edit" />
    </RequireAccount>
  );
}

function EditableCompanyForm({ mode }: { mode: 'create' | 'edit' }) {
  const { t } = useTranslation();
  return (
    <RequirePermission
      action="company.edit"
      title={mode === 'create' ? t('company.form.createTitle') : t('company.form.editTitle')}
      notAllowed={t('company.notAllowed.edit')}
      className="page company-page"
    >
      <CompanyForm mode={mode} />
    </RequirePermission>
  );
}

function CompanyForm({ mode }: { mode: 'create' | 'edit' }) {
  const { t } = useTranslation();
  const session = useSession();
  const company = useCompany(session.id);
  if (company.isPending) {
    return (
      <section className="page company-page">
        <Spinner label={t('company.profile.loading')} />
      </section>
    );
  }
  if (company.isError) {
    return (
      <section className="page company-page">
        <p role="alert" className="form-error">
          {company.error instanceof ApiError
            ? company.error.message
            : t('company.profile.loadFailed')}
        </p>
        <button type="button" className="button primary" onClick={() => void company.refetch()}>
          {t('common.retry')}
        </button>
      </section>
    );
  }
  return <CompanyFormBody mode={mode} company={company.data} />;
}

function CompanyFormBody({ mode, company }: { mode: 'create' | 'edit'; company: Company }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const fromGuide = searchParams.get('from') === 'guide';
  const save = useSaveCompany();
  const defaultValues = useMemo(() => formValuesOf(company), [company]);
  // The country is read-only when editing a profile that has one (spec 2).
  const countryLocked = mode === 'edit' && company.country !== '';
  const {
    register,
    handleSubmit,
    control,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, CompanyData>({
    resolver: zodResolver(companyInputSchema) as never,
    defaultValues,
    // Errors appear on submit, then follow the typing: a message appearing on blur would move the
    // button under the pointer.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const legalEntity = useWatch({ control, name: 'legalEntity' });
  const title = mode === 'create' ? t('company.form.createTitle') : t('company.form.editTitle');

  useEffect(() => {
    document.title = `${title} · ${t('brand')}`;
  }, [title, t]);

  const errorOf = (name: keyof FormValues) => {
    const message = errors[name]?.message;
    return message ? translate(String(message), lang) : undefined;
  };

  const onSubmit = async (data: CompanyData) => {
    const body: CompanyInput = {
      ...data,
      // spec 3: sent empty.
      contactPersonData_availableServices: '',
      contactPersonData_subscriptionOptions: '',
    };
    try {
      await save.mutateAsync(body);
      notify.success(t('company.form.saved'), saveToast);
      // Issue 46: from the first-hour guide, back to it.
      await navigate(fromGuide ? '/Company/Welcome' : '/Company/Profile');
    } catch (err) {
      if (err instanceof ApiError) {
        let first: FieldPath<FormValues> | null = null;
        for (const [field, message] of Object.entries(err.fields)) {
          if (field in emptyCompanyInput) {
            const name = field as FieldPath<FormValues>;
            setError(name, { message });
            first ??= name;
          }
        }
        if (first) setFocus(first);
        notify.error(problemText(err, lang), saveToast);
      } else {
        notify.error(translate('error.INTERNAL', lang), saveToast);
      }
    }
  };

  const industryOptions = professionalFields.options(lang);
  const sizeOptions = companySizes.map((size) => ({
    value: size,
    label: t('company.form.companySizeOption', { size }),
  }));
  const legalOptions = [...legalEntities, otherLegalEntity].map((value) => ({
    value,
    label: t(`company.legal.${value}`),
  }));

  return (
    <section className="page company-page" aria-labelledby="company-form-title">
      <h1 id="company-form-title">{title}</h1>
      <p className="muted">{t('company.form.intro')}</p>
      <form
        className="company-form"
        noValidate
        onSubmit={handleSubmit(onSubmit, () =>
          notify.error(t('company.form.fixErrors'), saveToast),
        )}
      >
        <fieldset>
          <legend>{t('company.form.companyData')}</legend>
          <div className="field-grid">
            <TextField
              label={t('company.form.companyName')}
              required
              autoComplete="organization"
              error={errorOf('companyName')}
              {...register('companyName')}
            />
            <SelectField
              label={t('company.form.industry')}
              required
              options={industryOptions}
              placeholder={t('company.form.choose')}
              error={errorOf('industry')}
              {...register('industry')}
            />
            <TextField
              label={t('company.form.companyAddress')}
              required
              autoComplete="street-address"
              error={errorOf('companyAddress')}
              {...register('companyAddress')}
            />
            {countryLocked ? (
              <TextField
                label={t('company.form.country')}
                readOnly
                value={countryLabel(company.country, lang)}
                hint={t('company.form.countryReadOnly')}
                name="countryDisplay"
              />
            ) : (
              <SelectField
                label={t('company.form.country')}
                required
                options={countryOptions(lang)}
                placeholder={t('company.form.choose')}
                autoComplete="country-name"
                error={errorOf('country')}
                {...register('country')}
              />
            )}
            <TextField
              label={t('company.form.companyPhone')}
              required
              type="tel"
              autoComplete="tel"
              hint={t('company.form.phoneHint')}
              error={errorOf('companyPhone')}
              {...register('companyPhone')}
            />
            <SelectField
              label={t('company.form.companySize')}
              required
              options={sizeOptions}
              placeholder={t('company.form.choose')}
              error={errorOf('companySize')}
              {...register('companySize')}
            />
            <SelectField
              label={t('company.form.legalEntity')}
              required
              options={legalOptions}
              placeholder={t('company.form.choose')}
              error={errorOf('legalEntity')}
              {...register('legalEntity')}
            />
            {legalEntity === otherLegalEntity ? (
              <TextField
                label={t('company.form.olegalEntity')}
                required
                error={errorOf('olegalEntity')}
                {...register('olegalEntity')}
              />
            ) : null}
            <TextField
              label={t('company.form.commercialRegistrationNumber')}
              hint={t('company.form.later')}
              error={errorOf('commercialRegistrationNumber')}
              {...register('commercialRegistrationNumber')}
            />
            <TextField
              label={t('company.form.registrationYear')}
              hint={t('company.form.later')}
              type="date"
              max={todayIso()}
              error={errorOf('registrationYear')}
              {...register('registrationYear')}
            />
          </div>
        </fieldset>

        <fieldset>
          <legend>{t('company.form.socialAccounts')}</legend>
          <div className="field-grid">
            {(['URL', 'facebook', 'linkedin', 'instagram'] as const).map((name) => (
              <TextField
                key={name}
                label={t(`company.form.${name}`)}
                type="url"
                inputMode="url"
                // A URL scheme reads the same in every language.
                // eslint-disable-next-line no-restricted-syntax
                placeholder="https://"
                hint={name === 'URL' ? t('company.form.urlHint') : undefined}
                error={errorOf(name)}
                {...register(name)}
              />
            ))}
          </div>
        </fieldset>

        <fieldset>
          <legend>{t('company.form.contactPerson')}</legend>
          <div className="field-grid">
            <TextField
              label={t('company.form.contactFullName')}
              required
              autoComplete="name"
              error={errorOf('contactPersonData_FullName')}
              {...register('contactPersonData_FullName')}
            />
            <TextField
              label={t('company.form.contactIdNumber')}
              hint={t('company.form.later')}
              error={errorOf('contactPersonData_IDNumber')}
              {...register('contactPersonData_IDNumber')}
            />
            <TextField
              label={t('company.form.contactPosition')}
              required
              autoComplete="organization-title"
              error={errorOf('contactPersonData_PositionInTheCompany')}
              {...register('contactPersonData_PositionInTheCompany')}
            />
            <TextField
              label={t('company.form.contactMobile')}
              required
              type="tel"
              autoComplete="tel"
              hint={t('company.form.phoneHint')}
              error={errorOf('contactPersonData_mobileNumber')}
              {...register('contactPersonData_mobileNumber')}
            />
            <TextField
              label={t('company.form.contactEmail')}
              required
              type="email"
              autoComplete="email"
              error={errorOf('contactPersonData_emailAddress')}
              {...register('contactPersonData_emailAddress')}
            />
          </div>
        </fieldset>

        <div className="actions">
          <button type="submit" className="button primary" disabled={isSubmitting}>
            {isSubmitting
              ? t('company.form.saving')
              : mode === 'create'
                ? t('company.form.submit')
                : t('company.form.update')}
          </button>
          {mode === 'edit' ? (
            <Link to="/Company/Profile" className="button secondary">
              {t('company.form.cancel')}
            </Link>
          ) : null}
        </div>
      </form>
    </section>
  );
}
