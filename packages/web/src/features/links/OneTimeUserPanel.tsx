// spec 2 (/CompanyView/Users): the panel 'User Email: ...' with the personality display (the eight
// scores plus iRes1 and iRes2) and a close button. A modal <dialog>: focus moves in, Escape and
// Close both close it, and focus returns to the button that opened it. Decision 110: it names the
// member who sent the link (nothing for links from before members).
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  isiPerceptionalScales,
  isiScaleNames,
  isiThinkingScales,
  type IsiScaleKey,
} from '@talentpool/domain/isi/types';
import type { OneTimeUser } from '@talentpool/domain/links/schemas';
import { currentLanguage } from '../../lib/i18n';
import { formatPercent } from '../../lib/format';
import { IsiFlagsNote, IsiNormsNote } from '../../components/IsiTrustNotes';
import { IsiAvatar } from './IsiAvatar';

function ScaleBars({ user, scales }: { user: OneTimeUser; scales: readonly IsiScaleKey[] }) {
  const lang = currentLanguage();
  return (
    <ul className="score-bars">
      {scales.map((scale) => {
        const value = user[scale] ?? 0;
        const name = isiScaleNames[scale][lang];
        return (
          <li key={scale}>
            <span className="score-name" id={`score-${user._id}-${scale}`}>
              {name}
            </span>
            <span
              className="score-track"
              role="meter"
              aria-labelledby={`score-${user._id}-${scale}`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={value}
              aria-valuetext={formatPercent(value)}
            >
              <span className="score-fill" style={{ inlineSize: `${value}%` }} />
            </span>
            <span className="score-value" data-scale={scale}>
              {formatPercent(value)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The member who sent a link: the name, else the e-mail, isolated so that it reads right inside
 * a sentence of the other language.
 */
export function senderName(by: NonNullable<OneTimeUser['by']>): string {
  return `\u2068${by.name ?? by.email}\u2069`;
}

export function OneTimeUserPanel({ user, onClose }: { user: OneTimeUser; onClose: () => void }) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement as HTMLElement | null;
    if (!element.open) element.showModal?.();
    return () => {
      if (element.open) element.close?.();
      opener?.focus?.();
    };
  }, []);

  const titleId = `panel-title-${user._id}`;

  return (
    <dialog
      ref={dialog}
      className="links-panel"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <div className="links-panel-head">
        <h2 id={titleId}>{t('links.panel.userEmail', { email: user.email })}</h2>
        <button type="button" className="secondary" onClick={onClose} autoFocus>
          {t('links.panel.close')}
        </button>
      </div>
      {user.by ? (
        <p className="muted links-panel-by">
          {t('links.panel.sentBy', { name: senderName(user.by) })}
        </p>
      ) : null}
      <dl className="links-panel-types">
        <div>
          <dt>{t('links.panel.type')}</dt>
          <dd>
            <IsiAvatar index={user.iRes1} />
          </dd>
        </div>
        <div>
          <dt>{t('links.panel.style')}</dt>
          <dd>
            <IsiAvatar index={user.iRes2} />
          </dd>
        </div>
      </dl>
      <h3>{t('links.panel.thinking')}</h3>
      <ScaleBars user={user} scales={isiThinkingScales} />
      <h3>{t('links.panel.perceptional')}</h3>
      <ScaleBars user={user} scales={isiPerceptionalScales} />
      {/* Decision 135: response quality and norms beside the result. */}
      <IsiFlagsNote flags={user.isiFlags} audience="company" />
      <IsiNormsNote scores={user} />
    </dialog>
  );
}
