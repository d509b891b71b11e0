// spec 2 (Public profile view: Personality Details): the type (iRes1), the leadership style
// (iRes2) and the eight scale scores, with the names and colours of the ISI module.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { languageSchema } from '@talentpool/domain/language';
import {
  isiPerceptionalScales,
  isiScaleNames,
  isiThinkingScales,
  isiTypeOf,
  type IsiScaleKey,
} from '@talentpool/domain/isi/types';
import type { PublicUser } from '@talentpool/domain/profile/schema';
import { formatPercent } from '../../../lib/format';

function ScoreBars({
  user,
  scales,
  title,
}: {
  user: PublicUser;
  scales: readonly IsiScaleKey[];
  title: string;
}) {
  const { t, i18n } = useTranslation();
  const lang = languageSchema.catch('en').parse(i18n.language);
  return (
    <div className="score-group">
      <h4>{title}</h4>
      <ul className="score-bars">
        {scales.map((scale) => {
          const value = user[scale] ?? 0;
          const name = isiScaleNames[scale][lang];
          return (
            <li key={scale}>
              <span className="score-label">
                {t('profile.personality.score', { name, value: formatPercent(value) })}
              </span>
              <span
                className="score-bar"
                role="meter"
                aria-label={name}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={value}
              >
                <span className="score-fill" style={{ inlineSize: `${value}%` }} />
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export function PersonalityDetails({ user, children }: { user: PublicUser; children?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const lang = languageSchema.catch('en').parse(i18n.language);
  const type = user.iRes1 === null ? undefined : isiTypeOf(user.iRes1);
  const style = user.iRes2 === null ? undefined : isiTypeOf(user.iRes2);
  return (
    <section className="profile-card personality" aria-labelledby="personality-title">
      <h2 id="personality-title">{t('profile.personality.title')}</h2>
      {type || style ? (
        <>
          <dl className="type-badges">
            {type ? (
              <div
                className="type-badge"
                style={{ borderColor: type.color, background: type.tint }}
              >
                <dt>{t('profile.personality.type')}</dt>
                <dd style={{ color: type.color }}>{type.name[lang]}</dd>
              </div>
            ) : null}
            {style ? (
              <div
                className="type-badge"
                style={{ borderColor: style.color, background: style.tint }}
              >
                <dt>{t('profile.personality.style')}</dt>
                <dd style={{ color: style.color }}>{style.name[lang]}</dd>
              </div>
            ) : null}
          </dl>
          <div className="score-groups">
            <ScoreBars
              user={user}
              scales={isiThinkingScales}
              title={t('profile.personality.thinking')}
            />
            <ScoreBars
              user={user}
              scales={isiPerceptionalScales}
              title={t('profile.personality.perceptional')}
            />
          </div>
        </>
      ) : (
        <p className="muted">{t('profile.personality.none')}</p>
      )}
      {children}
    </section>
  );
}
