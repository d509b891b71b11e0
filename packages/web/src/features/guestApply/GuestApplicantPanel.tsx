// Decision 141: in the pipeline's application detail, a guest applicant (applied without an
// account, or imported from a CV): name, e-mail, phone, consent, and the CV files to download.
// The server checks the member's permission for each call. The drawer shows it only for a guest's
// application (applicantKind); for an applicant with an account the server answers 404.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { GuestApplicantDetails } from '@talentpool/domain/cv/schemas';
import { api, buildUrl } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { currentLanguage } from '../../lib/i18n';
import { getSession } from '../../lib/session';

async function download(applicationId: string, cvId: string, fileName: string) {
  const response = await fetch(
    buildUrl(
      `company/applications/${encodeURIComponent(applicationId)}/cvs/${encodeURIComponent(cvId)}`,
    ),
    { headers: { Authorization: `Bearer ${getSession().token ?? ''}` } },
  );
  if (!response.ok) return;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

export function GuestApplicantPanel({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const guest = useQuery({
    queryKey: ['guest-applicant', applicationId],
    queryFn: ({ signal }) =>
      api.get<GuestApplicantDetails>(
        `company/applications/${encodeURIComponent(applicationId)}/guest`,
        { signal },
      ),
    retry: false,
  });
  if (!guest.data) return null;
  const g = guest.data;
  return (
    <section className="guest-applicant" aria-labelledby={`guest-${applicationId}`}>
      <h3 id={`guest-${applicationId}`}>
        {g.claimed
          ? t('guestApply.panel.claimed')
          : g.via === 'import'
            ? t('guestApply.panel.imported')
            : t('guestApply.panel.guest')}
      </h3>
      <dl>
        <dt>{t('guestApply.name')}</dt>
        <dd dir="auto">{g.name}</dd>
        <dt>{t('guestApply.email')}</dt>
        <dd dir="ltr">{g.email ?? '—'}</dd>
        <dt>{t('guestApply.phone')}</dt>
        <dd dir="ltr">{g.phone ?? '—'}</dd>
        {g.consentAt ? (
          <>
            <dt>{t('guestApply.panel.consent')}</dt>
            <dd>
              {t('guestApply.panel.consentAt', {
                date: formatDate(g.consentAt, lang),
                version: g.consentVersion ?? '',
              })}
            </dd>
          </>
        ) : null}
      </dl>
      {g.fields.skills && g.fields.skills.length > 0 ? (
        <p>
          {t('guestApply.panel.skills')}: <span dir="auto">{g.fields.skills.join(', ')}</span>
        </p>
      ) : null}
      <ul>
        {g.cvs.map((cv) => (
          <li key={cv._id}>
            <button
              type="button"
              className="link"
              onClick={() => void download(applicationId, cv._id, cv.fileName)}
            >
              {t('guestApply.panel.download', { file: cv.fileName })}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
