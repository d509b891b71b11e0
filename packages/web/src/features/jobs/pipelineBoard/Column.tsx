import { useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDroppable } from '@dnd-kit/core';
import type { StageDefinition } from '@talentpool/domain/process/stages';
import { Spinner } from '../../../components/Spinner';
import { currentLanguage } from '../../../lib/i18n';
import { useStageApplicants } from '../api';
import { columnApplications } from '../pipeline';
import { BoardCard } from './BoardCard';
import { PipelineContext } from './PipelineContext';

/** One stage of the board: a drop target that loads its own applications a page at a time. */
export function Column({
  postingId,
  stage,
  count,
  pageSize,
}: {
  postingId: string;
  stage: StageDefinition;
  count: number | undefined;
  pageSize: number;
}) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const { report } = useContext(PipelineContext);
  const { setNodeRef, isOver } = useDroppable({ id: stage.key });
  const column = useStageApplicants(postingId, stage.key, pageSize);
  const applications = columnApplications(column.data);
  useEffect(() => report(stage.key, applications), [report, stage.key, applications]);
  const headingId = `column-${stage.key}`;
  const total = count ?? column.data?.pages.at(-1)?.total ?? applications.length;
  return (
    <section
      ref={setNodeRef}
      className={`jobs-column jobs-column-${stage.kind}${isOver ? ' jobs-column-over' : ''}`}
      aria-labelledby={headingId}
      data-stage={stage.key}
    >
      <h2 id={headingId} dir="auto">
        {stage.name[lang]}{' '}
        <span className="jobs-column-count">{t('jobs.pipeline.column', { count: total })}</span>
      </h2>
      {column.isPending ? (
        <Spinner />
      ) : column.isError ? (
        <div className="jobs-error" role="alert">
          <p className="jobs-small">{t('jobs.pipeline.loadFailed')}</p>
          <button type="button" className="jobs-button" onClick={() => void column.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      ) : applications.length === 0 ? (
        <p className="muted jobs-small">{t('jobs.pipeline.empty')}</p>
      ) : (
        <ul>
          {applications.map((a) => (
            <li key={a._id}>
              <BoardCard application={a} />
            </li>
          ))}
        </ul>
      )}
      {column.hasNextPage ? (
        <button
          type="button"
          className="jobs-button jobs-show-more"
          disabled={column.isFetchingNextPage}
          aria-describedby={headingId}
          onClick={() => void column.fetchNextPage()}
        >
          {column.isFetchingNextPage ? t('jobs.pipeline.loadingMore') : t('jobs.pipeline.showMore')}
        </button>
      ) : null}
    </section>
  );
}
