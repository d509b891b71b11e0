import { Suspense, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import type { Posting } from '@talentpool/domain/jobs/schemas';
import { Spinner } from '../../../components/Spinner';
import { AccuracyPanel } from '../AccuracyPanel';
import { ApplicationPanel } from '../ApplicationPanel';
import { BulkBar } from '../BulkBar';
import { HiringTeam } from '../HiringTeam';
import { InviteForm } from '../InviteForm';
import { OutcomesDue, useOutcomesDueSettled } from '../OutcomesDue';
import { columnPageSizeDefault, listPageSizeDefault } from '../pipeline';
import { Board } from './Board';
import { ExtrasContext } from './extras';
import { PipelineContext } from './PipelineContext';
import { PipelineDialogs } from './PipelineDialogs';
import { PipelineHeader } from './PipelineHeader';
import { PipelineToolbar } from './PipelineToolbar';
import { RankedList } from './RankedList';
import { usePipelineState } from './usePipelineState';

/** The page of one posting: header, team, toolbar, the board or the list, the drawer, dialogs. */
export function Pipeline({ posting }: { posting: Posting }) {
  const { t } = useTranslation();
  const page = usePipelineState(posting);
  const { params, canManage, stages, openId } = page;
  const { applicationExtras, postingExtras: PostingExtras } = useContext(ExtrasContext);
  // Decision 300: what stands above the toolbar and the applicants is all there before they show,
  // so nothing moves them afterwards (a press on a card's "Details", or on "Ranked list", landed
  // beside it and opened nothing). They load meanwhile, hidden.
  const aboveSettled = useOutcomesDueSettled(posting._id, stages, canManage);

  return (
    <section
      className={`page jobs-page jobs-pipeline${openId ? ' jobs-with-drawer' : ''}`}
      aria-labelledby="pipeline-title"
    >
      <PipelineHeader posting={posting} />
      {/* Decision 299: the applicants first. The posting's set-up (hiring team, interview kit, CV
          import) is below them: above, it filled a laptop's first screen and pushed the board down
          as each part loaded. */}
      <p className="jobs-small">
        <a href="#team-heading">{t('jobs.pipeline.toSetup')}</a>
      </p>
      {canManage ? (
        <OutcomesDue postingId={posting._id} stages={stages} onOpen={page.setOpenId} />
      ) : null}
      <p className="visually-hidden" role="status" aria-live="polite">
        {page.lastMove}
      </p>
      {aboveSettled ? null : <Spinner />}
      <div hidden={!aboveSettled}>
        <PipelineToolbar page={page} />
        {canManage ? null : <p className="jobs-notice">{t('jobs.notAllowed.readOnly')}</p>}

        {canManage && posting.applicantCount !== 0 ? (
          <BulkBar
            posting={posting}
            stages={stages}
            selection={page.selection}
            onSelection={page.setSelection}
            nameOf={page.nameOf}
            notifyDefault={page.notifyByMail}
            notifyNotApplied={page.notifyNotApplied}
          />
        ) : null}

        <PipelineContext.Provider value={page.state}>
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
              onPage={(p) => {
                page.showPage(p);
                document.getElementById('ranked-list')?.focus();
              }}
            />
          )}
        </PipelineContext.Provider>
      </div>

      {openId ? (
        <ApplicationPanel
          key={openId}
          applicationId={openId}
          postingId={posting._id}
          stages={stages}
          canManage={canManage}
          extras={applicationExtras}
          onClose={() => page.setOpenId(null)}
        />
      ) : null}

      <PipelineDialogs posting={posting} page={page} />

      <HiringTeam postingId={posting._id} canEdit={canManage} />
      {PostingExtras ? (
        <Suspense fallback={<Spinner />}>
          <PostingExtras jobId={posting._id} canManage={canManage} />
        </Suspense>
      ) : null}
      {canManage ? <InviteForm posting={posting} /> : null}
      <AccuracyPanel />
    </section>
  );
}
