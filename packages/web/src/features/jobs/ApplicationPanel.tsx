// Issue 12 (decision 100): the detail of one application beside the pipeline: fit and reasons,
// notes (newest last, with their time), the history of moves with who and when, and for a hire
// the outcome that feeds the measured accuracy. The panel takes the focus when it opens and gives
// it back to the page when it closes. Decision 110: notes, moves and the outcome name the member
// who acted (`by`, nothing for the rows from before members or the applicant's own moves); the
// note form and the outcome buttons show only to a member who may manage the posting, and a
// refusal of the server (403) is said where the action was, with what was typed kept. Issue 19:
// another feature's part of the detail (the interviews and scorecards) comes in as `extras`.
// Issue 23 (decision 132): the panel is a drawer at the page's end, beside the board, not below
// it; Escape or its close button closes it and the focus returns to what opened it.
import {
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type FormEvent,
  type RefObject,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { outcomeLabels } from '@talentpool/domain/jobs/labels';
import {
  isOutcomeDue,
  outcomeDueAfterDays,
  outcomeDueAt,
} from '@talentpool/domain/jobs/outcomeDue';
import { outcomes, type ApplicationDetail } from '@talentpool/domain/jobs/schemas';
import { IsiFlagsNote } from '../../components/IsiTrustNotes';
import { findStage, type StageDefinition } from '@talentpool/domain/process/stages';
import { TextAreaField } from '../../components/FormField';
import { AddToPool } from '../../components/pools/AddToPool';
import { Spinner } from '../../components/Spinner';
import { ApiError } from '../../lib/api';
import { formatDate, formatDateTime } from '../../lib/format';
import { currentLanguage } from '../../lib/i18n';
import { notify } from '../../lib/notify';
import { problemText } from '../../lib/problemText';
import { setViewId } from '../../lib/session';
import {
  useAddNote,
  useApplication,
  useMergeApplications,
  useRecordOutcome,
  useUndoMerge,
} from './api';
import { actorName, applicantName, stageBadgeClass, stageName } from './pipeline';
import { isolated, writtenTextProps } from '../../lib/writtenText';
import { HireStepsDialog } from './HireStepsDialog';
import { ScreeningAnswers } from './ScreeningQuestions';
import { FitReasons, MustHaveFailures } from './pipelineBoard/FitBadge';

/** What another feature shows in the detail of an application (issue 19: its interviews). */
export interface ApplicationExtrasProps {
  applicationId: string;
  jobId: string;
  applicantName: string;
  /**
   * 'user' for an applicant with an account, 'guest' for anyone else (applied without an
   * account, imported from a CV, invited by e-mail): only a guest has guest details to ask for
   * (the server answers 404 for the others, which the browser logs as an error).
   */
  applicantKind: ApplicationDetail['applicant']['kind'];
  /**
   * The application has guest details (phone, consent, CVs): a guest's of the form or an import,
   * also once the person confirmed it from an account (issue 37); not an invitation link's guest.
   */
  guestDetails: boolean;
  canManage: boolean;
}

export function ApplicationPanel({
  applicationId,
  postingId,
  stages,
  canManage,
  extras,
  onClose,
}: {
  applicationId: string;
  postingId: string;
  /** The posting's stages (decision 130): their names in the viewer's language, their kinds. */
  stages: readonly StageDefinition[];
  /** May the viewer add notes and record the outcome (postings.manage on this posting)? */
  canManage: boolean;
  extras?: ComponentType<ApplicationExtrasProps>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const detail = useApplication(applicationId);
  const heading = useRef<HTMLHeadingElement>(null);
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    opener.current = document.activeElement;
    return () => {
      if (opener.current instanceof HTMLElement && opener.current.isConnected) {
        opener.current.focus();
      }
    };
  }, []);
  // Issue 23: a drawer beside the board; Escape closes it (not while a dialog above it is open,
  // nor while a card is being moved with the keyboard, whose Escape cancels the move).
  const close = useRef(onClose);
  useLayoutEffect(() => {
    close.current = onClose;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (document.querySelector('[role="dialog"][aria-modal="true"], .jobs-dragging')) return;
      event.preventDefault();
      close.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  useEffect(() => {
    if (detail.data) heading.current?.focus();
  }, [detail.data?._id]); // eslint-disable-line react-hooks/exhaustive-deps -- focus once per application

  return (
    <aside
      className="jobs-panel jobs-drawer"
      aria-labelledby="panel-title"
      data-testid="application-panel"
    >
      <button type="button" className="jobs-button jobs-panel-close" onClick={onClose}>
        {t('jobs.pipeline.closeDetail')}
      </button>
      {detail.isPending ? (
        <Spinner />
      ) : detail.isError ? (
        <div role="alert">
          <p id="panel-title">
            {detail.error instanceof ApiError
              ? problemText(detail.error, currentLanguage())
              : t('jobs.pipeline.loadFailed')}
          </p>
          <button type="button" className="primary" onClick={() => void detail.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      ) : (
        <Detail
          application={detail.data}
          postingId={postingId}
          stages={stages}
          canManage={canManage}
          extras={extras}
          headingRef={heading}
          onGone={onClose}
        />
      )}
    </aside>
  );
}

function Detail({
  application,
  postingId,
  stages,
  canManage,
  extras: Extras,
  headingRef,
  onGone,
}: {
  application: ApplicationDetail;
  postingId: string;
  /** This application was merged into another one (issue 37): the drawer closes. */
  onGone: () => void;
  stages: readonly StageDefinition[];
  canManage: boolean;
  extras?: ComponentType<ApplicationExtrasProps>;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const name = applicantName(application, t);
  const applicant = application.applicant;
  return (
    <>
      <h2 id="panel-title" ref={headingRef} tabIndex={-1}>
        {t('jobs.pipeline.detailTitle', { name })}
      </h2>
      <p>
        <span className={stageBadgeClass(stages, application.stage)}>
          {stageName(stages, application.stage, lang)}
        </span>{' '}
        {application.fit.score === null
          ? t('jobs.pipeline.noFit')
          : t('jobs.pipeline.fitScore', { score: application.fit.score })}
      </p>
      {/* Issue 40: the failed must-haves apart, then each part's contribution. */}
      {application.fit.passes === false ? (
        <p className="jobs-musthave-badge">{t('jobs.fitRank.failsMustHave')}</p>
      ) : null}
      <MustHaveFailures application={application} />
      <FitReasons application={application} />
      {/* Decision 135: the response quality of the applicant's ISI result, beside the fit. */}
      <IsiFlagsNote flags={applicant.isiFlags} audience="company" />
      {applicant.kind === 'user' ? (
        <p>
          <Link to={`/viewProfile/${applicant.userId}`} onClick={() => setViewId(applicant.userId)}>
            {t('jobs.pipeline.profileLink')}
          </Link>{' '}
          <AddToPool userIds={[applicant.userId]} name={name} />
        </p>
      ) : null}

      <Duplicates
        application={application}
        postingId={postingId}
        canManage={canManage}
        onGone={onGone}
      />
      <OtherApplications application={application} />

      {Extras ? (
        <Suspense fallback={<Spinner />}>
          <Extras
            applicationId={application._id}
            jobId={application.jobId}
            applicantName={name}
            applicantKind={applicant.kind}
            guestDetails={
              applicant.kind === 'guest' ||
              Boolean(applicant.via) ||
              (application.merges ?? []).some((m) => m.via === 'apply' || m.via === 'import')
            }
            canManage={canManage}
          />
        </Suspense>
      ) : null}

      <ScreeningAnswers
        screening={application.screening ?? []}
        knockedOut={application.knockedOut ?? false}
      />

      {findStage(stages, application.stage)?.kind === 'hired' ? (
        <OutcomeBox application={application} postingId={postingId} canManage={canManage} />
      ) : null}

      <section aria-labelledby="notes-heading">
        <h3 id="notes-heading">{t('jobs.pipeline.notes')}</h3>
        {application.notes.length === 0 ? (
          <p className="muted">{t('jobs.pipeline.noNotes')}</p>
        ) : (
          <ul className="jobs-notes">
            {application.notes.map((note) => (
              <li key={note._id}>
                <p dir="auto">{note.text}</p>
                <p className="muted jobs-small">
                  {note.by ? (
                    <>
                      <span className="jobs-by">
                        {t('jobs.pipeline.noteBy', { name: isolated(actorName(note.by)) })}
                      </span>
                      {' · '}
                    </>
                  ) : null}
                  <time dateTime={note.createdAt}>{formatDateTime(note.createdAt, lang)}</time>
                </p>
              </li>
            ))}
          </ul>
        )}
        {canManage ? <NoteForm applicationId={application._id} /> : null}
      </section>

      <section aria-labelledby="history-heading">
        <h3 id="history-heading">{t('jobs.pipeline.history')}</h3>
        {application.history.length === 0 ? (
          <p className="muted">{t('jobs.pipeline.historyEmpty')}</p>
        ) : (
          <ol className="jobs-history">
            {application.history.map((event, i) => (
              <li key={`${event.at}-${i}`}>
                <span>
                  {/* The server names each stage (decision 130), also one since removed. */}
                  {/* Issue 41: an offer entry, not a move. */}
                  {event.offer
                    ? t('jobs.pipeline.historyOffer', {
                        action: t(`jobs.pipeline.offerActions.${event.offer.action}`, {
                          defaultValue: event.offer.action,
                        }),
                      })
                    : event.from
                      ? t('jobs.pipeline.historyItem', {
                          from: event.fromName?.[lang] ?? stageName(stages, event.from, lang),
                          to: event.toName?.[lang] ?? stageName(stages, event.to, lang),
                        })
                      : (event.toName?.[lang] ?? stageName(stages, event.to, lang))}
                </span>{' '}
                {event.reason ? (
                  <span className="jobs-history-reason" dir="auto">
                    {t('jobs.pipeline.historyReason', { reason: event.reason.name[lang] })}
                  </span>
                ) : null}{' '}
                <span className="muted jobs-small">
                  {event.by
                    ? t('jobs.pipeline.historyBy', {
                        by: isolated(actorName(event.by)),
                        at: formatDateTime(event.at, lang),
                      })
                    : formatDateTime(event.at, lang)}
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}

function NoteForm({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = useAddNote(applicationId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setError(t('jobs.pipeline.addNote'));
      return;
    }
    setError(null);
    add.mutate(text.trim(), {
      onSuccess: () => {
        setText('');
        notify.success(t('jobs.pipeline.noteSaved'));
      },
      // The note stays in the box, whatever the refusal (403 included).
      onError: (err) =>
        setError(
          err instanceof ApiError
            ? (err.fields.text ?? problemText(err, lang))
            : t('jobs.pipeline.noteFailed'),
        ),
    });
  };
  return (
    <form className="jobs-note-form" onSubmit={submit} noValidate>
      <TextAreaField
        label={t('jobs.pipeline.noteLabel')}
        rows={3}
        maxLength={2000}
        value={text}
        error={error ?? undefined}
        onChange={(e) => setText(e.target.value)}
      />
      <button type="submit" className="primary" disabled={add.isPending}>
        {t('jobs.pipeline.saveNote')}
      </button>
    </form>
  );
}

function OutcomeBox({
  application,
  postingId,
  canManage,
}: {
  application: ApplicationDetail;
  postingId: string;
  canManage: boolean;
}) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const record = useRecordOutcome(postingId, application._id);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <section className="jobs-outcome" aria-labelledby="outcome-heading">
      <h3 id="outcome-heading">{t('jobs.pipeline.outcomeHeading')}</h3>
      {canManage ? (
        <p className="muted">
          {/* Issue 23: before the probation has passed, say when it will be asked. */}
          {application.outcome === null && !isOutcomeDue(application)
            ? t('jobs.outcomesDue.notYet', {
                days: outcomeDueAfterDays,
                date: formatDate(outcomeDueAt(application.stageChangedAt), lang),
              })
            : t('jobs.pipeline.outcomeIntro')}
        </p>
      ) : null}
      {application.outcome ? (
        <p role="status">
          {application.outcomeBy
            ? t('jobs.pipeline.outcomeRecordedBy', {
                outcome: outcomeLabels.labelOf(application.outcome, lang),
                name: isolated(actorName(application.outcomeBy)),
              })
            : t('jobs.pipeline.outcomeRecorded', {
                outcome: outcomeLabels.labelOf(application.outcome, lang),
              })}
          {application.outcomeAt ? (
            <>
              {' · '}
              <time dateTime={application.outcomeAt}>
                {formatDateTime(application.outcomeAt, lang)}
              </time>
            </>
          ) : null}
        </p>
      ) : null}
      {canManage ? (
        <div className="jobs-actions">
          {outcomes.map((outcome) => (
            <button
              key={outcome}
              type="button"
              className={outcome === 'successful' ? 'primary' : 'jobs-button'}
              aria-pressed={application.outcome === outcome}
              disabled={record.isPending}
              onClick={() => {
                setProblem(null);
                record.mutate(outcome, {
                  onSuccess: () => notify.success(t('jobs.pipeline.outcomeSaved')),
                  onError: (err) => {
                    const text =
                      err instanceof ApiError
                        ? problemText(err, lang)
                        : t('jobs.pipeline.outcomeFailed');
                    setProblem(text);
                    notify.error(text);
                  },
                });
              }}
            >
              {outcomeLabels.labelOf(outcome, lang)}
            </button>
          ))}
        </div>
      ) : null}
      {problem ? (
        <p className="jobs-field-error" role="alert">
          {problem}
        </p>
      ) : null}
      {canManage ? <HireStepsButton application={application} postingId={postingId} /> : null}
    </section>
  );
}

/**
 * Issue 37 (decision 268): the next steps of a hire, offered again from the drawer (a hire made
 * by the candidate's acceptance of an offer, or a recruiter who said "Not now").
 */
function HireStepsButton({
  application,
  postingId,
}: {
  application: ApplicationDetail;
  postingId: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="jobs-button" onClick={() => setOpen(true)}>
        {t('jobs.hire.open')}
      </button>
      {open ? (
        <HireStepsDialog
          applicationId={application._id}
          postingId={postingId}
          name={isolated(applicantName(application, t))}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}

/**
 * Issue 37 (decision 270): the same person's applications to the company's other postings, each
 * with its stage and what it was matched on, linking to that posting's pipeline.
 */
function OtherApplications({ application }: { application: ApplicationDetail }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const others = application.otherApplications ?? [];
  if (others.length === 0) return null;
  return (
    <section aria-labelledby="other-applications-heading" data-testid="other-applications">
      <h3 id="other-applications-heading">{t('jobs.pipeline.otherApplicationsHeading')}</h3>
      <ul className="jobs-other-applications">
        {others.map((o) => (
          <li key={o._id}>
            <Link to={`/CompanyView/Jobs/${o.jobId}`} {...writtenTextProps(o.jobTitle, lang)}>
              {o.jobTitle}
            </Link>{' '}
            <span className="muted">
              {t('jobs.pipeline.otherApplicationLine', {
                stage: o.stageName[lang],
                date: formatDate(o.appliedAt, lang),
                matched: t(`jobs.pipeline.matchedOn.${o.matchedOn}`),
              })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Issue 37 (decision 218): the same person twice on the posting. Each possible duplicate (same
 * e-mail or phone) with a button that merges it into this application (the server keeps the
 * account's, so this drawer may be the one that goes); the applications merged into this one,
 * each with its undo.
 */
function Duplicates({
  application,
  postingId,
  canManage,
  onGone,
}: {
  application: ApplicationDetail;
  postingId: string;
  canManage: boolean;
  onGone: () => void;
}) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const merge = useMergeApplications(postingId, application._id);
  const undo = useUndoMerge(postingId, application._id);
  const duplicates = application.duplicates ?? [];
  const merges = application.merges ?? [];
  if (duplicates.length === 0 && merges.length === 0) return null;
  const failed = (err: unknown) =>
    notify.error(err instanceof ApiError ? problemText(err, lang) : t('jobs.pipeline.mergeFailed'));
  return (
    <>
      {duplicates.length > 0 ? (
        <section aria-labelledby="duplicates-heading" className="jobs-duplicates">
          <h3 id="duplicates-heading">{t('jobs.pipeline.duplicatesHeading')}</h3>
          <ul>
            {duplicates.map((d) => (
              <li key={d._id}>
                {d.matchedOn === 'email'
                  ? t('jobs.pipeline.duplicateEmail')
                  : t('jobs.pipeline.duplicatePhone')}{' '}
                {canManage ? (
                  <button
                    type="button"
                    className="secondary"
                    disabled={merge.isPending}
                    onClick={() =>
                      merge.mutate(d._id, {
                        onSuccess: (kept) => {
                          notify.success(t('jobs.pipeline.mergeDone'));
                          if (kept._id !== application._id) onGone();
                        },
                        onError: failed,
                      })
                    }
                  >
                    {t('jobs.pipeline.mergeDuplicate')}
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {merges.length > 0 ? (
        <section aria-labelledby="merges-heading" className="jobs-duplicates">
          <h3 id="merges-heading">{t('jobs.pipeline.mergesHeading')}</h3>
          <ul>
            {merges.map((m) => {
              const name = m.name ?? t('jobs.pipeline.mergeUnnamed');
              return (
                <li key={m._id}>
                  {t('jobs.pipeline.mergeItem', {
                    name: isolated(name),
                    date: formatDate(m.at, lang),
                  })}
                  {m.by
                    ? ` ${t('jobs.pipeline.mergeBy', { name: isolated(actorName(m.by)) })}`
                    : ''}{' '}
                  {canManage ? (
                    <button
                      type="button"
                      className="secondary"
                      disabled={undo.isPending}
                      onClick={() =>
                        undo.mutate(m._id, {
                          onSuccess: () => notify.success(t('jobs.pipeline.undoDone')),
                          onError: failed,
                        })
                      }
                    >
                      {t('jobs.pipeline.undoMerge', { name: isolated(name) })}
                    </button>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
    </>
  );
}
