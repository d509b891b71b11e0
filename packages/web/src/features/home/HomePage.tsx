import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

export function HomePage() {
  const { t } = useTranslation();
  return (
    <section className="page hero" aria-labelledby="page-title">
      <h1 id="page-title">{t('screens.home.title')}</h1>
      <p className="lead">{t('screens.home.body')}</p>
      <p>
        <Link className="button" to="/about">
          {t('nav.about')}
        </Link>
      </p>
    </section>
  );
}
