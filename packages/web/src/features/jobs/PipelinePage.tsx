// Issue 12 (decision 100, Screens): /CompanyView/Jobs/{id}, the pipeline of one posting. A board
// with a column per stage (drag a card with the pointer or the keyboard, or pick its stage in the
// select every card carries, for keyboard and screen-reader users), a ranked list by fit with the
// reasons, the detail of an application (notes, history of moves, outcome of a hire), inviting an
// outside candidate, and the company's measured accuracy. Decision 110: the hiring team heads the
// page; moves, notes, outcomes and invitations show only to a member the domain's policy lets
// manage this posting (on its team, for a hiring manager: the posting's `team` says whether the
// viewer is on it); a member whose role may not manage postings is told so, and a refusal of the
// server (403) is said in a toast, the card put back where it was. Issue 19 (decision 120): what
// another feature adds to the page (the interviews of an application, a card's interview summary,
// the posting's interview kit) comes in as component props, wired in app/routes.tsx: features
// never import each other. Issue 20 (decision 130, decision 132): the columns are the posting's
// own stages, named in the viewer's language, and "Edit stages" changes them (moving the people
// out of a removed stage); a move to a stage of kind rejected asks for the reason first (cancel
// leaves the card where it was); cards and rows carry a box to select many (shift-click for a
// range, "select all N matching") and the bulk bar acts on them. Issue 23: the board takes the
// page's width and the detail opens as a drawer beside it.
import { postingStatusLabels } from '@talentpool/domain/jobs/labels';
import {
  createContext,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type MouseEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
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
  type Active,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
} from '@dnd-kit/core';
import type { CompanyApplication, Posting } from '@talentpool/domain/jobs/schemas';
import { findStage, type StageDefinition } from '@talentpool/domain/process/stages';
import { RequirePermission } from '../../components/RequirePermission';
import { Spinner } from '../../components/Spinner';
import { ApiError } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { currentLanguage } from '../../lib/i18n';
import { notify } from '../../lib/notify';
import { problemText } from '../../lib/problemText';
import { AccuracyPanel } from './AccuracyPanel';
import { OutcomesDue } from './OutcomesDue';
import { ApplicationPanel, type ApplicationExtrasProps } from './ApplicationPanel';
import { BulkBar } from './BulkBar';
import { EditStagesDialog } from './EditStagesDialog';
import { RejectDialog } from './RejectDialog';
import { clickSelect, emptySelection, isSelected, type Selection } from './selection';
import { HiringTeam } from './HiringTeam';
import { InviteForm } from './InviteForm';
import { useApplicantsPage, useCompanyPosting, useMoveStage, useStageApplicants } from './api';
import { Pager } from './JobBoardPage';
import { columnCoordinates } from './columnKeyboard';
import { useCanManagePosting } from './usePostingAccess';
import {
  actorName,
  applicantName,
  columnApplications,
  isolated,
  columnPageSizeDefault,
  isStageOf,
  listPageSizeDefault,
  pipelineParamsOf,
  pipelineUrlParams,
  postingStages,
  stageBadgeClass,
  stageName,
  type PipelineView,
} from './pipeline';
import './jobs.css';

/** A card's extra part: the application, its posting, and whether the viewer may manage it. */
export interface CardExtrasProps {
  application: CompanyApplication;
  jobId: string;
  applicantName: string;
  canManage: boolean;
}

/** A part of the page below the hiring team (the interview kit). */
export interface PostingExtrasProps {
  jobId: string;
  canManage: boolean;
}

export interface PipelineExtras {
  /** In the detail panel of an application, after its fit. */
  applicationExtras?: ComponentType<ApplicationExtrasProps>;
  /** On each card of the board and each item of the ranked list. */
  cardExtras?: ComponentType<CardExtrasProps>;
  /** Below the hiring team. */
  postingExtras?: ComponentType<PostingExtrasProps>;
}

const ExtrasContext = createContext<PipelineExtras>({});

/** A card's extras (lazy components load in their own Suspense: the card shows at once). */
function CardExtras({
  application,
  canManage,
}: {
  application: CompanyApplication;
  canManage: boolean;
}) {
  const { t } = useTranslation();
  const { cardExtras: Extras } = useContext(ExtrasContext);
  if (!Extras) return null;
  return (
    <Suspense fallback={null}>
      <Extras
        application={application}
        jobId={application.jobId}
        applicantName={applicantName(application, t)}
        canManage={canManage}
      />
    </Suspense>
  );
}

export function PipelinePage(extras: PipelineExtras = {}) {
  const { t } = useTranslation();
  return (
    <RequirePermission
      action="postings.manage"
      title={t('jobs.company.title')}
      notAllowed={t('jobs.notAllowed.postings')}
      className="page jobs-page"
    >
      <ExtrasContext.Provider value={extras}>
        <PipelineLoader />
      </ExtrasContext.Provider>
    </RequirePermission>
  );
}

