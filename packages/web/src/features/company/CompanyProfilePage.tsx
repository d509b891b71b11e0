// spec 2 (Company area, /Company/Profile): a loading placeholder, then the company profile when
// dataComplete is true (with the picture upload and an edit link to /EditCompanyInfo), otherwise
// the 'Set Up Company Profile' prompt to /Companyform. A failed load is shown with a retry
// (decisions.md section 8: no endless spinner). Decision 110: every member sees the profile; the
// picture upload, the edit link and the set-up prompt show to roles the domain's policy lets edit
// the company, the candidate search link to roles that may search, the saved description cards
// to roles that may manage them.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Company } from '@talentpool/domain/company/schema';
import { countryLabel, professionalFields } from '@talentpool/domain/profile/enums';
import { DescriptionCards } from '../../components/DescriptionCards';
import { ApiError } from '../../lib/api';
import { formatCalendarDate } from '../../lib/format';
import { currentLanguage } from '../../lib/i18n';
import { useCan } from '../../lib/member';
import { useSession } from '../../lib/session';
import { useCompany } from './api';
import { CompanyPictureUpload } from './components/CompanyPictureUpload';
import './company.css';

export function CompanyProfilePage() {
  const { t } = useTranslation();
  const session = useSession();
  const company = useCompany(session.id);
  const canEdit = useCan('company.edit');

  if (company.isPending) {
    return (
      <section className="page company-page" aria-busy="true" aria-labelledby="company-title">
        <h1 id="company-title">{t('company.profile.title')}</h1>
        <div className="profile-placeholder" role="status">
          <div className="placeholder-block placeholder-picture" />
          <div className="placeholder-lines">
            <div className="placeholder-block" />
            <div className="placeholder-block" />
            <div className="placeholder-block short" />
          </div>
          <span className="visually-hidden">{t('company.profile.loading')}</span>
        </div>
      </section>
    );
  }
  if (company.isError) {
    return (
      <section className="page company-page" aria-labelledby="company-title">
        <h1 id="company-title">{t('company.profile.title')}</h1>
        <p role="alert" className="form-error">
          {t('company.profile.loadFailed')}{' '}
          {company.error instanceof ApiError ? company.error.message : null}
        </p>
        <button type="button" className="button primary" onClick={() => void company.refetch()}>
          {t('common.retry')}
        </button>
      </section>
    );
  }
  if (!company.data.dataComplete) {
    return (
      <section className="page company-page empty-state" aria-labelledby="company-title">
        <h1 id="company-title">{t('company.profile.emptyTitle')}</h1>
        {canEdit ? (
          <>
            <p>{t('company.profile.emptyBody')}</p>
            <Link className="button primary" to="/Companyform">
              {t('company.profile.setUp')}
            </Link>
          </>
        ) : (
          <p>{t('company.notAllowed.setUp')}</p>
        )}
      </section>
    );
  }
  return <CompanyProfile company={company.data} />;
}

function Row({ label, value, href }: { label: string; value: string; href?: string }) {
  const { t } = useTranslation();
  return (
    <div className="profile-row">
      <dt>{label}</dt>
      <dd>
        {value === '' ? (
          <span className="muted">{t('company.profile.none')}</span>
        ) : href ? (
          <a href={href} target="_blank" rel="noopener noreferrer" dir="ltr">
            {value}
          </a>
        ) : (
          <bdi>{value}</bdi>
        )}
      </dd>
    </div>
  );
}

function CompanyProfile({ company }: { company: Company }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const canEdit = useCan('company.edit');
  const canSearch = useCan('candidates.search');
  const legal =
    company.legalEntity === 'Other' && company.olegalEntity
      ? company.olegalEntity
      : company.legalEntity
        ? t(`company.legal.${company.legalEntity}`, { defaultValue: company.legalEntity })
        : '';
  return (
    <section className="page company-page" aria-labelledby="company-title">
      <header className="company-header">
        <div className="company-picture">
          {company.pic ? (
            <img
              src={company.pic}
              alt={t('company.profile.pictureAlt', { name: company.companyName })}
              width={120}
              height={120}
            />
          ) : (
            <div className="company-picture-empty" aria-hidden="true">
              {company.companyName.slice(0, 1).toUpperCase()}
            </div>
          )}
          {canEdit ? <CompanyPictureUpload /> : null}
        </div>
        <div className="company-heading">
          <h1 id="company-title">{company.companyName}</h1>
          <p className="muted">
            {professionalFields.labelOf(company.industry, lang)} ·{' '}
            {countryLabel(company.country, lang)}
          </p>
          {canEdit || canSearch ? (
            <div className="actions">
              {canEdit ? (
                <Link className="button primary" to="/EditCompanyInfo">
                  {t('company.profile.edit')}
                </Link>
              ) : null}
              {canSearch ? (
                <Link className="button secondary" to="/Company/Filter">
                  {t('company.profile.findCandidates')}
                </Link>
              ) : null}
            </div>
          ) : null}
        </div>
      </header>

      <div className="profile-sections">
        <section aria-labelledby="company-data">
          <h2 id="company-data">{t('company.profile.companyData')}</h2>
          <dl>
            <Row label={t('company.form.companyAddress')} value={company.companyAddress} />
            <Row
              label={t('company.form.companyPhone')}
              value={company.companyPhone}
              href={`tel:${company.companyPhone.replace(/[^\d+]/g, '')}`}
            />
            <Row
              label={t('company.form.companySize')}
              value={
                company.companySize
                  ? t('company.form.companySizeOption', {
                      // '>50' reads as a left-to-right expression in Arabic text too.
                      size: `\u2066${company.companySize}\u2069`,
                    })
                  : ''
              }
            />
            <Row label={t('company.form.legalEntity')} value={legal} />
            <Row
              label={t('company.form.commercialRegistrationNumber')}
              value={company.commercialRegistrationNumber}
            />
            <Row
              label={t('company.profile.registeredSince')}
              value={formatCalendarDate(company.registrationYear)}
            />
          </dl>
        </section>
        <section aria-labelledby="company-social">
          <h2 id="company-social">{t('company.profile.socialAccounts')}</h2>
          <dl>
            {(['URL', 'facebook', 'linkedin', 'instagram'] as const).map((key) => (
              <Row
                key={key}
                label={t(`company.form.${key}`)}
                value={company[key]}
                href={company[key] || undefined}
              />
            ))}
          </dl>
        </section>
        <section aria-labelledby="company-contact">
          <h2 id="company-contact">{t('company.profile.contactPerson')}</h2>
          <dl>
            <Row
              label={t('company.form.contactFullName')}
              value={company.contactPersonData_FullName}
            />
            <Row
              label={t('company.form.contactIdNumber')}
              value={company.contactPersonData_IDNumber}
            />
            <Row
              label={t('company.form.contactPosition')}
              value={company.contactPersonData_PositionInTheCompany}
            />
            <Row
              label={t('company.form.contactMobile')}
              value={company.contactPersonData_mobileNumber}
              href={`tel:${company.contactPersonData_mobileNumber.replace(/[^\d+]/g, '')}`}
            />
            <Row
              label={t('company.form.contactEmail')}
              value={company.contactPersonData_emailAddress}
              href={`mailto:${company.contactPersonData_emailAddress}`}
            />
          </dl>
        </section>
      </div>
      <DescriptionCards />
    </section>
  );
}
