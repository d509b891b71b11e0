// /Profile/Avatar (spec 2, My Avatar): the personality type and leadership style with their images
// and texts, the eight percentage bars and a chart of the two groups; the empty state with
// 'To test' to /q. The result comes from GET /api/user/:id (its ISI columns). Download the result
// as a PDF report in English or Arabic. Decision 135: the scores' percentiles among the current
// results (the norms) and, when the latest attempt raised a response-quality flag, advice to retake
// the questionnaire calmly.
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { IsiResult } from '@talentpool/domain/isi/types';
import type { Language } from '@talentpool/domain/language';
import { IsiFlagsNote, IsiNormsNote } from '../../components/IsiTrustNotes';
import { Spinner } from '../../components/Spinner';
import { formatDateTime } from '../../lib/format';
import { notify } from '../../lib/notify';
import { useSession } from '../../lib/session';
import { downloadIsiReport, useIsiHistory, useIsiResult } from './api';
import { isiTypeName } from '@talentpool/domain/isi/types';
import { GroupChart } from './components/GroupChart';
import { ScoreBars } from './components/ScoreBars';
import { TypeCard } from './components/TypeCard';
import './isi.css';
import { useLanguage } from '../../lib/i18n';

export function AvatarPage() {
  const { t } = useTranslation();
  const session = useSession();
  const result = useIsiResult(session.id);

  return (
    <section className="page isi-avatar" aria-labelledby="page-title">
      <h1 id="page-title">{t('isi.avatar.title')}</h1>
      {result.isPending ? (
        <Spinner />
      ) : result.isError ? (
        <div role="alert" className="q-error isi-error">
          <p>
            {t('isi.avatar.loadFailed')} {result.error.message}
          </p>
          <button type="button" className="button" onClick={() => void result.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      ) : result.data ? (
        <AvatarResult result={result.data} />
      ) : (
        <div className="isi-empty">
          <h2>{t('isi.avatar.emptyTitle')}</h2>
          <p>{t('isi.avatar.emptyBody')}</p>
          <Link to="/q" className="button">
            {t('isi.avatar.toTest')}
          </Link>
          <p>
            <Link to="/isi">{t('isi.avatar.moreAboutTypes')}</Link>
          </p>
        </div>
      )}
    </section>
  );
}

function AvatarResult({ result }: { result: IsiResult }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<Language | null>(null);

  async function download(lang: Language) {
    setBusy(lang);
    try {
      await downloadIsiReport(lang);
    } catch {
      notify.error(t('isi.avatar.downloadFailed'));
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      <div className="isi-type-cards">
        <TypeCard index={result.iRes1} heading={t('isi.avatar.personality')} />
        <TypeCard index={result.iRes2} heading={t('isi.avatar.leadership')} />
      </div>
      <LatestAttemptAdvice />
      <h2>{t('isi.avatar.scoresTitle')}</h2>
      <ScoreBars result={result} />
      <IsiNormsNote scores={result} />
      {/* Issue 23: on a phone this drawing's labels would read at 6 px; the same eight values
          are in the bars above, so the chart shows from tablet width up (isi.css). */}
      <section className="isi-chart-section" aria-label={t('isi.avatar.chartTitle')}>
        <h2>{t('isi.avatar.chartTitle')}</h2>
        <GroupChart
          result={result}
          title={t('isi.avatar.chartTitle')}
          description={t('isi.avatar.chartDescription')}
        />
      </section>
      <h2>{t('isi.avatar.downloadTitle')}</h2>
      <div className="isi-actions">
        <button
          type="button"
          className="button"
          onClick={() => void download('en')}
          disabled={busy !== null}
          aria-busy={busy === 'en'}
        >
          {busy === 'en' ? t('isi.avatar.downloading') : t('isi.avatar.downloadEn')}
        </button>
        <button
          type="button"
          className="button"
          onClick={() => void download('ar')}
          disabled={busy !== null}
          aria-busy={busy === 'ar'}
        >
          {busy === 'ar' ? t('isi.avatar.downloading') : t('isi.avatar.downloadAr')}
        </button>
      </div>
      <p className="isi-links">
        <Link to="/isi">{t('isi.avatar.moreAboutTypes')}</Link>
        <Link to="/q">{t('isi.avatar.retake')}</Link>
      </p>
      <AttemptHistory />
    </>
  );
}

/** Decision 135: the latest attempt's response quality, as advice to retake it calmly. */
function LatestAttemptAdvice() {
  const history = useIsiHistory(true);
  return <IsiFlagsNote flags={history.data?.[0]?.isiFlags} audience="candidate" />;
}

/** Every attempt is kept (decisions.md section 6); the newest is the current result. */
function AttemptHistory() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const history = useIsiHistory(true);
  if (!history.data || history.data.length < 2) return null;
  return (
    <section aria-labelledby="isi-history-title" className="isi-history">
      <h2 id="isi-history-title">{t('isi.avatar.historyTitle')}</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('isi.avatar.historyDate')}</th>
            <th scope="col">{t('isi.avatar.personality')}</th>
            <th scope="col">{t('isi.avatar.leadership')}</th>
          </tr>
        </thead>
        <tbody>
          {history.data.map((attempt) => (
            <tr key={attempt._id}>
              <td>{formatDateTime(attempt.createdAt, lang)}</td>
              <td>{isiTypeName(attempt.iRes1, lang)}</td>
              <td>{isiTypeName(attempt.iRes2, lang)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
