// A screen of the route list whose feature has not landed yet: it names the screen and what will
// come there, so every route of the spec opens something meaningful.
import { useTranslation } from 'react-i18next';
import type { Resources } from '../../locales/en';

export type ScreenKey = keyof Resources['screens'];

export function PlannedPage({ screen }: { screen: ScreenKey }) {
  const { t } = useTranslation();
  return (
    <section className="page planned" aria-labelledby="page-title">
      <h1 id="page-title">{t(`screens.${screen}.title`)}</h1>
      <p>{t(`screens.${screen}.body`)}</p>
      <p className="muted">
        <strong>{t('planned.heading')}.</strong> {t('planned.body')}
      </p>
    </section>
  );
}
