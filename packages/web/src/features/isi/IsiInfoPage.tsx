// The ISI information page (spec 2): the 8 types, four leadership styles and four expert styles,
// with their images, chart images, colours and texts. Public. Decision 135: the reliability
// measured on stored answers beside the simulation's.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isiScaleNames, isiTypes, type IsiTypeInfo } from '@talentpool/domain/isi/types';
import { isiTypeTexts } from '@talentpool/domain/isi/typeTexts';
import { useSession } from '../../lib/session';
import { ReliabilityPanel } from './components/ReliabilityPanel';
import './isi.css';
import { useLanguage } from '../../lib/i18n';

export function IsiInfoPage() {
  const { t } = useTranslation();
  const session = useSession();
  const leadership = isiTypes.filter((type) => type.group === 'leadership');
  const expert = isiTypes.filter((type) => type.group === 'expert');
  return (
    <section className="page isi-info" aria-labelledby="page-title">
      <h1 id="page-title">{t('isi.info.title')}</h1>
      <p>{t('isi.info.intro')}</p>
      {session.type === 'User' && (
        <p className="isi-links">
          <Link to="/Profile/Avatar">{t('isi.info.toAvatar')}</Link>
          <Link to="/q">{t('isi.info.takeTest')}</Link>
        </p>
      )}
      <h2>{t('isi.info.leadershipTitle')}</h2>
      <div className="isi-info-grid">
        {leadership.map((type) => (
          <TypeArticle key={type.index} type={type} />
        ))}
      </div>
      <h2>{t('isi.info.expertTitle')}</h2>
      <div className="isi-info-grid">
        {expert.map((type) => (
          <TypeArticle key={type.index} type={type} />
        ))}
      </div>
      <ReliabilityPanel />
    </section>
  );
}

function TypeArticle({ type }: { type: IsiTypeInfo }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const texts = isiTypeTexts[type.index];
  if (!texts) return null;
  const headingId = `isi-type-${type.slug}`;
  return (
    <article
      className="isi-info-card"
      style={{ borderBlockStartColor: type.color }}
      aria-labelledby={headingId}
      data-type={type.index}
    >
      <div className="isi-info-head" style={{ background: type.tint }}>
        <img src={`/isi/${type.slug}.svg`} alt="" width={88} height={88} />
        <div>
          <h3 id={headingId} style={{ color: type.color }}>
            {type.name[lang]}
          </h3>
          <p className="muted">{t('isi.info.scale', { scale: isiScaleNames[type.scale][lang] })}</p>
        </div>
      </div>
      <p className="isi-info-short">{texts.short[lang]}</p>
      {texts.long[lang].map((paragraph) => (
        <p key={paragraph.slice(0, 24)}>{paragraph}</p>
      ))}
      <p>
        <strong>{t('isi.info.strengths')}:</strong> {texts.strengths[lang].join(' · ')}
      </p>
      <img
        className="isi-info-chart"
        src={`/isi/${type.slug}-chart.svg`}
        alt={`${type.name[lang]}: ${isiScaleNames[type.scale][lang]}`}
        width={320}
        height={190}
      />
    </article>
  );
}