function PipelineLoader() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const posting = useCompanyPosting(id);
  if (posting.isPending) return <Spinner />;
  if (posting.isError) {
    // Another team's posting (403) cannot be retried into view: say why, and lead back.
    const refused = posting.error instanceof ApiError && posting.error.status === 403;
    return (
      <section className="page jobs-page" aria-labelledby="pipeline-title">
        <h1 id="pipeline-title">{t('jobs.form.loadFailed')}</h1>
        {refused ? (
          <p role="alert">
            {problemText(posting.error, currentLanguage())} {t('jobs.notAllowed.notOnTeam')}
          </p>
        ) : null}
        <div className="jobs-actions">
          {refused ? null : (
            <button type="button" className="primary" onClick={() => void posting.refetch()}>
              {t('common.retry')}
            </button>
          )}
          <Link to="/CompanyView/Jobs" className="jobs-button">
            {t('jobs.pipeline.back')}
          </Link>
        </div>
      </section>
    );
  }
  return <Pipeline posting={posting.data} />;
}

/** What the board and the ranked list need from the page, without threading it through each. */
interface PipelineState {
  stages: readonly StageDefinition[];
  /** Null for a member who may not move applications here: the cards show their stage only. */
  onMove: ((application: CompanyApplication, stage: string) => void) | null;
  onOpen: (id: string) => void;
  /** Null for a member who may not act in bulk (the same as moving). */
  select: {
    selection: Selection;
    toggle: (id: string, shift: boolean) => void;
  } | null;
  /** A column or the list says which applications it shows, in order (shift-click ranges). */
  report: (group: string, applications: readonly CompanyApplication[]) => void;
}

const PipelineContext = createContext<PipelineState>({
  stages: [],
  onMove: null,
  onOpen: () => undefined,
  select: null,
  report: () => undefined,
});

interface PendingReject {
  application: CompanyApplication;
  stage: StageDefinition;
}

