// spec 2 (Questionnaire): on finishing, 'Congratulations!' with 'To Home'. A modal dialog: the
// focus moves into it and stays on its one action.
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/**
 * Issue 46: `resultsOnAvatar` for a job seeker, whose results are on My Avatar at once (the link
 * goes there); otherwise a guest of a single-use link, whose answers go to the company.
 */
export function CompletionModal({
  homePath,
  resultsOnAvatar = false,
}: {
  homePath: string;
  resultsOnAvatar?: boolean;
}) {
  const { t } = useTranslation();
  const linkRef = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    linkRef.current?.focus();
  }, []);
  return (
    <div className="q-modal-backdrop">
      <div
        className="q-modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby="q-modal-title"
        aria-describedby="q-modal-body"
        onKeyDown={(e) => {
          if (e.key === 'Tab') {
            e.preventDefault();
            linkRef.current?.focus();
          }
        }}
      >
        <h2 id="q-modal-title">{t('isi.questionnaire.congratulations')}</h2>
        <p id="q-modal-body">
          {resultsOnAvatar
            ? t('isi.questionnaire.completedResults')
            : t('isi.questionnaire.completed')}
        </p>
        <Link ref={linkRef} to={homePath} className="button">
          {resultsOnAvatar ? t('isi.questionnaire.toResults') : t('isi.questionnaire.toHome')}
        </Link>
      </div>
    </div>
  );
}
