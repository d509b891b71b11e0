// spec 2 (/identification/{id}) and spec 4 (One-time-link questionnaire): the ISI questionnaire
// without login, identical to /Q, with a 'Loading...' toast while sending and 'To Home' to '/'.
// The link's state is checked first, so a used, revoked or expired link shows a clear page
// instead of 48 statements that could never be sent. A failed send keeps the answers and offers
// a retry (decisions.md section 8).
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { LinkStatus } from '@talentpool/domain/links/schemas';
import { Spinner } from '../../components/Spinner';
import { Questionnaire } from '../../components/questionnaire/Questionnaire';
import { loadQuestionnaire } from '../../components/questionnaire/loadQuestionnaire';
import { ApiError } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { currentLanguage } from '../../lib/i18n';
import { submitOneTimeResult, useLinkStatus } from './api';
import './links.css';

function StatePage({ title, body }: { title: string; body: string }) {
  const { t } = useTranslation();
  return (
    <section className="page links-state-page" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <p>{body}</p>
      <p>
        <Link to="/" className="button">
          {t('links.identification.toHome')}
        </Link>
      </p>
    </section>
  );
}

function ClosedLink({ status }: { status: LinkStatus }) {
  const { t } = useTranslation();
  const values = {
    company: status.companyName,
    date: formatDate(status.expiresAt, currentLanguage()),
  };
  if (status.state === 'used') {
    return (
      <StatePage
        title={t('links.identification.usedTitle')}
        body={t('links.identification.usedBody', values)}
      />
    );
  }
  if (status.state === 'revoked') {
    return (
      <StatePage
        title={t('links.identification.revokedTitle')}
        body={t('links.identification.revokedBody', values)}
      />
    );
  }
  return (
    <StatePage
      title={t('links.identification.expiredTitle')}
      body={t('links.identification.expiredBody', values)}
    />
  );
}

export function OneTimeQuestionnairePage() {
  const { t } = useTranslation();
  const code = useParams().id ?? '';
  const status = useLinkStatus(code);

  const submit = useCallback(
    async (answers: number[], timings?: number[]) => {
      try {
        await submitOneTimeResult(code, answers, timings);
      } catch (err) {
        // The link was used, revoked or expired meanwhile: retrying cannot help, so show why.
        if (
          err instanceof ApiError &&
          ['LINK_USED', 'LINK_EXPIRED', 'LINK_NOT_FOUND'].includes(err.code)
        ) {
          void status.refetch();
        }
        throw err;
      }
    },
    [code, status],
  );

  if (status.isPending) return <Spinner label={t('links.identification.checking')} />;
  if (status.isError) {
    const err = status.error;
    if (err instanceof ApiError && err.code === 'LINK_NOT_FOUND') {
      return (
        <StatePage
          title={t('links.identification.notFoundTitle')}
          body={t('links.identification.notFoundBody')}
        />
      );
    }
    return (
      <section className="page links-state-page" aria-labelledby="page-title">
        <h1 id="page-title">{t('links.identification.failedTitle')}</h1>
        <p role="alert">{err instanceof ApiError ? err.message : String(err)}</p>
        <button type="button" className="primary" onClick={() => void status.refetch()}>
          {t('common.retry')}
        </button>
      </section>
    );
  }
  if (status.data.state !== 'valid') return <ClosedLink status={status.data} />;

  return (
    <>
      <p className="links-invite" role="note">
        {t('links.identification.invitedBy', { company: status.data.companyName })}{' '}
        {t('links.identification.validUntil', {
          date: formatDate(status.data.expiresAt, currentLanguage()),
        })}
      </p>
      <Questionnaire
        loadItems={loadQuestionnaire}
        submit={submit}
        homePath="/"
        storageKey={`isi-one-time-${code}`}
        loadingToast
      />
    </>
  );
}
