import { useTranslation } from 'react-i18next';
import type { PipelinePageState } from './usePipelineState';

/** Board or list, the mail choice for moves, and "Edit stages". */
export function PipelineToolbar({ page }: { page: PipelinePageState }) {
  const { t } = useTranslation();
  const { params, canManage } = page;
  return (
    <div className="jobs-toolbar">
      <div role="group" aria-label={t('jobs.pipeline.views')} className="jobs-toggle">
        {(['board', 'list'] as const).map((v) => (
          <button
            key={v}
            type="button"
            className="jobs-button"
            aria-pressed={params.view === v}
            onClick={() => page.showView(v)}
          >
            {t(v === 'board' ? 'jobs.pipeline.boardView' : 'jobs.pipeline.listView')}
          </button>
        ))}
      </div>
      {canManage ? (
        <label className="jobs-check">
          <input
            type="checkbox"
            checked={page.notifyByMail}
            onChange={(e) => page.setNotifyByMail(e.target.checked)}
          />
          <span>{t('jobs.pipeline.notify')}</span>
        </label>
      ) : null}
      {canManage && page.notifyByMail ? (
        <label className="jobs-check">
          <input
            type="checkbox"
            checked={page.notifyNotApplied}
            onChange={(e) => page.setNotifyNotApplied(e.target.checked)}
          />
          <span>{t('jobs.pipeline.notifyNotApplied')}</span>
        </label>
      ) : null}
      {canManage ? (
        <button type="button" className="jobs-button" onClick={() => page.setEditingStages(true)}>
          {t('jobs.stages.edit')}
        </button>
      ) : null}
    </div>
  );
}
