import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{t('common.notFoundTitle')}</h1>
      <p>{t('common.notFoundBody')}</p>
      <Link to="/">{t('common.backHome')}</Link>
    </section>
  );
}
