// Issue 19, decision 120: the interviews of an application in its detail panel (the pipeline
// page takes this as its `applicationExtras`): each interview's time in the viewer's zone, naming
// the zone it was set in when it differs, place or video link, the interviewers and whether
// their scorecard is in; move, cancel (after a confirmation) and schedule for a member who may
// manage the posting; the times offered for self-scheduling; the scorecards side by side.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Modal } from '../../components/auth/Modal';
import { Spinner } from '../../components/Spinner';
import { formatDate } from '../../lib/format';
import { useLanguage } from '../../lib/i18n';
import { useMember } from '../../lib/member';
import { notify } from '../../lib/notify';
import { problemText } from '../../lib/problemText';
import { useApplicationInterviews, useCancelInterview } from './api';
import { ScheduleDialog } from './ScheduleDialog';
import { ScorecardsView } from './ScorecardsView';
import { browserTimeZone, formatSpan } from './time';
import { personName, type Interview, type InterviewOffer } from './types';
import './interviews.css';

export interface ApplicationInterviewsProps {
  applicationId: string;
  jobId: string;
  applicantName: string;
  /** postings.manage on this posting: schedule, move, cancel. */
  canManage: boolean;
}

export function ApplicationInterviews({
  applicationId,
  jobId,
  applicantName,
  canManage,
}: ApplicationInterviewsProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const list = useApplicationInterviews(applicationId);
  const [dialog, setDialog] = useState<{ interview?: Interview } | null>(null);
  const headingId = `interviews-${applicationId}`;
  return (
    <section className="interviews-section" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('interviews.section.title')}</h3>
      {canManage ? (
        <button type="button" className="primary" onClick={() => setDialog({})}>
          {t('interviews.schedule.open')}
        </button>
      ) : null}
      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <div role="alert">
          <p>
            {t('interviews.section.loadFailed')} {problemText(list.error, lang)}
          </p>
          <button type="button" className="secondary" onClick={() => void list.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      ) : (
        <>
          {list.data.interviews.length === 0 ? (
            <p className="muted">{t('interviews.section.none')}</p>
          ) : (
            <ul className="interviews-list">
              {list.data.interviews.map((interview) => (
                <li key={interview._id}>
                  <InterviewItem
                    interview={interview}
                    applicationId={applicationId}
                    canManage={canManage}
                    onMove={() => setDialog({ interview })}
                  />
                </li>
              ))}
            </ul>
          )}
          {list.data.offers.length > 0 ? <Offers offers={list.data.offers} /> : null}
        </>
      )}
      <ScorecardsView applicationId={applicationId} />
      {dialog ? (
        <ScheduleDialog
          applicationId={applicationId}
          jobId={jobId}
          applicantName={applicantName}
          interview={dialog.interview}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </section>
  );
}

/** When, in the viewer's zone; and in the interview's own zone when that is another one. */
export function InterviewWhen({ interview }: { interview: Interview }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const mine = browserTimeZone();
  return (
    <>
      <time dateTime={interview.startsAt} className="interviews-when-text">
        {formatSpan(interview.startsAt, interview.durationMinutes, mine, lang)}
      </time>
      {interview.timeZone !== mine ? (
        <span className="muted interviews-zone">
          {' '}
          {t('interviews.section.zone', {
            zone: interview.timeZone,
            when: formatSpan(
              interview.startsAt,
              interview.durationMinutes,
              interview.timeZone,
              lang,
            ),
          })}
        </span>
      ) : null}
    </>
  );
}

function InterviewItem({
  interview,
  applicationId,
  canManage,
  onMove,
}: {
  interview: Interview;
  applicationId: string;
  canManage: boolean;
  onMove: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const member = useMember();
  const cancel = useCancelInterview(applicationId);
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const when = formatSpan(interview.startsAt, interview.durationMinutes, browserTimeZone(), lang);
  const cancelled = interview.status === 'cancelled';
  const isMine = interview.interviewers.some((p) => p._id === member?._id);

  const onCancel = async () => {
    setProblem(null);
    try {
      await cancel.mutateAsync(interview._id);
      notify.success(t('interviews.section.cancelledToast'));
    } catch (err) {
      setProblem(problemText(err, lang));
    } finally {
      setConfirming(false);
    }
  };

  return (
    <article
      className={`interviews-item${cancelled ? ' interviews-item-cancelled' : ''}`}
      data-testid={`interview-${interview._id}`}
    >
      <p>
        <span className={`interviews-status interviews-status-${interview.status}`}>
          {cancelled ? t('interviews.section.cancelled') : t('interviews.section.scheduled')}
        </span>{' '}
        <InterviewWhen interview={interview} />
      </p>
      {interview.location ? (
        <p dir="auto">{t('interviews.section.place', { place: interview.location })}</p>
      ) : null}
      {interview.videoUrl ? (
        <p>
          <a href={interview.videoUrl} target="_blank" rel="noreferrer noopener" dir="ltr">
            {t('interviews.section.video')}
          </a>
        </p>
      ) : null}
      <ul className="interviews-people-list" aria-label={t('interviews.schedule.interviewers')}>
        {interview.interviewers.map((p) => (
          <li key={p._id}>
            <span>{personName(p)}</span>{' '}
            <span className={p.scorecardSubmitted ? 'interviews-in' : 'muted'}>
              {p.scorecardSubmitted
                ? t('interviews.section.submitted')
                : t('interviews.section.missing')}
            </span>
          </li>
        ))}
      </ul>
      <div className="interviews-actions">
        {isMine && !cancelled ? (
          <Link className="interviews-button" to={`/Company/Interviews/${interview._id}/scorecard`}>
            {t('interviews.section.scorecard')}
          </Link>
        ) : null}
        {canManage && !cancelled ? (
          <>
            <button
              type="button"
              className="secondary"
              aria-label={t('interviews.section.moveFor', { when })}
              onClick={onMove}
            >
              {t('interviews.section.move')}
            </button>
            <button
              type="button"
              className="danger"
              aria-label={t('interviews.section.cancelFor', { when })}
              onClick={() => setConfirming(true)}
            >
              {t('interviews.section.cancel')}
            </button>
          </>
        ) : null}
      </div>
      {problem ? (
        <p className="interviews-problem" role="alert">
          {problem}
        </p>
      ) : null}
      {confirming ? (
        <Modal
          message={t('interviews.section.cancelConfirm', { when })}
          tone="error"
          onClose={() => setConfirming(false)}
        >
          <button type="button" className="secondary" onClick={() => setConfirming(false)}>
            {t('interviews.section.cancelNo')}
          </button>
          <button
            type="button"
            className="danger"
            disabled={cancel.isPending}
            onClick={() => void onCancel()}
          >
            {t('interviews.section.cancelYes')}
          </button>
        </Modal>
      ) : null}
    </article>
  );
}

function Offers({ offers }: { offers: InterviewOffer[] }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [now] = useState(() => Date.now());
  return (
    <>
      <h4>{t('interviews.section.offers')}</h4>
      <ul className="interviews-offers">
        {offers.map((offer) => (
          <li key={offer._id}>
            {offer.usedAt
              ? t('interviews.section.offerUsed', { date: formatDate(offer.usedAt, lang) })
              : Date.parse(offer.expiresAt) <= now
                ? t('interviews.section.offerExpired', { date: formatDate(offer.expiresAt, lang) })
                : t('interviews.section.offerOpen', {
                    count: offer.slots.length,
                    date: formatDate(offer.expiresAt, lang),
                  })}
          </li>
        ))}
      </ul>
    </>
  );
}
