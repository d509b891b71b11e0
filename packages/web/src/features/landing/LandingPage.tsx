// spec 1 and 2 (Landing page, /about): the hero with Explore, About, How it works for job seekers
// (5 steps) and for companies (5 steps), and Our Technology. The fixed 78% claim of spec 9 is gone
// (issue 12, decision 100): the figure shown is the product's measured accuracy with its sample
// size, or "not enough hires measured yet", together with how it is measured. No library beyond
// React; images are SVG with their size given, lazily loaded below the fold.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Hero } from '../../components/Hero';
import { MeasuredAccuracyClaim } from '../../components/MeasuredAccuracyClaim';
import { useSession } from '../../lib/session';
import { signupPathOf } from '../../lib/signupPath';
import '../../components/publicPages.css';
import './landing.css';

const stepKeys = ['s1', 's2', 's3', 's4', 's5'] as const;
const aboutKeys = ['pool', 'cards', 'languages'] as const;
const technologyKeys = ['p1', 'p2', 'p3'] as const;

function Steps({ audience, image }: { audience: 'seekers' | 'companies'; image: string }) {
  const { t } = useTranslation();
  const headingId = `how-${audience}`;
  return (
    <section className={`lp-section lp-how lp-how-${audience}`} aria-labelledby={headingId}>
      <div className="lp-how-head">
        <h2 id={headingId}>{t(`landing.${audience}.heading`)}</h2>
        <img
          src={image}
          alt={t(`landing.${audience}.imageAlt`)}
          width="240"
          height="180"
          loading="lazy"
          decoding="async"
        />
      </div>
      <ol className="lp-steps">
        {stepKeys.map((key, i) => (
          <li key={key}>
            <span className="lp-step-number" aria-hidden="true">
              {i + 1}
            </span>
            <div>
              <h3>{t(`landing.${audience}.steps.${key}.title`)}</h3>
              <p>{t(`landing.${audience}.steps.${key}.body`)}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function LandingPage() {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <div className="lp">
      <Hero exploreTo="#about" />

      <section id="about" className="lp-section" aria-labelledby="about-heading" tabIndex={-1}>
        <h2 id="about-heading">{t('landing.about.heading')}</h2>
        <p className="lp-section-lead">{t('landing.about.body')}</p>
        <ul className="lp-cards">
          {aboutKeys.map((key) => (
            <li key={key} className="lp-card">
              <h3>{t(`landing.about.points.${key}.title`)}</h3>
              <p>{t(`landing.about.points.${key}.body`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <Steps audience="seekers" image="/landing/seekers.svg" />
      <Steps audience="companies" image="/landing/companies.svg" />

      <section className="lp-section lp-tech" aria-labelledby="technology-heading">
        <h2 id="technology-heading">{t('landing.technology.heading')}</h2>
        <div className="lp-tech-grid">
          <div>
            <p className="lp-section-lead">{t('landing.technology.body')}</p>
            <ul className="lp-checks">
              {technologyKeys.map((key) => (
                <li key={key}>{t(`landing.technology.points.${key}`)}</li>
              ))}
            </ul>
          </div>
          <img
            src="/landing/technology.svg"
            alt={t('landing.technology.imageAlt')}
            width="320"
            height="240"
            loading="lazy"
            decoding="async"
          />
        </div>
        <figure className="lp-claim" aria-labelledby="claim-label">
          <MeasuredAccuracyClaim labelId="claim-label" />
          <figcaption id="accuracy-note" className="lp-claim-note">
            <h3>{t('landing.technology.noteHeading')}</h3>
            <p>{t('landing.technology.note')}</p>
          </figcaption>
        </figure>
      </section>

      {!session.loggedIn && (
        <section className="lp-section lp-cta" aria-labelledby="cta-heading">
          <h2 id="cta-heading">{t('landing.cta.heading')}</h2>
          <p>{t('landing.cta.body')}</p>
          <Link className="lp-button lp-button-accent" to={signupPathOf()}>
            {t('landing.cta.button')}
          </Link>
        </section>
      )}
    </div>
  );
}
