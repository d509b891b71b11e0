// spec 2 (/Company/bill, a placeholder in the spec): the free-trial message, as on the user's
// billing page (spec 2, Billing). Decision 110: billing is for roles the domain's policy lets
// edit the company; anyone else is told so.
import { useTranslation } from 'react-i18next';
import { RequirePermission } from '../../components/RequirePermission';
import './company.css';

export function CompanyBillPage() {
  const { t } = useTranslation();
  return (
    <RequirePermission
      action="company.edit"
      title={t('company.bill.title')}
      notAllowed={t('company.notAllowed.billing')}
      className="page company-page"
    >
      <section className="page company-page" aria-labelledby="bill-title">
        <h1 id="bill-title">{t('company.bill.title')}</h1>
        <p className="bill-trial">{t('company.bill.trial')}</p>
        <p className="muted">{t('company.bill.body')}</p>
      </section>
    </RequirePermission>
  );
}
