import { lazy, Suspense, useEffect } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toastTimings } from '@talentpool/domain/limits';
import { setSessionExpiredHandler } from '../lib/api';
import { notify } from '../lib/notify';
import { queryClient } from '../lib/queryClient';
import { signOut } from '../lib/session';
import { directionOf } from '@talentpool/domain/plain/language';
import { noteLocation, replayFrameClicks } from '../lib/firstFrame';
import { currentLanguage } from '../lib/i18n';
import { useToasterRequested } from '../lib/toaster';
import { routes } from './routes';

const router = createBrowserRouter(routes);
// Decision 291: the address the server's first frame, if any, was written for, and when the app
// leaves it.
noteLocation(router.state.location.key);
router.subscribe((state) => noteLocation(state.location.key));

// sonner loads with the first toast, not with the landing page (decision 099). Should its chunk
// fail to download, the app goes on without toasts.
const ToasterHost = lazy(() => import('./ToasterHost').catch(() => ({ default: () => null })));

export function App() {
  const { t } = useTranslation();
  const toasterRequested = useToasterRequested();
  // Decision 291: the app's first page is up; a button pressed on the server's frame meanwhile
  // is pressed again here.
  useEffect(() => replayFrameClicks(), []);
  useEffect(() => {
    // A 401 from any call ends the session: show the login screen and say why.
    setSessionExpiredHandler(() => {
      signOut('expired');
      queryClient.clear();
      notify.error(t('common.signedOut'), 'session-ended');
      // Back to the page after the next login (issue 23).
      const { pathname, search } = router.state.location;
      void router.navigate('/auth', {
        state: { reason: 'expired', returnTo: `${pathname}${search}` },
      });
    });
  }, [t]);

  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      {toasterRequested && (
        <Suspense fallback={null}>
          <ToasterHost
            // spec 9's top-right is the reading end of the page: mirrored to top-left in Arabic.
            position={directionOf(currentLanguage()) === 'rtl' ? 'top-left' : 'top-right'}
            visibleToasts={toastTimings.max}
            duration={toastTimings.defaultMs}
            dir={directionOf(currentLanguage())}
            // Below the sticky navigation bar, never over it (issue 23), on a phone too (sonner's
            // mobile offset applies under 600 px).
            offset={{ top: 'calc(var(--nav-height) + 12px)' }}
            mobileOffset={{ top: 'calc(var(--nav-height) + 8px)' }}
            closeButton
          />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}
