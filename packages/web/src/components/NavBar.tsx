// spec 2 (Navigation bar): logo to '/', Home (exact match), About ISI, Jobs (issue 12), Login
// when logged out, Profile when logged in (by the stored Type); a burger on small screens that a
// link click or a backdrop click closes, and Escape too (the focus goes back to the burger). The
// language switch sits here too (decisions.md section 9).
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { profilePathOf, useSession } from '../lib/session';
import type { AccountType } from '@talentpool/domain/plain/account';
import type { Language } from '@talentpool/domain/plain/language';
import { currentLanguage, setLanguage } from '../lib/i18n';

// Decision 120: the operator entry, loaded (with its check) only once someone is logged in. Not
// lib/lazyPage's lazy: the whole language comes only for an operator, whose link needs its text
// (decision 285: a job seeker's pages no longer wait for it).
const OperatorNavLink = lazy(() =>
  import('../features/operator/OperatorNavLink').then((m) => ({ default: m.OperatorNavLink })),
);

/**
 * Mails follow the language the person uses (issue 9): a logged-in switch tells the server. The
 * client is loaded on demand (the nav bar is in the entry chunk). A failure needs no message: the
 * switch itself worked, and the next login sends the language again.
 */
function rememberMailLanguage(type: AccountType, lang: Language): void {
  const segment = type === 'User' ? 'user' : 'company';
  void import('../lib/api')
    .then(({ api }) => api.put(`${segment}/language`, { lang }))
    .catch(() => undefined);
}

export function NavBar() {
  const { t } = useTranslation();
  const session = useSession();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const lang = currentLanguage();
  const burger = useRef<HTMLButtonElement>(null);

  // Escape closes the open menu and gives the focus back to the burger that opened it.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      burger.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <header className="navbar">
      <div className="navbar-inner">
        <Link to="/" className="brand" onClick={close}>
          <img src="/favicon.svg" alt="" width="28" height="28" />
          <span>{t('brand')}</span>
        </Link>
        <button
          ref={burger}
          type="button"
          className="burger"
          aria-expanded={open}
          aria-controls="main-menu"
          aria-label={open ? t('nav.closeMenu') : t('nav.menu')}
          onClick={() => setOpen((v) => !v)}
        >
          <span aria-hidden="true" />
          <span aria-hidden="true" />
          <span aria-hidden="true" />
        </button>
        {open && <div className="menu-backdrop" data-testid="menu-backdrop" onClick={close} />}
        <nav
          id="main-menu"
          className={open ? 'menu open' : 'menu'}
          aria-label={t('nav.mainNavigation')}
        >
          <NavLink to="/" end onClick={close}>
            {t('nav.home')}
          </NavLink>
          {/* Issue 46: "About ISI" opens the ISI's own page, not the landing page. */}
          <NavLink to="/isi" onClick={close}>
            {t('nav.about')}
          </NavLink>
          <NavLink to="/jobs" onClick={close}>
            {t('nav.jobs')}
          </NavLink>
          {session.loggedIn ? (
            <NavLink to={profilePathOf(session)} onClick={close}>
              {t('nav.profile')}
            </NavLink>
          ) : (
            <NavLink to="/auth" onClick={close}>
              {t('nav.login')}
            </NavLink>
          )}
          {session.loggedIn && (
            <Suspense fallback={null}>
              <OperatorNavLink onClick={close} />
            </Suspense>
          )}
          <button
            type="button"
            className="lang-switch"
            lang={lang === 'ar' ? 'en' : 'ar'}
            aria-label={`${t('nav.language')}: ${t('nav.switchTo')}`}
            onClick={() => {
              close();
              const next = lang === 'ar' ? 'en' : 'ar';
              void setLanguage(next);
              if (session.loggedIn && session.type) rememberMailLanguage(session.type, next);
            }}
          >
            {t('nav.switchTo')}
          </button>
        </nav>
      </div>
    </header>
  );
}