function Pipeline({ posting }: { posting: Posting }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = pipelineParamsOf(searchParams);
  const canManage = useCanManagePosting(posting);
  const move = useMoveStage(posting._id);
  const stages = postingStages(posting);
  // Decision 147: the applicant hears of a move unless the sender unticks this (the server's
  // default too); it also starts the reject dialog's and the bulk bar's choice.
  const [notifyByMail, setNotifyByMail] = useState(true);
  const [openId, setOpenId] = useState<string | null>(null);
  const [lastMove, setLastMove] = useState('');
  const [pendingReject, setPendingReject] = useState<PendingReject | null>(null);
  const [rejectProblem, setRejectProblem] = useState<string | null>(null);
  const [editingStages, setEditingStages] = useState(false);
  const [selection, setSelection] = useState<Selection>(emptySelection);
  const { applicationExtras, postingExtras: PostingExtras } = useContext(ExtrasContext);

  // The applications each column (or the list) shows, in order, and their names: the order of a
  // shift-click range, and the names in a bulk result.
  const shown = useRef(new Map<string, readonly CompanyApplication[]>());
  const names = useRef(new Map<string, string>());
  const report = useCallback(
    (group: string, applications: readonly CompanyApplication[]) => {
      shown.current.set(group, applications);
      for (const a of applications) names.current.set(a._id, applicantName(a, t));
    },
    [t],
  );
  const order = () => {
    const groups = params.view === 'board' ? stages.map((s) => s.key) : ['list'];
    return groups.flatMap((g) => (shown.current.get(g) ?? []).map((a) => a._id));
  };
  const toggle = (id: string, shift: boolean) =>
    setSelection((current) => clickSelect(current, order(), id, shift));

  const doMove = (
    application: CompanyApplication,
    stage: string,
    options: { notify: boolean; reasonId?: string },
  ) => {
    const name = applicantName(application, t);
    move.mutate(
      { application, stage, notify: options.notify, reasonId: options.reasonId },
      {
        onSuccess: () => {
          setPendingReject(null);
          setLastMove(t('jobs.pipeline.moved', { name, stage: stageName(stages, stage, lang) }));
        },
        onError: (err) => {
          const text =
            err instanceof ApiError ? problemText(err, lang) : t('jobs.pipeline.moveFailed');
          // In the reject dialog the refusal is said there, with the choice kept.
          if (options.reasonId) setRejectProblem(text);
          else notify.error(text);
        },
      },
    );
  };
  const moveTo = (application: CompanyApplication, key: string) => {
    const stage = findStage(stages, key);
    if (application.stage === key || !stage) return;
    if (stage.kind === 'rejected') {
      setRejectProblem(null);
      setPendingReject({ application, stage });
      return;
    }
    doMove(application, key, { notify: notifyByMail });
  };
  const showView = (view: PipelineView) =>
    setSearchParams(pipelineUrlParams({ ...params, view, page: 1 }));

  const state: PipelineState = {
    stages,
    onMove: canManage ? moveTo : null,
    onOpen: setOpenId,
    select: canManage ? { selection, toggle } : null,
    report,
  };

  return (
    <section
      className={`page jobs-page jobs-pipeline${openId ? ' jobs-with-drawer' : ''}`}
      aria-labelledby="pipeline-title"
    >
      <p>
        <Link to="/CompanyView/Jobs">{t('jobs.pipeline.back')}</Link>
      </p>
      <div className="jobs-title-row">
        <h1 id="pipeline-title">{t('jobs.pipeline.title', { title: posting.title })}</h1>
        <span className={`jobs-status jobs-status-${posting.status}`}>
          {postingStatusLabels.labelOf(posting.status, lang)}
        </span>
      </div>
      {posting.by ? (
        <p className="muted jobs-small">
          {t('jobs.pipeline.createdBy', { name: isolated(actorName(posting.by)) })}
        </p>
      ) : null}
      <HiringTeam postingId={posting._id} canEdit={canManage} />
      {canManage ? (
        <OutcomesDue postingId={posting._id} stages={stages} onOpen={setOpenId} />
      ) : null}
      {PostingExtras ? (
        <Suspense fallback={<Spinner />}>
          <PostingExtras jobId={posting._id} canManage={canManage} />
        </Suspense>
      ) : null}
      <div className="jobs-toolbar">
        <div role="group" aria-label={t('jobs.pipeline.views')} className="jobs-toggle">
          {(['board', 'list'] as const).map((v) => (
            <button
              key={v}
              type="button"
              className="jobs-button"
              aria-pressed={params.view === v}
              onClick={() => showView(v)}
            >
              {t(v === 'board' ? 'jobs.pipeline.boardView' : 'jobs.pipeline.listView')}
            </button>
          ))}
        </div>
        {canManage ? (
          <label className="jobs-check">
            <input
              type="checkbox"
              checked={notifyByMail}
              onChange={(e) => setNotifyByMail(e.target.checked)}
            />
            <span>{t('jobs.pipeline.notify')}</span>
          </label>
        ) : null}
        {canManage ? (
          <button type="button" className="jobs-button" onClick={() => setEditingStages(true)}>
            {t('jobs.stages.edit')}
          </button>
        ) : null}
      </div>
      {canManage ? null : <p className="jobs-notice">{t('jobs.notAllowed.readOnly')}</p>}
      <p className="visually-hidden" role="status" aria-live="polite">
        {lastMove}
      </p>

      {canManage && posting.applicantCount !== 0 ? (
        <BulkBar
          posting={posting}
          stages={stages}
          selection={selection}
          onSelection={setSelection}
          nameOf={(id) => names.current.get(id) ?? null}
          notifyDefault={notifyByMail}
        />
      ) : null}

      <PipelineContext.Provider value={state}>
        {posting.applicantCount === 0 ? (
          <div className="jobs-empty">
            <p>{t('jobs.pipeline.noApplicants')}</p>
          </div>
        ) : params.view === 'board' ? (
          <Board posting={posting} pageSize={params.pageSize ?? columnPageSizeDefault} />
        ) : (
          <RankedList
            postingId={posting._id}
            page={params.page}
            pageSize={params.pageSize ?? listPageSizeDefault}
            onPage={(page) => {
              setSearchParams(pipelineUrlParams({ ...params, page }));
              document.getElementById('ranked-list')?.focus();
            }}
          />
        )}
      </PipelineContext.Provider>

      {openId ? (
        <ApplicationPanel
          key={openId}
          applicationId={openId}
          postingId={posting._id}
          stages={stages}
          canManage={canManage}
          extras={applicationExtras}
          onClose={() => setOpenId(null)}
        />
      ) : null}

      {pendingReject ? (
        <RejectDialog
          title={t('jobs.reject.title', {
            name: isolated(applicantName(pendingReject.application, t)),
          })}
          rejectedStages={[pendingReject.stage]}
          stage={pendingReject.stage.key}
          notifyDefault={notifyByMail}
          notifyLabel={t('jobs.reject.notifyOne')}
          pending={move.isPending}
          problem={rejectProblem}
          onCancel={() => setPendingReject(null)}
          onConfirm={({ reasonId, notify: mail }) =>
            doMove(pendingReject.application, pendingReject.stage.key, { notify: mail, reasonId })
          }
        />
      ) : null}
      {editingStages ? (
        <EditStagesDialog
          postingId={posting._id}
          title={t('jobs.stages.title', { title: posting.title })}
          onClose={() => setEditingStages(false)}
        />
      ) : null}

      {canManage ? <InviteForm posting={posting} /> : null}
      <AccuracyPanel />
    </section>
  );
}

