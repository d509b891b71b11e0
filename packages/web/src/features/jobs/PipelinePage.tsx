// Issue 12 (decision 100, Screens): /CompanyView/Jobs/{id}, the pipeline of one posting. A board
// with a column per stage (drag a card with the pointer or the keyboard, or pick its stage in the
// select every card carries, for keyboard and screen-reader users), a ranked list by fit with the
// reasons, the detail of an application (notes, history of moves, outcome of a hire), inviting an
// outside candidate, and the company's measured accuracy.
import { postingStatusLabels, stageLabels } from '@talentpool/domain/jobs/labels';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  stages,
  type CompanyApplication,
  type Posting,
  type Stage,
} from '@talentpool/domain/jobs/schemas';
import { Spinner } from '../../components/Spinner';
import { ApiError } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { currentLanguage } from '../../lib/i18n';
import { notify } from '../../lib/notify';
import { AccuracyPanel } from './AccuracyPanel';
import { ApplicationPanel } from './ApplicationPanel';
import { InviteForm } from './InviteForm';
import { useApplicants, useCompanyPosting, useMoveStage } from './api';
import { columnCoordinates } from './columnKeyboard';
import { applicantName, groupByStage, isStage } from './pipeline';
import './jobs.css';

export function PipelinePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const posting = useCompanyPosting(id);
  if (posting.isPending) return <Spinner />;
  if (posting.isError) {
    return (
      <section className="page jobs-page" aria-labelledby="pipeline-title">
        <h1 id="pipeline-title">{t('jobs.form.loadFailed')}</h1>
        <div className="jobs-actions">
          <button type="button" className="primary" onClick={() => void posting.refetch()}>
            {t('common.retry')}
          </button>
          <Link to="/CompanyView/Jobs" className="jobs-button">
            {t('jobs.pipeline.back')}
          </Link>
        </div>
      </section>
    );
  }
  return <Pipeline posting={posting.data} />;
}

type View = 'board' | 'list';

function Pipeline({ posting }: { posting: Posting }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const applicants = useApplicants(posting._id);
  const move = useMoveStage(posting._id);
  const [view, setView] = useState<View>('board');
  const [notifyByMail, setNotifyByMail] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  const [lastMove, setLastMove] = useState('');

  const moveTo = (application: CompanyApplication, stage: Stage) => {
    if (application.stage === stage) return;
    const name = applicantName(application, t);
    move.mutate(
      { id: application._id, stage, notify: notifyByMail },
      {
        onSuccess: () =>
          setLastMove(t('jobs.pipeline.moved', { name, stage: stageLabels.labelOf(stage, lang) })),
        onError: (err) =>
          notify.error(err instanceof ApiError ? err.message : t('jobs.pipeline.moveFailed')),
      },
    );
  };

  return (
    <section className="page jobs-page jobs-pipeline" aria-labelledby="pipeline-title">
      <p>
        <Link to="/CompanyView/Jobs">{t('jobs.pipeline.back')}</Link>
      </p>
      <div className="jobs-title-row">
        <h1 id="pipeline-title">{t('jobs.pipeline.title', { title: posting.title })}</h1>
        <span className={`jobs-status jobs-status-${posting.status}`}>
          {postingStatusLabels.labelOf(posting.status, lang)}
        </span>
      </div>
      <div className="jobs-toolbar">
        <div role="group" aria-label={t('jobs.pipeline.views')} className="jobs-toggle">
          {(['board', 'list'] as const).map((v) => (
            <button
              key={v}
              type="button"
              className="jobs-button"
              aria-pressed={view === v}
              onClick={() => setView(v)}
            >
              {t(v === 'board' ? 'jobs.pipeline.boardView' : 'jobs.pipeline.listView')}
            </button>
          ))}
        </div>
        <label className="jobs-check">
          <input
            type="checkbox"
            checked={notifyByMail}
            onChange={(e) => setNotifyByMail(e.target.checked)}
          />
          <span>{t('jobs.pipeline.notify')}</span>
        </label>
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {lastMove}
      </p>

      {applicants.isPending ? (
        <Spinner />
      ) : applicants.isError ? (
        <div className="jobs-error" role="alert">
          <p>{t('jobs.pipeline.loadFailed')}</p>
          <button type="button" className="primary" onClick={() => void applicants.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      ) : applicants.data.applicants.length === 0 ? (
        <div className="jobs-empty">
          <p>{t('jobs.pipeline.noApplicants')}</p>
        </div>
      ) : view === 'board' ? (
        <Board applications={applicants.data.applicants} onMove={moveTo} onOpen={setOpenId} />
      ) : (
        <RankedList applications={applicants.data.applicants} onMove={moveTo} onOpen={setOpenId} />
      )}

      {openId ? (
        <ApplicationPanel
          key={openId}
          applicationId={openId}
          postingId={posting._id}
          onClose={() => setOpenId(null)}
        />
      ) : null}

      <InviteForm posting={posting} />
      <AccuracyPanel />
    </section>
  );
}

/** The column under the pointer; with the keyboard (no pointer), the one the card overlaps most. */
const columnUnderPointer: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  return hits.length > 0 ? hits : rectIntersection(args);
};

interface ListProps {
  applications: CompanyApplication[];
  onMove: (application: CompanyApplication, stage: Stage) => void;
  onOpen: (id: string) => void;
}

