import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NavBar } from './NavBar';
import { Spinner } from './Spinner';
import { isWidePage } from '../lib/widePages';

export function Layout() {
  const { t } = useTranslation();
  // Wide from the page's first frame, its spinner's included (decision 300).
  const wide = isWidePage(useLocation().pathname);
  return (
    <>
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <NavBar />
      <main id="main" tabIndex={-1} className={wide ? 'main-wide' : undefined}>
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
    </>
  );
}
