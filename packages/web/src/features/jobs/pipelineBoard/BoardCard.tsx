import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { useDraggable } from '@dnd-kit/core';
import type { CompanyApplication } from '@talentpool/domain/jobs/schemas';
import { applicantName } from '../pipeline';
import { isSelected } from '../selection';
import { CardExtras } from './CardExtras';
import type { DragData } from './dragData';
import { FitBadge, FitReasons } from './FitBadge';
import { PipelineContext } from './PipelineContext';
import { SelectBox } from './SelectBox';
import { StageSelect } from './StageSelect';

/** One application on the board: drag handle, name, fit, stage select, extras, open. */
export function BoardCard({ application }: { application: CompanyApplication }) {
  const { t } = useTranslation();
  const { onMove, onOpen, select } = useContext(PipelineContext);
  const name = applicantName(application, t);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, isDragging } =
    useDraggable({
      id: application._id,
      data: { application } satisfies DragData,
      disabled: onMove === null,
    });
  const style = transform
    ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` }
    : undefined;
  const selected = select ? isSelected(select.selection, application._id) : false;
  return (
    <article
      ref={setNodeRef}
      style={style}
      className={`jobs-app-card${isDragging ? ' jobs-dragging' : ''}${selected ? ' jobs-selected' : ''}`}
      data-testid={`card-${application._id}`}
      aria-label={name}
    >
      <div className="jobs-app-card-head">
        <SelectBox application={application} />
        {onMove ? (
          <button
            type="button"
            ref={setActivatorNodeRef}
            className="jobs-handle"
            {...attributes}
            {...listeners}
            aria-label={t('jobs.pipeline.dragHandle', { name })}
            aria-describedby="drag-hint"
          >
            <svg width="12" height="18" viewBox="0 0 12 18" aria-hidden="true" focusable="false">
              {[3, 9, 15].flatMap((cy) =>
                [3, 9].map((cx) => (
                  <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="1.6" fill="currentColor" />
                )),
              )}
            </svg>
          </button>
        ) : null}
        {/* Issue 37: a long name is cut on one line; hovering the card or moving the keyboard
            into it shows the whole name over the card (jobs.css: generated from data-fullname,
            absolutely placed, so nothing below moves and the page's text and accessible names
            hold the name once: the heading and the card's label). */}
        <div className="jobs-app-card-name" data-fullname={name} dir="auto">
          <h3 dir="auto" title={name}>
            {name}
          </h3>
        </div>
      </div>
      <FitBadge application={application} />
      <FitReasons application={application} folded />
      {/* Issue 37: the same person arrived twice; the drawer says how and merges them. */}
      {application.duplicates?.length ? (
        <p className="jobs-duplicate-badge">{t('jobs.pipeline.duplicateBadge')}</p>
      ) : null}
      <StageSelect application={application} />
      <CardExtras application={application} canManage={onMove !== null} />
      <button type="button" className="jobs-link-button" onClick={() => onOpen(application._id)}>
        {t('jobs.pipeline.open')}
      </button>
    </article>
  );
}
