import { useTranslation } from 'react-i18next';
import type { Posting } from '@talentpool/domain/jobs/schemas';
import { EditStagesDialog } from '../EditStagesDialog';
import { applicantName } from '../pipeline';
import { isolated } from '../../../lib/writtenText';
import { HireStepsDialog } from '../HireStepsDialog';
import { RejectDialog } from '../RejectDialog';
import type { PipelinePageState } from './usePipelineState';

/**
 * The dialogs the page opens: the reason of a move to a rejected stage, what follows a hire
 * (issue 37), and "Edit stages".
 */
export function PipelineDialogs({ posting, page }: { posting: Posting; page: PipelinePageState }) {
  const { t } = useTranslation();
  const { pendingReject } = page;
  // Issue 37: someone who did not apply gets the rejection only when ticked for it (off at first).
  const notApplied = pendingReject?.application.applied === false;
  return (
    <>
      {pendingReject ? (
        <RejectDialog
          title={t('jobs.reject.title', {
            name: isolated(applicantName(pendingReject.application, t)),
          })}
          rejectedStages={[pendingReject.stage]}
          stage={pendingReject.stage.key}
          notifyDefault={page.notifyByMail && (!notApplied || page.notifyNotApplied)}
          notifyLabel={t(notApplied ? 'jobs.reject.notifyNotApplied' : 'jobs.reject.notifyOne')}
          pending={page.movePending}
          problem={page.rejectProblem}
          onCancel={() => page.setPendingReject(null)}
          onConfirm={({ reasonId, notify: mail }) =>
            page.doMove(pendingReject.application, pendingReject.stage.key, {
              notify: mail,
              notifyNotApplied: notApplied && mail,
              reasonId,
            })
          }
        />
      ) : null}
      {page.hired ? (
        <HireStepsDialog
          applicationId={page.hired._id}
          postingId={posting._id}
          name={isolated(applicantName(page.hired, t))}
          onClose={() => page.setHired(null)}
        />
      ) : null}
      {page.editingStages ? (
        <EditStagesDialog
          postingId={posting._id}
          title={t('jobs.stages.title', { title: posting.title })}
          onClose={() => page.setEditingStages(false)}
        />
      ) : null}
    </>
  );
}
