// spec 2 (Route list: '/' home): the hero 'The talent pool for a good hire' with Explore (to the
// landing page), the two audiences with their next step, and three facts about the ISI. Kept
// light: it is the first page most visitors load (no library beyond React, images sized).
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { limits } from '@talentpool/domain/limits';
import type { isiScaleKeys } from '@talentpool/domain/isi/types';
import { languages } from '@talentpool/domain/plain/language';
import { Hero } from '../../components/Hero';
import { profilePathOf, useSession } from '../../lib/session';
import { signupPathOf } from '../../lib/signupPath';
import '../../components/publicPages.css';
import './home.css';

// The number of ISI scales, checked against the domain's list by the compiler: importing the list
// itself would bring the domain's ISI schemas, and zod, into the landing page (decision 099).
const isiScaleCount: (typeof isiScaleKeys)['length'] = 8;

const highlights = [
  { key: 'statements', figure: limits.isiStatements },
  { key: 'scales', figure: isiScaleCount },
  { key: 'languages', figure: languages.length },
] as const;

export function HomePage() {
  const { t } = useTranslation();
  const session = useSession();
  // Issue 46: each audience's call to action opens sign-up for its kind of account.
  const seekerPath =
    session.loggedIn && session.type === 'User' ? profilePathOf(session) : signupPathOf('User');
  const companyPath =
    session.loggedIn && session.type === 'Company' ? '/Company/Filter' : signupPathOf('Company');

  return (
    <div className="lp home">
      <Hero exploreTo="/about" />

      <section className="lp-section" aria-labelledby="audiences-heading">
        <h2 id="audiences-heading">{t('landing.home.audiencesHeading')}</h2>
        <ul className="home-audiences">
          <li className="lp-card home-audience">
            <img
              src="/landing/seekers.svg"
              alt=""
              width="240"
              height="180"
              loading="lazy"
              decoding="async"
            />
            <h3>{t('landing.home.seekers.title')}</h3>
            <p>{t('landing.home.seekers.body')}</p>
            <Link className="lp-button" to={seekerPath}>
              {t('landing.home.seekers.action')}
            </Link>
          </li>
          <li className="lp-card home-audience">
            <img
              src="/landing/companies.svg"
              alt=""
              width="240"
              height="180"
              loading="lazy"
              decoding="async"
            />
            <h3>{t('landing.home.companies.title')}</h3>
            <p>{t('landing.home.companies.body')}</p>
            <Link className="lp-button" to={companyPath}>
              {t('landing.home.companies.action')}
            </Link>
          </li>
        </ul>
      </section>

      <section className="lp-section" aria-labelledby="highlights-heading">
        <h2 id="highlights-heading">{t('landing.home.highlightsHeading')}</h2>
        <ul className="home-highlights">
          {highlights.map(({ key, figure }) => (
            <li key={key}>
              <strong className="home-figure">{figure}</strong>
              <span>{t(`landing.home.highlights.${key}`)}</span>
            </li>
          ))}
        </ul>
        <p className="home-more">
          <Link to="/about">{t('landing.home.learnMore')}</Link>
        </p>
      </section>
    </div>
  );
}
