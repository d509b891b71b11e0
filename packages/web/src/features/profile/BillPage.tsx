// spec 2 (Billing, /Profile/Bill): always the free-trial message.
import { useTranslation } from 'react-i18next';

export function BillPage() {
  const { t } = useTranslation();
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{t('profile.bill.title')}</h1>
      <p className="bill-message">{t('profile.bill.body')}</p>
    </section>
  );
}
