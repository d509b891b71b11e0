// Issue 19, decision 120: what a pipeline card says of the applicant's interviews (the pipeline
// page takes this as its `cardExtras`): "2 of 3 scorecards" and the next interview's time in the
// viewer's zone, from listApplicants' `interviews`; and the schedule button.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyApplication } from '@talentpool/domain/jobs/schemas';
import { useLanguage } from '../../lib/i18n';
import { ScheduleDialog } from './ScheduleDialog';
import { browserTimeZone, formatMoment } from './time';
import type { ApplicantInterviews } from './types';
import './interviews.css';

export interface CardInterviewsProps {
  application: CompanyApplication;
  jobId: string;
  applicantName: string;
  canManage: boolean;
}

/** The applicant's `interviews` of listApplicants, when the server sends it. */
export function interviewsOf(application: CompanyApplication): ApplicantInterviews | null {
  const value = (application as CompanyApplication & { interviews?: ApplicantInterviews })
    .interviews;
  return value && typeof value === 'object' ? value : null;
}

export function CardInterviews({
  application,
  jobId,
  applicantName,
  canManage,
}: CardInterviewsProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [open, setOpen] = useState(false);
  const summary = interviewsOf(application);
  const { submitted = 0, expected = 0 } = summary?.scorecards ?? {};
  return (
    <div className="interviews-card">
      {summary?.next ? (
        <p className="interviews-small">
          {t('interviews.card.next', {
            when: formatMoment(summary.next, browserTimeZone(), lang),
          })}
        </p>
      ) : null}
      {expected > 0 ? (
        <p className={`interviews-small${submitted < expected ? ' interviews-missing' : ''}`}>
          {t('interviews.card.scorecards', { submitted, expected })}
        </p>
      ) : null}
      {canManage ? (
        <button
          type="button"
          className="interviews-link-button"
          aria-label={t('interviews.schedule.openFor', { name: applicantName })}
          onClick={() => setOpen(true)}
        >
          {t('interviews.schedule.open')}
        </button>
      ) : null}
      {open ? (
        <ScheduleDialog
          applicationId={application._id}
          jobId={jobId}
          applicantName={applicantName}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </div>
  );
}
