import { useContext, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/Spinner';
import { formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useApplicantsPage } from '../api';
import { Pager } from '../../../components/Pager';
import { applicantName } from '../pipeline';
import { CardExtras } from './CardExtras';
import { FitBadge, FitReasons } from './FitBadge';
import { PipelineContext } from './PipelineContext';
import { FitSettingsPanel } from './FitSettingsPanel';
import { SelectBox } from './SelectBox';
import { StageSelect } from './StageSelect';

/** The applications by fit, with the reasons, a page at a time (the page in the URL). */
export function RankedList({
  postingId,
  page,
  pageSize,
  onPage,
}: {
  postingId: string;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const { onMove, onOpen, report } = useContext(PipelineContext);
  // Issue 40: the rejected leave the ranked list unless shown (withdrawn ones leave the pipeline).
  const [showRejected, setShowRejected] = useState(false);
  const list = useApplicantsPage(postingId, page, pageSize, showRejected);
  const ranked = list.data ? [...list.data.applicants].sort((a, b) => a.rank - b.rank) : null;
  useEffect(() => {
    if (ranked) report('list', ranked);
  });
  if (list.isPending) return <Spinner />;
  if (list.isError || !ranked) {
    return (
      <div className="jobs-error" role="alert">
        <p>{t('jobs.pipeline.loadFailed')}</p>
        <button type="button" className="primary" onClick={() => void list.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  return (
    <>
      <FitSettingsPanel postingId={postingId} canEdit={onMove !== null} />
      <label className="jobs-show-rejected">
        <input
          type="checkbox"
          checked={showRejected}
          onChange={(e) => setShowRejected(e.target.checked)}
        />{' '}
        {t('jobs.fitRank.showRejected')}
      </label>
      <ol
        id="ranked-list"
        tabIndex={-1}
        className="jobs-ranked"
        aria-label={t('jobs.pipeline.listView')}
        aria-busy={list.isPlaceholderData || undefined}
      >
        {ranked.map((a) => {
          const name = applicantName(a, t);
          return (
            <li key={a._id} className="jobs-ranked-item" data-testid={`ranked-${a._id}`}>
              <span className="jobs-ranked-lead">
                <SelectBox application={a} />
                <span className="jobs-rank" aria-label={`${t('jobs.pipeline.rank')} ${a.rank}`}>
                  {a.rank}
                </span>
              </span>
              <div className="jobs-ranked-body">
                <h3 dir="auto" title={name}>
                  {name}
                </h3>
                <FitBadge application={a} />
                <FitReasons application={a} />
                <p className="muted jobs-small">
                  {t('jobs.pipeline.appliedOn', { date: formatDate(a.appliedAt, lang) })}
                </p>
              </div>
              <div className="jobs-ranked-actions">
                <StageSelect application={a} />
                <CardExtras application={a} canManage={onMove !== null} />
                <button type="button" className="jobs-link-button" onClick={() => onOpen(a._id)}>
                  {t('jobs.pipeline.open')}
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <Pager
        page={list.data.page}
        total={list.data.total}
        pageSize={pageSize}
        onPage={onPage}
        label={t('jobs.pipeline.paging')}
      />
    </>
  );
}
