// Issue 37 (decision 268): after a move to a hired stage, what usually follows, each a choice:
// cancel the hired person's interviews still to come, tell the applicants still in play that the
// role is filled (a rejection with a reason, mailed in each one's language unless unticked), and
// close the posting once its openings are filled. "Not now" (or Escape) leaves everything as it
// was. What was chosen is done by the calls that own each step (useCompleteHire).
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { openingsFilled, type HireSteps } from '@talentpool/domain/jobs/hireSteps';
import { translate } from '@talentpool/domain/messages';
import { DialogLoadFailed } from '../../components/DialogLoadFailed';
import { FormDialog } from '../../components/FormDialog';
import { SelectField } from '../../components/FormField';
import { Spinner } from '../../components/Spinner';
import { formatDateTime, formatNumber } from '../../lib/format';
import { useLanguage } from '../../lib/i18n';
import { notify } from '../../lib/notify';
import { problemText } from '../../lib/problemText';
import { useRejectReasons } from '../../lib/processQueries';
import { useCompleteHire, useHireSteps, type HireResult } from './api';

export interface HireStepsDialogProps {
  applicationId: string;
  postingId: string;
  /** The hired person's name, isolated for mixed-direction text. */
  name: string;
  onClose: () => void;
}

export function HireStepsDialog({ applicationId, postingId, name, onClose }: HireStepsDialogProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const steps = useHireSteps(applicationId);
  const title = t('jobs.hire.title', { name });
  return (
    <FormDialog title={title} onClose={onClose} closeLabel={t('dialog.close')}>
      {steps.isPending ? (
        <Spinner />
      ) : steps.isError ? (
        <DialogLoadFailed
          message={`${t('jobs.hire.loadFailed')} ${problemText(steps.error, lang)}`}
          onRetry={() => void steps.refetch()}
          cancelLabel={t('jobs.hire.notNow')}
          onCancel={onClose}
        />
      ) : (
        <HireStepsForm steps={steps.data} postingId={postingId} onClose={onClose} />
      )}
    </FormDialog>
  );
}

function HireStepsForm({
  steps,
  postingId,
  onClose,
}: {
  steps: HireSteps;
  postingId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const reasons = useRejectReasons();
  const complete = useCompleteHire(postingId);
  const filled = openingsFilled(steps);
  const open = steps.postingStatus === 'published';
  const [cancelInterviews, setCancelInterviews] = useState(steps.interviews.length > 0);
  const [closePosting, setClosePosting] = useState(open && filled);
  const [rejectOthers, setRejectOthers] = useState(filled && steps.others.length > 0);
  const [reasonId, setReasonId] = useState('');
  const [mail, setMail] = useState(true);
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const choices = reasons.data?.reasons.filter((r) => !r.archived) ?? [];
  // Until the recruiter picks one, the first current reason is the choice.
  const chosenReason = reasonId !== '' ? reasonId : (choices[0]?._id ?? '');

  const nothingToDo =
    steps.interviews.length === 0 && steps.others.length === 0 && !(open && filled);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (rejectOthers && !choices.some((r) => r._id === chosenReason)) {
      setReasonError(translate('process.reasonRequired', lang));
      return;
    }
    setReasonError(undefined);
    setProblem(null);
    complete.mutate(
      {
        jobId: steps.jobId,
        cancelInterviewIds: cancelInterviews ? steps.interviews.map((i) => i._id) : [],
        reject: rejectOthers ? { ids: steps.others, reasonId: chosenReason, notify: mail } : null,
        closePosting: open && closePosting,
      },
      {
        onSuccess: (result) => {
          notify.success(summaryOf(result, t));
          onClose();
        },
        onError: (err) => setProblem(problemText(err, lang)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="hire-steps">
      <p>
        {t('jobs.hire.openings', {
          hired: formatNumber(steps.hiredCount, lang),
          openings: formatNumber(steps.openings, lang),
        })}
      </p>
      {nothingToDo ? <p>{t('jobs.hire.nothing')}</p> : null}
      {steps.interviews.length > 0 ? (
        <fieldset className="hire-step">
          <label className="form-dialog-check">
            <input
              type="checkbox"
              name="cancelInterviews"
              checked={cancelInterviews}
              onChange={(e) => setCancelInterviews(e.target.checked)}
            />
            <span>{t('jobs.hire.cancelInterviews', { count: steps.interviews.length })}</span>
          </label>
          <ul className="hire-step-list">
            {steps.interviews.map((i) => (
              <li key={i._id}>{formatDateTime(i.startsAt, lang)}</li>
            ))}
          </ul>
        </fieldset>
      ) : null}
      {steps.others.length > 0 ? (
        <fieldset className="hire-step">
          <label className="form-dialog-check">
            <input
              type="checkbox"
              name="rejectOthers"
              checked={rejectOthers}
              onChange={(e) => setRejectOthers(e.target.checked)}
            />
            <span>{t('jobs.hire.rejectOthers', { count: steps.others.length })}</span>
          </label>
          {rejectOthers ? (
            <>
              <SelectField
                label={t('jobs.reject.reason')}
                required
                placeholder={t('jobs.reject.choose')}
                options={choices.map((r) => ({ value: r._id, label: r.name[lang] }))}
                value={chosenReason}
                error={reasonError}
                onChange={(e) => setReasonId(e.target.value)}
              />
              <label className="form-dialog-check">
                <input
                  type="checkbox"
                  name="mailOthers"
                  checked={mail}
                  onChange={(e) => setMail(e.target.checked)}
                />
                <span>{t('jobs.hire.mailOthers')}</span>
              </label>
            </>
          ) : null}
        </fieldset>
      ) : null}
      {open ? (
        filled ? (
          <label className="form-dialog-check">
            <input
              type="checkbox"
              name="closePosting"
              checked={closePosting}
              onChange={(e) => setClosePosting(e.target.checked)}
            />
            <span>{t('jobs.hire.closePosting')}</span>
          </label>
        ) : (
          <p>{t('jobs.hire.stillOpen')}</p>
        )
      ) : null}
      {problem ? (
        <p className="form-dialog-error" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="form-dialog-actions">
        {nothingToDo ? null : (
          <button type="submit" className="primary" disabled={complete.isPending}>
            {complete.isPending ? t('jobs.hire.saving') : t('jobs.hire.confirm')}
          </button>
        )}
        <button type="button" className="secondary" onClick={onClose}>
          {nothingToDo ? t('dialog.close') : t('jobs.hire.notNow')}
        </button>
      </div>
    </form>
  );
}

function summaryOf(result: HireResult, t: ReturnType<typeof useTranslation>['t']): string {
  const parts = [
    result.cancelled > 0 ? t('jobs.hire.doneCancelled', { count: result.cancelled }) : null,
    result.rejected > 0 ? t('jobs.hire.doneRejected', { count: result.rejected }) : null,
    result.notRejected > 0 ? t('jobs.hire.doneNotRejected', { count: result.notRejected }) : null,
    result.closed ? t('jobs.hire.doneClosed') : null,
  ].filter((p): p is string => p !== null);
  return parts.length > 0 ? parts.join(' ') : t('jobs.hire.doneNothing');
}