/** The column under the pointer; with the keyboard (no pointer), the one the card overlaps most. */
const columnUnderPointer: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  return hits.length > 0 ? hits : rectIntersection(args);
};

interface DragData {
  application: CompanyApplication;
}

function dragged(data: {
  current?: Record<string, unknown> | undefined;
}): CompanyApplication | null {
  const current = data.current as Partial<DragData> | undefined;
  return current?.application ?? null;
}

function Board({ posting, pageSize }: { posting: Posting; pageSize: number }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const { stages, onMove } = useContext(PipelineContext);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnCoordinates }),
  );
  const nameOf = (active: Active) => {
    const a = dragged(active.data);
    return a ? applicantName(a, t) : '';
  };
  const nameOfColumn = (id: string | number | undefined) => {
    const key = String(id);
    return id !== undefined && isStageOf(stages, key) ? stageName(stages, key, lang) : '';
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('jobs.pipeline.dragStart', { name: nameOf(active) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('jobs.pipeline.dragOver', { name: nameOf(active), stage: nameOfColumn(over.id) })
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t('jobs.pipeline.dragEnd', { name: nameOf(active), stage: nameOfColumn(over.id) })
        : t('jobs.pipeline.dragCancel', { name: nameOf(active) }),
    onDragCancel: ({ active }) => t('jobs.pipeline.dragCancel', { name: nameOf(active) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const application = dragged(active.data);
    const stage = String(over?.id);
    if (!application || !over || !isStageOf(stages, stage) || !onMove) return;
    onMove(application, stage);
  };

  return (
    <>
      {onMove ? (
        <p className="muted jobs-small" id="drag-hint">
          {t('jobs.pipeline.dragHint')}
        </p>
      ) : null}
      <DndContext
        sensors={sensors}
        collisionDetection={columnUnderPointer}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: t('jobs.pipeline.dragHint') },
        }}
      >
        <div className="jobs-board" data-testid="pipeline-board">
          {stages.map((stage) => (
            <Column
              key={stage.key}
              postingId={posting._id}
              stage={stage}
              count={posting.countsByStage?.[stage.key]}
              pageSize={pageSize}
            />
          ))}
        </div>
      </DndContext>
    </>
  );
}

function Column({
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

/** A card's or row's box of the bulk selection: a click toggles, a shift-click takes a range. */
function SelectBox({ application }: { application: CompanyApplication }) {
  const { t } = useTranslation();
  const { select } = useContext(PipelineContext);
  if (!select) return null;
  const name = applicantName(application, t);
  return (
    <input
      type="checkbox"
      className="jobs-select-box"
      aria-label={t('jobs.bulk.select', { name })}
      checked={isSelected(select.selection, application._id)}
      onChange={() => undefined}
      onClick={(event: MouseEvent<HTMLInputElement>) =>
        select.toggle(application._id, event.shiftKey)
      }
    />
  );
}

function BoardCard({ application }: { application: CompanyApplication }) {
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
        <h3 dir="auto">{name}</h3>
      </div>
      <FitBadge application={application} />
      <StageSelect application={application} />
      <CardExtras application={application} canManage={onMove !== null} />
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

export function StageSelect({ application }: { application: CompanyApplication }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const { stages, onMove } = useContext(PipelineContext);
  const name = applicantName(application, t);
  const id = `stage-${application._id}`;
  if (!onMove) {
    return (
      <p className="jobs-stage-select">
        <span className={stageBadgeClass(stages, application.stage)}>
          {stageName(stages, application.stage, lang)}
        </span>
      </p>
    );
  }
  return (
    <div className="jobs-stage-select">
      <label htmlFor={id} className="visually-hidden">
        {t('jobs.pipeline.moveTo', { name })}
      </label>
      {/* Controlled: a move that waits for a reject reason, or is cancelled, leaves the value. */}
      <select
        id={id}
        value={application.stage}
        onChange={(e) => {
          if (isStageOf(stages, e.target.value)) onMove(application, e.target.value);
        }}
      >
        {stages.map((s) => (
          <option key={s.key} value={s.key}>
            {s.name[lang]}
          </option>
        ))}
      </select>
    </div>
  );
}

function RankedList({
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
  const list = useApplicantsPage(postingId, page, pageSize);
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
                <h3 dir="auto">{name}</h3>
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
        page={page}
        total={list.data.total}
        pageSize={pageSize}
        onPage={onPage}
        label={t('jobs.pipeline.paging')}
      />
    </>
  );
}
