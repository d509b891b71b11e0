// Decision 130: the mails the company sent to an applicant (subject, time, status), newest first,
// paged, shown in the application's panel (the pipeline gets it as one of its extras).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { directionOf } from '@talentpool/domain/plain/language';
import { formatDateTime } from '../../lib/format';
import { useLanguage } from '../../lib/i18n';
import { problemText } from '../../lib/problemText';
import { mailsPageSize, useApplicationMails } from './api';
import './mailTemplates.css';

export function ApplicationMails({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [page, setPage] = useState(1);
  const mails = useApplicationMails(applicationId, page);
  const pages = mails.data ? Math.max(1, Math.ceil(mails.data.total / mailsPageSize)) : 1;
  return (
    <section className="application-mails" aria-labelledby={`mails-${applicationId}`}>
      <h3 id={`mails-${applicationId}`}>{t('mailTemplates.log.title')}</h3>
      {mails.isError && <p role="alert">{problemText(mails.error, lang)}</p>}
      {mails.data && mails.data.total === 0 && (
        <p className="muted">{t('mailTemplates.log.empty')}</p>
      )}
      {mails.data && mails.data.total > 0 && (
        <ul>
          {mails.data.mails.map((mail) => (
            <li key={mail._id} data-testid="application-mail">
              <span dir={directionOf(mail.lang)} lang={mail.lang}>
                {mail.subject}
              </span>
              <time dateTime={mail.sentAt ?? mail.at}>
                {formatDateTime(mail.sentAt ?? mail.at, lang)}
              </time>
              <span className={`mail-status-${mail.status}`}>
                {t(`mailTemplates.log.status.${mail.status}`)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav aria-label={t('mailTemplates.log.pages')} className="mail-template-buttons">
          <button type="button" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            {t('mailTemplates.log.newer')}
          </button>
          <span>{t('mailTemplates.log.page', { page, pages })}</span>
          <button type="button" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            {t('mailTemplates.log.older')}
          </button>
        </nav>
      )}
    </section>
  );
}
