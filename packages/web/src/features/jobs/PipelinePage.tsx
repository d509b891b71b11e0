// Issue 12 (decision 100, Screens): /CompanyView/Jobs/{id}, the pipeline of one posting. A board
// with a column per stage (drag a card with the pointer or the keyboard, or pick its stage in the
// select every card carries, for keyboard and screen-reader users), a ranked list by fit with the
// reasons, the detail of an application (notes, history of moves, outcome of a hire), inviting an
// outside candidate, and the company's measured accuracy. Decision 110: the hiring team is on the
// page (after the applicants, decision 299); moves, notes, outcomes and invitations show only to a
// member the domain's policy lets manage this posting (on its team, for a hiring manager: the
// posting's `team` says whether the viewer is on it); a member whose role may not manage postings
// is told so, and a refusal of the server (403) is said in a toast, the card put back where it was.
// Issue 19 (decision 120): what another feature adds to the page (the interviews of an application,
// a card's interview summary, the posting's interview kit) comes in as component props, wired in
// app/pipelineRoute.tsx: features never import each other. Issue 20 (decisions 130, 132): the
// columns are the posting's own stages, named in the viewer's language, and "Edit stages" changes
// them (moving the people out of a removed stage); a move to a stage of kind rejected asks for the
// reason first (cancel leaves the card where it was); cards and rows carry a box to select many
// (shift-click for a range, "select all N matching") and the bulk bar acts on them. Issue 23: the
// board takes the page's width and the detail opens as a drawer beside it. The parts live in
// pipelineBoard/, one file each (the state hook, the board, a column, a card, the ranked list, the
// dialogs).
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { RequirePermission } from '../../components/RequirePermission';
import { Spinner } from '../../components/Spinner';
import { ApiError } from '../../lib/api';
import { currentLanguage } from '../../lib/i18n';
import { problemText } from '../../lib/problemText';
import { useCompanyPosting } from './api';
import { ExtrasContext, type PipelineExtras } from './pipelineBoard/extras';
import { Pipeline } from './pipelineBoard/Pipeline';
import './jobs.css';

export type { CardExtrasProps, PipelineExtras, PostingExtrasProps } from './pipelineBoard/extras';

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
