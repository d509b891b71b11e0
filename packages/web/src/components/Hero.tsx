// spec 2 (Landing page): the hero 'The talent pool for a good hire' with an Explore button. The
// home page shows the same hero; its Explore leads to the landing page, the landing page's to
// its own About section. The hero image is above the fold: loaded eagerly, with its size known.
// On the first screen of both (decision 099): first-screen texts only (hero.*), no library.
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../lib/session';
import { signupPathOf } from '../lib/signupPath';
import './publicPages.css';
import './Hero.css';

interface HeroProps {
  /** A path ('/about') or the id of a section on this page ('#about'). */
  exploreTo: string;
}

function scrollToSection(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  // Keyboard and screen-reader users continue from the section they jumped to.
  target.focus({ preventScroll: true });
  history.replaceState(history.state, '', `#${id}`);
}

export function Hero({ exploreTo }: HeroProps) {
  const { t } = useTranslation();
  const session = useSession();
  const explore = exploreTo.startsWith('#') ? (
    <a
      className="lp-button lp-button-accent"
      href={exploreTo}
      onClick={(e) => scrollToSection(e, exploreTo.slice(1))}
    >
      {t('hero.explore')}
    </a>
  ) : (
    <Link className="lp-button lp-button-accent" to={exploreTo}>
      {t('hero.explore')}
    </Link>
  );

  return (
    <section className="lp-hero" aria-labelledby="page-title">
      <div className="lp-hero-inner">
        <div className="lp-hero-text">
          <p className="lp-eyebrow">{t('hero.eyebrow')}</p>
          <h1 id="page-title">{t('hero.title')}</h1>
          <p className="lp-lead">{t('hero.lead')}</p>
          <div className="lp-actions">
            {explore}
            {!session.loggedIn && (
              <Link className="lp-button lp-button-ghost" to={signupPathOf()}>
                {t('hero.start')}
              </Link>
            )}
          </div>
        </div>
        <img
          className="lp-hero-image"
          src="/landing/hero.svg"
          alt={t('hero.imageAlt')}
          width="480"
          height="360"
          fetchPriority="high"
          decoding="async"
        />
      </div>
    </section>
  );
}