function Board({ applications, onMove, onOpen }: ListProps) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnCoordinates }),
  );
  const byId = new Map(applications.map((a) => [a._id, a]));
  const columns = groupByStage(applications);
  const nameOf = (id: string | number) => {
    const a = byId.get(String(id));
    return a ? applicantName(a, t) : '';
  };
  const stageName = (id: string | number | undefined) =>
    id !== undefined && isStage(String(id)) ? stageLabels.labelOf(String(id) as Stage, lang) : '';
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('jobs.pipeline.dragStart', { name: nameOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('jobs.pipeline.dragOver', { name: nameOf(active.id), stage: stageName(over.id) })
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t('jobs.pipeline.dragEnd', { name: nameOf(active.id), stage: stageName(over.id) })
        : t('jobs.pipeline.dragCancel', { name: nameOf(active.id) }),
    onDragCancel: ({ active }) => t('jobs.pipeline.dragCancel', { name: nameOf(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const application = byId.get(String(active.id));
    if (!application || !over || !isStage(String(over.id))) return;
    onMove(application, String(over.id) as Stage);
  };

  return (
    <>
      <p className="muted jobs-small" id="drag-hint">
        {t('jobs.pipeline.dragHint')}
      </p>
      <DndContext
        sensors={sensors}
        collisionDetection={columnUnderPointer}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: t('jobs.pipeline.dragHint') },
        }}
      >
        <div className="jobs-board">
          {stages.map((stage) => (
            <Column key={stage} stage={stage} count={columns[stage].length}>
              {columns[stage].length === 0 ? (
                <p className="muted jobs-small">{t('jobs.pipeline.empty')}</p>
              ) : (
                <ul>
                  {columns[stage].map((a) => (
                    <li key={a._id}>
                      <BoardCard application={a} onMove={onMove} onOpen={onOpen} />
                    </li>
                  ))}
                </ul>
              )}
            </Column>
          ))}
        </div>
      </DndContext>
    </>
  );
}

function Column({ stage, count, children }: { stage: Stage; count: number; children: ReactNode }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const { setNodeRef, isOver } = useDroppable({ id: stage });
  const headingId = `column-${stage}`;
  return (
    <section
      ref={setNodeRef}
      className={`jobs-column${isOver ? ' jobs-column-over' : ''}`}
      aria-labelledby={headingId}
      data-stage={stage}
    >
      <h2 id={headingId}>
        {stageLabels.labelOf(stage, lang)}{' '}
        <span className="jobs-column-count">{t('jobs.pipeline.column', { count })}</span>
      </h2>
      {children}
    </section>
  );
}

function BoardCard({
  application,
  onMove,
  onOpen,
}: {
  application: CompanyApplication;
  onMove: ListProps['onMove'];
  onOpen: ListProps['onOpen'];
}) {
  const { t } = useTranslation();
  const name = applicantName(application, t);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, isDragging } =
    useDraggable({ id: application._id });
  const style = transform
    ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` }
    : undefined;
  return (
    <article
      ref={setNodeRef}
      style={style}
      className={`jobs-app-card${isDragging ? ' jobs-dragging' : ''}`}
      data-testid={`card-${application._id}`}
      aria-label={name}
    >
      <div className="jobs-app-card-head">
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
        <h3>{name}</h3>
      </div>
      <FitBadge application={application} />
      <StageSelect application={application} onMove={onMove} />
      <button type="button" className="jobs-link-button" onClick={() => onOpen(application._id)}>
        {t('jobs.pipeline.open')}
      </button>
    </article>
  );
}

function FitBadge({ application }: { application: CompanyApplication }) {
  const { t } = useTranslation();
  return (
    <p className="jobs-fit">
      <span className="jobs-fit-score">
        {application.fit.score === null
          ? t('jobs.pipeline.noFit')
          : t('jobs.pipeline.fitScore', { score: application.fit.score })}
      </span>
    </p>
  );
}

export function StageSelect({
  application,
  onMove,
}: {
  application: CompanyApplication;
  onMove: ListProps['onMove'];
}) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const name = applicantName(application, t);
  const id = `stage-${application._id}`;
  return (
    <div className="jobs-stage-select">
      <label htmlFor={id} className="visually-hidden">
        {t('jobs.pipeline.moveTo', { name })}
      </label>
      <select
        id={id}
        value={application.stage}
        onChange={(e) => {
          if (isStage(e.target.value)) onMove(application, e.target.value);
        }}
      >
        {stages.map((s) => (
          <option key={s} value={s}>
            {stageLabels.labelOf(s, lang)}
          </option>
        ))}
      </select>
    </div>
  );
}

function RankedList({ applications, onMove, onOpen }: ListProps) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const ranked = [...applications].sort((a, b) => a.rank - b.rank);
  return (
    <ol className="jobs-ranked" aria-label={t('jobs.pipeline.listView')}>
      {ranked.map((a) => {
        const name = applicantName(a, t);
        return (
          <li key={a._id} className="jobs-ranked-item" data-testid={`ranked-${a._id}`}>
            <span className="jobs-rank" aria-label={`${t('jobs.pipeline.rank')} ${a.rank}`}>
              {a.rank}
            </span>
            <div className="jobs-ranked-body">
              <h3>{name}</h3>
              <FitBadge application={a} />
              <ul className="jobs-reasons" aria-label={t('jobs.pipeline.reasons')}>
                {a.fit.reasons.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
              <p className="muted jobs-small">
                {t('jobs.pipeline.appliedOn', { date: formatDate(a.appliedAt, lang) })}
              </p>
            </div>
            <div className="jobs-ranked-actions">
              <StageSelect application={a} onMove={onMove} />
              <button type="button" className="jobs-link-button" onClick={() => onOpen(a._id)}>
                {t('jobs.pipeline.open')}
              </button>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
